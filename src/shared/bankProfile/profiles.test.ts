import { DIGX_MEANINGS, EXTENSION_FIELDS, type BankProfile, type FunctionName, type LimitTarget } from './BankProfile';
import { bankProfile as demoBank } from './profiles/demoBank';
import { bankProfile as stockObdx } from './profiles/stockObdx';

/**
 * What any bank profile must hold for the app to work against that bank (docs/digx-api.md "Going live"). A bank
 * adding its own profile adds it to this table, and these checks hold its file too.
 */
const PROFILES: [string, BankProfile][] = [
  ['demo bank', demoBank],
  ['stock OBDX', stockObdx],
];
const FUNCTIONS: FunctionName[] = [
  'payment', 'transfer', 'payeesManage', 'paymentsFuture', 'transactionLog', 'statements', 'loanStatements', 'bulkUpload', 'bulkView',
  'alerts', 'payInBooks', 'chequeBooks', 'chequeStatus', 'approver',
];
const TARGETS: LimitTarget[] = ['makePayment', 'internalTransfer', 'bulkPayments'];

describe.each(PROFILES)('the %s profile', (_name, profile) => {
  it('gives every meaning of the error catalogue at least one code, and no code two meanings', () => {
    const seen = new Map<string, string>();
    for (const meaning of DIGX_MEANINGS) {
      expect(profile.errorCodes[meaning].length).toBeGreaterThan(0);
      for (const code of profile.errorCodes[meaning]) {
        expect([code, seen.get(code) ?? meaning]).toEqual([code, meaning]);
        seen.set(code, meaning);
      }
    }
  });

  it('grants every function and limits every target by at least one task code, each code one function only', () => {
    const owner = new Map<string, FunctionName>();
    for (const fn of FUNCTIONS) {
      expect(profile.functionTaskCodes[fn].length).toBeGreaterThan(0);
      for (const code of profile.functionTaskCodes[fn]) {
        expect(owner.get(code) ?? fn).toBe(fn);
        owner.set(code, fn);
      }
    }
    for (const target of TARGETS) expect(profile.limitTaskCodes[target].length).toBeGreaterThan(0);
  });

  it('names each product once, and sort codes of six digits', () => {
    const ids = profile.products.flatMap((p) => p.productIds.map((id) => id.toUpperCase()));
    expect(new Set(ids).size).toBe(ids.length);
    for (const sortCode of [profile.branches.defaultSortCode, ...Object.values(profile.branches.sortCodes)]) expect(sortCode).toMatch(/^\d{6}$/);
  });

  it('logs an idle customer out within 5 minutes (RTS Article 4(3)(d)), with at least 20 s of warning (WCAG 2.2.1)', () => {
    expect(profile.sessionLimits.idleLimitMs).toBeLessThanOrEqual(5 * 60_000);
    expect(profile.sessionLimits.idleWarningMs).toBeGreaterThanOrEqual(20_000);
    expect(profile.sessionLimits.idleWarningMs).toBeLessThan(profile.sessionLimits.idleLimitMs);
  });

  it('ends any session at its longest well after an idle one', () => {
    expect(profile.sessionLimits.longestSessionMs).toBeGreaterThan(profile.sessionLimits.idleLimitMs);
  });

  it('pins its RSA key, if at all, by SHA-256 fingerprints in base64', () => {
    for (const pin of profile.publicKeyPins ?? []) expect(pin).toMatch(/^[A-Za-z0-9+/]{43}=$/);
  });

  it('lists only known extension fields', () => {
    for (const field of profile.extensions) expect(EXTENSION_FIELDS).toContain(field);
  });
});

describe.each(PROFILES)('the %s profile, as shipped', (_name, profile) => {
  it('has DECISIONS.md\'s session figures: 5 idle minutes, the warning 60 s before, 12 hours from login at most', () => {
    expect(profile.sessionLimits).toEqual({ idleLimitMs: 5 * 60_000, idleWarningMs: 60_000, longestSessionMs: 12 * 60 * 60_000 });
  });
});

describe('the stock OBDX profile', () => {
  it('sends no extension field, and speaks OBDX codes of its own rather than the demo bank’s', () => {
    expect(stockObdx.extensions).toEqual([]);
    for (const meaning of DIGX_MEANINGS) expect(stockObdx.errorCodes[meaning]).not.toEqual(demoBank.errorCodes[meaning]);
    expect(stockObdx.errorCodes.otpInvalid).toContain('DIGX_TFA_0004');
  });

  it('reads the limit packages of a real OBDX: its task codes come first for each target', () => {
    // obdx-samples/me-assignedLimitPackage.json links limits to PC_F_INTRNL, PC_F_BLPMT and PC_F_DOM_RTGS.
    expect(stockObdx.limitTaskCodes.internalTransfer[0]).toBe('PC_F_INTRNL');
    expect(stockObdx.limitTaskCodes.bulkPayments[0]).toBe('PC_F_BLPMT');
    expect(stockObdx.limitTaskCodes.makePayment[0]).toBe('PC_F_DOM_RTGS');
  });
});
