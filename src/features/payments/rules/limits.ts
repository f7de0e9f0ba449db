/**
 * Payment limits (SPEC.md section 3 "Limits", section 5 "Funds and limits", section 6: limits apply
 * at user level and party level). From the OBDX limit packages (GET v1/me/assignedLimitPackage and
 * v1/me/party/assignedLimitPackage) and today's utilisation (GET v1/financialLimitUtilization) of one
 * payment type:
 * - per payment: at least the larger of the user's and party's minimum, at most the smaller maximum,
 *   and never above 100 000;
 * - per day: remaining amount = daily limit − used, remaining count = max count − used, the smaller
 *   of user and party.
 * The answers are read defensively (the slice keeps them as they came); the bank checks again.
 */
import type { LimitTarget } from '@/shared/api/taskCodes';
import type { IsoDate } from '@/shared/lib/dates';
import { levelLimits, levelUse, pick, readsUse, type LevelLimits, type LevelUse, type LimitSources } from '@/shared/limits/limitPackages';
import { formatMoney } from '@/shared/lib/money';
import { PAYMENT_MAX } from './validators';

// ---------- user and party together ----------

export interface PaymentLimits {
  /** Smallest amount for one payment. */
  min: number;
  /** Largest amount for one payment (never above PAYMENT_MAX). */
  max: number;
  /** What may still be sent today; undefined when no daily amount limit is known. */
  dailyAmountRemaining?: number;
  /** How many more payments today; undefined when no daily count limit is known. */
  dailyCountRemaining?: number;
}

/** Without limits from the bank (their fetch failed silently): any amount up to the per-payment maximum. */
export const DEFAULT_PAYMENT_LIMITS: PaymentLimits = { min: 0.01, max: PAYMENT_MAX };

const pennies = (pounds: number) => Math.round(pounds * 100);

/**
 * The larger minimum, the smaller maximum, and the smaller of what each level has left today. A level whose use
 * is unknown (`used` undefined) leaves what is left unknown wherever it has a daily limit: the smaller of the
 * other levels could claim more than it allows.
 */
export function combineLimits(levels: readonly { limits: LevelLimits; used?: LevelUse }[]): PaymentLimits {
  const leftOf = (limit: (l: LevelLimits) => number | undefined, left: (limit: number, used: LevelUse) => number) => {
    const known = levels.filter((l) => limit(l.limits) !== undefined);
    if (known.some((l) => !l.used)) return undefined;
    return pick(known.map((l) => left(limit(l.limits) as number, l.used as LevelUse)), Math.min);
  };
  const amountLeft = leftOf((l) => l.dailyAmount, (limit, used) => Math.max(0, pennies(limit) - pennies(used.amount)) / 100);
  const countLeft = leftOf((l) => l.dailyCount, (limit, used) => Math.max(0, limit - used.count));
  return {
    min: pick([DEFAULT_PAYMENT_LIMITS.min, ...levels.map((l) => l.limits.min)], Math.max)!,
    max: pick([PAYMENT_MAX, ...levels.map((l) => l.limits.max)], Math.min)!,
    ...(amountLeft !== undefined ? { dailyAmountRemaining: amountLeft } : {}),
    ...(countLeft !== undefined ? { dailyCountRemaining: countLeft } : {}),
  };
}

/** The limits of one payment type (makePayment, internalTransfer) from the slice's four answers. */
export function paymentLimits(sources: LimitSources | undefined, target: LimitTarget, today?: IsoDate): PaymentLimits {
  if (!sources) return DEFAULT_PAYMENT_LIMITS;
  const used = (response: unknown) => (readsUse(response) ? levelUse(response, target, today) : undefined);
  return combineLimits([
    { limits: levelLimits(sources.user, target), used: used(sources.userUse) },
    { limits: levelLimits(sources.party, target), used: used(sources.partyUse) },
  ]);
}

// ---------- the check ----------

const gbp = (amount: number) => formatMoney(amount, 'GBP');

export const LIMIT_MESSAGES = {
  belowMin: (min: number) => `The amount is below the minimum of ${gbp(min)} for this payment.`,
  aboveMax: (max: number) => `The amount is above the maximum of ${gbp(max)} for one payment.`,
  dailyAmount: (left: number) =>
    left > 0
      ? `This payment would take you over your daily limit. You can send ${gbp(left)} more today.`
      : 'This payment would take you over your daily limit. You cannot send any more today.',
  dailyCount: 'You have reached the number of payments you can make today.',
} as const;

/**
 * The message for an amount, or undefined when it fits. The daily checks apply to payments made
 * today (`daily`, the default); the bank checks a future or recurring instruction's range only. The
 * count comes before the amount left: once no payment is left, "you can send £X more" would mislead.
 */
export function checkPaymentLimits(limits: PaymentLimits, amount: number, { daily = true }: { daily?: boolean } = {}): string | undefined {
  if (pennies(amount) < pennies(limits.min)) return LIMIT_MESSAGES.belowMin(limits.min);
  if (pennies(amount) > pennies(limits.max)) return LIMIT_MESSAGES.aboveMax(limits.max);
  if (!daily) return undefined;
  if (limits.dailyCountRemaining !== undefined && limits.dailyCountRemaining < 1) return LIMIT_MESSAGES.dailyCount;
  if (limits.dailyAmountRemaining !== undefined && pennies(amount) > pennies(limits.dailyAmountRemaining)) {
    return LIMIT_MESSAGES.dailyAmount(limits.dailyAmountRemaining);
  }
  return undefined;
}

/** The amount field's hint: 'From £1.00 to £50,000.00 in one payment. £3,750.00 left to send today.' */
export function limitHint(limits: PaymentLimits, { daily = true }: { daily?: boolean } = {}): string {
  const range = `From ${gbp(limits.min)} to ${gbp(limits.max)} in one payment.`;
  if (!daily || limits.dailyAmountRemaining === undefined) return range;
  return `${range} ${gbp(limits.dailyAmountRemaining)} left to send today.`;
}
