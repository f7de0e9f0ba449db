/**
 * Limit packages as a stock OBDX sends them (obdx-samples/me-assignedLimitPackage.json and
 * financialLimitUtilization.json, copied here), read with each bank profile's limit task codes: the
 * client-side limit checks switch on for the codes a stock OBDX links its limits to (PC_F_INTRNL,
 * PC_F_BLPMT, PC_F_DOM_RTGS), and stay off for a profile whose codes the answer does not carry.
 */
import { parseDecoded } from '@/shared/api/decodeEntities';
import { bankProfile as demoBank } from '@/shared/bankProfile/profiles/demoBank';
import { bankProfile as stockObdx } from '@/shared/bankProfile/profiles/stockObdx';
import { levelLimits, levelUse, type AssignedLimitPackageWire, type LevelLimits, type LimitUtilizationListWire } from './limitPackages';
import packageSample from './obdx-assignedLimitPackage.json';
import utilizationSample from './obdx-financialLimitUtilization.json';
import type { LimitTarget } from '@/shared/api/taskCodes';

/** As the app sees an answer: every string decoded once by the client ('PER&#x23;DAILY' → 'PER#DAILY'). */
const asReceived = <T>(json: unknown) => parseDecoded(JSON.stringify(json)) as T;
const packages = asReceived<AssignedLimitPackageWire>(packageSample);
const NONE: LevelLimits = { min: undefined, max: undefined, dailyAmount: undefined, dailyCount: undefined };
const TODAY = '2026-03-05';

/** The sample with its PC_F_DOM_RTGS package (an access point group's, 'MustuAG01') assigned to the internet channel instead. */
const domesticOnInternet: AssignedLimitPackageWire = {
  limitPackageDTOList: (packages.limitPackageDTOList ?? []).map((p) => (p.accessPointValue === 'MustuAG01' ? { ...p, accessPointValue: 'APINTERNET' } : p)),
};

describe('limit packages read with the stock OBDX profile (limitTaskCodes)', () => {
  it('holds the codes the real sample links its limits to', () => {
    const linked = (packages.limitPackageDTOList ?? []).flatMap((p) => (p.targetLimitLinkages ?? []).map((l) => l.target?.value));
    for (const target of ['makePayment', 'internalTransfer', 'bulkPayments'] as const) {
      expect(stockObdx.limitTaskCodes[target].some((code) => linked.includes(code))).toBe(true);
    }
  });

  it.each<[string, AssignedLimitPackageWire, LimitTarget, LevelLimits]>([
    ['internal transfers: PC_F_INTRNL of the internet package', packages, 'internalTransfer', { min: 25, max: 20000, dailyAmount: 50000, dailyCount: 10 }],
    ['bulk payments: PC_F_BLPMT of the internet package', packages, 'bulkPayments', { min: 25, max: 20000, dailyAmount: 30000, dailyCount: 3 }],
    // OBDX's own client reads only the packages of the channel (SINGLE): a group's package holds channels the answer does not name.
    ['payments: PC_F_DOM_RTGS only in an access point group package, so none', packages, 'makePayment', NONE],
    ['payments: PC_F_DOM_RTGS once that package is the internet channel\'s', domesticOnInternet, 'makePayment', { min: 25, max: 20000, dailyAmount: 50000, dailyCount: 25 }],
  ])('%s', (_label, answer, target, expected) => {
    expect(levelLimits(answer, target, stockObdx.limitTaskCodes)).toEqual(expected);
  });

  it.each<LimitTarget>(['makePayment', 'internalTransfer', 'bulkPayments'])('with the demo bank\'s codes the same answer switches %s checks off', (target) => {
    expect(levelLimits(domesticOnInternet, target, demoBank.limitTaskCodes)).toEqual(NONE);
  });
});

describe("today's use read with the stock OBDX profile", () => {
  const sample = asReceived<LimitUtilizationListWire & { limitUtilizationDTOs: Record<string, unknown>[] }>(utilizationSample);
  /** A record of the sample's shape: the same keys, for one task code, today, daily. */
  const daily = (utilizationId: string, count: number, amount: number) => ({
    ...sample.limitUtilizationDTOs[0],
    utilizationId,
    limitType: 'PER#DAILY',
    utilizationDate: `${TODAY}T00:00:00`,
    count,
    amount: { currency: 'GBP', amount },
  });
  const withToday = { limitUtilizationDTOs: [...sample.limitUtilizationDTOs, daily('PC_F_INTRNL', 2, 1500), daily('PC_F_DOM_RTGS', 4, 820.5), daily('PC_F_BLPMT', 1, 9000)] };

  it.each<[string, unknown, LimitTarget, { count: number; amount: number }]>([
    ["the sample's own records are monthly and years old: nothing used today", sample, 'internalTransfer', { count: 0, amount: 0 }],
    ['internal transfers: PC_F_INTRNL today', withToday, 'internalTransfer', { count: 2, amount: 1500 }],
    ['payments: PC_F_DOM_RTGS today', withToday, 'makePayment', { count: 4, amount: 820.5 }],
    ['bulk payments: PC_F_BLPMT today', withToday, 'bulkPayments', { count: 1, amount: 9000 }],
  ])('%s', (_label, answer, target, expected) => {
    expect(levelUse(answer, target, TODAY, stockObdx.limitTaskCodes)).toEqual(expected);
  });

  it("does not count the stock codes' use with the demo bank's codes", () => {
    for (const target of ['makePayment', 'internalTransfer', 'bulkPayments'] as const) {
      expect(levelUse(withToday, target, TODAY, demoBank.limitTaskCodes)).toEqual({ count: 0, amount: 0 });
    }
  });

  it('reads the escaped limit type as the client receives it', () => {
    expect(sample.limitUtilizationDTOs[0].limitType).toBe('PER#MONTHLY');
  });
});
