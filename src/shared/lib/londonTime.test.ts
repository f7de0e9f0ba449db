import { londonDateTime } from './londonTime';

describe('londonDateTime', () => {
  it.each([
    ['winter (GMT)', '2026-01-15T10:52:19.000Z', '2026-01-15 10:52:19'],
    ['summer (BST)', '2026-07-15T10:52:19.000Z', '2026-07-15 11:52:19'],
    ['midnight rolls the date in summer', '2026-06-30T23:30:00.000Z', '2026-07-01 00:30:00'],
    ['not a date', 'yesterday', undefined],
  ])('%s', (_name, instant, expected) => {
    expect(londonDateTime(instant)).toBe(expected);
  });
});
