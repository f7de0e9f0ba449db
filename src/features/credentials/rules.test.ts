import fc from 'fast-check';
import { allMet, longestRepeat, longestSequence, passwordRules, pinRules } from './rules';

const failing = (rules: { id: string; met: boolean }[]) => rules.filter((r) => !r.met).map((r) => r.id);

describe('password rules (SPEC.md section 5)', () => {
  it.each([
    ['Private#2026', []],
    ['Welcome#2026', []],
    ['Short#1', ['length']],
    ['Abcdefgh1234567890xyz', ['length', 'sequence']],
    ['alllowercase1', ['case']],
    ['ALLUPPERCASE1', ['case']],
    ['Has space1A', ['characters']],
    ['Pound£sign1A', ['characters']],
    ['Good_#@$Chars1', []],
    ['Abcd#2026x', ['sequence']],
    ['Abc#2026xY', []],
    ['Zyxw#2026a', ['sequence']],
    ['Pass#1234a', ['sequence']],
    ['Baaaaaa#2026', ['repeat']],
    ['Aaaaa#2026b', []],
    ['', ['length', 'case', 'characters', 'sequence', 'repeat']],
  ])('%p fails %p', (password, expected) => {
    expect(failing(passwordRules(password))).toEqual(expected);
  });

  it('needs the confirmation to match', () => {
    expect(failing(passwordRules('Private#2026', 'Private#2025'))).toEqual(['match']);
    expect(allMet(passwordRules('Private#2026', 'Private#2026'))).toBe(true);
  });

  it('never throws, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.string({ maxLength: 40 }), (password, confirmation) => {
        expect(passwordRules(password, confirmation)).toHaveLength(6);
      }),
    );
  });

  it('accepts only passwords within the server policy (8–20, allowed characters)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'aAbBzZ09_#@$ £-'.split('')), maxLength: 24 }), (password) => {
        if (allMet(passwordRules(password))) {
          expect(password.length).toBeGreaterThanOrEqual(8);
          expect(password.length).toBeLessThanOrEqual(20);
          expect(password).toMatch(/^[A-Za-z0-9_#@$]+$/);
        }
      }),
    );
  });
});

describe('PIN rules', () => {
  it.each([
    ['135790', 6, []],
    ['12345', 6, ['length', 'sequence']],
    ['1357901', 6, ['length']],
    ['12a456', 6, ['length']],
    ['123490', 6, ['sequence']],
    ['123590', 6, []],
    ['113579', 6, []],
    ['111579', 6, ['repeat']],
    ['13579024', 8, []],
    ['1357', 4, []],
  ])('%p (length %p) fails %p', (pin, length, expected) => {
    expect(failing(pinRules(pin, length))).toEqual(expected);
  });

  it('needs the confirmation to match', () => {
    expect(failing(pinRules('135790', 6, '135791'))).toEqual(['match']);
  });
});

describe('runs', () => {
  it.each([
    ['', 0, 0],
    ['a', 1, 1],
    ['abcx', 3, 1],
    ['CBA', 3, 1],
    ['aAbB', 2, 1],
    ['xxxx', 1, 4],
    ['9:;', 1, 1],
  ])('%p: sequence %p, repeat %p', (text, sequence, repeat) => {
    expect(longestSequence(text)).toBe(sequence);
    expect(longestRepeat(text)).toBe(repeat);
  });
});
