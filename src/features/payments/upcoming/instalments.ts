/**
 * How many payments a standing order has left (SPEC.md section 3 "Standing order": numInstallments).
 * The instruction list does not carry the count (DIGX-CONTRACT.md), so it is counted from the next
 * payment date to the end date at the order's frequency, both days included. An order without an end
 * date runs until further notice: null. Month steps keep the day of the month as addMonths does
 * (31 Jan, 28 Feb, 31 Mar), counted from the next date rather than chained, so a short month does not
 * pull every later payment earlier.
 */
import { addDays, addMonths, type IsoDate } from '@/shared/lib/dates';
import type { RepeatCounts } from '../rules/frequency';

/** Enough for a daily order over the bank holiday table's years; a longer run is shown as such. */
const MAX_COUNTED = 10000;

export function remainingInstalments(next: IsoDate | null, end: IsoDate | null, repeat: RepeatCounts): number | null {
  if (end === null) return null;
  if (next === null || end < next) return 0;
  const { days, months, years } = repeat;
  const stepMonths = months + 12 * years;
  if (days === 0 && stepMonths === 0) return 1;
  let count = 0;
  for (let k = 0; k < MAX_COUNTED; k += 1) {
    const day = days > 0 ? addDays(next, k * days) : addMonths(next, k * stepMonths);
    if (day > end) break;
    count += 1;
  }
  return count;
}
