import { createLimitPackages } from '@mocks/digx/bank/seed/limits';
import { dayFromYmd } from '@mocks/digx/bank/seed/dates';
import { levelLimits, levelUse, type LimitSources } from '@/shared/limits/limitPackages';
import {
  DEFAULT_PAYMENT_LIMITS,
  checkPaymentLimits,
  combineLimits,
  limitHint,
  paymentLimits,
  type PaymentLimits,
} from './limits';

/**
 * Fixtures in the OBDX shapes (me-assignedLimitPackage.json, financialLimitUtilization.json), with the
 * fake bank's figures: RETAIL1 and their party (Pemberton), CORP1 and theirs (the stables).
 */
type Figures = [min: number, max: number, daily: number, count: number];
const gbp = (amount: number) => ({ currency: 'GBP', amount });

function pkg(targets: Record<string, Figures>, extra: object = {}) {
  return {
    limitPackageDTOList: [
      {
        ...extra,
        targetLimitLinkages: Object.entries(targets).map(([task, [min, max, daily, count]]) => ({
          target: { id: '20010', value: task, type: { id: 'TASK', name: 'TASK', mandatory: true } },
          limits: [
            { limitId: '1', limitType: 'TXN', currency: 'GBP', amountRange: { minTransaction: gbp(min), maxTransaction: gbp(max) } },
            { limitId: '2', limitType: 'PER', currency: 'GBP', maxAmount: gbp(daily), maxCount: count, periodicity: 'DAILY' },
            // A monthly limit is not a daily one: it must not be read as one.
            { limitId: '3', limitType: 'PER', currency: 'GBP', maxAmount: gbp(1), maxCount: 1, periodicity: 'MONTHLY' },
          ],
          effectiveDate: '2025-03-04T00:00:00',
        })),
      },
    ],
  };
}

function use(entityType: 'USER' | 'PARTY', entries: Record<string, [count: number, amount: number]>, date = '2026-03-04T00:00:00') {
  return {
    limitUtilizationDTOs: Object.entries(entries).map(([task, [count, amount]]) => ({
      entityId: 'X', utilizationId: task, entityType, limitType: 'PER#DAILY', utilizationDate: date, count, amount: gbp(amount),
    })),
  };
}

const TODAY = '2026-03-04';
const RETAIL1 = pkg({ PC_F_DOM: [1, 50000, 100000, 20], PC_F_SELF: [0.01, 100000, 500000, 50], FU_F_BLK: [1, 25000, 100000, 999] });
const PEMBERTON = pkg({ PC_F_DOM: [1, 75000, 150000, 30], PC_F_SELF: [0.01, 100000, 500000, 100], FU_F_BLK: [1, 25000, 100000, 999] });
const CORP1 = pkg({ PC_F_DOM: [1, 100000, 250000, 50], PC_F_SELF: [0.01, 100000, 1000000, 100], FU_F_BLK: [1, 50000, 300000, 999] });
const STABLES = pkg({ PC_F_DOM: [1, 100000, 200000, 40], PC_F_SELF: [0.01, 100000, 1000000, 100], FU_F_BLK: [5, 30000, 150000, 500] });

describe('one level', () => {
  it.each([
    ['makePayment', { min: 1, max: 50000, dailyAmount: 100000, dailyCount: 20 }],
    ['internalTransfer', { min: 0.01, max: 100000, dailyAmount: 500000, dailyCount: 50 }],
    ['bulkPayments', { min: 1, max: 25000, dailyAmount: 100000, dailyCount: 999 }],
  ] as const)("reads RETAIL1's %s limits", (target, expected) => {
    expect(levelLimits(RETAIL1, target)).toEqual(expected);
  });

  it.each([undefined, null, {}, { limitPackageDTOList: 'x' }, { limitPackageDTOList: [{}] }, pkg({ PC_F_OTHER: [1, 2, 3, 4] })])(
    'reads no limits from %j',
    (response) => {
      expect(levelLimits(response, 'makePayment')).toEqual({ min: undefined, max: undefined, dailyAmount: undefined, dailyCount: undefined });
    },
  );

  it('takes the internet package when OBDX lists one per access point', () => {
    const both = { limitPackageDTOList: [{ ...pkg({ PC_F_DOM: [1, 10, 10, 1] }).limitPackageDTOList[0], accessPointValue: 'APMOBILE' }, { ...RETAIL1.limitPackageDTOList[0], accessPointValue: 'APINTERNET' }] };
    expect(levelLimits(both, 'makePayment')).toMatchObject({ max: 50000 });
  });

  it('reads amounts the server sends as text', () => {
    const texty = pkg({ PC_F_DOM: [1, 50000, 100000, 20] });
    const linkage = texty.limitPackageDTOList[0].targetLimitLinkages[0];
    (linkage.limits[0].amountRange as { maxTransaction: { amount: unknown } }).maxTransaction.amount = '40000.00';
    expect(levelLimits(texty, 'makePayment').max).toBe(40000);
  });

  it.each([
    ['makePayment', { count: 3, amount: 1250.5 }],
    ['internalTransfer', { count: 1, amount: 500 }],
    ['bulkPayments', { count: 0, amount: 0 }],
  ] as const)("reads today's use of %s", (target, expected) => {
    expect(levelUse(use('USER', { PC_F_DOM: [3, 1250.5], PC_F_SELF: [1, 500] }), target, TODAY)).toEqual(expected);
  });

  it.each([
    ['a record of an earlier day', use('USER', { PC_F_DOM: [3, 1250.5] }, '2026-03-03T00:00:00')],
    ['a monthly record', { limitUtilizationDTOs: [{ utilizationId: 'PC_F_DOM', limitType: 'PER#MONTHLY', count: 3, amount: gbp(10) }] }],
    ['no answer', undefined],
  ])('reads nothing used today from %s', (_, response) => {
    expect(levelUse(response, 'makePayment', TODAY)).toEqual({ count: 0, amount: 0 });
  });
});

describe('user and party together (SPEC.md section 5)', () => {
  const NOTHING_USED = { limitUtilizationDTOs: [] };
  const sources = (user: unknown, party: unknown, userUse: unknown = NOTHING_USED, partyUse: unknown = NOTHING_USED): LimitSources => ({ user, party, userUse, partyUse });

  it.each<[string, LimitSources, 'makePayment' | 'internalTransfer' | 'bulkPayments', PaymentLimits]>([
    ['RETAIL1 payments: the smaller maximum is the user’s', sources(RETAIL1, PEMBERTON), 'makePayment', { min: 1, max: 50000, dailyAmountRemaining: 100000, dailyCountRemaining: 20 }],
    ['RETAIL1 transfers', sources(RETAIL1, PEMBERTON), 'internalTransfer', { min: 0.01, max: 100000, dailyAmountRemaining: 500000, dailyCountRemaining: 50 }],
    ['CORP1 payments: the party’s daily figures are smaller', sources(CORP1, STABLES), 'makePayment', { min: 1, max: 100000, dailyAmountRemaining: 200000, dailyCountRemaining: 40 }],
    ['CORP1 bulk: the larger minimum is the party’s', sources(CORP1, STABLES), 'bulkPayments', { min: 5, max: 30000, dailyAmountRemaining: 150000, dailyCountRemaining: 500 }],
    [
      'RETAIL1 after some payments today: the smaller of what each level has left',
      sources(RETAIL1, PEMBERTON, use('USER', { PC_F_DOM: [18, 96250] }), use('PARTY', { PC_F_DOM: [25, 100000] })),
      'makePayment',
      { min: 1, max: 50000, dailyAmountRemaining: 3750, dailyCountRemaining: 2 },
    ],
    [
      'past a limit, nothing is left (never below zero)',
      sources(RETAIL1, PEMBERTON, use('USER', { PC_F_DOM: [21, 100000.01] })),
      'makePayment',
      { min: 1, max: 50000, dailyAmountRemaining: 0, dailyCountRemaining: 0 },
    ],
    ['only the party’s package', sources({}, PEMBERTON), 'makePayment', { min: 1, max: 75000, dailyAmountRemaining: 150000, dailyCountRemaining: 30 }],
    ['no packages: the per-payment maximum only', sources(undefined, undefined), 'makePayment', DEFAULT_PAYMENT_LIMITS],
    // An answer of another shape says nothing of what is used: nothing is claimed left, and the bank checks the day.
    ['the user’s use in a shape the app does not know', sources(RETAIL1, PEMBERTON, { utilisation: [] }), 'makePayment', { min: 1, max: 50000 }],
    ['the party’s use in a shape the app does not know', sources(RETAIL1, PEMBERTON, NOTHING_USED, 'busy'), 'makePayment', { min: 1, max: 50000 }],
    ['an unknown use where no daily limit applies', sources(RETAIL1, {}, NOTHING_USED, {}), 'makePayment', { min: 1, max: 50000, dailyAmountRemaining: 100000, dailyCountRemaining: 20 }],
  ])('%s', (_, given, target, expected) => {
    expect(paymentLimits(given, target, TODAY)).toEqual(expected);
  });

  it('never goes above 100 000 a payment, whatever the packages say', () => {
    const generous = pkg({ PC_F_DOM: [1, 250000, 1000000, 100] });
    expect(paymentLimits(sources(generous, generous), 'makePayment').max).toBe(100000);
  });

  it('uses the default limits before they load', () => {
    expect(paymentLimits(undefined, 'makePayment')).toEqual({ min: 0.01, max: 100000 });
  });

  it('subtracts in pennies', () => {
    expect(combineLimits([{ limits: { dailyAmount: 0.3 }, used: { amount: 0.1, count: 0 } }]).dailyAmountRemaining).toBe(0.2);
  });

  it('reads the fake bank’s own seeded packages the same way', () => {
    const seeded = createLimitPackages(dayFromYmd(2026, 3, 4));
    const of = (entityId: string) => ({ limitPackageDTOList: seeded.filter((p) => p.internal.entityId === entityId) });
    expect(paymentLimits(sources(of('RETAIL1'), of('100452')), 'makePayment')).toEqual({ min: 1, max: 50000, dailyAmountRemaining: 100000, dailyCountRemaining: 20 });
    expect(paymentLimits(sources(of('CORP1'), of('200731')), 'bulkPayments')).toMatchObject({ min: 5, max: 30000 });
  });
});

describe('checkPaymentLimits', () => {
  const limits: PaymentLimits = { min: 1, max: 50000, dailyAmountRemaining: 3750, dailyCountRemaining: 2 };

  it.each<[number, PaymentLimits, boolean, string | undefined]>([
    [1, limits, true, undefined],
    [3750, limits, true, undefined],
    [0.99, limits, true, 'The amount is below the minimum of £1.00 for this payment.'],
    [50000.01, { ...limits, dailyAmountRemaining: 100000 }, true, 'The amount is above the maximum of £50,000.00 for one payment.'],
    [3750.01, limits, true, 'This payment would take you over your daily limit. You can send £3,750.00 more today.'],
    [10, { ...limits, dailyAmountRemaining: 0 }, true, 'This payment would take you over your daily limit. You cannot send any more today.'],
    [10, { ...limits, dailyCountRemaining: 0 }, true, 'You have reached the number of payments you can make today.'],
    [5000, { ...limits, dailyCountRemaining: 0 }, true, 'You have reached the number of payments you can make today.'],
    [10, { ...limits, dailyCountRemaining: 1 }, true, undefined],
    // A future or recurring instruction: the per-payment range only.
    [5000, { ...limits, dailyCountRemaining: 0 }, false, undefined],
    [60000, limits, false, 'The amount is above the maximum of £50,000.00 for one payment.'],
    [0.5, limits, false, 'The amount is below the minimum of £1.00 for this payment.'],
    // No daily limits known.
    [99999, { min: 0.01, max: 100000 }, true, undefined],
    [100000.01, DEFAULT_PAYMENT_LIMITS, true, 'The amount is above the maximum of £100,000.00 for one payment.'],
    [0.001, DEFAULT_PAYMENT_LIMITS, true, 'The amount is below the minimum of £0.01 for this payment.'],
  ])('%p with %j (daily %p): %p', (amount, given, daily, message) => {
    expect(checkPaymentLimits(given, amount, { daily })).toBe(message);
  });
});

describe('limitHint', () => {
  it.each<[PaymentLimits, boolean, string]>([
    [{ min: 1, max: 50000, dailyAmountRemaining: 3750, dailyCountRemaining: 2 }, true, 'From £1.00 to £50,000.00 in one payment. £3,750.00 left to send today.'],
    [{ min: 1, max: 50000, dailyAmountRemaining: 3750 }, false, 'From £1.00 to £50,000.00 in one payment.'],
    [DEFAULT_PAYMENT_LIMITS, true, 'From £0.01 to £100,000.00 in one payment.'],
  ])('%j (daily %p): %s', (limits, daily, hint) => {
    expect(limitHint(limits, { daily })).toBe(hint);
  });
});
