import { spawn } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { sessionSaga } from '@/features/session/sagas/sessionSaga';
import { credentialsSaga } from '@/features/credentials/sagas';

/** Each feature is spawned, so one crashing saga cannot stop the others. */
export function* rootSaga(): SagaIterator {
  yield spawn(sessionSaga);
  yield spawn(credentialsSaga);
}
