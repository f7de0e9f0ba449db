import type { SagaIterator } from 'redux-saga';
import { put, takeEvery } from 'redux-saga/effects';
import { sessionStarted } from '@/shared/events';
import { marketingPromptDue } from './slice';

/**
 * SPEC.md section 4 "Marketing modal": the consent modal follows a login. A reload that finds the session
 * alive is not a login, so only a session started by a login makes the check due; the check and the modal
 * load with the shell.
 */
export function* marketingPromptSaga(): SagaIterator {
  yield takeEvery(sessionStarted.type, function* due({ payload }: ReturnType<typeof sessionStarted>) {
    if (payload.afterLogin) yield put(marketingPromptDue());
  });
}
