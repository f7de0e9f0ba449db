/**
 * The date fields of the payment form: the pay date (or first payment date), how often, and the
 * last payment date. SPEC.md shows no wording for these: the messages are ours. Dates are London
 * calendar days (YYYY-MM-DD) the form has already parsed; undefined means nothing usable was typed.
 */
import { BANK_HOLIDAY_YEARS } from '@/shared/lib/bankHolidays';
import { type IsoDate } from '@/shared/lib/dates';
import { toLondonDay } from '@/shared/lib/london';
import { isFrequencyCode } from './frequency';
import { firstPaymentDate, type PaymentSchedule } from './paymentKind';

export const SCHEDULE_MESSAGES = {
  dateRequired: 'Enter the payment date.',
  dateInvalid: 'Enter a real date, for example 05/03/27.',
  dateNotFuture: 'Choose a date after today. To pay today, choose Now.',
  // The bank holiday table ends there, so a later day could not be moved off a holiday.
  dateTooFar: `Choose a date in ${BANK_HOLIDAY_YEARS.last} or earlier.`,
  frequencyRequired: 'Choose how often to pay.',
  untilRequired: 'Choose when the payments stop.',
  untilDateRequired: 'Enter the last payment date.',
  untilBeforeStart: 'The last payment date must be after the first payment date.',
} as const;

const isRealDay = (day: IsoDate | undefined): day is IsoDate => day !== undefined && toLondonDay(day) === day;

/**
 * The future pay date ('later') or first payment date ('recurring'): a real day after today and
 * within the years the bank holiday table covers. A regular payment may leave it empty: it then
 * starts the next day (SPEC.md section 4). `typed` tells an empty field from one that did not parse.
 */
export function validatePayDate(schedule: PaymentSchedule, today: IsoDate, typed = schedule.date !== undefined): string | undefined {
  if (schedule.when === 'now') return undefined;
  if (!typed && schedule.when === 'recurring') return undefined;
  if (!typed) return SCHEDULE_MESSAGES.dateRequired;
  if (!isRealDay(schedule.date)) return SCHEDULE_MESSAGES.dateInvalid;
  if (schedule.date <= today) return SCHEDULE_MESSAGES.dateNotFuture;
  if (Number(schedule.date.slice(0, 4)) > BANK_HOLIDAY_YEARS.last) return SCHEDULE_MESSAGES.dateTooFar;
  return undefined;
}

/** A regular payment needs one of the SPEC frequencies (a custom repeat has no code the bank takes). */
export function validateFrequency(schedule: PaymentSchedule): string | undefined {
  if (schedule.when !== 'recurring') return undefined;
  return isFrequencyCode(schedule.frequency) ? undefined : SCHEDULE_MESSAGES.frequencyRequired;
}

export type Until = 'furtherNotice' | 'date' | '';

/**
 * Repeat-until (SPEC.md section 4): further notice, or an end date after the first payment (compared
 * with the first payment as made, after any move off a weekend or holiday). The bank refuses a regular
 * payment that ends on its first day: one payment is a future payment, not a standing order.
 */
export function validateUntil(schedule: PaymentSchedule, until: Until, today: IsoDate, typed = schedule.untilDate !== undefined): string | undefined {
  if (schedule.when !== 'recurring' || until === 'furtherNotice') return undefined;
  if (until !== 'date') return SCHEDULE_MESSAGES.untilRequired;
  if (!typed) return SCHEDULE_MESSAGES.untilDateRequired;
  if (!isRealDay(schedule.untilDate)) return SCHEDULE_MESSAGES.dateInvalid;
  if (schedule.untilDate <= firstPaymentDate(schedule, today).date) return SCHEDULE_MESSAGES.untilBeforeStart;
  return undefined;
}
