/**
 * A bulk file's payments leave its account some time after the upload (the bank processes it in the background):
 * whenever the app learns a file it saw on its way is now paid (the upload's tracking, the file list, a file's
 * page), it says money moved, so the balances and the day's limits are read again.
 */
import type { SagaIterator } from 'redux-saga';
import { put, take } from 'redux-saga/effects';
import { moneyMoved } from '@/shared/events';
import { newlyPaidFiles, type SeenFile } from '../rules/paidFiles';
import { bulkSubmitted, bulkTracked } from '../upload/uploadSlice';
import { fileLoaded, filesLoaded } from './filesSlice';

type Seen = ReturnType<typeof bulkSubmitted> | ReturnType<typeof bulkTracked> | ReturnType<typeof filesLoaded> | ReturnType<typeof fileLoaded>;

/** Before the bank lists it, a file just sent is on its way. */
const SUBMITTED = 'SUBMITTED';

export function* paidFilesSaga(): SagaIterator {
  let known = new Map<string, string>();
  // The upload's tracking reads the last file sent, by the reference the bank gave it.
  let tracked: string | undefined;
  for (;;) {
    const action: Seen = yield take([bulkSubmitted.type, bulkTracked.type, filesLoaded.type, fileLoaded.type]);
    let seen: SeenFile[] = [];
    if (bulkSubmitted.match(action)) {
      tracked = action.payload.reference;
      seen = [{ id: action.payload.reference, status: SUBMITTED }];
    } else if (bulkTracked.match(action)) {
      seen = tracked ? [{ id: tracked, status: action.payload.fileStatus }] : [];
    } else if (filesLoaded.match(action)) {
      seen = action.payload.items.map((file) => ({ id: file.id, status: file.status }));
    } else if (fileLoaded.match(action) && action.payload.file) {
      seen = [{ id: action.payload.file.id, status: action.payload.file.status }];
    }
    const next = newlyPaidFiles(known, seen);
    known = next.known;
    if (next.paid.length > 0) yield put(moneyMoved());
  }
}
