/**
 * The words of the charts (issue 30): the text summary a screen reader hears before any drawing, and what a
 * chart says instead of drawing when the data cannot carry it. One source for the screen and the PDF export.
 */
import { formatShortDate } from '@/shared/lib/dates';
import { formatMoney } from '@/shared/lib/money';
import type { BalanceHistory, ChartReadiness } from './types';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * "From £20,100.00 at the start of 22 Oct 2026 to £20,669.47 at the end of 20 Nov 2026. Lowest £18,000.00 on
 * 3 Nov 2026; highest £21,500.00 on 15 Nov 2026. Money in £5,000.00, money out £4,430.53, over 30 days and 37
 * transactions."
 */
export function balanceSummary(history: BalanceHistory, currency: string): string {
  const money = (amount: number) => formatMoney(amount, currency);
  const first = history.days[0].date;
  const last = history.days[history.days.length - 1].date;
  return [
    `From ${money(history.opening)} at the start of ${formatShortDate(first)} to ${money(history.closing)} at the end of ${formatShortDate(last)}.`,
    `Lowest ${money(history.lowest.balance)} on ${formatShortDate(history.lowest.date)}; highest ${money(history.highest.balance)} on ${formatShortDate(history.highest.date)}.`,
    `Money in ${money(history.moneyIn)}, money out ${money(history.moneyOut)}, over ${plural(history.days.length, 'day')} and ${plural(history.transactionCount, 'transaction')}.`,
  ].join(' ');
}

/** What a chart says instead of a drawing, by the reason it cannot draw one (chartReadiness.ts). */
export function notDrawnMessage(readiness: Exclude<ChartReadiness, { ready: true }>): string {
  switch (readiness.reason) {
    case 'search':
      return 'The chart shows every transaction, so it is not drawn for a search. Clear the search to see it.';
    case 'dateRange':
      return "The chart is worked out back from today's balance, so it is drawn only for dates up to today. Choose dates that end today to see it.";
    case 'none':
      return 'There are no transactions in this period, so there is nothing to draw.';
    case 'tooFew':
      return `Only ${plural(readiness.count, 'transaction')} in this period: too few to draw a trend.`;
  }
}
