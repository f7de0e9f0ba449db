import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { errorDetails, mayHaveReachedTheBank } from '@/shared/api/errorDetails';
import { putOutcome } from '@/shared/sagas/putOutcome';
import { untilSessionEnds } from '@/shared/sagas/untilSessionEnds';
import { fetchIssuedCheques, postBookRequest, prepareBookRequest } from './api';
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

function* loadChequeStatus({ payload }: ReturnType<typeof chequeStatusRequested>): SagaIterator {
  const errors = validateChequeRange(payload.start, payload.end);
  const invalid = errors.start ?? errors.end;
  if (invalid) {
    yield put(chequeStatusFailed({ kind: 'business', message: invalid }));
    return;
  }
  yield* putOutcome(call(fetchIssuedCheques, payload.accountId, payload.start, payload.end), chequeStatusLoaded, chequeStatusFailed);
}

export function* accountServicesSaga(): SagaIterator {
  // Leading: a double click sends one request.
  yield takeLeading(bookRequestSubmitted.type, untilSessionEnds(requestBook));
  yield takeLatest(chequeStatusRequested.type, untilSessionEnds(loadChequeStatus));
}
