import fs from 'node:fs';
import path from 'node:path';
import { BANK_HOLIDAYS } from './bankHolidays.generated';
import { BANK_HOLIDAY_YEARS, bankHolidayName, bankHolidaysIn, isHolidayYearCovered, isWeekend, isWorkingDay } from './bankHolidays';

/**
 * England and Wales bank holidays as GOV.UK published them (typed here as the known answer the
 * generated table is checked against; the table itself is never typed by hand).
 */
const KNOWN: Record<number, string[]> = {
  2019: ['01-01', '04-19', '04-22', '05-06', '05-27', '08-26', '12-25', '12-26'],
  2020: ['01-01', '04-10', '04-13', '05-08', '05-25', '08-31', '12-25', '12-28'],
  2021: ['01-01', '04-02', '04-05', '05-03', '05-31', '08-30', '12-27', '12-28'],
  2022: ['01-03', '04-15', '04-18', '05-02', '06-02', '06-03', '08-29', '09-19', '12-26', '12-27'],
  2023: ['01-02', '04-07', '04-10', '05-01', '05-08', '05-29', '08-28', '12-25', '12-26'],
  2024: ['01-01', '03-29', '04-01', '05-06', '05-27', '08-26', '12-25', '12-26'],
  2025: ['01-01', '04-18', '04-21', '05-05', '05-26', '08-25', '12-25', '12-26'],
  2026: ['01-01', '04-03', '04-06', '05-04', '05-25', '08-31', '12-25', '12-28'],
  2027: ['01-01', '03-26', '03-29', '05-03', '05-31', '08-30', '12-27', '12-28'],
};

const YEARS = Array.from({ length: BANK_HOLIDAY_YEARS.last - BANK_HOLIDAY_YEARS.first + 1 }, (_, i) => BANK_HOLIDAY_YEARS.first + i);

describe('the generated England and Wales bank holiday table', () => {
  it('covers 2019 to at least 2035 (DECISIONS.md)', () => {
    expect(BANK_HOLIDAY_YEARS.first).toBeLessThanOrEqual(2019);
    expect(BANK_HOLIDAY_YEARS.last).toBeGreaterThanOrEqual(2035);
  });

  it.each(YEARS)('%i has 8 bank holidays, or more in the years of special ones', (year) => {
    const expected = { 2022: 10, 2023: 9 }[year] ?? 8;
    expect(bankHolidaysIn(year)).toHaveLength(expected);
  });

  it.each(Object.entries(KNOWN))('%s is exactly as GOV.UK published it', (year, days) => {
    expect(bankHolidaysIn(Number(year)).map((h) => h.date)).toEqual(days.map((d) => `${year}-${d}`));
  });

  it.each([
    ['2020-05-08', 'Early May bank holiday (VE day)'],
    ['2022-06-02', 'Spring bank holiday'],
    ['2022-06-03', 'Queen’s Platinum Jubilee'],
    ['2022-09-19', "Queen Elizabeth's Funeral Day"],
    ['2023-05-08', "King Charles III's Coronation"],
    ['2020-12-28', 'Boxing Day (substitute day)'],
    ['2022-01-03', "New Year's Day (substitute day)"],
    ['2022-12-27', 'Christmas Day (substitute day)'],
    ['2027-12-27', 'Christmas Day (substitute day)'],
    ['2027-12-28', 'Boxing Day (substitute day)'],
    ['2035-08-27', 'Summer bank holiday'],
  ])('%s is %s', (day, name) => {
    expect(bankHolidayName(day)).toBe(name);
  });

  it('moves the usual spring holidays out of the way of special ones', () => {
    // 2020: the early May holiday moved to Friday 8 May for VE day; 2022: the spring one to Thursday 2 June.
    expect(bankHolidayName('2020-05-04')).toBeUndefined();
    expect(bankHolidayName('2022-05-30')).toBeUndefined();
  });

  it('holds weekdays only: a holiday at a weekend is represented by its substitute day', () => {
    const days = Object.keys(BANK_HOLIDAYS);
    expect(days.filter((d) => isWeekend(d))).toEqual([]);
    expect(bankHolidayName('2021-12-25')).toBeUndefined();
    expect(bankHolidayName('2022-01-01')).toBeUndefined();
    expect(days.every((d) => /^\d{4}-\d{2}-\d{2}$/.test(d) && isHolidayYearCovered(Number(d.slice(0, 4))))).toBe(true);
  });

  it('knows only England and Wales: no Scottish or Northern Irish days', () => {
    expect(bankHolidayName('2024-01-02')).toBeUndefined(); // Scotland's 2 January
    expect(bankHolidayName('2024-03-18')).toBeUndefined(); // St Patrick's Day (substitute), Northern Ireland
    expect(bankHolidayName('2024-07-12')).toBeUndefined(); // Battle of the Boyne, Northern Ireland
    expect(bankHolidayName('2024-08-05')).toBeUndefined(); // Scotland's summer holiday
  });

  it('answers nothing for days outside the table and for keys that are not days', () => {
    expect(bankHolidaysIn(2018)).toEqual([]);
    expect(bankHolidaysIn(2036)).toEqual([]);
    expect(bankHolidayName('2036-01-01')).toBeUndefined();
    expect(bankHolidayName('constructor')).toBeUndefined();
    expect(bankHolidayName('')).toBeUndefined();
  });

  it('is generated (no chunk holds date-holidays: scripts/bundleRules.ts)', () => {
    const generated = fs.readFileSync(path.join(__dirname, 'bankHolidays.generated.ts'), 'utf8');
    expect(generated).toMatch(/GENERATED: do not edit by hand/);
    expect(generated).toMatch(/npm run holidays:generate/);
  });
});

describe('working days', () => {
  it.each([
    ['2026-03-06', false, true], // Friday
    ['2026-03-07', true, false], // Saturday
    ['2026-03-08', true, false], // Sunday
    ['2026-03-09', false, true], // Monday
    ['2026-04-03', false, false], // Good Friday
    ['2026-12-28', false, false], // Boxing Day (substitute day)
    ['2036-01-05', true, false], // past the table: weekends still known
    ['2036-01-01', false, true], // past the table: holidays are not known
    ['2026-02-30', false, false], // not a day
    ['05/03/2026', false, false],
  ])('%s: weekend %p, working day %p', (day, weekend, working) => {
    expect(isWeekend(day)).toBe(weekend);
    expect(isWorkingDay(day)).toBe(working);
  });

  it.each([
    [2018, false],
    [2019, true],
    [2035, true],
    [2036, false],
  ])('year %i covered: %p', (year, covered) => {
    expect(isHolidayYearCovered(year)).toBe(covered);
  });
});
