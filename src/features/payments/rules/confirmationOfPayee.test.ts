import {
  COP_INITIAL_STATE,
  COP_UNAVAILABLE,
  canBypassWith,
  copGuidance,
  copOutcome,
  copReducer,
  type CopActionId,
  type CopEvent,
  type CopResult,
  type CopState,
} from './confirmationOfPayee';

const answer = (matched: string, reasonCode: string | null, payeeAccountName: string | null = null, enabled = true): CopResult => ({
  matched,
  enabled,
  reasonCode,
  payeeAccountName,
});

const DONT_MATCH = ["Details don't match", 'Account name does not match'];
const UNABLE = ['Unable to check account', "We are unable to check the account details at this time. This doesn't mean they are wrong."];
const CLOSE: CopActionId[] = ['updateAndProceed', 'proceedWithoutUpdating', 'cancel'];
const NO_MATCH: CopActionId[] = ['editDetails', 'continueAnyway', 'cancel'];

describe('CoP answers: wording and actions (SPEC.md section 8)', () => {
  it('gives no warning for a match', () => {
    expect(copOutcome(answer('Y', null))).toBe('matched');
    expect(copGuidance(answer('Y', null))).toBeUndefined();
  });

  it.each<[CopResult, string, string[], CopActionId[], string[]]>([
    // Close matches with the name the bank holds.
    [answer('A', 'MBAM', 'Jane Smith'), 'closeMatch', DONT_MATCH, CLOSE, ['The name on the account is Jane Smith.']],
    [answer('A', 'BAMM', 'Smith Stables Ltd'), 'closeMatch', DONT_MATCH, CLOSE, ['The name on the account is Smith Stables Ltd.', 'This is a business account.']],
    [answer('A', 'PAMM', 'Jane Smith'), 'closeMatch', DONT_MATCH, CLOSE, ['The name on the account is Jane Smith.', 'This is a personal account.']],
    // The right name but the other account type: the fake bank answers A with the name.
    [answer('A', 'BANM', 'Smith Stables Ltd'), 'closeMatch', DONT_MATCH, CLOSE, ['The name on the account is Smith Stables Ltd.', 'This is a business account.']],
    [answer('A', 'PANM', 'Jane Smith'), 'closeMatch', DONT_MATCH, CLOSE, ['The name on the account is Jane Smith.', 'This is a personal account.']],
    // Name or account type mismatches.
    [answer('N', 'ANNM'), 'noMatch', DONT_MATCH, NO_MATCH, []],
    [answer('N', 'BANM'), 'noMatch', DONT_MATCH, NO_MATCH, ['This is a business account.']],
    [answer('N', 'PANM'), 'noMatch', DONT_MATCH, NO_MATCH, ['This is a personal account.']],
    [answer('A', 'MBAM'), 'noMatch', DONT_MATCH, NO_MATCH, []], // a close match without a name cannot be taken
    [answer('A', 'MBAM', '  '), 'noMatch', DONT_MATCH, NO_MATCH, []],
    [answer('N', 'mbam'), 'noMatch', DONT_MATCH, NO_MATCH, []],
    // The others.
    [answer('N', 'AC01'), 'noAccount', ['No account found', expect.any(String)], ['editDetails', 'cancel'], []],
    [answer('N', 'IVCR'), 'noReference', ['No reference found', expect.any(String)], ['editDetails', 'cancel'], []],
    [answer('N', 'CASS'), 'switched', ['Account has been switched', expect.any(String)], NO_MATCH, []],
    [answer('N', 'SCNS'), 'unable', UNABLE, ['continueAnyway', 'cancel'], []],
    [answer('N', 'ACNS'), 'unable', UNABLE, ['continueAnyway', 'cancel'], []],
    [answer('N', 'OPTO'), 'unable', UNABLE, ['continueAnyway', 'cancel'], []],
    [answer('N', 'ZZZZ'), 'unable', UNABLE, ['continueAnyway', 'cancel'], []],
    [answer('N', null), 'unable', UNABLE, ['continueAnyway', 'cancel'], []],
    [answer('Y', null, null, false), 'unable', UNABLE, ['continueAnyway', 'cancel'], []],
    [COP_UNAVAILABLE, 'unable', UNABLE, ['continueAnyway', 'cancel'], []],
  ])('%j → %s', (result, outcome, [title, text], actions, details) => {
    const guidance = copGuidance(result);
    expect(guidance).toMatchObject({ outcome, title, text, details });
    expect(guidance?.actions.map((a) => a.id)).toEqual(actions);
  });

  it('labels every action as SPEC.md names it', () => {
    const labels = [answer('A', 'MBAM', 'J Smith'), answer('N', 'ANNM')].flatMap((r) => copGuidance(r)!.actions.map((a) => a.label));
    expect(labels).toEqual(['Update details and proceed', 'Proceed without updating', 'Cancel', 'Edit details', 'Continue anyway', 'Cancel']);
  });

  it('suggests the bank’s name, and its account type, for "update details"', () => {
    expect(copGuidance(answer('A', 'MBAM', ' Jane Smith '))?.suggested).toEqual({ accountName: 'Jane Smith' });
    expect(copGuidance(answer('A', 'BAMM', 'Smith Stables Ltd'))?.suggested).toEqual({ accountName: 'Smith Stables Ltd', accountType: 'BUSINESS' });
    expect(copGuidance(answer('A', 'PANM', 'Jane Smith'))?.suggested).toEqual({ accountName: 'Jane Smith', accountType: 'PERSONAL' });
    expect(copGuidance(answer('N', 'ANNM'))?.suggested).toBeUndefined();
  });

  it('reads a missing answer as unable to check', () => {
    expect(copOutcome(undefined)).toBe('unable');
  });
});

describe('the check as a state machine (SPEC.md section 4)', () => {
  const run = (...events: CopEvent[]): CopState => events.reduce(copReducer, COP_INITIAL_STATE);
  const closeMatch = answer('A', 'MBAM', 'Jane Smith');
  const noMatch = answer('N', 'ANNM');

  it.each<[string, CopEvent[], Partial<CopState>]>([
    ['starts NOT_STARTED', [], { status: 'NOT_STARTED', loading: false }],
    ['loads on start', [{ type: 'started' }], { status: 'NOT_STARTED', loading: true }],
    ['succeeds on Y', [{ type: 'started' }, { type: 'checked', result: answer('Y', null) }], { status: 'SUCCESS', loading: false }],
    ['fails on A', [{ type: 'started' }, { type: 'checked', result: closeMatch }], { status: 'FAILED', loading: false, result: closeMatch }],
    ['fails on N', [{ type: 'started' }, { type: 'checked', result: noMatch }], { status: 'FAILED', result: noMatch }],
    ['fails, unable to check, when the call fails', [{ type: 'started' }, { type: 'failed' }], { status: 'FAILED', loading: false, result: COP_UNAVAILABLE }],
    [
      'bypasses a no-match, keeping the choice',
      [{ type: 'started' }, { type: 'checked', result: noMatch }, { type: 'bypassed', selection: 'continueAnyway' }],
      { status: 'SUCCESS_BYPASS', selectionStatus: 'continueAnyway' },
    ],
    [
      'bypasses a close match A, clearing selectionStatus',
      [{ type: 'started' }, { type: 'checked', result: closeMatch }, { type: 'bypassed', selection: 'proceedWithoutUpdating' }],
      { status: 'SUCCESS_BYPASS', selectionStatus: undefined, result: closeMatch },
    ],
    [
      'bypasses a close match by updating the details',
      [{ type: 'started' }, { type: 'checked', result: closeMatch }, { type: 'bypassed', selection: 'updateAndProceed' }],
      { status: 'SUCCESS_BYPASS', selectionStatus: undefined },
    ],
    [
      'does not bypass "no account found"',
      [{ type: 'started' }, { type: 'checked', result: answer('N', 'AC01') }, { type: 'bypassed', selection: 'continueAnyway' }],
      { status: 'FAILED' },
    ],
    [
      'does not take "proceed without updating" for a no-match',
      [{ type: 'started' }, { type: 'checked', result: noMatch }, { type: 'bypassed', selection: 'proceedWithoutUpdating' }],
      { status: 'FAILED' },
    ],
    ['does not bypass a check not made', [{ type: 'bypassed', selection: 'continueAnyway' }], { status: 'NOT_STARTED' }],
    ['does not bypass while checking', [{ type: 'started' }, { type: 'bypassed', selection: 'continueAnyway' }], { status: 'NOT_STARTED', loading: true }],
    ['drops an answer after a reset', [{ type: 'started' }, { type: 'reset' }, { type: 'checked', result: noMatch }], { status: 'NOT_STARTED', loading: false, result: undefined }],
    ['drops a failure after a reset', [{ type: 'started' }, { type: 'reset' }, { type: 'failed' }], { status: 'NOT_STARTED', loading: false }],
    [
      'resets to NOT_STARTED from anywhere',
      [{ type: 'started' }, { type: 'checked', result: noMatch }, { type: 'bypassed', selection: 'continueAnyway' }, { type: 'reset' }],
      { status: 'NOT_STARTED', loading: false, result: undefined, selectionStatus: undefined },
    ],
    [
      'starts afresh when checked again',
      [{ type: 'started' }, { type: 'checked', result: noMatch }, { type: 'started' }],
      { status: 'NOT_STARTED', loading: true, result: undefined },
    ],
  ])('%s', (_, events, expected) => {
    const state = run(...events);
    for (const [key, value] of Object.entries(expected)) expect(state[key as keyof CopState]).toEqual(value);
  });

  it.each<[CopResult | undefined, CopActionId, boolean]>([
    [closeMatch, 'updateAndProceed', true],
    [closeMatch, 'proceedWithoutUpdating', true],
    [closeMatch, 'cancel', false],
    [noMatch, 'continueAnyway', true],
    [noMatch, 'editDetails', false],
    [answer('N', 'IVCR'), 'continueAnyway', false],
    [answer('Y', null), 'continueAnyway', false],
    [undefined, 'continueAnyway', true],
  ])('%j may go on with %s: %p', (result, selection, allowed) => {
    expect(canBypassWith(result, selection)).toBe(allowed);
  });
});
