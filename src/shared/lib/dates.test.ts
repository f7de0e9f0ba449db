import { addDays, addMonths, formatDayAndTime, formatDayMonthYear, formatFilterDate, formatShortDate, ordinal, parseDayMonthYear } from './dates';

describe('ordinal', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [30, '30th'],
    [31, '31st'],
  ])('%i is %s', (n, expected) => {
    expect(ordinal(n)).toBe(expected);
  });
});

describe('formatFilterDate (Do MMM YYYY)', () => {
  it.each([
    ['2026-03-05', '5th Mar 2026'],
    ['2026-09-21', '21st Sep 2026'],
    ['2025-12-31', '31st Dec 2025'],
    ['2026-02-30', ''],
    ['soon', ''],
  ])('%s is %j', (day, expected) => {
    expect(formatFilterDate(day)).toBe(expected);
  });

  it('shows an instant as its day in London', () => {
    // 23:30 UTC on 30 June is 00:30 BST on 1 July.
    expect(formatFilterDate(new Date('2026-06-30T23:30:00Z'))).toBe('1st Jul 2026');
    expect(formatFilterDate('2026-01-31T23:30:00Z')).toBe('31st Jan 2026');
  });
});

describe('addDays', () => {
  it.each([
    ['2026-03-28', 1, '2026-03-29'],
    ['2026-03-29', 1, '2026-03-30'],
    ['2026-10-25', 1, '2026-10-26'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2026-01-01', -1, '2025-12-31'],
    ['2026-11-26', -29, '2026-10-28'],
  ])('%s + %i is %s, across clock changes and leap days', (day, n, expected) => {
    expect(addDays(day, n)).toBe(expected);
  });
});

describe('formatShortDate (D MMM YYYY)', () => {
  it.each([
    ['2026-03-05', '5 Mar 2026'],
    ['2026-11-26', '26 Nov 2026'],
    ['2026-02-30', ''],
  ])('%s is %j', (day, expected) => {
    expect(formatShortDate(day)).toBe(expected);
  });
});

describe('formatDayMonthYear (DD/MM/YYYY)', () => {
  it.each([
    ['2026-03-05', '05/03/2026'],
    ['2016-12-01', '01/12/2016'],
    ['nope', ''],
  ])('%s is %j', (day, expected) => {
    expect(formatDayMonthYear(day)).toBe(expected);
  });
});

describe('parseDayMonthYear', () => {
  it.each([
    ['05/03/2026', '2026-03-05'],
    [' 29/02/2024 ', '2024-02-29'],
    ['29/02/2025', undefined],
    ['5/3/2026', undefined],
    ['2026-03-05', undefined],
  ])('%j is %p', (text, expected) => {
    expect(parseDayMonthYear(text)).toBe(expected);
  });
});

describe('addMonths', () => {
  it.each([
    ['2026-05-15', -3, '2026-02-15'],
    ['2026-05-31', -3, '2026-02-28'],
    ['2024-05-31', -3, '2024-02-29'],
    ['2026-01-15', -3, '2025-10-15'],
    ['2026-03-31', -1, '2026-02-28'],
    ['2024-02-29', -12, '2023-02-28'],
    ['2026-12-31', -6, '2026-06-30'],
    ['2026-01-01', -12, '2025-01-01'],
    ['2025-11-30', 3, '2026-02-28'],
    ['2026-07-10', 0, '2026-07-10'],
  ])('%s %+d months is %s', (day, months, expected) => {
    expect(addMonths(day, months)).toBe(expected);
  });

  it('refuses what is not a day', () => {
    expect(() => addMonths('15/05/2026', -3)).toThrow();
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
