/**
 * /settings/authorisations (issue 10): the pending list, and a decision over one or several items. The
 * items are decided one after another (several carry X-MULTIAPPROVAL, so one passcode covers the batch);
 * each outcome is kept, a failure stops nothing else, and an item is never sent twice: the slice refuses
 * a second decision while one runs, and the bank refuses an item already decided. Afterwards the list
 * and the menu's count are read again (apart from the decision, so a slow read never holds up the next
 * one), so what the screen shows is the bank's word.
 * Started with the authorisations screen (useFeatureSaga), not at login.
 */
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { errorDetails } from '@/shared/api/errorDetails';
import { moneyMoved } from '@/shared/events';
import { putOutcome } from '@/shared/sagas/putOutcome';
import { untilSessionEnds } from '@/shared/sagas/untilSessionEnds';
import { decideApproval, fetchPendingApprovals } from './api';
import { fetchApprovalCount } from './approvalCount';
import { releasesMoney } from './rules';
import {
  approvalCountLoaded,
  approvalsFailed,
  approvalsLoaded,
  approvalsRequested,
  decisionFinished,
  decisionRequested,
  itemDecided,
  selectApprovals,
  type ApprovalsState,
} from './slice';
import type { ApprovalItem } from './types';

function* loadPending(): SagaIterator {
  yield* putOutcome(call(fetchPendingApprovals), approvalsLoaded, approvalsFailed);
}

function* refreshCount(): SagaIterator {
  try {
    yield put(approvalCountLoaded(yield call(fetchApprovalCount)));
  } catch {
    // The menu keeps its last count (SPEC.md section 8 "Silent failures").
  }
}

function* decide({ payload }: ReturnType<typeof decisionRequested>): SagaIterator {
  const { decision, list }: ApprovalsState = yield select(selectApprovals);
  if (decision.status !== 'deciding') return;
  const several = payload.ids.length > 1;
  let released = false;
  for (const id of payload.ids) {
    const item = list.items.find((i) => i.id === id);
    try {
      const answered: ApprovalItem | undefined = yield call(decideApproval, id, payload.action, payload.remarks, several);
      yield put(itemDecided({ id, item, result: 'done' }));
      released ||= releasesMoney(payload.action, item, answered);
    } catch (error) {
      yield put(itemDecided({ id, item, result: 'failed', error: errorDetails(error) }));
    }
  }
  yield put(decisionFinished());
  // Once for the batch: the balances and the limits are read again after the last item, not after each.
  if (released) yield put(moneyMoved());
}

/**
 * After each decision, its own task: the decision is over as soon as its outcomes are shown, so the next one
 * may start while the count and the list are still being read (a slow read must not swallow it), and a newer
 * decision's refresh replaces an older one still running.
 */
function* refreshAfterDecision(): SagaIterator {
  yield call(refreshCount);
  yield call(loadPending);
}

export function* authorisationsSaga(): SagaIterator {
  yield takeLatest(approvalsRequested.type, untilSessionEnds(loadPending));
  yield takeLeading(decisionRequested.type, untilSessionEnds(decide));
  yield takeLatest(decisionFinished.type, untilSessionEnds(refreshAfterDecision));
}
