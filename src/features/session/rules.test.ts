import {
  END_SESSION_ATTEMPTS,
  endPageOf,
  endSessionOutcome,
  IDLE_WARNING_AFTER_TICKS,
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

it('warns after nine idle minutes of ten', () => {
  expect(IDLE_WARNING_AFTER_TICKS).toBe(9);
});

describe('keeping the bank’s session alive (issue 24 point 7)', () => {
  const MIN = 60_000;
  it('waits well under the bank’s 10 idle minutes, and under half of them', () => {
    expect(KEEP_ALIVE_AFTER_MS).toBe(4 * MIN);
    expect(KEEP_ALIVE_AFTER_MS * 2).toBeLessThan(10 * MIN);
  });

  it.each([
    ['no activity yet', undefined, 0, 9 * MIN, false],
    ['activity, but a call went out since', 1 * MIN, 2 * MIN, 9 * MIN, false],
    ['activity after the last call, which is recent', 3 * MIN, 2 * MIN, 5 * MIN, false],
    ['activity after the last call, which is 4 minutes old', 3 * MIN, 2 * MIN, 6 * MIN, true],
    ['the customer went quiet since, the bank has not heard of it', 3 * MIN, 2 * MIN, 8 * MIN, true],
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
