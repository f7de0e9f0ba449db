/**
 * The OBDX limit packages read for one payment type and one level (SPEC.md section 3 "Limits", section 6:
 * limits apply at user level and party level): GET v1/me/assignedLimitPackage and
 * v1/me/party/assignedLimitPackage for the limits, GET v1/financialLimitUtilization for today's use.
 * Payments and bulk read the same packages for their own targets (makePayment, internalTransfer,
 * bulkPayments), so the reading lives here; each feature combines the figures by its own rules.
 * The answers are read defensively: a missing or odd figure is no limit, and the bank checks again.
 * A target is matched by any of its task codes in the bank profile (limitTaskCodes: a stock OBDX links
 * limits to PC_F_DOM_RTGS, PC_F_INTRNL, PC_F_BLPMT…, the demo bank to PC_F_DOM…); tests may pass another
 * profile's codes.
 */
import { LIMIT_TARGET_TASK_CODES, type LimitTarget } from '@/shared/api/taskCodes';

/** Each target's task codes (BankProfile.limitTaskCodes). */
export type LimitTaskCodes = Readonly<Record<LimitTarget, readonly string[]>>;
import type { IsoDate } from '@/shared/lib/dates';

// ---------- the wire (OBDX shapes; only what is read) ----------

interface MoneyWire { amount?: number | string }

export interface LimitWire {
  limitType?: string;
  amountRange?: { minTransaction?: MoneyWire; maxTransaction?: MoneyWire };
  maxAmount?: MoneyWire;
  maxCount?: number;
  periodicity?: string;
}

export interface LimitPackageWire {
  accessPointValue?: string;
  targetLimitLinkages?: { target?: { value?: string }; limits?: LimitWire[] }[];
}

export interface AssignedLimitPackageWire { limitPackageDTOList?: LimitPackageWire[] }

export interface LimitUtilizationWire {
  entityType?: string;
  /** The task code the use counts against. */
  utilizationId?: string;
  /** 'PER#DAILY' (OBDX escapes the '#' as '&#x23;', which the client decodes). */
  limitType?: string;
  utilizationDate?: string;
  count?: number;
  amount?: MoneyWire;
}

export interface LimitUtilizationListWire { limitUtilizationDTOs?: LimitUtilizationWire[] }

/** What the payments slice stores: the four answers as they came. */
export interface LimitSources { user: unknown; party: unknown; userUse: unknown; partyUse: unknown }

// ---------- one level (user or party) ----------

/** One level's limits for one payment type; a missing figure means no limit of that kind. */
export interface LevelLimits { min?: number; max?: number; dailyAmount?: number; dailyCount?: number }
export interface LevelUse { amount: number; count: number }

const toNumber = (value: unknown): number | undefined => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : undefined;
};
const asObject = <T>(value: unknown): T => (value && typeof value === 'object' ? (value as T) : ({} as T));
export const pick = (values: (number | undefined)[], choose: (...n: number[]) => number) => {
  const known = values.filter((v): v is number => v !== undefined);
  return known.length ? choose(...known) : undefined;
};
const isDaily = (type: string | undefined) => /DAILY/i.test(type ?? '');

/**
 * The internet packages when the answer names access points (OBDX lists one per channel), else all. A
 * package of an access point group (accessPointGroupType GROUP, named after the group, as OBDX's sample
 * 'MustuAG01') is then left out, as OBDX's own client leaves it out: which channels a group holds is not
 * in the answer, and a limit the internet channel may not have must not block a payment here.
 */
function packagesOf(response: unknown): LimitPackageWire[] {
  const list = asObject<AssignedLimitPackageWire>(response).limitPackageDTOList;
  const packages = Array.isArray(list) ? list : [];
  const internet = packages.filter((p) => /INTERNET/i.test(p.accessPointValue ?? ''));
  return internet.length ? internet : packages;
}

/**
 * One level's limits for a payment type, from an assignedLimitPackage answer. Several limits of one
 * kind (several packages, or a bank that links two) combine to the strictest.
 */
export function levelLimits(response: unknown, target: LimitTarget, codes: LimitTaskCodes = LIMIT_TARGET_TASK_CODES): LevelLimits {
  const taskCodes = codes[target];
  const limits = packagesOf(response)
    .flatMap((p) => (Array.isArray(p.targetLimitLinkages) ? p.targetLimitLinkages : []))
    .filter((l) => taskCodes.includes(l.target?.value ?? ''))
    .flatMap((l) => (Array.isArray(l.limits) ? l.limits : []));
  const txn = limits.filter((l) => l.limitType === 'TXN');
  const daily = limits.filter((l) => l.limitType === 'PER' && isDaily(l.periodicity));
  return {
    min: pick(txn.map((l) => toNumber(l.amountRange?.minTransaction?.amount)), Math.max),
    max: pick(txn.map((l) => toNumber(l.amountRange?.maxTransaction?.amount)), Math.min),
    dailyAmount: pick(daily.map((l) => toNumber(l.maxAmount?.amount)), Math.min),
    dailyCount: pick(daily.map((l) => toNumber(l.maxCount)), Math.min),
  };
}

/** Whether a financialLimitUtilization answer is one the app can read: a list of use records, empty or not. */
export function readsUse(response: unknown): boolean {
  return Array.isArray(asObject<LimitUtilizationListWire>(response).limitUtilizationDTOs);
}

/**
 * One level's use today for a payment type, from a financialLimitUtilization answer: the daily
 * record of the type's task code. A record dated before `today` means nothing is used yet today.
 */
export function levelUse(response: unknown, target: LimitTarget, today?: IsoDate, codes: LimitTaskCodes = LIMIT_TARGET_TASK_CODES): LevelUse {
  const taskCodes = codes[target];
  const list = asObject<LimitUtilizationListWire>(response).limitUtilizationDTOs;
  const records = (Array.isArray(list) ? list : []).filter(
    (u) => taskCodes.includes(u.utilizationId ?? '') && isDaily(u.limitType) && !(today && u.utilizationDate && u.utilizationDate.slice(0, 10) < today),
  );
  return {
    amount: pick(records.map((u) => toNumber(u.amount?.amount)), Math.max) ?? 0,
    count: pick(records.map((u) => toNumber(u.count)), Math.max) ?? 0,
  };
}
