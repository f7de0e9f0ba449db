import { FREQUENCIES, frequencyByCode, frequencyCode, frequencyName, isFrequencyCode, isRegular, type RepeatCounts } from './frequency';

const counts = (days: number, months: number, years: number): RepeatCounts => ({ days, months, years });

describe('the recurrence codes of SPEC.md section 3', () => {
  it('are the nine codes, in order, with their labels', () => {
    expect(FREQUENCIES.map((f) => [f.code, f.label])).toEqual([
      ['10', 'Once'],
      ['20', 'Daily'],
      ['30', 'Weekly'],
      ['40', 'Fortnightly'],
      ['50', 'Monthly'],
      ['60', 'Bi-monthly'],
      ['70', 'Quarterly'],
      ['80', 'Half-yearly'],
      ['90', 'Yearly'],
    ]);
  });

  it.each(FREQUENCIES.map((f) => [f.code, f.counts, f.name] as const))('code %s ↔ %j ↔ %s', (code, c, name) => {
    expect(frequencyCode(c)).toBe(code);
    expect(frequencyName(c)).toBe(name);
    expect(frequencyByCode(code)?.counts).toEqual(c);
  });

  it.each([
    ['50', 'Monthly'],
    [50, 'Monthly'],
    [' 90 ', 'Yearly'],
  ])('reads the code %p the bank sends', (code, name) => {
    expect(frequencyByCode(code)?.name).toBe(name);
  });

  it.each(['00', '15', '100', '', 'Monthly'])('knows no code %p', (code) => {
    expect(frequencyByCode(code)).toBeUndefined();
    expect(isFrequencyCode(code)).toBe(false);
  });
});

describe('the frequency name from day, month and year counts (SPEC.md section 4)', () => {
  it.each([
    [counts(1, 0, 0), 'Daily'],
    [counts(7, 0, 0), 'Weekly'],
    [counts(14, 0, 0), 'Fortnightly'],
    [counts(0, 1, 0), 'Monthly'],
    [counts(0, 2, 0), 'Bi-Monthly'],
    [counts(0, 3, 0), 'Quarterly'],
    [counts(0, 6, 0), 'Half-Yearly'],
    [counts(0, 0, 1), 'Yearly'],
    [counts(0, 12, 0), 'Yearly'],
    [counts(0, 0, 0), 'Once'],
    // Otherwise Custom.
    [counts(2, 0, 0), 'Custom'],
    [counts(3, 0, 0), 'Custom'],
    [counts(21, 0, 0), 'Custom'],
    [counts(28, 0, 0), 'Custom'],
    [counts(0, 4, 0), 'Custom'],
    [counts(0, 18, 0), 'Custom'],
    [counts(0, 0, 2), 'Custom'],
    [counts(0, 1, 1), 'Custom'],
    [counts(1, 1, 0), 'Custom'],
    [counts(7, 0, 1), 'Custom'],
    [counts(-1, 0, 0), 'Custom'],
    [counts(1.5, 0, 0), 'Custom'],
    [counts(NaN, 0, 0), 'Custom'],
  ])('%j is %s', (c, name) => {
    expect(frequencyName(c)).toBe(name);
  });

  it('has no code for a custom repeat (the bank could not take it)', () => {
    expect(frequencyCode(counts(3, 0, 0))).toBeUndefined();
  });
});

describe('isRegular', () => {
  it.each([
    [undefined, false],
    [counts(0, 0, 0), false],
    [counts(1, 0, 0), true],
    [counts(0, 1, 0), true],
    [counts(3, 0, 0), true],
  ])('%j: %p', (c, regular) => {
    expect(isRegular(c)).toBe(regular);
  });
});
