/**
 * What the PDF export's "Balance history" block shows (issue 30): the history to draw, or the words to
 * print instead. Pure and table-tested; the export saga loads it with the export code, after the rows of
 * the period are fetched, so nothing of it weighs on a page that never exports.
 *
 * The walk back (insights/balanceHistory.ts) needs the balance at the end of the period:
 * - a period ending today starts from the account's current balance, as the screen's chart does;
 * - a past period starts from the bank's closing balance for it, when its answer carries one (a stock
 *   OBDX sends none);
 * - otherwise there is nothing true to start from, and the block says so (chartReadiness 'dateRange').
 */
import type { IsoDate } from '@/shared/lib/dates';
import { balanceHistory, chartPeriod } from '../insights/balanceHistory';
import { chartReadiness } from '../insights/chartReadiness';
import { notDrawnMessage } from '../insights/summaries';
import type { BalanceHistory } from '../insights/types';
import type { DayRange } from '../searchWindow';
import type { Transaction } from '../types';

export type BalanceChartBlock = { history: BalanceHistory } | { message: string };

export interface BalanceChartInput {
  /**
   * Every entry fetched for the period, in any order. Before the list's type, amount and direction filters:
   * the balance moves with every entry, whichever the table lists.
   */
  rows: readonly Pick<Transaction, 'date' | 'debit' | 'credit'>[];
  /** The search the rows were fetched with: rows answering a search leave out the others. */
  search: string;
  /** The period exported (chosenWindow: clamped to the account's opening and today); undefined when nothing is left. */
  range: DayRange | undefined;
  today: IsoDate;
  /** The account's balance now (state account.balance.amount). */
  currentBalance: number;
  /** The bank's balance at the end of `range.end`, when its answer carries one. */
  bankClosingBalance: number | null;
}

export function balanceChartBlock({ rows, search, range, today, currentBalance, bankClosingBalance }: BalanceChartInput): BalanceChartBlock {
  if (!range) return { message: notDrawnMessage({ ready: false, reason: 'none', count: 0 }) };
  const anchor = range.end === today ? currentBalance : bankClosingBalance;
  const period = chartPeriod(range);
  let count = 0;
  for (const row of rows) if (row.date >= period.start && row.date <= period.end) count += 1;
  // With an anchor the period's end is known, whenever it is; without one a past range reads as
  // 'dateRange' (the walk would have to start from today's balance through entries never fetched).
  const readiness = chartReadiness({ loadedFor: { search, datesStartEnd: anchor === null ? range : null }, today, count });
  if (!readiness.ready) return { message: notDrawnMessage(readiness) };
  // Only a range ending after today could get here without an anchor, and chosenWindow ends none there.
  if (anchor === null) return { message: notDrawnMessage({ ready: false, reason: 'dateRange', count }) };
  return { history: balanceHistory(rows, anchor, period) };
}
