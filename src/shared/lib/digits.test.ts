import fc from 'fast-check';
import { sanitiseDigits } from './digits';

describe('sanitiseDigits', () => {
  it.each([
    ['', undefined, ''],
    ['12345678', 8, '12345678'],
    ['123456789', 8, '12345678'],
    ['12-34-56', undefined, '123456'],
    [' 0 1 ', 2, '01'],
    ['abcd', 4, ''],
    ['١٢', 2, ''],
  ])('%j with max %p becomes %j', (raw, max, expected) => {
    expect(sanitiseDigits(raw, max)).toBe(expected);
  });

  it('always gives at most maxLength ASCII digits', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 12 }), (raw, max) => {
        expect(sanitiseDigits(raw, max)).toMatch(new RegExp(`^[0-9]{0,${max}}$`));
      }),
    );
  });
});
