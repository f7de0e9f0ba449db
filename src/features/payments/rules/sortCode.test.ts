import { SORT_CODE_MESSAGES, formatSortCode, normaliseSortCode, payeeBankName, sortCodeCheckError, validateSortCode } from './sortCode';

describe('sort code (SPEC.md section 5: six digits)', () => {
  it.each([
    ['609303', '609303'],
    ['60-93-03', '609303'],
    ['60 93 03', '609303'],
    [' 60-93-03 ', '609303'],
    ['60-93 03', undefined],
    ['6093-03', undefined],
    ['60930', undefined],
    ['6093033', undefined],
    ['60.93.03', undefined],
    ['60-93-0a', undefined],
    ['', undefined],
  ])('%p normalises to %p', (text, digits) => {
    expect(normaliseSortCode(text)).toBe(digits);
  });

  it.each([
    ['609303', '60-93-03'],
    ['60 93 03', '60-93-03'],
    ['12345', '12345'],
  ])('%p is shown as %p', (text, shown) => {
    expect(formatSortCode(text)).toBe(shown);
  });

  it.each([
    ['60-93-03', undefined],
    ['200000', undefined],
    ['', 'Enter the sort code.'],
    ['  ', 'Enter the sort code.'],
    ['60-93', 'The sort code must be 6 digits, for example 60-93-03.'],
    ['abcdef', SORT_CODE_MESSAGES.format],
  ])('%p: %p', (text, message) => {
    expect(validateSortCode(text)).toBe(message);
  });
});

describe('the look-up result (SPEC.md section 8)', () => {
  it.each([
    [undefined, undefined],
    [{ badSortCode: false, noFastPayments: false }, undefined],
    [{ badSortCode: true, noFastPayments: false }, SORT_CODE_MESSAGES.badSortCode],
    [{ badSortCode: false, noFastPayments: true }, SORT_CODE_MESSAGES.noFastPayments],
    [{ badSortCode: true, noFastPayments: true }, SORT_CODE_MESSAGES.badSortCode],
  ])('%j: %p', (check, message) => {
    expect(sortCodeCheckError(check)).toBe(message);
  });
});

describe('payeeBankName: the look-up clears the bank details with a field error (SPEC.md section 8)', () => {
  const check = { sortCode: '089999', bankName: 'CO-OPERATIVE BANK PLC', badSortCode: false, noFastPayments: false };
  it.each([
    ['a bank that takes Faster Payments', check, 'CO-OPERATIVE BANK PLC'],
    ['no Faster Payments', { ...check, noFastPayments: true }, undefined],
    ['a bad sort code', { ...check, badSortCode: true }, undefined],
    ['no name in the answer', { ...check, bankName: '' }, undefined],
    ['no look-up yet', undefined, undefined],
  ])('%s', (_label, answer, shown) => {
    expect(payeeBankName(answer)).toBe(shown);
  });
});
