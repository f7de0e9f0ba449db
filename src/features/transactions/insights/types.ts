/**
 * The shapes of "see your money" (issue 30): the balance history and where the money went, computed by pure
 * rules (balanceHistory.ts, whereItWent.ts, payeeName.ts) from the rows already loaded, and drawn by the
 * charts chunk (MoneyCharts.tsx) and the PDF export. Amounts are in the account's currency, as the rows are.
 */
import type { IsoDate } from '@/shared/lib/dates';

/** The balance at the end of one London day. */
export interface DayBalance {
  date: IsoDate;
  balance: number;
}

/** A named point of the history: its lowest or highest end-of-day balance (the earliest day on a tie). */
export interface BalancePoint {
  date: IsoDate;
  balance: number;
}

export interface BalanceHistory {
  /** Every day of the period, oldest first, each with its end-of-day balance (a day without entries repeats). */
  days: DayBalance[];
  /** The balance before the period's first entry (the end of the day before it starts). */
  opening: number;
  /** The end of the period's last day. */
  closing: number;
  lowest: BalancePoint;
  highest: BalancePoint;
  /** The period's credits and debits, summed (both positive). */
  moneyIn: number;
  moneyOut: number;
  /** How many entries fell in the period. */
  transactionCount: number;
}

/**
 * Why a chart shows words instead of a drawing (honesty rules, chartReadiness.ts):
 * - 'search': the rows answer a search, so days between them are missing;
 * - 'dateRange': a chosen range that does not reach today, so the walk back from today's balance cannot start;
 * - 'none': no entries in the period;
 * - 'tooFew': fewer entries than a trend needs (MIN_TREND_TRANSACTIONS): the figures are given, no line drawn.
 */
export type ChartReadiness = { ready: true } | { ready: false; reason: 'search' | 'dateRange' | 'none' | 'tooFew'; count: number };

/** One bar of "where it went": a payee or description with the money it took (or brought). */
export interface FlowGroup {
  /** The folded name shown (payeeName.ts), or "Everything else". */
  name: string;
  amount: number;
  /** Entries folded into it. */
  count: number;
  /** True for the "Everything else" bar. */
  rest?: true;
}

/** Where one calendar month's money went, and where it came from. */
export interface MonthFlows {
  /** 'YYYY-MM'. */
  month: string;
  /**
   * The days of the month the loaded rows cover (the window may start mid-month, and the month may not be over);
   * null when the window misses the month altogether (a window opened on the 31st does not reach the month before).
   */
  covered: { start: IsoDate; end: IsoDate } | null;
  /** True when the rows cover the month from its first day to its last, or to today in the current month. */
  whole: boolean;
  /** Money out: the top groups by amount, then "Everything else"; empty when nothing went out. */
  out: FlowGroup[];
  /** Money in, likewise. */
  in: FlowGroup[];
  totalOut: number;
  totalIn: number;
}
