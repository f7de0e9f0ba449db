/**
 * The value date of a bulk file (SPEC.md section 9: bulk cut-off reference hour 09:00). Files are paid
 * on working days (England and Wales); a file for today must reach the bank before 09:00 London time.
 * The fake bank refuses the same (cutOffPassed), so the customer hears it before uploading, not after.
 * The messages are ours: SPEC.md gives none.
 */
import { bankHolidayName, isWorkingDay } from '@/shared/lib/bankHolidays';
import { parsePickerDate } from '@/shared/lib/dateRange';
import { addDays, type IsoDate } from '@/shared/lib/dates';
import { londonToday, londonWallClock } from '@/shared/lib/london';

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

/** London's day at `now`, and whether its cut-off has passed. */
function londonDayAt(now: Date): { today: IsoDate; pastCutOff: boolean } {
  const today = londonToday(now); // throws on an invalid instant, so the clock below is there
  return { today, pastCutOff: Number(londonWallClock(now)!.hour) >= BULK_CUT_OFF_HOUR };
}

/** The first working day the bank can pay a file uploaded at `now`. */
export function firstValueDate(now: Date): IsoDate {
  const { today, pastCutOff } = londonDayAt(now);
  let day = today;
  if (pastCutOff || !isWorkingDay(day)) day = addDays(day, 1);
  while (!isWorkingDay(day)) day = addDays(day, 1);
  return day;
}

/** undefined when the typed date (DD/MM/YY) can be paid; else why not. */
export function validateValueDate(text: string, now: Date): string | undefined {
  if (!String(text ?? '').trim()) return VALUE_DATE_MESSAGES.required;
  const day = parsePickerDate(text);
  if (!day) return VALUE_DATE_MESSAGES.invalid;
  const { today, pastCutOff } = londonDayAt(now);
  if (day < today) return VALUE_DATE_MESSAGES.past;
  if (day > addDays(today, 365)) return VALUE_DATE_MESSAGES.tooFar;
  if (!isWorkingDay(day)) return VALUE_DATE_MESSAGES.notWorkingDay(day);
  if (day === today && pastCutOff) return VALUE_DATE_MESSAGES.cutOffPassed;
  return undefined;
}
