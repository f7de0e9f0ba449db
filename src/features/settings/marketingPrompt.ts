import type { SagaIterator } from 'redux-saga';
import { put, take } from 'redux-saga/effects';
import { sessionStarted } from '@/shared/events';
import { marketingPromptDue } from './slice';

/**
 * SPEC.md section 4 "Marketing modal": the consent modal follows a login. A reload that finds the session
 * alive is not a login, so only a session started after the login action (passed in by the app, which
 * may name another feature's action) makes the check due; the check and the modal load with the shell.
 * It runs from the start, so it is kept this small: the login page's bundle carries it.
 */
export function* marketingPromptSaga(loginActionType: string): SagaIterator {
  for (;;) {
    yield take(loginActionType);
    yield take(sessionStarted.type);
    yield put(marketingPromptDue());
  }
}
