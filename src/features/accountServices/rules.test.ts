import { CHEQUE_MESSAGES, chequeStatusTitle, displayDate, serviceAccounts, validateChequeNumber, validateChequeRange } from './rules';

describe('chequeStatusTitle (SPEC.md section 3)', () => {
  it.each([
    ['C', 'Cancelled'],
    ['N', 'Not Used'],
    ['R', 'Rejected'],
    ['S', 'Stopped'],
    ['U', 'Used'],
    ['H', 'Hold'],
    ['X', 'X'],
    [null, 'Unknown'],
    ['', 'Unknown'],
  ])('%s is %s', (code, title) => {
    expect(chequeStatusTitle(code)).toBe(title);
  });
});

describe('validateChequeNumber (000001–010000, six digits)', () => {
  it.each([
    ['000001', undefined],
    ['010000', undefined],
    ['005000', undefined],
    ['', CHEQUE_MESSAGES.required],
    ['12', CHEQUE_MESSAGES.format],
    ['0000001', CHEQUE_MESSAGES.format],
    ['00a001', CHEQUE_MESSAGES.format],
    ['000000', CHEQUE_MESSAGES.range],
    ['010001', CHEQUE_MESSAGES.range],
    ['999999', CHEQUE_MESSAGES.range],
  ])('%p → %p', (value, message) => {
    expect(validateChequeNumber(value)).toBe(message);
  });
});

describe('validateChequeRange', () => {
  it.each([
    ['000001', '010000', {}],
    ['000050', '000050', {}],
    ['000051', '000050', { end: CHEQUE_MESSAGES.order }],
    ['', '000050', { start: CHEQUE_MESSAGES.required }],
    ['000000', '010001', { start: CHEQUE_MESSAGES.range, end: CHEQUE_MESSAGES.range }],
  ])('%s..%s → %p', (start, end, errors) => {
    expect(validateChequeRange(start, end)).toEqual(errors);
  });
});

describe('serviceAccounts', () => {
  it('keeps accounts with cheque books or pay-in books', () => {
    const list = [
      { id: 'a', hasChequeBooks: true, hasPayInBooks: false },
      { id: 'b', hasChequeBooks: false, hasPayInBooks: true },
      { id: 'c', hasChequeBooks: false, hasPayInBooks: false },
    ];
    expect(serviceAccounts(list).map((a) => a.id)).toEqual(['a', 'b']);
  });
});

describe('displayDate', () => {
  it.each([
    ['2026-03-04T00:00:00', '04/03/2026'],
    ['2026-03-04', '04/03/2026'],
    [null, ''],
  ])('%p → %p', (value, shown) => {
    expect(displayDate(value)).toBe(shown);
  });
});
