/**
 * Tracking uploaded files (issue 9 "Track"), top to bottom:
 * - the list: one page of the files uploaded in the chosen window, ending today in London;
 * - one file: its summary and its first page of records side by side, then other pages on demand;
 * - a download: the response file or the XML error log, saved as the bank names it.
 * Reading calls only: a newer request replaces one in flight (takeLatest); downloads go one at a time.
 */
import type { SagaIterator } from 'redux-saga';
import { all, call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { errorDetails } from '@/shared/api/errorDetails';
import { londonToday } from '@/shared/lib/london';
import { base64ToBlob, downloadBlob, safeFileName } from '@/shared/lib/download';
import { putOutcome } from '@/shared/sagas/putOutcome';
import { untilSessionEnds } from '@/shared/sagas/untilSessionEnds';
import { fetchBulkFile, fetchBulkFiles, fetchBulkRecords, fetchResponseFile, type BulkDocument, type FilePage } from '../api';
import type { BulkFile, BulkRecord } from '../types';
import { fileWindowRange } from './fileWindow';
import {
  downloadDone,
  downloadFailed,
  downloadRequested,
  fileFailed,
  fileLoaded,
  fileOpened,
  filesFailed,
  filesLoaded,
  filesRequested,
  recordsFailed,
  recordsLoaded,
  recordsRequested,
} from './filesSlice';

function* loadFiles({ payload }: ReturnType<typeof filesRequested>): SagaIterator {
  try {
    const today: string = yield call(londonToday);
    const page: FilePage<BulkFile> = yield call(fetchBulkFiles, fileWindowRange(payload.window, today), payload.page);
    yield put(filesLoaded({ ...payload, ...page }));
  } catch (error) {
    yield put(filesFailed({ ...payload, error: errorDetails(error) }));
  }
}

function* loadFile(id: string): SagaIterator {
  yield* putOutcome(call(fetchBulkFile, id), (file: BulkFile | null) => fileLoaded({ id, file }), (error) => fileFailed({ id, error }));
}

function* loadRecords({ payload }: ReturnType<typeof recordsRequested>): SagaIterator {
  const { id, page } = payload;
  yield* putOutcome(
    call(fetchBulkRecords, id, page),
    (records: FilePage<BulkRecord>) => recordsLoaded({ id, page, ...records }),
    (error) => recordsFailed({ id, page, error }),
  );
}

function* openFile({ payload }: ReturnType<typeof fileOpened>): SagaIterator {
  yield all([call(loadFile, payload.id), call(loadRecords, recordsRequested({ id: payload.id, page: 1 }))]);
}

/** The bank's document, saved under its own name; a file the bank cannot give is the page's message. */
function* download({ payload }: ReturnType<typeof downloadRequested>): SagaIterator {
  try {
    const document: BulkDocument = yield call(fetchResponseFile, payload.id, payload.kind === 'errorLog');
    const blob: Blob = yield call(base64ToBlob, document.base64, document.contentType);
    yield call(downloadBlob, blob, safeFileName(document.name));
    yield put(downloadDone({ kind: payload.kind }));
  } catch (error) {
    yield put(downloadFailed({ kind: payload.kind, error: errorDetails(error) }));
  }
}

export function* bulkFilesSaga(): SagaIterator {
  yield takeLatest(filesRequested.type, untilSessionEnds(loadFiles));
  yield takeLatest(fileOpened.type, untilSessionEnds(openFile));
  yield takeLatest(recordsRequested.type, untilSessionEnds(loadRecords));
  yield takeLeading(downloadRequested.type, untilSessionEnds(download));
}
