import { accountNumberText, isMaskedNumber, lastDigits, maskedNumberSpoken, maskedNumberVisual, splitMaskedNumber } from './maskedNumber';

describe('a masked account number', () => {
  it.each([
    ['the bank\'s long mask', 'xxxxxxxxxxxx1236', '1236', true],
    ['capital Xs', 'XXXXXXXX1236', '1236', true],
    ['stars', '***1236', '1236', true],
    ['four stars', '****1236', '1236', true],
    ['our own bullets', '•••• 1236', '1236', true],
    ['four digits alone', '1236', '1236', false],
    ['a whole number', '10231236', '1236', false],
    ['a whole number with dashes', '12-34-5678', '5678', false],
    ['fewer than four digits after a mask', 'xxxx12', '12', true],
    ['empty', '', '', false],
    ['undefined', undefined, '', false],
    ['a mask without digits', 'xxxxxxxx', '', false],
  ])('%s (%p): last digits %p, masked by the bank %p', (_, number, last, masked) => {
    expect(lastDigits(number)).toBe(last);
    expect(isMaskedNumber(number)).toBe(masked);
    expect(maskedNumberVisual(number)).toBe(last ? `••••\u00a0${last}` : '');
    expect(maskedNumberSpoken(number)).toBe(last ? `ending ${last}` : '');
  });

  it.each([
    ['xxxxxxxxxxxx1236', 'ending 1236'],
    ['***1236', 'ending 1236'],
    ['10231236', '10231236'],
    [' 10231236 ', '10231236'],
    ['', ''],
    [undefined, ''],
  ])('as plain text where markup cannot go: %p → %p', (number, text) => {
    expect(accountNumberText(number)).toBe(text);
  });

  it.each([
    ['40-05-30 xxxxxxxxxxxx5678', { before: '40-05-30 ', number: 'xxxxxxxxxxxx5678', after: '' }],
    ['40-05-30 ****5678', { before: '40-05-30 ', number: '****5678', after: '' }],
    ['xxxxxxxxxxxx5678', { before: '', number: 'xxxxxxxxxxxx5678', after: '' }],
    ['IBAN GB29NWBK60161331926819', { before: 'IBAN GB29NWBK60161331926819', number: '', after: '' }],
    ['Max 12 Road', { before: 'Max 12 Road', number: '', after: '' }],
    ['', { before: '', number: '', after: '' }],
  ])('found in free text: %p', (text, parts) => {
    expect(splitMaskedNumber(text)).toEqual(parts);
  });
});
