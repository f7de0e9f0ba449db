import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest } from 'redux-saga/effects';
import { sessionStarted } from '@/shared/events';
import { untilSessionEnds } from '@/shared/sagas/untilSessionEnds';
import { fetchApprovalCount } from './approvalCount';
import { approvalCountLoaded } from './slice';

/** Approvers only (SPEC.md section 6): GET cz/v1/transactions/count?countFor=approval. */
function* loadApprovalCount({ payload }: ReturnType<typeof sessionStarted>): SagaIterator {
  if (!payload.permittedFunctions.includes('approver')) return;
  try {
    yield put(approvalCountLoaded(yield call(fetchApprovalCount)));
  } catch {
    // SPEC.md section 8 "Silent failures": no count, no menu entry.
  }
}

export function* approvalsSaga(): SagaIterator {
  // A count that answers after the session ended would be the last customer's: it never lands.
  yield takeLatest(sessionStarted.type, untilSessionEnds(loadApprovalCount));
}
