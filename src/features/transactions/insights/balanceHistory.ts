/**
 * The balance history (issue 30): the balance at the end of each day of a period, walked back from the
 * balance at its end through the entries already loaded. A stock OBDX sends no running balance, so the walk
 * is the only way to draw it there; where the bank does send one, the two agree (runningBalanceMismatches,
 * held on the fake bank's seed by a test). Pure; days are London calendar days ('YYYY-MM-DD').
 *
 * Walking back: the end of day d-1 = the end of day d − that day's money in + that day's money out.
 * Amounts are summed in pence, so 10 000 entries add no floating-point dust to a balance.
 */
import { addDays, type IsoDate } from '@/shared/lib/dates';
import type { DayRange } from '../searchWindow';
import type { Transaction } from '../types';
import type { BalanceHistory, BalancePoint, DayBalance } from './types';

/** The longest history drawn: the two years the bank holds (a leap day included). */
export const BALANCE_HISTORY_MAX_DAYS = 731;

type Entry = Pick<Transaction, 'date' | 'debit' | 'credit'>;

const pence = (amount: number | null) => Math.round((amount ?? 0) * 100);

/** The last BALANCE_HISTORY_MAX_DAYS days of a period, or all of it when shorter. */
export function chartPeriod(period: DayRange): DayRange {
  const earliest = addDays(period.end, -(BALANCE_HISTORY_MAX_DAYS - 1));
  return { start: period.start > earliest ? period.start : earliest, end: period.end };
}

/**
 * The end-of-day balances of `period` (oldest first), from the balance at the end of its last day.
 * Entries outside the period are ignored: the caller passes the balance at `period.end` (today's balance
 * when the period ends today), so entries after it must not be walked through again.
 */
export function balanceHistory(rows: readonly Entry[], closingBalance: number, period: DayRange): BalanceHistory {
  // Net change per day, in pence.
  const change = new Map<IsoDate, number>();
  let inPence = 0;
  let outPence = 0;
  let transactionCount = 0;
  for (const row of rows) {
    if (row.date < period.start || row.date > period.end) continue;
    const credit = pence(row.credit);
    const debit = pence(row.debit);
    change.set(row.date, (change.get(row.date) ?? 0) + credit - debit);
    inPence += credit;
    outPence += debit;
    transactionCount += 1;
  }

  const days: DayBalance[] = [];
  const closingPence = pence(closingBalance);
  let balance = closingPence;
  for (let day = period.end; day >= period.start; day = addDays(day, -1)) {
    days.push({ date: day, balance: balance / 100 });
    balance -= change.get(day) ?? 0;
  }
  days.reverse();

  let lowest: BalancePoint = days[0];
  let highest: BalancePoint = days[0];
  for (const day of days) {
    if (day.balance < lowest.balance) lowest = day;
    if (day.balance > highest.balance) highest = day;
  }
  return {
    days,
    opening: balance / 100,
    // To the penny, as the last day shows it: a balance the caller summed may carry floating-point dust.
    closing: closingPence / 100,
    lowest: { ...lowest },
    highest: { ...highest },
    moneyIn: inPence / 100,
    moneyOut: outPence / 100,
    transactionCount,
  };
}

/** A day where the bank's running balance and the walk differ. */
export interface BalanceMismatch {
  date: IsoDate;
  walked: number;
  bank: number;
}

/**
 * Where the bank's running balance (after the day's last entry) disagrees with the walk's end-of-day
 * balance: none, for a bank whose balances add up. Rows come newest first, as the bank lists them, so a
 * day's first row carries its end-of-day balance.
 */
export function runningBalanceMismatches(rows: readonly Pick<Transaction, 'date' | 'balance'>[], history: BalanceHistory): BalanceMismatch[] {
  const walked = new Map(history.days.map((d) => [d.date, d.balance]));
  const seen = new Set<IsoDate>();
  const mismatches: BalanceMismatch[] = [];
  for (const row of rows) {
    if (seen.has(row.date)) continue;
    seen.add(row.date);
    const day = walked.get(row.date);
    if (row.balance === null || day === undefined) continue;
    if (pence(row.balance) !== pence(day)) mismatches.push({ date: row.date, walked: day, bank: row.balance });
  }
  return mismatches;
}
