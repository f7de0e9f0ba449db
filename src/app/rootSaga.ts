import { spawn } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { sessionSaga } from '@/features/session/sagas/sessionSaga';

/**
 * Only the session runs from the start: the logged-in app's sagas start with its chunk (loggedInApp.ts), which
 * the session saga loads before it enters a session, and features used only from their own lazy screens
 * (transactions, statements, credentials…) start with those screens: useFeatureSaga.
 */
export function* rootSaga(): SagaIterator {
  yield spawn(sessionSaga);
}
