import {
  END_SESSION_ATTEMPTS,
  endPageOf,
  endSessionOutcome,
  IDLE_LIMIT_MS,
  IDLE_WARNING_MS,
  idleLimitWords,
  KEEP_ALIVE_AFTER_MS,
  keepAliveDue,
  loginFlowFlags,
  loginStepsOf,
  needsCredentialChange,
  permittedFunctionsFrom,
} from './rules';

describe('permitted functions (SPEC.md section 6)', () => {
  it.each([
    [[], []],
    [['PC_F_DOM'], ['payment']],
    [['PC_F_ADHOC', 'PC_F_INTRNL'], ['payment', 'transfer']],
    [['AP_F_APPROVE', 'FU_F_BLK', 'FU_I_BLK', 'UNKNOWN'], ['bulkUpload', 'bulkView', 'approver']],
    [['DDA_F_PIB', 'DDA_F_CBR', 'DDA_I_CHQ', 'AL_M_SUB', 'RP_I_ACTLOG'], ['transactionLog', 'alerts', 'payInBooks', 'chequeBooks', 'chequeStatus']],
    [['PC_M_UDP', 'PC_F_SELFI', 'DDA_I_STMT', 'LN_I_STMT'], ['payeesManage', 'paymentsFuture', 'statements', 'loanStatements']],
  ])('%p → %p', (allowed, expected) => {
    expect(permittedFunctionsFrom(allowed)).toEqual(expected);
  });
});

const item = (uiComponentName: unknown, id: unknown, displayOrder?: unknown) => ({ loginConfigDTO: { id, uiComponentName, displayOrder } });
const NONE = { termsNotAccepted: false, forcePasswordChange: false, forcePinChange: false };

describe('login flow steps: GET v1/me/loginFlow userLoginFlowDTOList (OBDX_UI configuration-base.js; SPEC.md section 4)', () => {
  it.each([
    ['nothing', undefined, []],
    ['not a list', { loginConfigDTO: {} }, []],
    ['an empty list', [], []],
    ['OBDX\'s components', [item('terms-and-conditions', 'T1', 1), item('change-password', 'P1', 2)], [{ kind: 'terms', id: 'T1' }, { kind: 'password', id: 'P1' }]],
    ['SPEC.md\'s words', [item('termsNotAccepted', 'a', 1), item('forcePasswordChange', 'b', 2), item('forcePinChange', 'c', 3)], [
      { kind: 'terms', id: 'a' }, { kind: 'password', id: 'b' }, { kind: 'pin', id: 'c' },
    ]],
    ['walked in displayOrder, not list order', [item('forcePinChange', 'c', 3), item('change-password', 'b', 2), item('terms-and-conditions', 'a', 1)], [
      { kind: 'terms', id: 'a' }, { kind: 'password', id: 'b' }, { kind: 'pin', id: 'c' },
    ]],
    ['an item without an order after those with one', [item('forcePinChange', 'c'), item('change-password', 'b', 5)], [{ kind: 'password', id: 'b' }, { kind: 'pin', id: 'c' }]],
    ['a component this app does not know says nothing', [item('security-question-option', 'Q', 1), item('toString', 'X', 2), item('change-password', 'b', 3)], [{ kind: 'password', id: 'b' }]],
    ['an item without an id to send back says nothing', [item('terms-and-conditions', undefined, 1), item('change-password', '', 2), item('forcePinChange', 7, 3)], []],
    ['a step named by its id alone', [item(undefined, 'terms-and-conditions', 1), item('', 'change-password', 2)], [
      { kind: 'terms', id: 'terms-and-conditions' }, { kind: 'password', id: 'change-password' },
    ]],
    ['an item that is not an object says nothing', [null, 'TNC', { flowType: 'termsNotAccepted' }], []],
  ])('%s', (_name, items, steps) => {
    expect(loginStepsOf(items)).toEqual(steps);
  });
});

describe('login flow flags (SPEC.md section 4, login step 4)', () => {
  it.each([
    [[], NONE, false],
    [[{ kind: 'terms', id: 'a' }], { ...NONE, termsNotAccepted: true }, true],
    [[{ kind: 'pin', id: 'c' }], { ...NONE, forcePinChange: true }, true],
    [[{ kind: 'terms', id: 'a' }, { kind: 'password', id: 'b' }, { kind: 'pin', id: 'c' }], { termsNotAccepted: true, forcePasswordChange: true, forcePinChange: true }, true],
  ] as const)('%p', (steps, flags, needed) => {
    expect(loginFlowFlags(steps)).toEqual(flags);
    expect(needsCredentialChange(loginFlowFlags(steps))).toBe(needed);
  });
});

describe('the idle limit (DECISIONS.md "inactivity auto-logout")', () => {
  it('is 5 minutes, with the warning 60 s before, in the demo bank', () => {
    expect(IDLE_LIMIT_MS).toBe(5 * 60_000);
    expect(IDLE_WARNING_MS).toBe(60_000);
  });

  it.each([
    [5 * 60_000, '5 minutes'],
    [60_000, '1 minute'],
    [4.5 * 60_000, '270 seconds'],
    [30_000, '30 seconds'],
  ])('%i ms reads as "%s" on the end page', (ms, words) => {
    expect(idleLimitWords(ms)).toBe(words);
  });
});

describe('keeping the bank’s session alive', () => {
  const MIN = 60_000;
  it('waits under half of the quiet time before the warning (5 minutes, less the minute of warning)', () => {
    expect(KEEP_ALIVE_AFTER_MS).toBe(2 * MIN);
    expect(KEEP_ALIVE_AFTER_MS * 2).toBeLessThanOrEqual(5 * MIN - 60_000);
  });

  it.each([
    ['no activity yet', undefined, 0, 3 * MIN, false],
    ['activity, but a call went out since', 1 * MIN, 2 * MIN, 3 * MIN, false],
    ['activity after the last call, which is recent', 3 * MIN, 2 * MIN, 3.5 * MIN, false],
    ['activity after the last call, which is 2 minutes old', 3 * MIN, 2 * MIN, 4 * MIN, true],
    ['the customer went quiet since, the bank has not heard of it', 3 * MIN, 2 * MIN, 6 * MIN, true],
    ['the customer has been quiet until the warning: only "Stay logged in" tells the bank now', 3 * MIN, 2 * MIN, 7 * MIN, false],
    ['the customer has been quiet past the idle limit (a page that slept)', 3 * MIN, 2 * MIN, 30 * MIN, false],
    ['activity, and no call has ever gone out', 1 * MIN, undefined, 1 * MIN, true],
  ])('%s → %p', (_case, lastActivityAt, lastSentAt, now, due) => {
    expect(keepAliveDue({ lastActivityAt, lastSentAt, now })).toBe(due);
  });
});

describe('ending the bank’s session (issue 26: a failed logout is not silent)', () => {
  it('tries DELETE v1/session twice at most: once, and once more', () => {
    expect(END_SESSION_ATTEMPTS).toBe(2);
  });

  it.each<[string, 'ended' | 'failed', { kind: string } | undefined]>([
    ['a success', 'ended', undefined],
    ['a 401 or 419 (the session had gone already)', 'ended', { kind: 'sessionExpired' }],
    ['no answer', 'failed', { kind: 'network' }],
    ['a timeout (a 504 too)', 'failed', { kind: 'timeout' }],
    ['a server fault', 'failed', { kind: 'technical' }],
    ['a refusal with a code', 'failed', { kind: 'business' }],
    ['anything else thrown', 'failed', { kind: 'unknown' }],
  ])('%s: %s', (_name, outcome, error) => {
    expect(endSessionOutcome(error)).toBe(outcome);
  });
});

describe('endPageOf: where a session that ended lands', () => {
  it.each([
    ['loggedOut', '/logged-off'],
    ['expired', '/session-expired'],
    ['inactive', '/session-expired'],
    ['elsewhere', '/session-expired'],
  ] as const)('%s → %s', (reason, page) => {
    expect(endPageOf(reason)).toBe(page);
  });
});
