import fc from 'fast-check';
import { parseAmount, SANITISED_AMOUNT, sanitiseAmount } from './amount';

describe('sanitiseAmount', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['00', '0'],
    ['007', '7'],
    ['000.5', '0.5'],
    ['0.05', '0.05'],
    ['10', '10'],
    ['100.00', '100.00'],
    ['12.345', '12.34'],
    ['1.2.3', '1.23'],
    ['.', '.'],
    ['.5', '.5'],
    ['5.', '5.'],
    ['£1,250.50', '1250.50'],
    ['-42', '42'],
    ['1e5', '15'],
    ['abc', ''],
    [' 12 ', '12'],
    ['١٢٣', ''],
  ])('%j becomes %j', (raw, expected) => {
    expect(sanitiseAmount(raw)).toBe(expected);
  });

  const amountish = fc.string({ unit: fc.constantFrom('0', '1', '5', '9', '.', ',', '-', 'a', ' ', '£', 'e') });

  it('always gives an amount shape and never throws, whatever is typed or pasted', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), amountish), (raw) => {
        expect(sanitiseAmount(raw)).toMatch(SANITISED_AMOUNT);
      }),
    );
  });

  it('is idempotent: cleaning a clean amount changes nothing', () => {
    fc.assert(fc.property(amountish, (raw) => sanitiseAmount(sanitiseAmount(raw)) === sanitiseAmount(raw)));
  });

  it('leaves every valid amount as it is', () => {
    const valid = fc
      .tuple(fc.nat({ max: 10_000_000 }), fc.option(fc.string({ unit: fc.constantFrom('0', '3', '7'), maxLength: 2 })))
      .map(([whole, fraction]) => (fraction === null ? String(whole) : `${whole}.${fraction}`));
    fc.assert(fc.property(valid, (amount) => sanitiseAmount(amount) === amount));
  });
});

describe('parseAmount', () => {
  it.each([
    ['', undefined],
    ['.', undefined],
    ['0', 0],
    ['12.5', 12.5],
    ['£1,000.999', 1000.99],
  ])('%j is %p', (text, expected) => {
    expect(parseAmount(text)).toBe(expected);
  });
});
