/**
 * Confirmation of Payee (SPEC.md section 3 "Confirmation-of-payee", section 4 "Confirmation of payee
 * status", section 8 "Confirmation of payee reason codes"): what a check's answer means to the
 * customer, what they may do next, and the small state machine of the check.
 *
 * The one table of outcomes (SPEC.md shows the wording but not which actions go with which code):
 *
 * | outcome     | when                                                  | actions                                                |
 * |-------------|-------------------------------------------------------|--------------------------------------------------------|
 * | matched     | matched 'Y'                                           | none: no warning                                       |
 * | closeMatch  | matched 'A' with the name the bank holds (MBAM, BAMM, | update details and proceed, proceed without updating,  |
 * |             | PAMM, or BANM/PANM: right name, other type)           | cancel                                                 |
 * | noMatch     | ANNM, BANM, PANM, and MBAM/BAMM/PAMM without a name   | edit details, continue anyway, cancel                  |
 * | noAccount   | AC01                                                  | edit details, cancel (nothing to pay)                  |
 * | noReference | IVCR                                                  | edit details, cancel (the payment would not arrive)    |
 * | switched    | CASS                                                  | edit details, continue anyway, cancel                  |
 * | unable      | SCNS, ACNS, OPTO, any other code, CoP not enabled,    | continue anyway, cancel                                |
 * |             | or the check itself failed                            |                                                        |
 *
 * "Update details" takes the bank's name (and, for BANM, BAMM, PANM and PAMM, its account type); "continue
 * anyway" and "proceed without updating" are bypasses the customer chose.
 */
import type { CopResult } from '../types';

export type { CopResult };

export type CopStatus = 'NOT_STARTED' | 'FAILED' | 'SUCCESS' | 'SUCCESS_BYPASS';
export type CopOutcome = 'matched' | 'closeMatch' | 'noMatch' | 'noAccount' | 'noReference' | 'switched' | 'unable';
export type CopActionId = 'updateAndProceed' | 'proceedWithoutUpdating' | 'cancel' | 'editDetails' | 'continueAnyway';
export type CopAccountType = 'PERSONAL' | 'BUSINESS';

export const COP_ACTION_LABELS: Readonly<Record<CopActionId, string>> = {
  updateAndProceed: 'Update details and proceed',
  proceedWithoutUpdating: 'Proceed without updating',
  cancel: 'Cancel',
  editDetails: 'Edit details',
  continueAnyway: 'Continue anyway',
};

const DONT_MATCH = { title: "Details don't match", text: 'Account name does not match' };
const UNABLE = { title: 'Unable to check account', text: "We are unable to check the account details at this time. This doesn't mean they are wrong." };

export const COP_WORDING: Readonly<Record<Exclude<CopOutcome, 'matched'>, { title: string; text: string }>> = {
  closeMatch: DONT_MATCH,
  noMatch: DONT_MATCH,
  noAccount: { title: 'No account found', text: 'We could not find an account with this sort code and account number. Please check them with the payee.' },
  noReference: { title: 'No reference found', text: 'This account needs a reference, such as a roll number, that matches the account. Please check it with the payee.' },
  switched: { title: 'Account has been switched', text: 'The payee has moved this account to another bank. Please ask the payee for their new account details.' },
  unable: UNABLE,
};

export const COP_ACTIONS: Readonly<Record<Exclude<CopOutcome, 'matched'>, readonly CopActionId[]>> = {
  closeMatch: ['updateAndProceed', 'proceedWithoutUpdating', 'cancel'],
  noMatch: ['editDetails', 'continueAnyway', 'cancel'],
  noAccount: ['editDetails', 'cancel'],
  noReference: ['editDetails', 'cancel'],
  switched: ['editDetails', 'continueAnyway', 'cancel'],
  unable: ['continueAnyway', 'cancel'],
};

/** Reason codes to outcomes; a code not listed is 'unable' (SPEC.md: SCNS, ACNS, OPTO and default). */
const OUTCOME_OF_CODE: Readonly<Record<string, Exclude<CopOutcome, 'matched' | 'closeMatch'>>> = {
  MBAM: 'noMatch', BAMM: 'noMatch', BANM: 'noMatch', PANM: 'noMatch', PAMM: 'noMatch', ANNM: 'noMatch',
  AC01: 'noAccount',
  IVCR: 'noReference',
  CASS: 'switched',
};

/** BANM/BAMM: the account is a business one; PANM/PAMM: a personal one (the customer chose the other). */
const ACCOUNT_TYPE_OF_CODE: Readonly<Record<string, CopAccountType>> = { BANM: 'BUSINESS', BAMM: 'BUSINESS', PANM: 'PERSONAL', PAMM: 'PERSONAL' };

const code = (result: CopResult) => String(result.reasonCode ?? '').trim().toUpperCase();

export function copOutcome(result: CopResult | undefined): CopOutcome {
  if (!result || result.enabled === false) return 'unable';
  if (result.matched === 'Y') return 'matched';
  if (result.matched === 'A' && result.payeeAccountName?.trim()) return 'closeMatch';
  return OUTCOME_OF_CODE[code(result)] ?? 'unable';
}

export interface CopGuidance {
  outcome: Exclude<CopOutcome, 'matched'>;
  title: string;
  text: string;
  /** Extra lines under the text: the name the bank holds, the account's real type. */
  details: string[];
  actions: { id: CopActionId; label: string }[];
  /** What "update details and proceed" puts in the form. */
  suggested?: { accountName: string; accountType?: CopAccountType };
}

/** What to show for a check's answer; undefined for a match (SPEC: 'Y' needs no warning). */
export function copGuidance(result: CopResult | undefined): CopGuidance | undefined {
  const outcome = copOutcome(result);
  if (outcome === 'matched') return undefined;
  const name = result?.payeeAccountName?.trim() ?? '';
  const accountType = result ? ACCOUNT_TYPE_OF_CODE[code(result)] : undefined;
  const details: string[] = [];
  if (outcome === 'closeMatch') details.push(`The name on the account is ${name}.`);
  if (outcome === 'closeMatch' || outcome === 'noMatch') {
    if (accountType) details.push(`This is a ${accountType === 'BUSINESS' ? 'business' : 'personal'} account.`);
  }
  return {
    outcome,
    ...COP_WORDING[outcome],
    details,
    actions: COP_ACTIONS[outcome].map((id) => ({ id, label: COP_ACTION_LABELS[id] })),
    ...(outcome === 'closeMatch' ? { suggested: { accountName: name, ...(accountType ? { accountType } : {}) } } : {}),
  };
}

// ---------- the check's state (SPEC.md section 4 "Confirmation of payee status") ----------

export interface CopState {
  status: CopStatus;
  loading: boolean;
  result?: CopResult;
  /** The customer's choice on a warning (a CopActionId); cleared by a bypass of a close match. */
  selectionStatus?: string;
}

export type CopEvent =
  | { type: 'started' }
  | { type: 'checked'; result: CopResult }
  | { type: 'failed' }
  | { type: 'bypassed'; selection: CopActionId }
  | { type: 'reset' };

export const COP_INITIAL_STATE: CopState = { status: 'NOT_STARTED', loading: false };

/** A check that could not be made reads as "unable to check" (the customer may continue past it). */
export const COP_UNAVAILABLE: CopResult = { matched: 'N', enabled: false, reasonCode: null, payeeAccountName: null };

const BYPASSES: readonly CopActionId[] = ['updateAndProceed', 'proceedWithoutUpdating', 'continueAnyway'];

/** Whether a choice goes on with the payment and is offered for this answer (no bypass past AC01 or IVCR). */
export function canBypassWith(result: CopResult | undefined, selection: CopActionId): boolean {
  return BYPASSES.includes(selection) && (copGuidance(result)?.actions.some((a) => a.id === selection) ?? false);
}

/**
 * started → loading; checked → SUCCESS for 'Y', else FAILED; failed → FAILED (unable to check);
 * bypassed (only from FAILED, with a choice offered for that answer) → SUCCESS_BYPASS, clearing selectionStatus for a close match 'A';
 * reset → NOT_STARTED. An answer that arrives when no check is running (after a reset) is dropped.
 */
export function copReducer(state: CopState, event: CopEvent): CopState {
  switch (event.type) {
    case 'started':
      return { status: 'NOT_STARTED', loading: true };
    case 'checked':
      if (!state.loading) return state;
      return { status: event.result.matched === 'Y' ? 'SUCCESS' : 'FAILED', loading: false, result: event.result };
    case 'failed':
      if (!state.loading) return state;
      return { status: 'FAILED', loading: false, result: COP_UNAVAILABLE };
    case 'bypassed':
      if (state.status !== 'FAILED' || state.loading || !canBypassWith(state.result, event.selection)) return state;
      return {
        ...state,
        status: 'SUCCESS_BYPASS',
        selectionStatus: state.result?.matched === 'A' ? undefined : event.selection,
      };
    case 'reset':
      return COP_INITIAL_STATE;
  }
}
