/**
 * The bulk feature's flows, started with its lazy screens (useFeatureSaga): the upload (verify, confirm,
 * track) and the file list and details. Spawned, so one failing cannot stop the other.
 */
import type { SagaIterator } from 'redux-saga';
import { spawn } from 'redux-saga/effects';
import { bulkFilesSaga } from './files/filesSagas';
import { bulkUploadSaga } from './upload/uploadSagas';

export function* bulkSaga(): SagaIterator {
  yield spawn(bulkUploadSaga);
  yield spawn(bulkFilesSaga);
}
