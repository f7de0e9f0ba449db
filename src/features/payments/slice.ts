import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DigxErrorDetails } from '@/shared/api/DigxError';
import { entitySwitched, sessionEnded } from '@/shared/events';
import type { LoadStatus } from '@/shared/lib/loadStatus';
import { emptyPaymentForm, type PaymentFormValues } from './paymentForm';
import { COP_INITIAL_STATE, copReducer, type CopActionId, type CopState, type CopStatus } from './rules/confirmationOfPayee';
import type { BankCopy } from './mapBankCopy';
import type { ConfirmOutcome, CopResult, NewPayeeDetails, Payee, PaymentOrder, SortCodeCheck } from './types';
import { selectLazySlice } from '@/shared/state/selectLazySlice';

/**
 * One payment at a time, as a small machine (SPEC.md section 4 "Payment flow"):
 * editing → preparing (new payee, prepare, verify) → review → confirming → done,
 * or back to editing with the error, the form as the customer left it.
 * `unsure` is a confirm that failed in transit: the bank may have the payment, so the
 * screen says so instead of offering to send it again.
 */
export type FlowStatus = 'editing' | 'preparing' | 'review' | 'confirming' | 'done' | 'unsure';

export type { CopStatus };

export interface FlowState {
  status: FlowStatus;
  order?: PaymentOrder;
  paymentId?: string;
  /** What the bank holds for the payment (the verify GET); none when it could not be read back. */
  bankCopy?: BankCopy;
  outcome?: ConfirmOutcome;
  error?: DigxErrorDetails;
  /** A new payee the bank holds for an authoriser: it cannot be paid yet. */
  payeeAwaitingAuthoriser?: boolean;
}

export interface PaymentsState {
  payees: { status: LoadStatus; items: Payee[]; error?: DigxErrorDetails };
  /**
   * The user's and a party's limits and today's use. `partyId`: the debit account's party they were asked for
   * (SPEC.md section 6: limits apply at user and party level, and a payment is held to its account's party, as a
   * bulk file is); undefined asks for the active entity's.
   */
  limits: { status: LoadStatus; partyId?: string; sources?: { user: unknown; party: unknown; userUse: unknown; partyUse: unknown }; error?: DigxErrorDetails };
  /** `failed`: the look-up of that sort code could not be made (the bank was not reached or did not answer). */
  sortCode: { loading: boolean; check?: SortCodeCheck; failed?: { sortCode: string; error: DigxErrorDetails } };
  cop: CopState & { checkedFor?: string };
  flow: FlowState;
  /** SPEC.md section 3 "Payment draft": what the customer last submitted, so the form comes back as they left it. */
  draft?: PaymentFormValues;
  international: { status: 'idle' | 'sending' | 'sent' | 'failed'; reference?: string; error?: DigxErrorDetails };
}

const initialState: PaymentsState = {
  payees: { status: 'idle', items: [] },
  limits: { status: 'idle' },
  sortCode: { loading: false },
  cop: COP_INITIAL_STATE,
  flow: { status: 'editing' },
  international: { status: 'idle' },
};

export const paymentsSlice = createSlice({
  name: 'payments',
  initialState,
  reducers: {
    payeesRequested(state) {
      state.payees.status = 'loading';
    },
    payeesLoaded(state, { payload }: PayloadAction<Payee[]>) {
      state.payees = { status: 'succeeded', items: payload };
    },
    payeesFailed(state, { payload }: PayloadAction<DigxErrorDetails>) {
      state.payees = { status: 'failed', items: [], error: payload };
    },
    limitsRequested(state, { payload }: PayloadAction<{ partyId?: string } | undefined>) {
      // Another party's figures are not this one's: they go until the new ones come.
      if (state.limits.partyId !== payload?.partyId) state.limits = { status: 'loading', partyId: payload?.partyId };
      else state.limits.status = 'loading';
    },
    limitsLoaded(state, { payload }: PayloadAction<{ partyId?: string; sources: PaymentsState['limits']['sources'] }>) {
      state.limits = { status: 'succeeded', partyId: payload.partyId, sources: payload.sources };
    },
    limitsFailed(state, { payload }: PayloadAction<{ partyId?: string; error: DigxErrorDetails }>) {
      // A failed re-read (after a payment) keeps the figures it was to replace: the form says they could not be
      // loaded, and the bank checks the amount again anyway.
      const kept = state.limits.partyId === payload.partyId ? state.limits.sources : undefined;
      state.limits = { status: 'failed', partyId: payload.partyId, sources: kept, error: payload.error };
    },
    sortCodeEntered(state, _action: PayloadAction<string>) {
      state.sortCode = { loading: true };
    },
    sortCodeChecked(state, { payload }: PayloadAction<SortCodeCheck>) {
      state.sortCode = { loading: false, check: payload };
    },
    /** A failed look-up clears the bank details (SPEC.md section 8 "Sort code"); the field says why. */
    sortCodeLookupFailed(state, { payload }: PayloadAction<{ sortCode: string; error: DigxErrorDetails }>) {
      state.sortCode = { loading: false, failed: payload };
    },
    sortCodeCleared(state) {
      state.sortCode = { loading: false };
    },
    // The check's states are the pure copReducer's (rules/confirmationOfPayee.ts); the slice adds only which
    // details an answer belongs to, so a late answer for details since changed is dropped.
    copRequested(state, { payload }: PayloadAction<NewPayeeDetails>) {
      state.cop = { ...copReducer(state.cop, { type: 'started' }), checkedFor: copKey(payload) };
    },
    copChecked(state, { payload }: PayloadAction<{ result: CopResult; for: string }>) {
      if (state.cop.checkedFor === payload.for) state.cop = { ...copReducer(state.cop, { type: 'checked', result: payload.result }), checkedFor: payload.for };
    },
    copFailed(state, { payload }: PayloadAction<{ for: string }>) {
      if (state.cop.checkedFor === payload.for) state.cop = { ...copReducer(state.cop, { type: 'failed' }), checkedFor: payload.for };
    },
    /** The customer chose to go on despite the result; only a choice offered for that result counts. */
    copBypassed(state, { payload }: PayloadAction<{ selection: CopActionId }>) {
      state.cop = { ...copReducer(state.cop, { type: 'bypassed', selection: payload.selection }), checkedFor: state.cop.checkedFor };
    },
    copReset(state) {
      state.cop = COP_INITIAL_STATE;
    },
    paymentSubmitted(state, { payload }: PayloadAction<{ order: PaymentOrder; newPayee?: NewPayeeDetails; draft: PaymentFormValues }>) {
      if (state.flow.status !== 'editing') return;
      state.flow = { status: 'preparing' };
      state.draft = payload.draft;
    },
    /**
     * The bank now holds the new payee: the draft pays it from here on, so going back to the form (a refusal,
     * "Change details") and continuing pays that payee rather than creating it again.
     */
    newPayeeSaved(state, { payload }: PayloadAction<string>) {
      if (!state.draft || !payload) return;
      state.draft.to = `payee:${payload}`;
      state.draft.newPayee = emptyPaymentForm().newPayee;
    },
    paymentReviewReady(state, { payload }: PayloadAction<{ order: PaymentOrder; paymentId: string; bankCopy?: BankCopy }>) {
      state.flow = { status: 'review', ...payload };
    },
    paymentPrepareFailed(state, { payload }: PayloadAction<{ error?: DigxErrorDetails; payeeAwaitingAuthoriser?: boolean }>) {
      state.flow = { status: 'editing', ...payload };
    },
    /**
     * The customer's click on Confirm, not the bank's answer (paymentDone, paymentConfirmRefused,
     * paymentConfirmUnsure): only a payment on review moves to confirming, so a second click is dropped.
     */
    paymentConfirmClicked(state) {
      if (state.flow.status === 'review') state.flow.status = 'confirming';
    },
    paymentDone(state, { payload }: PayloadAction<ConfirmOutcome>) {
      state.flow = { ...state.flow, status: 'done', outcome: payload, error: undefined };
    },
    /** Refused by the bank: nothing was sent, so the customer goes back to the form with the reason. */
    paymentConfirmRefused(state, { payload }: PayloadAction<DigxErrorDetails>) {
      state.flow = { status: 'editing', error: payload };
    },
    /** Lost in transit: the bank may have it. */
    paymentConfirmUnsure(state, { payload }: PayloadAction<DigxErrorDetails>) {
      state.flow = { ...state.flow, status: 'unsure', error: payload };
    },
    /** Back from the review to change something, or a fresh payment after one is done. */
    paymentEdited(state) {
      state.flow = { status: 'editing' };
    },
    paymentReset(state) {
      state.flow = { status: 'editing' };
      state.draft = undefined;
      state.cop = COP_INITIAL_STATE;
      state.sortCode = { loading: false };
    },
    internationalSubmitted(state, _action: PayloadAction<import('./api').InternationalRequest>) {
      if (state.international.status !== 'sending') state.international = { status: 'sending' };
    },
    internationalSent(state, { payload }: PayloadAction<string>) {
      state.international = { status: 'sent', reference: payload };
    },
    internationalFailed(state, { payload }: PayloadAction<DigxErrorDetails>) {
      state.international = { status: 'failed', error: payload };
    },
    internationalReset(state) {
      state.international = { status: 'idle' };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, () => initialState);
    // SPEC.md issue 7: switching entity resets the form (payees and limits belong to the old entity too).
    builder.addCase(entitySwitched, () => initialState);
  },
});

/** Which details a CoP answer belongs to, so a late answer for older details is dropped. */
export function copKey(details: Pick<NewPayeeDetails, 'sortCode' | 'accountNumber' | 'accountName' | 'accountType'>): string {
  return [details.sortCode, details.accountNumber, details.accountName.trim().toUpperCase(), details.accountType].join('|');
}

export const {
  payeesRequested,
  payeesLoaded,
  payeesFailed,
  limitsRequested,
  limitsLoaded,
  limitsFailed,
  sortCodeEntered,
  sortCodeChecked,
  sortCodeLookupFailed,
  sortCodeCleared,
  copRequested,
  copChecked,
  copFailed,
  copBypassed,
  copReset,
  paymentSubmitted,
  newPayeeSaved,
  paymentReviewReady,
  paymentPrepareFailed,
  paymentConfirmClicked,
  paymentDone,
  paymentConfirmRefused,
  paymentConfirmUnsure,
  paymentEdited,
  paymentReset,
  internationalSubmitted,
  internationalSent,
  internationalFailed,
  internationalReset,
} = paymentsSlice.actions;

export type WithPayments = { payments?: PaymentsState };
const selectState = selectLazySlice(paymentsSlice);
export const selectPayments = (state: WithPayments) => selectState(state);
