/**
 * Activity patterns: a few lines per account that the seed expands into two years of postings with the PRNG,
 * instead of typed rows. A pattern with `to` posts both legs of a transfer between own accounts (same
 * reference, same amount); one with `instruction` is also listed as a standing order or direct debit.
 */
import type { TransactionCode } from '../types';
import { isWeekend, monthDay, nextWorkingDay, prevWorkingDay, ymdOf, type Day } from './dates';
import { createRng, type Rng } from './prng';

/** A description, or a description and the customer's reference shown beside it. */
export type Text = string | readonly [description: string, reference: string];

export interface InstructionHint {
  code: 'SI' | 'DD';
  payeeNickName: string;
  /** Direct debits: the originator's mandate reference. */
  dealId?: string;
  /** Credit side when it is not one of the customer's own accounts. */
  toSortCode?: string;
  toAccountNumber?: string;
  startMonthsAgo: number;
  /** Months from today to the last payment; absent: until further notice. */
  endsInMonths?: number;
}

interface PatternBase {
  account: string;
  code: TransactionCode;
  dir: 'C' | 'D';
  /** Own account credited with the same amount (an internal transfer's second leg). */
  to?: string;
  toText?: Text;
}

export interface MonthlyPattern extends PatternBase {
  kind: 'monthly';
  day: number;
  /** Every N months (3 quarterly); `phase` picks which months (month index modulo N). */
  every?: number;
  phase?: number;
  amount: number | readonly [number, number];
  text: Text;
  /** Salaries arrive on the working day before a weekend; payments leave on the one after. */
  shift?: 'prev' | 'next';
  instruction?: InstructionHint;
}

export interface RandomPattern extends PatternBase {
  kind: 'random';
  /** Expected postings a week (on weekdays only, if so marked); 7 or more every-day ones guarantee a posting each day. */
  perWeek: number;
  amount: readonly [number, number] | { choices: readonly number[] };
  /** Log-uniform amounts: many small, a few large (card spending). */
  skewed?: boolean;
  weekdaysOnly?: boolean;
  texts: readonly Text[];
  /** Draw a cheque number from the account's cheque books (description "CHEQUE 000123"). */
  cheque?: boolean;
}

export type Pattern = MonthlyPattern | RandomPattern;

export interface TxnEvent {
  account: string;
  day: Day;
  code: TransactionCode;
  dir: 'C' | 'D';
  pennies: number;
  description: string;
  reference: string | null;
  /** Shared transaction reference of two legs; minted by the ledger when absent. */
  trn: string | null;
  counterparty: string | null;
  chequeNumber: string | null;
}

/** Hands out cheque numbers book by book, leaving a few leaves unused (they become stopped, cancelled...). */
export interface ChequeAllocator { next(account: string): string | null }

export interface Window { start: Day; end: Day }

const describe = (text: Text) => (typeof text === 'string' ? { description: text, reference: null } : { description: text[0], reference: text[1] });

function amountOf(rng: Rng, pattern: Pattern): number {
  const amount = pattern.amount;
  if (typeof amount === 'number') return Math.round(amount * 100);
  if ('choices' in amount) return Math.round(rng.pick(amount.choices) * 100);
  const [min, max] = amount as readonly [number, number];
  return pattern.kind === 'random' && pattern.skewed ? rng.logPennies(min, max) : rng.pennies(min, max);
}

/** Occurrence days of a monthly pattern inside the window (weekend-shifted, clamped to the window). */
export function monthlyDays(pattern: MonthlyPattern, window: Window): Day[] {
  const every = pattern.every ?? 1;
  const days: Day[] = [];
  for (let offset = -26; offset <= 1; offset += 1) {
    const nominal = monthDay(window.end, offset, pattern.day);
    const { y, m } = ymdOf(nominal);
    if ((y * 12 + m - 1) % every !== (pattern.phase ?? 0) % every) continue;
    const day = !isWeekend(nominal) ? nominal : pattern.shift === 'prev' ? prevWorkingDay(nominal) : nextWorkingDay(nominal);
    if (day >= window.start && day <= window.end) days.push(day);
  }
  return days;
}

/** Mints transaction references; the ledger owns the counter so every reference is unique. */
export type TrnMinter = (account: string, code: TransactionCode, day: Day) => string;

function eventsFor(pattern: Pattern, day: Day, pennies: number, text: Text, chequeNumber: string | null, trn: TrnMinter): TxnEvent[] {
  const { description, reference } = describe(text);
  const first: TxnEvent = {
    account: pattern.account, day, code: pattern.code, dir: pattern.dir, pennies, reference, trn: null,
    description: chequeNumber ? `${description} ${chequeNumber}` : description,
    counterparty: pattern.to ?? null, chequeNumber,
  };
  if (!pattern.to) return [first];
  const shared = trn(pattern.account, pattern.code, day);
  const other = describe(pattern.toText ?? `TRANSFER FROM ${pattern.account.slice(-4)}`);
  return [
    { ...first, trn: shared },
    {
      account: pattern.to, day, code: pattern.code, dir: pattern.dir === 'D' ? 'C' : 'D', pennies, trn: shared,
      description: other.description, reference: other.reference ?? reference, counterparty: pattern.account, chequeNumber: null,
    },
  ];
}

/**
 * Expands patterns into events. Each pattern has its own PRNG stream (label + index) so editing one pattern
 * leaves the others' postings alone.
 */
export function expandPatterns(label: string, patterns: readonly Pattern[], window: Window, cheques: ChequeAllocator, trn: TrnMinter): TxnEvent[] {
  const events: TxnEvent[] = [];
  patterns.forEach((pattern, index) => {
    const rng = createRng(`${label}:${index}:${pattern.account}:${pattern.code}`);
    if (pattern.kind === 'monthly') {
      for (const day of monthlyDays(pattern, window)) events.push(...eventsFor(pattern, day, amountOf(rng, pattern), pattern.text, null, trn));
      return;
    }
    const perDay = pattern.perWeek / (pattern.weekdaysOnly ? 5 : 7);
    for (let day = window.start; day <= window.end; day += 1) {
      if (pattern.weekdaysOnly && isWeekend(day)) continue;
      const count = Math.floor(perDay) + (rng.chance(perDay - Math.floor(perDay)) ? 1 : 0);
      for (let i = 0; i < count; i += 1) {
        const chequeNumber = pattern.cheque ? cheques.next(pattern.account) : null;
        if (pattern.cheque && !chequeNumber) continue;
        events.push(...eventsFor(pattern, day, amountOf(rng, pattern), rng.pick(pattern.texts), chequeNumber, trn));
      }
    }
  });
  return events;
}
