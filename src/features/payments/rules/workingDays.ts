/**
 * SPEC.md section 4 "Payment flow": a pay date on a weekend or a bank holiday shifts to the next
 * working day, and the customer is told (the shift says whether it moved and why). England and
 * Wales bank holidays come from the generated table in shared/lib/bankHolidays.
 */
import { bankHolidayName, isWeekend, isWorkingDay } from '@/shared/lib/bankHolidays';
import { addDays, formatShortDate, type IsoDate } from '@/shared/lib/dates';
import { toLondonDay } from '@/shared/lib/london';

export interface WorkingDayShift {
  /** The day asked for. */
  requested: IsoDate;
  /** The day the payment is made: the requested day, or the next working day after it. */
  date: IsoDate;
  moved: boolean;
  /** Why the requested day is not a working day: 'weekend', or the bank holiday's name. */
  reason?: 'weekend' | string;
}

// Bank holidays and weekends never run longer than a few days (Christmas at a weekend: 4 days).
const LONGEST_BREAK = 14;

/**
 * The day a payment asked for `day` is made. A day that is not a real date is returned unmoved
 * (the pay-date validator reports it).
 */
export function toWorkingDay(day: IsoDate): WorkingDayShift {
  if (toLondonDay(day) !== day || isWorkingDay(day)) return { requested: day, date: day, moved: false };
  let next = day;
  for (let step = 0; step < LONGEST_BREAK && !isWorkingDay(next); step += 1) next = addDays(next, 1);
  return { requested: day, date: next, moved: true, reason: isWeekend(day) ? 'weekend' : bankHolidayName(day) };
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const longDay = (day: IsoDate) => `${WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()]} ${formatShortDate(day)}`;

/**
 * What the screen tells the customer when the day moved; undefined when it did not. For example
 * 'Monday 6 Apr 2026 is a bank holiday (Easter Monday), so this payment will be made on the next
 * working day, Tuesday 7 Apr 2026.'
 */
export function workingDayNotice(shift: WorkingDayShift): string | undefined {
  if (!shift.moved) return undefined;
  const why = shift.reason === 'weekend' ? 'is at the weekend' : `is a bank holiday (${shift.reason})`;
  return `${longDay(shift.requested)} ${why}, so this payment will be made on the next working day, ${longDay(shift.date)}.`;
}
