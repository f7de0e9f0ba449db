/**
 * Where the money went (issue 30): for the month on screen and the one before, money out grouped by payee
 * (payeeName.ts), the top ten and "Everything else", and money in likewise. Pure and table-tested.
 *
 * Only the rows inside the loaded window count, and the month says how much of it they cover: a 30-day
 * window starts mid-month, so the month before is shown as partial rather than as a quiet month. Amounts
 * are summed in pence, so a month of small card payments adds up to the penny.
 */
import { addDays, addMonths, type IsoDate } from '@/shared/lib/dates';
import type { DayRange } from '../searchWindow';
import type { Transaction } from '../types';
import { payeeName } from './payeeName';
import type { FlowGroup, MonthFlows } from './types';

/** Bars drawn by name before the rest are summed into one. */
export const TOP_GROUPS = 10;
export const EVERYTHING_ELSE = 'Everything else';

type Entry = Pick<Transaction, 'date' | 'title' | 'debit' | 'credit'>;

const pence = (amount: number) => Math.round(amount * 100);
const earlier = (a: IsoDate, b: IsoDate) => (a < b ? a : b);
const later = (a: IsoDate, b: IsoDate) => (a > b ? a : b);

/** The months "where it went" shows for a window: the one it ends in, then the one before ('YYYY-MM'). */
export function monthsOnScreen(window: DayRange): [string, string] {
  const month = window.end.slice(0, 7);
  return [month, addMonths(`${month}-01`, -1).slice(0, 7)];
}

/** Groups by folded name, biggest first (ties by name, so the order never depends on the rows' order). */
function groupsOf(entries: readonly { name: string; pence: number }[], top: number): { groups: FlowGroup[]; totalPence: number } {
  const byName = new Map<string, { pence: number; count: number }>();
  let totalPence = 0;
  for (const entry of entries) {
    const group = byName.get(entry.name) ?? { pence: 0, count: 0 };
    group.pence += entry.pence;
    group.count += 1;
    byName.set(entry.name, group);
    totalPence += entry.pence;
  }
  const sorted = [...byName]
    .map(([name, g]) => ({ name, ...g }))
    .sort((a, b) => b.pence - a.pence || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const groups: FlowGroup[] = sorted.slice(0, top).map((g) => ({ name: g.name, amount: g.pence / 100, count: g.count }));
  const rest = sorted.slice(top);
  if (rest.length > 0) {
    const restPence = rest.reduce((sum, g) => sum + g.pence, 0);
    groups.push({ name: EVERYTHING_ELSE, amount: restPence / 100, count: rest.reduce((sum, g) => sum + g.count, 0), rest: true });
  }
  return { groups, totalPence };
}

/**
 * One calendar month ('YYYY-MM') of the rows, as far as `window` covers it and no later than `today`.
 * `whole` when that is the month from its first day to its last, or to today in the current month.
 */
export function monthFlows(rows: readonly Entry[], month: string, window: DayRange, today: IsoDate, top = TOP_GROUPS): MonthFlows {
  const first = `${month}-01`;
  const last = addDays(addMonths(first, 1), -1);
  const start = later(first, window.start);
  const end = earlier(earlier(last, window.end), today);
  const covered = start <= end ? { start, end } : null;

  const out: { name: string; pence: number }[] = [];
  const into: { name: string; pence: number }[] = [];
  if (covered) {
    for (const row of rows) {
      if (row.date < covered.start || row.date > covered.end) continue;
      if (row.debit !== null) out.push({ name: payeeName(row.title), pence: pence(row.debit) });
      if (row.credit !== null) into.push({ name: payeeName(row.title), pence: pence(row.credit) });
    }
  }
  const moneyOut = groupsOf(out, top);
  const moneyIn = groupsOf(into, top);
  return {
    month,
    covered,
    whole: covered !== null && covered.start === first && covered.end === earlier(last, today),
    out: moneyOut.groups,
    in: moneyIn.groups,
    totalOut: moneyOut.totalPence / 100,
    totalIn: moneyIn.totalPence / 100,
  };
}
