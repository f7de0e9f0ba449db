import { DIGX_CODES, translateTaskCode, type BankProfile } from '../bank/profile';
import { londonDay, money, obdxDate, toWire } from '../bank/seed';
import {
  LIMIT_TARGET_TASK_CODES, type BankState, type LimitPackageRecord, type LimitTarget, type LimitUtilizationRecord, type LimitWire, type PartyRecord,
} from '../bank/types';
import { obdxError, ok } from './responses';
import type { DigxContext, Route } from './route';

/**
 * Limits (SPEC.md section 7 "Limits", section 5 "Funds and limits"; docs/digx-api.md "limits"):
 *
 *   GET v1/me/assignedLimitPackage        → {status, limitPackageDTOList: [package]}  the session user's
 *   GET v1/me/party/assignedLimitPackage  → the same for the party named by X-Party-Id, else the party of the
 *                                           X-Target-Unit entity (one of the user's), else the user's main party
 *   GET v1/financialLimitUtilization?entityType=USER|PARTY&limitType=PER%23DAILY&accessPointValue=APINTERNET
 *       &accessPointGroupType=SINGLE      → {status, limitUtilizationDTOs: [today's use per task code]}
 *                                           (no entityType: both; another value: 400 wrong details)
 *     The query is OBDX's own client's (OBDX_UI limits-enquiry/my-limits), and each part narrows the records:
 *     a record is limitType PER#DAILY on the internet access point (APINTERNET, SINGLE), so limitType PER alone,
 *     PER#MONTHLY (the fake bank keeps no month), another access point or a GROUP one find none and answer an
 *     empty list. A part left out narrows nothing.
 *
 * Packages are the seeded ones (seed/limits.ts) in the me-assignedLimitPackage.json shape, with
 * accessPointValue APINTERNET beside. Use is kept per entity and task code for today (Europe/London);
 * a record of an earlier day reads as nothing used today. Payments (payments.ts) check these limits
 * with checkLimits() and add to the use with recordUse() when they are posted.
 */

const SUCCESS = { result: 'SUCCESSFUL', message: { code: '0', type: 'INFO' } };
type EntityType = LimitUtilizationRecord['entityType'];

const pennies = (amount: number) => Math.round(amount * 100);

/** The party of the X-Target-Unit entity when it is one of the user's, else undefined. */
export function targetParty({ bank, user, request }: Pick<DigxContext, 'bank' | 'user' | 'request'>): PartyRecord | undefined {
  const target = request.headers.get('X-Target-Unit');
  if (!target) return undefined;
  return Object.values(bank.state.parties).find((p) => p.entityId === target && user.partyNumbers.includes(p.partyNumber));
}

/** The party named by X-Party-Id (an account's partyId.value) when it is one of the user's, else undefined. */
function namedParty({ bank, user, request }: Pick<DigxContext, 'bank' | 'user' | 'request'>): PartyRecord | undefined {
  const named = request.headers.get('X-Party-Id');
  if (!named) return undefined;
  return Object.values(bank.state.parties).find((p) => p.partyId.value === named && user.partyNumbers.includes(p.partyNumber));
}

/**
 * The party the "party" calls answer for: the one the request names (X-Party-Id: a bulk file's limits are
 * its debit account's party's), else the active entity's, else the user's main party.
 */
export function currentParty(ctx: Pick<DigxContext, 'bank' | 'user' | 'request'>): PartyRecord | undefined {
  return namedParty(ctx) ?? targetParty(ctx) ?? Object.values(ctx.bank.state.parties).find((p) => p.partyNumber === ctx.user.partyNumbers[0]);
}

export function limitPackageOf(state: BankState, entityType: EntityType, entityId: string): LimitPackageRecord | undefined {
  return state.limitPackages.find((p) => p.internal.entityType === entityType && p.internal.entityId === entityId);
}

function limitsFor(pkg: LimitPackageRecord | undefined, taskCode: string): LimitWire[] {
  return pkg?.targetLimitLinkages.find((l) => l.target.value === taskCode)?.limits ?? [];
}

/** Today's use of one entity for one task code; a stale record (an earlier day) is reset to nothing. */
export function todaysUse(state: BankState, entityType: EntityType, entityId: string, taskCode: string, now: Date): LimitUtilizationRecord {
  const today = obdxDate(londonDay(now));
  let record = state.limitUtilization.find((u) => u.entityType === entityType && u.entityId === entityId && u.utilizationId === taskCode);
  if (!record) {
    record = { entityId, utilizationId: taskCode, entityType, limitType: 'PER#DAILY', utilizationDate: today, count: 0, amount: money('GBP', 0) };
    state.limitUtilization.push(record);
  } else if (record.utilizationDate !== today) {
    record.utilizationDate = today;
    record.count = 0;
    record.amount = money(record.amount.currency, 0);
  }
  return record;
}

export interface LimitCheck {
  userId: string;
  partyNumber: string;
  target: LimitTarget;
  amount: number;
  now: Date;
  /** Daily amount and count too (payments made today); instructions check the per-payment range only. */
  daily: boolean;
}

/**
 * The user's and the party's limits for one payment, per SPEC.md "Funds and limits": the larger minimum
 * and the smaller maximum per payment (transaction limit), then each daily amount and count less what
 * is used today. Amounts are compared as numbers whatever the currency (the bank has no FX).
 * Answers the refusal, or undefined when the payment fits.
 */
export function checkLimits(state: BankState, check: LimitCheck): Response | undefined {
  const taskCode = LIMIT_TARGET_TASK_CODES[check.target];
  const owners: [EntityType, string][] = [['USER', check.userId], ['PARTY', check.partyNumber]];
  const amount = pennies(check.amount);
  for (const [entityType, entityId] of owners) {
    for (const limit of limitsFor(limitPackageOf(state, entityType, entityId), taskCode)) {
      if (limit.limitType !== 'TXN' || !limit.amountRange) continue;
      if (amount < pennies(limit.amountRange.minTransaction.amount)) {
        return obdxError(400, DIGX_CODES.transactionLimitExceeded, `The amount is below the minimum of ${limit.amountRange.minTransaction.amount} for this type of payment.`);
      }
      if (amount > pennies(limit.amountRange.maxTransaction.amount)) {
        return obdxError(400, DIGX_CODES.transactionLimitExceeded, `The amount is above the maximum of ${limit.amountRange.maxTransaction.amount} for this type of payment.`);
      }
    }
  }
  if (!check.daily) return undefined;
  for (const [entityType, entityId] of owners) {
    const used = todaysUse(state, entityType, entityId, taskCode, check.now);
    for (const limit of limitsFor(limitPackageOf(state, entityType, entityId), taskCode)) {
      if (limit.limitType !== 'PER' || limit.periodicity !== 'DAILY') continue;
      if (limit.maxAmount && pennies(used.amount.amount) + amount > pennies(limit.maxAmount.amount)) {
        return obdxError(400, DIGX_CODES.dailyLimitExceeded, 'The payment is above the daily limit and will not be processed.');
      }
      if (limit.maxCount !== undefined && used.count + 1 > limit.maxCount) {
        return obdxError(400, DIGX_CODES.dailyCumulativeLimitExceeded, 'The daily number of payments has been reached.');
      }
    }
  }
  return undefined;
}

/** Adds a posted payment to today's use of the user and of the party. */
export function recordUse(state: BankState, use: Omit<LimitCheck, 'daily'>): void {
  const taskCode = LIMIT_TARGET_TASK_CODES[use.target];
  for (const [entityType, entityId] of [['USER', use.userId], ['PARTY', use.partyNumber]] as [EntityType, string][]) {
    const record = todaysUse(state, entityType, entityId, taskCode, use.now);
    record.count += 1;
    record.amount = money(record.amount.currency, pennies(record.amount.amount) + pennies(use.amount));
  }
}

/** The one access point the fake bank's customers use, as OBDX names it in packages and queries. */
const INTERNET = { accessPointValue: 'APINTERNET', accessPointGroupType: 'SINGLE' } as const;

/** A package as the bank's profile spells its task codes (the books keep the demo bank's). */
export function packageWire(pkg: LimitPackageRecord, profile: BankProfile) {
  const wire = toWire(pkg);
  const targetLimitLinkages = wire.targetLimitLinkages.map((l) => ({ ...l, target: { ...l.target, value: translateTaskCode(l.target.value, profile) } }));
  return { ...wire, targetLimitLinkages, ...INTERNET };
}

function packageAnswer(pkg: LimitPackageRecord | undefined, profile: BankProfile): Response {
  const list = pkg ? [packageWire(pkg, profile)] : [];
  return ok({ status: SUCCESS, limitPackageDTOList: list });
}

/** Whether a query's limitType and access point find the records the fake bank keeps (all of one kind). */
function queryFindsRecords(query: URLSearchParams): boolean {
  const asked = (name: string, kept: string) => !query.has(name) || query.get(name) === kept;
  return asked('limitType', 'PER#DAILY') && asked('accessPointValue', INTERNET.accessPointValue) && asked('accessPointGroupType', INTERNET.accessPointGroupType);
}

function utilisation(ctx: DigxContext): Response {
  const asked = ctx.url.searchParams.get('entityType');
  if (asked !== null && asked !== 'USER' && asked !== 'PARTY') return obdxError(400, DIGX_CODES.wrongDetails, 'The entity type must be USER or PARTY.');
  const { state, clock } = ctx.bank;
  const now = clock.now();
  const party = currentParty(ctx);
  const entities: [EntityType, string | undefined][] = [['USER', ctx.user.userId], ['PARTY', party?.partyNumber]];
  const found = queryFindsRecords(ctx.url.searchParams);
  const items = entities
    .filter(([type, id]) => found && id !== undefined && (asked === null || asked === type))
    .flatMap(([type, id]) => {
      const pkg = limitPackageOf(state, type, id as string);
      const codes = pkg ? pkg.targetLimitLinkages.map((l) => l.target.value) : [];
      return codes.map((code) => ({ ...todaysUse(state, type, id as string, code, now), utilizationId: translateTaskCode(code, ctx.bank.profile) }));
    });
  return ok({ status: SUCCESS, limitUtilizationDTOs: items });
}

export function limitHandlers(route: Route) {
  return [
    route('get', 'v1/me/assignedLimitPackage', ({ bank, user }) => packageAnswer(limitPackageOf(bank.state, 'USER', user.userId), bank.profile)),
    route('get', 'v1/me/party/assignedLimitPackage', (ctx) => {
      const party = currentParty(ctx);
      return packageAnswer(party && limitPackageOf(ctx.bank.state, 'PARTY', party.partyNumber), ctx.bank.profile);
    }),
    route('get', 'v1/financialLimitUtilization', utilisation),
  ];
}
