/**
 * The payment flows (SPEC.md section 4 "Payment flow", "New payee flow"), top to bottom:
 * - a new payee is created first (group, then payee, with the one-time passcode when the bank asks);
 *   a payee the bank holds for an authoriser stops the payment there;
 * - prepare (POST), then verify (GET: the bank's copy the review shows), then the review step;
 * - confirm (PATCH) exactly once: takeLeading drops a second click, the slice refuses a second confirm,
 *   and nothing here ever retries it. A refusal goes back to the form; a confirm lost in transit is
 *   "unsure" (the bank may have it) and is never offered again.
 * Started with the payments screens (useFeatureSaga), not with the login page.
 */
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { isDigxError } from '@/shared/api/DigxError';
import { errorDetails, mayHaveReachedTheBank } from '@/shared/api/errorDetails';
import { moneyMoved } from '@/shared/events';
import { putOutcome } from '@/shared/sagas/putOutcome';
import { untilSessionEnds } from '@/shared/sagas/untilSessionEnds';
import { confirmPayment, createPayee, deletePayee, updatePayee, fetchPayees, lookUpSortCode, postInternationalRequest, preparePayment, verifyPayeeName, verifyPayment } from './api';
import {
  copChecked,
  copFailed,
  copKey,
  copRequested,
  internationalFailed,
  internationalSent,
  internationalSubmitted,
  limitsFailed,
  limitsLoaded,
  limitsRequested,
  newPayeeSaved,
  payeesFailed,
  payeesLoaded,
  payeesRequested,
  paymentConfirmClicked,
  paymentConfirmRefused,
  paymentConfirmUnsure,
  paymentDone,
  paymentPrepareFailed,
  paymentReviewReady,
  paymentSubmitted,
  selectPayments,
  sortCodeChecked,
  sortCodeEntered,
  sortCodeLookupFailed,
  type PaymentsState,
} from './slice';
import { fetchLimitSources } from '@/shared/limits/fetchLimitSources';
import { cancelInstruction, fetchUpcoming, updateInstruction } from './upcoming/upcomingApi';
import { payeeCreated, payeeCreateFailed, payeeCreateSubmitted, type PayeeReplaced, payeeDeleted, payeeDeleteFailed, payeeDeleteRequested, payeeEdited, payeeEditFailed, payeeEditSubmitted } from './payees/payeesSlice';
import { cancelDone, cancelFailed, cancelRequested, editFailed, editSaved, editSubmitted, upcomingFailed, upcomingLoaded, upcomingRequested } from './upcoming/upcomingSlice';
import type { BankCopy } from './mapBankCopy';
import type { ConfirmOutcome, CopResult, PaymentOrder } from './types';
import type { Instruction } from './upcoming/types';

function* loadPayees(): SagaIterator {
  yield* putOutcome(call(fetchPayees), payeesLoaded, payeesFailed);
}

/** The limits of the party asked for (the debit account's, sent as X-Party-Id), or the active entity's. */
function* loadLimits({ payload }: ReturnType<typeof limitsRequested>): SagaIterator {
  const partyId = payload?.partyId;
  yield* putOutcome(call(fetchLimitSources, partyId), (sources) => limitsLoaded({ partyId, sources }), (error) => limitsFailed({ partyId, error }));
}

function* checkSortCode({ payload }: ReturnType<typeof sortCodeEntered>): SagaIterator {
  // A failed look-up clears the bank details (SPEC.md section 8); the field says it could not be checked.
  yield* putOutcome(call(lookUpSortCode, payload), sortCodeChecked, (error) => sortCodeLookupFailed({ sortCode: payload, error }));
}

function* checkPayeeName({ payload }: ReturnType<typeof copRequested>): SagaIterator {
  const key = copKey(payload);
  try {
    const result: CopResult = yield call(verifyPayeeName, payload);
    yield put(copChecked({ result, for: key }));
  } catch {
    yield put(copFailed({ for: key }));
  }
}

function* prepare({ payload }: ReturnType<typeof paymentSubmitted>): SagaIterator {
  let order: PaymentOrder = payload.order;
  try {
    if (payload.newPayee) {
      const { cop }: PaymentsState = yield select(selectPayments);
      const created: { payeeId: string; needsAuthoriser: boolean } = yield call(createPayee, payload.newPayee, { status: cop.status, selection: cop.selectionStatus });
      yield call(loadPayees);
      yield put(newPayeeSaved(created.payeeId));
      if (created.needsAuthoriser) {
        yield put(paymentPrepareFailed({ payeeAwaitingAuthoriser: true }));
        return;
      }
      order = { ...order, payeeId: created.payeeId };
    }
    const paymentId: string = yield call(preparePayment, order);
    let bankCopy: BankCopy | undefined;
    try {
      bankCopy = yield call(verifyPayment, order, paymentId);
    } catch (error) {
      // A session that has gone ends here as on any other call (the outer catch, then the session-expired page).
      if (isDigxError(error) && error.kind === 'sessionExpired') throw error;
      // The bank holds the payment but its copy could not be read back: the review shows the order as entered
      // and says so. Sending the customer back to the form would only prepare the same payment again.
      bankCopy = undefined;
    }
    yield put(paymentReviewReady({ order, paymentId, bankCopy }));
  } catch (error) {
    yield put(paymentPrepareFailed({ error: errorDetails(error) }));
  }
}

/** In transit or on the bank's side: the PATCH may have been carried out. */

function* confirm(): SagaIterator {
  const { flow }: PaymentsState = yield select(selectPayments);
  if (flow.status !== 'confirming' || !flow.order || !flow.paymentId) return;
  try {
    const outcome: ConfirmOutcome = yield call(confirmPayment, flow.order, flow.paymentId);
    yield put(paymentDone(outcome));
    // Paid, or set up as a standing order or future payment (or still being processed by the bank: it may have
    // left): the balances and the day's limits move. One waiting for an authoriser has moved nothing yet, but
    // the bank may count it against the day's limits.
    if (outcome.kind === 'needsAuthoriser') yield call(refreshLimits);
    else yield put(moneyMoved());
  } catch (error) {
    const details = errorDetails(error);
    yield put(mayHaveReachedTheBank(details) ? paymentConfirmUnsure(details) : paymentConfirmRefused(details));
  }
}

/**
 * The limits a form holds are read again for the same party, the figures kept on screen until they come; limits
 * never asked for are left for the next form to ask.
 */
function* refreshLimits(): SagaIterator {
  const { limits }: PaymentsState = yield select(selectPayments);
  if (limits.status !== 'idle') yield put(limitsRequested({ partyId: limits.partyId }));
}

function* sendInternational({ payload }: ReturnType<typeof internationalSubmitted>): SagaIterator {
  yield* putOutcome(call(postInternationalRequest, payload), internationalSent, internationalFailed);
}

function* loadUpcoming(): SagaIterator {
  yield* putOutcome(call(fetchUpcoming), upcomingLoaded, upcomingFailed);
}

/** GET then PATCH the cancellation; the passcode dialog comes from callDigx when the bank asks. */
function* cancelUpcoming({ payload }: ReturnType<typeof cancelRequested>): SagaIterator {
  try {
    yield call(cancelInstruction, payload.id, payload.code);
  } catch (error) {
    yield put(cancelFailed({ id: payload.id, error: errorDetails(error) }));
    return;
  }
  yield put(cancelDone(payload.id));
  yield put(moneyMoved());
}

/** One PUT; the bank's answer is the instruction as it now stands. */
function* editUpcoming({ payload }: ReturnType<typeof editSubmitted>): SagaIterator {
  let saved: Instruction;
  try {
    saved = yield call(updateInstruction, payload.id, payload.code, payload.changes);
  } catch (error) {
    yield put(editFailed({ id: payload.id, error: errorDetails(error) }));
    return;
  }
  yield put(editSaved(saved));
  yield put(moneyMoved());
}

function* removePayee({ payload }: ReturnType<typeof payeeDeleteRequested>): SagaIterator {
  yield* putOutcome(call(deletePayee, payload), () => payeeDeleted(payload.id), (error) => payeeDeleteFailed({ id: payload.id, error }));
}

function* editPayee({ payload }: ReturnType<typeof payeeEditSubmitted>): SagaIterator {
  yield* putOutcome(
    call(updatePayee, payload, payload.changes),
    () => payeeEdited(payload.id),
    (error) => payeeEditFailed({ id: payload.id, error }),
  );
}

/**
 * The same creation the payment journey uses (group, payee, passcode), with the CoP choice sent along.
 * New account details for an existing payee are saved as a new payee (so Confirmation of Payee runs on
 * them); the old one is removed only once the new one may be paid, so the customer is never left without.
 */
function* addPayee({ payload }: ReturnType<typeof payeeCreateSubmitted>): SagaIterator {
  try {
    const { cop }: PaymentsState = yield select(selectPayments);
    const created: { needsAuthoriser: boolean } = yield call(createPayee, payload.details, { status: cop.status, selection: cop.selectionStatus });
    let replaced: PayeeReplaced | undefined;
    if (payload.replaces && !created.needsAuthoriser) {
      try {
        yield call(deletePayee, payload.replaces);
        replaced = { status: 'removed' };
      } catch (error) {
        replaced = { status: 'failed', error: errorDetails(error) };
      }
    }
    yield put(payeeCreated({ needsAuthoriser: created.needsAuthoriser, replaced }));
  } catch (error) {
    yield put(payeeCreateFailed(errorDetails(error)));
  }
}

export function* paymentsSaga(): SagaIterator {
  yield takeLeading(payeeDeleteRequested.type, untilSessionEnds(removePayee));
  yield takeLeading(payeeEditSubmitted.type, untilSessionEnds(editPayee));
  yield takeLeading(payeeCreateSubmitted.type, untilSessionEnds(addPayee));
  yield takeLatest(upcomingRequested.type, untilSessionEnds(loadUpcoming));
  yield takeLeading(cancelRequested.type, untilSessionEnds(cancelUpcoming));
  yield takeLeading(editSubmitted.type, untilSessionEnds(editUpcoming));
  yield takeLatest(payeesRequested.type, untilSessionEnds(loadPayees));
  // After a change the list is read again in its own task: inside the change's (one at a time) a slow
  // re-read would swallow the customer's next delete or edit, leaving it on "Deleting…" for good.
  yield takeLatest([payeeDeleted.type, payeeEdited.type, payeeCreated.type], untilSessionEnds(loadPayees));
  yield takeLatest(limitsRequested.type, untilSessionEnds(loadLimits));
  // A payment, a change to an upcoming one, an approval elsewhere in the app: today's use of the limits moved.
  yield takeLatest(moneyMoved.type, untilSessionEnds(refreshLimits));
  yield takeLatest(sortCodeEntered.type, untilSessionEnds(checkSortCode));
  yield takeLatest(copRequested.type, untilSessionEnds(checkPayeeName));
  yield takeLeading(paymentSubmitted.type, untilSessionEnds(prepare));
  yield takeLeading(paymentConfirmClicked.type, untilSessionEnds(confirm));
  yield takeLeading(internationalSubmitted.type, untilSessionEnds(sendInternational));
}
