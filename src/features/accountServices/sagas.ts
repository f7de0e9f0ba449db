import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { errorDetails, mayHaveReachedTheBank } from '@/shared/api/errorDetails';
import { putOutcome } from '@/shared/sagas/putOutcome';
import { untilSessionEnds } from '@/shared/sagas/untilSessionEnds';
import { fetchIssuedCheques, postBookRequest, prepareBookRequest, prepareChequeStatus } from './api';
import { validateChequeRange } from './rules';
import {
  bookRequestFailed,
  bookRequestSent,
  bookRequestSubmitted,
  bookRequestUnsure,
  chequeStatusFailed,
  chequeStatusLoaded,
  chequeStatusRequested,
} from './slice';
import type { Cheque } from './types';


/** The prepare call, then the request itself; a send that may have reached the bank is not a plain failure. */
function* requestBook({ payload }: ReturnType<typeof bookRequestSubmitted>): SagaIterator {
  try {
    yield call(prepareBookRequest, payload.kind, payload.accountId);
  } catch (error) {
    yield put(bookRequestFailed(errorDetails(error)));
    return;
  }
  try {
    const reference: string = yield call(postBookRequest, payload.kind, payload.accountId);
    yield put(bookRequestSent({ reference }));
  } catch (error) {
    const details = errorDetails(error);
    yield put(mayHaveReachedTheBank(details) ? bookRequestUnsure(details) : bookRequestFailed(details));
  }
}

/** The prepare call first, as for a book: a refusal there asks for no cheques. */
function* chequesOfRange(accountId: string, start: string, end: string): SagaIterator<Cheque[]> {
  yield call(prepareChequeStatus, accountId);
  const cheques: Cheque[] = yield call(fetchIssuedCheques, accountId, start, end);
  return cheques;
}

function* loadChequeStatus({ payload }: ReturnType<typeof chequeStatusRequested>): SagaIterator {
  const errors = validateChequeRange(payload.start, payload.end);
  const invalid = errors.start ?? errors.end;
  if (invalid) {
    yield put(chequeStatusFailed({ kind: 'business', message: invalid }));
    return;
  }
  yield* putOutcome(call(chequesOfRange, payload.accountId, payload.start, payload.end), chequeStatusLoaded, chequeStatusFailed);
}

export function* accountServicesSaga(): SagaIterator {
  // Leading: a double click sends one request.
  yield takeLeading(bookRequestSubmitted.type, untilSessionEnds(requestBook));
  yield takeLatest(chequeStatusRequested.type, untilSessionEnds(loadChequeStatus));
}
