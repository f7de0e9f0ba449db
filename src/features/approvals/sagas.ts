import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest } from 'redux-saga/effects';
import type { DigxResponse } from '@/shared/api/digxClient';
import { callDigx } from '@/shared/challenge/callDigx';
import { sessionStarted } from '@/shared/events';
import { pendingApprovals, type ApprovalCount } from './rules';
import { approvalCountLoaded } from './slice';

/** Approvers only (SPEC.md section 6): GET cz/v1/transactions/count?countFor=approval. */
function* loadApprovalCount({ payload }: ReturnType<typeof sessionStarted>): SagaIterator {
  if (!payload.permittedFunctions.includes('approver')) return;
  try {
    const { data }: DigxResponse<{ countDTOList?: ApprovalCount[] }> = yield call(callDigx, {
      method: 'GET',
      path: 'cz/v1/transactions/count',
      params: { countFor: 'approval' },
    });
    yield put(approvalCountLoaded(pendingApprovals(data?.countDTOList ?? [])));
  } catch {
    // SPEC.md section 8 "Silent failures": no count, no menu entry.
  }
}

export function* approvalsSaga(): SagaIterator {
  yield takeLatest(sessionStarted.type, loadApprovalCount);
}
