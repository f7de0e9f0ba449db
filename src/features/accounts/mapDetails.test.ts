import depositSample from './fixtures/obdx-deposit-list.json';
import loanSample from './fixtures/obdx-loan-list.json';
import { mapCurrentAccountDetails, mapLoanDetails, mapTermDeposit, type TermDepositWire } from './mapDetails';

const gbp = (amount: number) => ({ currency: 'GBP', amount });

describe('loan details', () => {
  it('reads the real OBDX loan item, and takes today’s figures from /outstanding where it speaks', () => {
    const details = mapLoanDetails(loanSample.accounts[0], { outstandingAmount: gbp(44000), nextInstallmentDueDate: '2015-01-02T00:00:00' });
    expect(details).toMatchObject({
      loanAmount: gbp(75000),
      outstandingAmount: gbp(44000),
      principalBalance: gbp(44000),
      maturityDate: '2014-12-02',
      startDate: '2014-01-02',
      nextDate: '2015-01-02',
      interestRate: 8,
      remainingInstalments: 0,
    });
  });

  it('fills zeros and empty dates rather than failing on an empty answer', () => {
    expect(mapLoanDetails({})).toMatchObject({ loanAmount: gbp(0), nextDate: '', repaymentFrequency: '' });
  });
});

describe('term deposit', () => {
  it('reads the real OBDX deposit item', () => {
    expect(mapTermDeposit(depositSample.accounts[0] as TermDepositWire)).toMatchObject({
      originalAmount: gbp(1000),
      maturityAmount: gbp(1313.87),
      maturityDate: '2016-01-04',
      startDate: '2014-01-02',
      productName: 'TD topup',
      payoutInstructions: [],
      rollOverType: undefined,
    });
  });

  it('keeps known rollover types and payout instructions', () => {
    const deposit = mapTermDeposit({
      rollOverType: 'RENEW_PRINCIPAL_PAYOUT_INTEREST',
      depositTenure: { months: 6 },
      payoutInstructions: [{ type: 'I', accountId: { value: 'TOKEN' }, percentage: 100 }],
    });
    expect(deposit).toMatchObject({
      rollOverType: 'RENEW_PRINCIPAL_PAYOUT_INTEREST',
      duration: { years: 0, months: 6, days: 0 },
      payoutInstructions: [{ type: 'I', accountId: 'TOKEN', percentage: 100 }],
    });
    expect(mapTermDeposit({ rollOverType: 'SOMETHING_ELSE' }).rollOverType).toBeUndefined();
  });
});

describe('current account details', () => {
  it('gives the overdraft, the holder and the branch address as lines', () => {
    expect(
      mapCurrentAccountDetails({
        currencyCode: 'USD',
        openingDate: '2020-02-29T00:00:00',
        partyName: 'Alexander James Pemberton',
        overDraftLimit: { sanctionedLimitAmount: { currency: 'USD', amount: 5000 } },
        branchAddressDTO: { branchName: 'Private Bank - London', branchAddress: { postalAddress: { line1: '12 Example Square', line2: '', city: 'London', postCode: 'W1A 1AA' } } },
      }),
    ).toEqual({
      overdraftLimit: { currency: 'USD', amount: 5000 },
      openingDate: '29/02/2020',
      accountName: 'Alexander James Pemberton',
      holdAmount: { currency: 'USD', amount: 0 },
      branchName: 'Private Bank - London',
      branchAddress: ['12 Example Square', 'London', 'W1A 1AA'],
    });
  });
});
