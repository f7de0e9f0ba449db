/**
 * The limits a bulk file must fit (SPEC.md section 3 "User": per-account user and party bulk limits;
 * section 5 "Bulk file"; section 8 "Bulk upload failures"; section 9 constants; DECISIONS.md: the
 * per-transaction ceiling is 100 000, lowered further by the user's and party's limits).
 *
 * - One payment: at least the larger of the user's and party's minTransaction, at most the smaller
 *   of their maxTransaction, never above 100 000.
 * - The file: its total at most the smaller maxAmount (100 000 when neither gives one); its count
 *   above zero and at most the smaller maxCount (999 when neither gives one).
 * - Today: remaining amount = daily limit − used, remaining count = daily count − used, the smaller
 *   of what each level has left (section 5 "Funds and limits", as for single payments).
 * - Funds: the available balance must cover the total.
 *
 * Where SPEC.md is silent: with no minTransaction anywhere the smallest payment is £0.01 (the row
 * rules already refuse zero); a figure that is missing or not a number means that level sets no
 * limit of that kind; money is compared in whole pence. Every failure is reported, not only the
 * first, so the customer sees at once that a file is both too big and short of funds.
 */
import { CONTACT_TEAM } from '@/shared/api/errorMessages';
import { formatMoney } from '@/shared/lib/money';

/** DECISIONS.md: the bulk per-transaction ceiling (SPEC.md section 9 gives two readings). */
export const BULK_TRANSACTION_CEILING = 100000;
/** SPEC.md section 9: bulk default max amount / max count 100000 / 999. */
export const BULK_DEFAULT_MAX_AMOUNT = 100000;
export const BULK_DEFAULT_MAX_COUNT = 999;
/** Ours: the smallest payment when no level gives a minimum (one penny). */
export const BULK_DEFAULT_MIN_TRANSACTION = 0.01;

/** A figure as the bank sends it: a number, a numeric text, or nothing. */
type Figure = number | string | null | undefined;

/** One level's (user's or party's) bulk limits and today's use; every figure is optional. */
export interface BulkLevelLimits {
  minTransaction?: Figure;
  maxTransaction?: Figure;
  /** The most one file may total. */
  maxAmount?: Figure;
  /** The most payments one file may hold. */
  maxCount?: Figure;
  /** The daily amount limit, and how much of it is used today. */
  dailyAmount?: Figure;
  usedAmount?: Figure;
  /** The daily count limit, and how many are used today. */
  dailyCount?: Figure;
  usedCount?: Figure;
}

/** The limits in force for one file, in pounds (and a count). */
export interface BulkLimits {
  minTransaction: number;
  maxTransaction: number;
  maxAmount: number;
  maxCount: number;
  /** What may still be sent today; undefined when no level has a daily amount limit. */
  dailyAmountRemaining?: number;
  /** How many payments may still be made today; undefined when no level has a daily count limit. */
  dailyCountRemaining?: number;
}

export type BulkLimitCode = 'empty' | 'amountTooSmall' | 'amountTooBig' | 'totalTooBig' | 'countTooBig' | 'dailyLimit' | 'dailyCount' | 'funds';

export interface BulkLimitFailure {
  code: BulkLimitCode;
  message: string;
  /** The file row, for amountTooSmall and amountTooBig. */
  row?: number;
}

const gbp = (pounds: number) => formatMoney(pounds, 'GBP');

export const BULK_LIMIT_MESSAGES = {
  empty: 'This file has no payments in it.',
  amountTooSmall: (row: number, min: number) =>
    `The amount on row ${row} is below the minimum of ${gbp(min)} for one payment. For help, ${CONTACT_TEAM}.`,
  amountTooBig: (row: number, max: number) =>
    `The amount on row ${row} is above the maximum of ${gbp(max)} for one payment. For help, ${CONTACT_TEAM}.`,
  totalTooBig: (total: number, max: number) => `The total of this file, ${gbp(total)}, is above the limit of ${gbp(max)} for one bulk file.`,
  countTooBig: (count: number, max: number) => `This file has ${count} payments, more than the limit of ${max} for one bulk file.`,
  dailyLimit: 'The transfer requested is above the daily limit and will not be processed.',
  dailyCount: 'The number of payments in this file is above your daily limit on the number of transactions and will not be processed.',
  funds: 'This account does not have the required funds to make these payments.',
} as const;

const toNumber = (value: Figure): number | undefined => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : undefined;
};
const known = (values: (number | undefined)[]) => values.filter((v): v is number => v !== undefined);
const pence = (pounds: number) => Math.round(pounds * 100);

/** What one level has left today of a daily limit; undefined when it sets none. Never below zero. */
function left(limit: Figure, used: Figure, inPence: boolean): number | undefined {
  const max = toNumber(limit);
  if (max === undefined) return undefined;
  const spent = toNumber(used) ?? 0;
  return inPence ? Math.max(0, pence(max) - pence(spent)) / 100 : Math.max(0, max - spent);
}

/** The limits of a file from the user's and the party's (either may be missing). */
export function bulkLimits(user: BulkLevelLimits = {}, party: BulkLevelLimits = {}): BulkLimits {
  const both = [user, party];
  const of = (key: keyof BulkLevelLimits) => known(both.map((level) => toNumber(level[key])));
  const maxAmounts = of('maxAmount');
  const maxCounts = of('maxCount');
  const amountLeft = known(both.map((level) => left(level.dailyAmount, level.usedAmount, true)));
  const countLeft = known(both.map((level) => left(level.dailyCount, level.usedCount, false)));
  return {
    minTransaction: Math.max(BULK_DEFAULT_MIN_TRANSACTION, ...of('minTransaction')),
    maxTransaction: Math.min(BULK_TRANSACTION_CEILING, ...of('maxTransaction')),
    maxAmount: maxAmounts.length ? Math.min(...maxAmounts) : BULK_DEFAULT_MAX_AMOUNT,
    maxCount: maxCounts.length ? Math.min(...maxCounts) : BULK_DEFAULT_MAX_COUNT,
    ...(amountLeft.length ? { dailyAmountRemaining: Math.min(...amountLeft) } : {}),
    ...(countLeft.length ? { dailyCountRemaining: Math.min(...countLeft) } : {}),
  };
}

/**
 * What stops a file (its payments as the row rules passed them) from being sent from an account
 * with `availableBalance` (undefined when it is not known: the bank checks funds again anyway).
 * [] when it fits. Order: per-row amounts in file order, then the file's total and count, today's
 * limits, and funds. An empty file gives only 'empty': nothing else means anything for it.
 */
export function checkBulkLimits(
  payments: readonly { row: number; pence: number }[],
  limits: BulkLimits,
  availableBalance?: number,
): BulkLimitFailure[] {
  if (payments.length === 0) return [{ code: 'empty', message: BULK_LIMIT_MESSAGES.empty }];
  const failures: BulkLimitFailure[] = [];
  for (const { row, pence: amount } of payments) {
    if (amount < pence(limits.minTransaction)) {
      failures.push({ code: 'amountTooSmall', row, message: BULK_LIMIT_MESSAGES.amountTooSmall(row, limits.minTransaction) });
    } else if (amount > pence(limits.maxTransaction)) {
      failures.push({ code: 'amountTooBig', row, message: BULK_LIMIT_MESSAGES.amountTooBig(row, limits.maxTransaction) });
    }
  }
  const total = payments.reduce((sum, p) => sum + p.pence, 0);
  const count = payments.length;
  if (total > pence(limits.maxAmount)) {
    failures.push({ code: 'totalTooBig', message: BULK_LIMIT_MESSAGES.totalTooBig(total / 100, limits.maxAmount) });
  }
  if (count > limits.maxCount) failures.push({ code: 'countTooBig', message: BULK_LIMIT_MESSAGES.countTooBig(count, limits.maxCount) });
  if (limits.dailyAmountRemaining !== undefined && total > pence(limits.dailyAmountRemaining)) {
    failures.push({ code: 'dailyLimit', message: BULK_LIMIT_MESSAGES.dailyLimit });
  }
  if (limits.dailyCountRemaining !== undefined && count > limits.dailyCountRemaining) {
    failures.push({ code: 'dailyCount', message: BULK_LIMIT_MESSAGES.dailyCount });
  }
  if (availableBalance !== undefined && Number.isFinite(availableBalance) && total > pence(availableBalance)) {
    failures.push({ code: 'funds', message: BULK_LIMIT_MESSAGES.funds });
  }
  return failures;
}
