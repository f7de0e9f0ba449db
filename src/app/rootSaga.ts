import { spawn } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { bankStatusSaga } from '@/features/bankStatus/sagas';
import { credentialsSaga } from '@/features/credentials/sagas';

/** Each feature is spawned, so one crashing saga cannot stop the others. */
export function* rootSaga(): SagaIterator {
  yield spawn(bankStatusSaga);
  yield spawn(credentialsSaga);
}
