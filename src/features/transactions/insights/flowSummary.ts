/**
 * The words of "where it went" (issue 30): the month's name, which days of it the figures cover, and the
 * summary a screen reader hears before the bars. Pure and table-tested (flowSummary.test.ts).
 */
import { formatShortDate } from '@/shared/lib/dates';
import { formatMoney } from '@/shared/lib/money';
import type { MonthFlows } from './types';

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** '2026-11' → 'November 2026'. */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return `${MONTH_NAMES[number - 1]} ${year}`;
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
const count = (groups: MonthFlows['out']) => groups.reduce((sum, g) => sum + g.count, 0);

/** Which days the figures cover, when not the whole month: the window may start mid-month. */
export function coverageNote(flows: MonthFlows): string | undefined {
  if (flows.whole) return undefined;
  if (!flows.covered) return `None of ${monthLabel(flows.month)} is loaded yet: show earlier transactions to see it.`;
  return `Only ${formatShortDate(flows.covered.start)} to ${formatShortDate(flows.covered.end)} is loaded: show earlier transactions to see the whole month.`;
}

/**
 * "In November 2026, £4,430.53 went out in 30 transactions and £5,000.00 came in from 2. Most went to Carters
 * Tack Shop: £326.89. Most came from Racing Post: £5,000.00."
 */
export function flowSummary(flows: MonthFlows, currency: string): string {
  const money = (amount: number) => formatMoney(amount, currency);
  const month = monthLabel(flows.month);
  if (!flows.covered) return `${month} is not loaded yet.`;
  if (flows.out.length === 0 && flows.in.length === 0) return `Nothing went out or came in during ${month}.`;
  const sentences = [`In ${month}, ${money(flows.totalOut)} went out in ${plural(count(flows.out), 'transaction')} and ${money(flows.totalIn)} came in from ${plural(count(flows.in), 'transaction')}.`];
  const topOut = flows.out.find((g) => !g.rest);
  const topIn = flows.in.find((g) => !g.rest);
  if (topOut) sentences.push(`Most went to ${topOut.name}: ${money(topOut.amount)}.`);
  if (topIn) sentences.push(`Most came from ${topIn.name}: ${money(topIn.amount)}.`);
  return sentences.join(' ');
}
