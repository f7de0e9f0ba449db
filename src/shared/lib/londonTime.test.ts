import { londonDateTime, formatDayAndTime } from './londonTime';

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

describe('formatDayAndTime: the day and the London time', () => {
  it.each([
    ['2026-03-05T14:05:00.000Z', '5 Mar 2026, 14:05'],
    ['2026-07-05T14:05:00.000Z', '5 Jul 2026, 15:05'],
    ['2026-06-30T23:30:00.000Z', '1 Jul 2026, 00:30'],
    ['2026-03-28T23:30:00.000Z', '28 Mar 2026, 23:30'],
    ['2026-10-25T00:30:00.000Z', '25 Oct 2026, 01:30'],
    ['2026-10-25T01:30:00.000Z', '25 Oct 2026, 01:30'],
    ['2026-07-05T15:05:00+01:00', '5 Jul 2026, 15:05'],
    ['2026-07-05', '5 Jul 2026'],
    // No zone: OBDX's London wall clock, read as written (not as the browser's local time).
    ['2026-07-05T23:30:00', '5 Jul 2026, 23:30'],
    ['2026-01-05T00:15', '5 Jan 2026, 00:15'],
    ['2026-02-30T10:00:00', '–'],
    ['', '–'],
    ['yesterday', '–'],
  ])('%j is %j', (stamp, text) => {
    expect(formatDayAndTime(stamp)).toBe(text);
  });
});
