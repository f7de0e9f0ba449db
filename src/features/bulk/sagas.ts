/**
 * The bulk feature's flows, started with its lazy screens (useFeatureSaga): the upload (verify, confirm,
 * track), the file list and details, and the word that a file's money has left. Spawned, so one failing cannot
 * stop the others.
 */
import type { SagaIterator } from 'redux-saga';
import { spawn } from 'redux-saga/effects';
import { bulkFilesSaga } from './files/filesSagas';
import { paidFilesSaga } from './files/paidFilesSaga';
import { bulkUploadSaga } from './upload/uploadSagas';

export function* bulkSaga(): SagaIterator {
  yield spawn(bulkUploadSaga);
  yield spawn(bulkFilesSaga);
  yield spawn(paidFilesSaga);
}
