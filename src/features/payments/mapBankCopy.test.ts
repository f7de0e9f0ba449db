import { mapBankCopy } from './mapBankCopy';

// No captured OBDX answer of the verify GET is public; these answers carry the keys OBDX's own web client reads on
// its review screens (OBDX_UI partials/payments/review-payment-self.html, review-payment-domestic.html).
const transferNow = {
  paymentId: 'PAY1',
  transferDetails: {
    amount: { currency: 'GBP', amount: 50 },
    debitAccountId: { displayValue: 'xxxxxxxxxxxx0014', value: 'TOKEN14' },
    creditAccountId: { displayValue: 'xxxxxxxxxxxx0022', value: 'TOKEN22' },
    valueDate: '2026-03-05T00:00:00',
    type: 'NONREC',
    frequency: null,
    startDate: null,
    endDate: null,
    remarks: 'RENT',
  },
};
const transferInstruction = {
  transferDetails: { ...transferNow.transferDetails, type: 'REC', frequency: '50', startDate: '2026-12-29T00:00:00', endDate: '2027-12-29T00:00:00' },
};
const ukPayee = { nickName: 'Builder', domesticPayeeType: 'UK', ukDomesticPayee: { accountNumber: '12345678', accountName: 'J Smith Builders', bankDetails: { code: '200000' }, network: 'SORT' } };
const payoutNow = {
  paymentId: 'PAY2',
  payoutDetails: { amount: { currency: 'GBP', amount: '125.5' }, debitAccountId: { displayValue: 'xxxxxxxxxxxx0014', value: 'TOKEN14' }, valueDate: '2026-03-05T00:00:00', remarks: 'KITCHEN' },
  payeeDetails: ukPayee,
};
const payoutInstruction = {
  payoutDetails: {
    instructionDetails: {
      amount: { currency: 'GBP', amount: 60 },
      debitAccountId: { displayValue: 'xxxxxxxxxxxx0014', value: 'TOKEN14' },
      type: 'NONREC',
      frequency: '10',
      startDate: '2026-12-29T00:00:00',
      endDate: '2026-12-29T00:00:00',
      remarks: 'PHYSIO',
    },
    payeeDetails: ukPayee,
  },
};

describe('mapBankCopy', () => {
  it.each([
    ['a transfer made now', transferNow, { amount: 50, currency: 'GBP', date: '2026-03-05', endDate: null, reference: 'RENT', debitAccountId: 'TOKEN14' }],
    ['a standing order between own accounts', transferInstruction, { amount: 50, date: '2026-12-29', endDate: '2027-12-29', frequency: '50', reference: 'RENT' }],
    ['a payout made now, its payee beside it', payoutNow, { amount: 125.5, date: '2026-03-05', reference: 'KITCHEN', payeeNickname: 'Builder', payeeAccountName: 'J Smith Builders' }],
    ['a payout instruction, its payee inside it', payoutInstruction, { amount: 60, date: '2026-12-29', frequency: '10', reference: 'PHYSIO', payeeAccountName: 'J Smith Builders' }],
  ])('reads %s', (_name, answer, expected) => {
    expect(mapBankCopy(answer)).toMatchObject(expected);
  });

  it.each([
    ['nothing', undefined],
    ['an empty answer', {}],
    ['a status only', { status: { result: 'SUCCESSFUL' } }],
  ])('claims nothing from %s', (_name, answer) => {
    expect(mapBankCopy(answer)).toEqual({});
  });

  it('leaves out what it cannot read rather than guess', () => {
    expect(mapBankCopy({ payoutDetails: { amount: { amount: 'lots' }, valueDate: 'soon', remarks: 7 } })).toEqual({});
  });
});
