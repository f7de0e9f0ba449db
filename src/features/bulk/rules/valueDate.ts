/**
 * The value date of a bulk file (SPEC.md section 9: bulk cut-off reference hour 09:00). Files are paid
 * on working days (England and Wales); a file for today must reach the bank before 09:00 London time.
 * The fake bank refuses the same (cutOffPassed), so the customer hears it before uploading, not after.
 * The messages are ours: SPEC.md gives none.
 */
import moment from 'moment-timezone';
import { bankHolidayName, isWorkingDay } from '@/shared/lib/bankHolidays';
import { LONDON, addDays, parsePickerDate, type IsoDate } from '@/shared/lib/dateRange';

export const BULK_CUT_OFF_HOUR = 9;

export const VALUE_DATE_MESSAGES = {
  required: 'Enter the date the payments should be made.',
  invalid: 'Enter a real date, for example 05/03/27.',
  past: 'Choose today or a later date.',
  notWorkingDay: (day: IsoDate) => {
    const holiday = bankHolidayName(day);
    return `${holiday ? `That day is a bank holiday (${holiday})` : 'That day is at the weekend'}. Choose a working day.`;
  },
  cutOffPassed: `Files for today must reach us by ${String(BULK_CUT_OFF_HOUR).padStart(2, '0')}:00. Choose the next working day.`,
  tooFar: 'Choose a date within the next year.',
} as const;

/** The explanation shown with the summary before confirming. */
export const CUT_OFF_EXPLAINED = `Files that reach us by 09:00 on a working day are paid that day. After 09:00, choose the next working day.`;

/** The first working day the bank can pay a file uploaded at `now`. */
export function firstValueDate(now: Date): IsoDate {
  const london = moment(now).tz(LONDON);
  let day = london.format('YYYY-MM-DD');
  if (london.hour() >= BULK_CUT_OFF_HOUR || !isWorkingDay(day)) day = addDays(day, 1);
  while (!isWorkingDay(day)) day = addDays(day, 1);
  return day;
}

/** undefined when the typed date (DD/MM/YY) can be paid; else why not. */
export function validateValueDate(text: string, now: Date): string | undefined {
  if (!String(text ?? '').trim()) return VALUE_DATE_MESSAGES.required;
  const day = parsePickerDate(text);
  if (!day) return VALUE_DATE_MESSAGES.invalid;
  const today = moment(now).tz(LONDON).format('YYYY-MM-DD');
  if (day < today) return VALUE_DATE_MESSAGES.past;
  if (day > addDays(today, 365)) return VALUE_DATE_MESSAGES.tooFar;
  if (!isWorkingDay(day)) return VALUE_DATE_MESSAGES.notWorkingDay(day);
  if (day === today && moment(now).tz(LONDON).hour() >= BULK_CUT_OFF_HOUR) return VALUE_DATE_MESSAGES.cutOffPassed;
  return undefined;
}
