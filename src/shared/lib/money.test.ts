import { currencySymbol, formatMoney, spokenMoney } from './money';

describe('formatMoney', () => {
  it.each([
    [1234.56, 'GBP', '£1,234.56'],
    [0, 'GBP', '£0.00'],
    [5, 'USD', '$5.00'],
    [1234567.891, 'EUR', '€1,234,567.89'],
    [-1234.5, 'GBP', '-£1,234.50'],
    [-0.5, 'USD', '-$0.50'],
    [-0.001, 'GBP', '£0.00'],
    ['1234.5', 'GBP', '£1,234.50'],
    ['-20', 'EUR', '-€20.00'],
    ['1,000.10', 'GBP', '£1,000.10'],
    [12, 'gbp', '£12.00'],
    [1234.56, 'CHF', 'CHF 1,234.56'],
    [-3, 'JPY', '-JPY 3.00'],
    ['', 'GBP', ''],
    ['abc', 'GBP', ''],
    [Number.NaN, 'GBP', ''],
    [Number.POSITIVE_INFINITY, 'GBP', ''],
  ])('%p %s is %j', (amount, currency, expected) => {
    expect(formatMoney(amount, currency)).toBe(expected);
  });
});

describe('currencySymbol', () => {
  it.each([
    ['GBP', '£'],
    ['USD', '$'],
    ['EUR', '€'],
    ['CHF', undefined],
  ])('%s is %p', (code, symbol) => {
    expect(currencySymbol(code)).toBe(symbol);
  });
});

describe('spokenMoney', () => {
  it.each([
    [-5, 'GBP', 'minus £5.00'],
    [5, 'GBP', '£5.00'],
  ])('%p %s is read as %j', (amount, currency, expected) => {
    expect(spokenMoney(amount, currency)).toBe(expected);
  });
});
