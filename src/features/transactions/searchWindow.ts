/**
 * Which dates a transaction list asks the bank for (SPEC.md sections 5 and 9, "Search window",
 * "Default window", "Date clamp"). Pure, so the widening is table-tested apart from the sagas.
 *
 * - The list opens on the last 30 days.
 * - A text search looks back 180 days.
 * - Either widens, step by step, while it has found nothing: 365 days a step, 730 for a mortgage,
 *   until the account's opening date. ("Show earlier transactions" takes one more step by hand.)
 * - No date before 1 January 2016 is ever asked for: the bank's history starts there.
 * - A date range the customer chose is fetched as it is (clamped the same way), never widened.
 *
 * Days are 'YYYY-MM-DD' London calendar days; arithmetic is on UTC midnights, which has no DST.
 */
import { addDays, type IsoDate } from '@/shared/lib/dates';

export const DEFAULT_WINDOW_DAYS = 30;
export const SEARCH_WINDOW_DAYS = 180;
export const WIDEN_STEP_DAYS = 365;
export const MORTGAGE_WIDEN_STEP_DAYS = 730;
export const EARLIEST_DATE: IsoDate = '2016-01-01';

export interface DayRange {
  start: IsoDate;
  end: IsoDate;
}

/** The account facts the window depends on. */
export interface WindowAccount {
  /** SPEC.md section 1 account type: MO is a mortgage. */
  type: string;
  /** The earliest day a search may reach (Account.details.startDate, the opening date). */
  startDate: IsoDate;
}

/** Those facts of a transactions page's account. */
export const windowAccount = (account: { type: string; details: { startDate: IsoDate } }): WindowAccount => ({ type: account.type, startDate: account.details.startDate });


const later = (a: IsoDate, b: IsoDate) => (a > b ? a : b);

/** Dates before 2016 become 1 January 2016. */
export function clampToEarliest(day: IsoDate): IsoDate {
  return later(day, EARLIEST_DATE);
}

/** The first day the bank may be asked about for this account: its opening date, never before 2016. */
export function floorOf(account: WindowAccount): IsoDate {
  const opened = /^\d{4}-\d{2}-\d{2}$/.test(account.startDate) ? account.startDate : EARLIEST_DATE;
  return clampToEarliest(opened);
}

export function widenStepOf(account: WindowAccount): number {
  return account.type === 'MO' ? MORTGAGE_WIDEN_STEP_DAYS : WIDEN_STEP_DAYS;
}

/** A window of `days` days ending today (today included), clamped to the account's floor. */
function lookBack(account: WindowAccount, today: IsoDate, days: number): DayRange {
  const start = later(addDays(today, -(days - 1)), floorOf(account));
  return { start: start > today ? today : start, end: today };
}

/** What the list opens on: the last 30 days. */
export function defaultWindow(account: WindowAccount, today: IsoDate): DayRange {
  return lookBack(account, today, DEFAULT_WINDOW_DAYS);
}

/** Where a text search starts: the last 180 days. */
export function initialSearchWindow(account: WindowAccount, today: IsoDate): DayRange {
  return lookBack(account, today, SEARCH_WINDOW_DAYS);
}

/** A chosen date range, in order and clamped to the floor and today; undefined when nothing is left of it. */
export function chosenWindow(account: WindowAccount, range: DayRange, today: IsoDate): DayRange | undefined {
  const [a, b] = range.start <= range.end ? [range.start, range.end] : [range.end, range.start];
  const start = later(a, floorOf(account));
  const end = b > today ? today : b;
  return start <= end ? { start, end } : undefined;
}

/** True when the window already begins at the account's floor: there is nothing earlier to ask for. */
export function reachedFloor(account: WindowAccount, window: DayRange): boolean {
  return window.start <= floorOf(account);
}

/**
 * One widening step: the days just before `window` still to be fetched (`slice`) and the window they
 * make together (`window`); undefined at the floor.
 */
export function widen(account: WindowAccount, window: DayRange): { window: DayRange; slice: DayRange } | undefined {
  if (reachedFloor(account, window)) return undefined;
  const start = later(addDays(window.start, -widenStepOf(account)), floorOf(account));
  return { window: { start, end: window.end }, slice: { start, end: addDays(window.start, -1) } };
}

/**
 * Periods of at most six calendar months covering [start, end], oldest first: long exports are fetched
 * in these chunks (SPEC.md section 9 "Export periods") so each answer stays small and progress shows.
 */
export function sixMonthChunks(range: DayRange): DayRange[] {
  const chunks: DayRange[] = [];
  let start = range.start;
  while (start <= range.end) {
    const [y, m, d] = start.split('-').map(Number);
    // Same day six months on, or that month's last day when it is shorter; the chunk ends the day before.
    const monthIndex = m - 1 + 6;
    const targetYear = y + Math.floor(monthIndex / 12);
    const targetMonth = monthIndex % 12;
    const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
    const next = new Date(Date.UTC(targetYear, targetMonth, Math.min(d, lastDay))).toISOString().slice(0, 10);
    const end = addDays(next, -1);
    chunks.push({ start, end: end < range.end ? end : range.end });
    start = next;
  }
  return chunks;
}
