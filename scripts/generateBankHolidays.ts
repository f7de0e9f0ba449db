/**
 * Writes src/shared/lib/bankHolidays.generated.ts: the England and Wales bank holidays the app
 * shifts pay dates over (SPEC.md section 4; DECISIONS.md: 2019 to at least 2035, generated from a
 * maintained source, never typed by hand). The source is the date-holidays package, a
 * devDependency used only here: the app ships the small table, not the package and its data.
 *
 *   npm run holidays:generate
 *
 * Run it after upgrading date-holidays (new announcements such as a coronation or a jubilee
 * arrive that way) or after widening the years below; commit the regenerated table.
 * scripts/generateBankHolidays.test.ts fails when the committed table and the installed
 * package disagree.
 */
import fs from 'node:fs';
import path from 'node:path';
import Holidays from 'date-holidays';

export const FIRST_YEAR = 2019;
export const LAST_YEAR = 2035;
export const OUTPUT = path.resolve(__dirname, '..', 'src', 'shared', 'lib', 'bankHolidays.generated.ts');

export interface BankHoliday {
  date: string;
  name: string;
}

function isWeekend(isoDay: string): boolean {
  const weekday = new Date(`${isoDay}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/** One state's bank holidays: 'public' days (observances such as Mother's Day are not days off) on a weekday. */
function stateHolidays(state: 'ENG' | 'WLS', first: number, last: number): BankHoliday[] {
  const calendar = new Holidays('GB', state, { languages: 'en', timezone: 'Europe/London' });
  const days: BankHoliday[] = [];
  for (let year = first; year <= last; year += 1) {
    for (const holiday of calendar.getHolidays(year, 'en')) {
      const date = holiday.date.slice(0, 10);
      // A holiday at a weekend is no extra day off: its substitute day (also listed) is the bank holiday.
      if (holiday.type !== 'public' || isWeekend(date)) continue;
      days.push({ date, name: holiday.name });
    }
  }
  return days.sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * England and Wales share their bank holidays (Scotland and Northern Ireland do not): the package
 * keeps them as two states, so both are read and must agree, or the generator stops.
 */
export function englandAndWalesBankHolidays(first = FIRST_YEAR, last = LAST_YEAR): BankHoliday[] {
  const england = stateHolidays('ENG', first, last);
  const wales = stateHolidays('WLS', first, last);
  if (JSON.stringify(england) !== JSON.stringify(wales)) {
    throw new Error('date-holidays gives England and Wales different bank holidays: check the package before regenerating.');
  }
  const dates = new Set(england.map((h) => h.date));
  if (dates.size !== england.length) throw new Error('Two bank holidays on one day: check the package before regenerating.');
  return england;
}

export function installedVersion(): string {
  const manifest = path.resolve(__dirname, '..', 'node_modules', 'date-holidays', 'package.json');
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** The generated module's text: a header that says where it came from, the years, and the table. */
export function renderTable(holidays: readonly BankHoliday[], version: string, first = FIRST_YEAR, last = LAST_YEAR): string {
  const rows = holidays.map((h) => `  '${h.date}': ${JSON.stringify(h.name)},`);
  return [
    '/**',
    ` * England and Wales bank holidays, ${first} to ${last}. GENERATED: do not edit by hand.`,
    ' *',
    ` * Written by scripts/generateBankHolidays.ts from date-holidays ${version} (country GB, states ENG`,
    " * and WLS, which agree): its 'public' holidays falling on a weekday, substitute days included. A",
    ' * holiday at a weekend is left out, because its substitute day is the day off.',
    ' *',
    ' * Regenerate with `npm run holidays:generate` (after upgrading date-holidays, or to widen the years).',
    ' */',
    '',
    '/** The years the table covers; outside them only weekends are known not to be working days. */',
    `export const BANK_HOLIDAY_YEARS = { first: ${first}, last: ${last} } as const;`,
    '',
    '/** Day (YYYY-MM-DD) to the holiday\'s name. */',
    'export const BANK_HOLIDAYS: Readonly<Record<string, string>> = {',
    ...rows,
    '};',
    '',
  ].join('\n');
}

function main(): void {
  const holidays = englandAndWalesBankHolidays();
  fs.writeFileSync(OUTPUT, renderTable(holidays, installedVersion()));
  console.log(`Wrote ${holidays.length} bank holidays (${FIRST_YEAR}–${LAST_YEAR}) to ${path.relative(process.cwd(), OUTPUT)}`);
}

if (require.main === module) main();
