import depositSample from './fixtures/obdx-deposit-list.json';
import loanSample from './fixtures/obdx-loan-list.json';
import { mapCurrentAccountDetails, mapLoanDetails, mapTermDeposit, type LoanDetailsWire, type LoanOutstandingWire, type TermDepositWire } from './mapDetails';

const gbp = (amount: number) => ({ currency: 'GBP', amount });

describe('loan details', () => {
  it('reads the real OBDX loan item, its loanScheduleDTO and the /outstanding figures by OBDX\'s names', () => {
    const details = mapLoanDetails(
      {
        ...loanSample.accounts[0],
        loanScheduleDTO: {
          nextDueDate: '2015-01-02T00:00:00',
          nextInstallmentAmount: gbp(650),
          amountPaid: gbp(31000),
          installementDueCount: 12,
          principalRepaymentFrequency: 'Monthly',
          interestRepaymentFrequency: 'Quarterly',
        },
      },
      { principalBalance: gbp(44000), installmentArrear: gbp(120), lateRepaymentCharges: gbp(15) },
    );
    expect(details).toEqual({
      loanAmount: gbp(75000),
      outstandingAmount: gbp(44195.84),
      principalBalance: gbp(44000),
      maturityDate: '2014-12-02',
      startDate: '2014-01-02',
      nextDate: '2015-01-02',
      nextAmount: gbp(650),
      amountPaid: gbp(31000),
      instalmentArrears: gbp(120),
      penalty: gbp(15),
      interestRate: 8,
      principalFrequency: 'Monthly',
      interestFrequency: 'Quarterly',
      remainingInstalments: 12,
    });
  });

  it.each([
    ['an empty answer', {}],
    // The names this app once invented: a real OBDX never sends them, so they are not read.
    ['names OBDX does not use', { nextInstallmentDueDate: '2015-01-02T00:00:00', remainingInstallments: 3, repaymentFrequency: 'MONTHLY', installmentArrears: gbp(1) }],
  ])('says less on %s: no zero, no empty date, no empty word', (_, wire) => {
    const details = mapLoanDetails(wire as LoanDetailsWire, wire as LoanOutstandingWire);
    expect(Object.values(details).filter((value) => value !== undefined)).toEqual([]);
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
      payoutInstructions: undefined,
      rollOverType: undefined,
    });
  });

  it.each(['A', 'I', 'P', 'S', 'T'])('keeps OBDX\'s rollover code %s', (code) => {
    expect(mapTermDeposit({ rollOverType: code }).rollOverType).toBe(code);
  });

  it('reads tenure and the payOutInstructions answer by OBDX\'s names', () => {
    const deposit = mapTermDeposit({ tenure: { months: 6 } }, [
      { type: 'O', payoutComponentType: 'I', accountId: { displayValue: 'xxxxxxxxxxxx1236', value: 'TOKEN' }, percentage: 100 },
      { type: 'E', payoutComponentType: 'P', beneficiaryName: 'A Pemberton', percentage: 50 },
    ]);
    expect(deposit).toMatchObject({
      duration: { years: 0, months: 6, days: 0 },
      payoutInstructions: [
        { option: 'O', part: 'I', accountId: 'TOKEN', accountText: 'xxxxxxxxxxxx1236', percentage: 100 },
        { option: 'E', part: 'P', accountId: undefined, accountText: 'A Pemberton', percentage: 50 },
      ],
    });
  });

  it.each([
    ['an empty answer', {}],
    ['names OBDX does not use', { depositTenure: { years: 1 }, rollOverType: 'CLOSE_ON_MATURITY' }],
  ])('says less on %s', (_, wire) => {
    const deposit = mapTermDeposit(wire as TermDepositWire);
    expect(Object.values(deposit).filter((value) => value !== undefined)).toEqual([]);
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
