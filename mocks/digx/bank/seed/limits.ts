/**
 * Limit packages (me-assignedLimitPackage.json shape) for each user and each party, with targets for the
 * three limit kinds the app checks, and today's utilisation. Party limits are deliberately tighter than the
 * user's in places (CORP1's stables: bulk minimum 5, maximum 30 000) so "the larger minimum and the smaller
 * maximum" rules are visible. Utilisation is what today's seeded postings and bulk files already used.
 */
import {
  LIMIT_TARGET_TASK_CODES, type AccountRecord, type BulkFileRecord, type LimitPackageRecord, type LimitTarget,
  type LimitUtilizationRecord, type TargetLimitLinkageWire, type TransactionRecord,
} from '../types';
import { obdxDate, type Day } from './dates';
import { money } from './money';
import { PARTY } from './parties';

/** Per target: [min per payment, max per payment, daily amount, daily count] in pounds. */
type Figures = Record<LimitTarget, readonly [number, number, number, number]>;

const USER_LIMITS: Record<string, Figures> = {
  RETAIL1: { makePayment: [1, 50000, 100000, 20], internalTransfer: [0.01, 100000, 500000, 50], bulkPayments: [1, 25000, 100000, 999] },
  CORP1: { makePayment: [1, 100000, 250000, 50], internalTransfer: [0.01, 100000, 1000000, 100], bulkPayments: [1, 50000, 300000, 999] },
  NEWUSER: { makePayment: [1, 5000, 10000, 10], internalTransfer: [0.01, 25000, 25000, 20], bulkPayments: [1, 1000, 1000, 10] },
};

const PARTY_LIMITS: Record<string, Figures> = {
  [PARTY.pemberton]: { makePayment: [1, 75000, 150000, 30], internalTransfer: [0.01, 100000, 500000, 100], bulkPayments: [1, 25000, 100000, 999] },
  [PARTY.stables]: { makePayment: [1, 100000, 200000, 40], internalTransfer: [0.01, 100000, 1000000, 100], bulkPayments: [5, 30000, 150000, 500] },
  [PARTY.holdings]: { makePayment: [1, 100000, 300000, 50], internalTransfer: [0.01, 100000, 1000000, 100], bulkPayments: [1, 75000, 250000, 200] },
  [PARTY.bloodstock]: { makePayment: [1, 100000, 400000, 50], internalTransfer: [0.01, 100000, 1000000, 100], bulkPayments: [1, 100000, 400000, 300] },
  [PARTY.bennett]: { makePayment: [1, 5000, 7500, 10], internalTransfer: [0.01, 25000, 25000, 20], bulkPayments: [1, 1000, 1000, 10] },
};

const TARGETS = Object.keys(LIMIT_TARGET_TASK_CODES) as LimitTarget[];
const gbp = (pounds: number) => money('GBP', Math.round(pounds * 100));

function linkage(target: LimitTarget, [min, max, daily, count]: Figures[LimitTarget], effectiveDate: string, index: number): TargetLimitLinkageWire {
  const owner = { value: '001', type: 'BANK' as const };
  return {
    target: { id: String(20010 + index), value: LIMIT_TARGET_TASK_CODES[target], type: { id: 'TASK', name: 'TASK', mandatory: true } },
    limits: [
      { limitId: `TXN-${target}-${max}`, limitName: `TXN ${max}`, limitDescription: `Min Amt ${min} Max Amt ${max}`, currency: 'GBP', limitType: 'TXN', owner, amountRange: { minTransaction: gbp(min), maxTransaction: gbp(max) } },
      { limitId: `PER-${target}-${daily}`, limitName: `DAILY ${daily}`, limitDescription: `Daily - Cum Amt ${daily} Max Trans ${count}`, currency: 'GBP', limitType: 'PER', owner, maxAmount: gbp(daily), maxCount: count, periodicity: 'DAILY' },
    ],
    effectiveDate,
  };
}

function pack(entityType: 'USER' | 'PARTY', entityId: string, figures: Figures, effectiveDate: string): LimitPackageRecord {
  return {
    key: { id: `LP-${entityType}-${entityId}` },
    description: `${entityType === 'USER' ? 'User' : 'Party'} limits ${entityId}`,
    currency: 'GBP',
    targetLimitLinkages: TARGETS.map((t, i) => linkage(t, figures[t], effectiveDate, i)),
    internal: { entityType, entityId },
  };
}

export function createLimitPackages(today: Day): LimitPackageRecord[] {
  const effective = obdxDate(today - 365);
  return [
    ...Object.entries(USER_LIMITS).map(([userId, f]) => pack('USER', userId, f, effective)),
    ...Object.entries(PARTY_LIMITS).map(([party, f]) => pack('PARTY', party, f, effective)),
  ];
}

/** Today's use per target, for one user's or one party's accounts. */
function usedToday(accounts: AccountRecord[], transactions: Record<string, TransactionRecord[]>, bulkFiles: BulkFileRecord[], today: string): Record<LimitTarget, [number, number]> {
  const used: Record<LimitTarget, [number, number]> = { makePayment: [0, 0], internalTransfer: [0, 0], bulkPayments: [0, 0] };
  const ids = new Set(accounts.map((a) => a.id.value));
  for (const id of ids) {
    const history = transactions[id] ?? [];
    // Histories are oldest first: today's postings are the last ones.
    for (let i = history.length - 1; i >= 0 && history[i].postingDate >= today; i -= 1) {
      const t = history[i];
      if (t.postingDate !== today || t.transactionType !== 'D' || t.amountInAccountCurrency.currency !== 'GBP') continue;
      const target = t.transactionCode === 'FPO' ? 'makePayment' : t.transactionCode === 'TFR' ? 'internalTransfer' : null;
      if (target) used[target] = [used[target][0] + 1, used[target][1] + Math.round(t.amountInAccountCurrency.amount * 100)];
    }
  }
  for (const f of bulkFiles) {
    if (!ids.has(f.fileUpload.debitAccountId.value) || f.internal.uploadedOn !== today) continue;
    if (f.fileUpload.fileStatus === 'ERROR' || f.fileUpload.fileStatus === 'REJECTED') continue;
    used.bulkPayments = [used.bulkPayments[0] + f.fileUpload.noOfRecords - f.recordsRejected, used.bulkPayments[1] + Math.round(f.fileUpload.totalAmount.amount * 100)];
  }
  return used;
}

export function createLimitUtilization(today: Day, accounts: Record<string, AccountRecord>, transactions: Record<string, TransactionRecord[]>, bulkFiles: BulkFileRecord[]): LimitUtilizationRecord[] {
  const date = obdxDate(today);
  const all = Object.values(accounts);
  const entities: [LimitUtilizationRecord['entityType'], string, AccountRecord[]][] = [
    ...Object.keys(USER_LIMITS).map((u): [LimitUtilizationRecord['entityType'], string, AccountRecord[]] => ['USER', u, all.filter((a) => a.internal.ownerUserIds.includes(u))]),
    ...Object.keys(PARTY_LIMITS).map((p): [LimitUtilizationRecord['entityType'], string, AccountRecord[]] => ['PARTY', p, all.filter((a) => a.internal.partyNumber === p)]),
  ];
  return entities.flatMap(([entityType, entityId, own]) => {
    const used = usedToday(own, transactions, bulkFiles, date);
    return TARGETS.map((t): LimitUtilizationRecord => ({
      entityId, utilizationId: LIMIT_TARGET_TASK_CODES[t], entityType, limitType: 'PER#DAILY', utilizationDate: date, count: used[t][0], amount: money('GBP', used[t][1]),
    }));
  });
}
