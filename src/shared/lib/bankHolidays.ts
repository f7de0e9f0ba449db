/**
 * England and Wales bank holidays and working days (SPEC.md section 4: a pay date on a weekend or
 * a bank holiday moves to the next working day; DECISIONS.md: 2019 to at least 2035). The table is
 * generated (bankHolidays.generated.ts, by scripts/generateBankHolidays.ts); this file only looks
 * days up. Calendar days need no time zone and no moment, so any feature and any bundle can use it;
 * "today" is the caller's Europe/London day (toLondonDay in ./dates).
 */
import { BANK_HOLIDAYS } from '@/shared/bankProfile/bankHolidays';
import { BANK_HOLIDAY_YEARS } from './bankHolidays.generated';
import { type IsoDate } from './dates';
import { toLondonDay } from './london';

export { BANK_HOLIDAY_YEARS };

export interface BankHoliday {
  date: IsoDate;
  name: string;
}

const own = (day: string) => Object.prototype.hasOwnProperty.call(BANK_HOLIDAYS, day);

/** The holiday's name when the day is an England and Wales bank holiday; undefined otherwise. */
export function bankHolidayName(day: IsoDate): string | undefined {
  return own(day) ? BANK_HOLIDAYS[day] : undefined;
}

/** The year's bank holidays in date order ([] outside BANK_HOLIDAY_YEARS). */
export function bankHolidaysIn(year: number): BankHoliday[] {
  const prefix = `${year}-`;
  return Object.keys(BANK_HOLIDAYS)
    .filter((day) => day.startsWith(prefix))
    .sort()
    .map((date) => ({ date, name: BANK_HOLIDAYS[date] }));
}

/** Whether the table knows the year's holidays; past it, only weekends are known days off. */
export function isHolidayYearCovered(year: number): boolean {
  return year >= BANK_HOLIDAY_YEARS.first && year <= BANK_HOLIDAY_YEARS.last;
}

/** Saturday or Sunday. false for what is not a real day (a caller's validator reports that). */
export function isWeekend(day: IsoDate): boolean {
  if (toLondonDay(day) !== day) return false;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/** Monday to Friday and not a bank holiday: a day the bank makes payments. */
export function isWorkingDay(day: IsoDate): boolean {
  return toLondonDay(day) === day && !isWeekend(day) && bankHolidayName(day) === undefined;
}
