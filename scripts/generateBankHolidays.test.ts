import fs from 'node:fs';
import { BANK_HOLIDAYS, BANK_HOLIDAY_YEARS } from '../src/shared/lib/bankHolidays.generated';
import { FIRST_YEAR, LAST_YEAR, OUTPUT, englandAndWalesBankHolidays, installedVersion, renderTable } from './generateBankHolidays';

describe('generateBankHolidays', () => {
  const holidays = englandAndWalesBankHolidays();

  it('agrees with the committed table (run `npm run holidays:generate` and commit when it does not)', () => {
    expect(Object.fromEntries(holidays.map((h) => [h.date, h.name]))).toEqual(BANK_HOLIDAYS);
    expect(BANK_HOLIDAY_YEARS).toEqual({ first: FIRST_YEAR, last: LAST_YEAR });
  });

  it('writes the committed file byte for byte from the installed package', () => {
    expect(renderTable(holidays, installedVersion())).toBe(fs.readFileSync(OUTPUT, 'utf8'));
  });

  it('keeps weekday public holidays only, substitute days included', () => {
    const days = holidays.map((h) => h.date);
    expect(days).toContain('2022-12-27');
    expect(days).not.toContain('2022-12-25'); // a Sunday
    expect(holidays.find((h) => /Mother|Father|Easter Sunday/.test(h.name))).toBeUndefined();
  });

  it('renders a header that says how to regenerate, and sorted rows', () => {
    const text = renderTable(englandAndWalesBankHolidays(2025, 2025), '9.9.9', 2025, 2025);
    expect(text).toMatch(/date-holidays 9\.9\.9/);
    expect(text).toMatch(/npm run holidays:generate/);
    expect(text).toContain(`  '2025-01-01': "New Year's Day",\n  '2025-04-18': "Good Friday",`);
    expect(text).toContain('export const BANK_HOLIDAY_YEARS = { first: 2025, last: 2025 } as const;');
  });
});
