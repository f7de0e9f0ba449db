import type { SagaIterator } from 'redux-saga';
import { call, put, race, take, takeEvery, takeLatest } from 'redux-saga/effects';
import { errorDetails } from '@/shared/api/errorDetails';
import { sessionEnded } from '@/shared/events';
import { londonToday } from '@/shared/lib/london';
import { downloadBlob } from '@/shared/lib/download';
import { fetchStatementDocument, fetchStatements } from './api';
import {
  statementDownloaded,
  statementDownloadFailed,
  statementDownloadRequested,
  statementsFailed,
  statementsLoaded,
  statementsRequested,
} from './slice';

/** An answer arriving after logout must not refill the emptied slice. */
function untilSessionEnds<A>(worker: (action: A) => SagaIterator) {
  return function* guarded(action: A): SagaIterator {
    yield race({ done: call(worker, action), ended: take(sessionEnded.type) });
  };
}

function* loadStatements({ payload }: ReturnType<typeof statementsRequested>): SagaIterator {
  try {
    const today: string = yield call(londonToday);
    const statements = yield call(fetchStatements, payload.accountId, today);
    yield put(statementsLoaded({ accountId: payload.accountId, statements }));
  } catch (error) {
    yield put(statementsFailed({ accountId: payload.accountId, error: errorDetails(error) }));
  }
}

/** Documents being fetched (`inFlight`): a second request for one of them is dropped, never sent twice at once. */
function* downloadStatement(inFlight: Set<string>, { payload }: ReturnType<typeof statementDownloadRequested>): SagaIterator {
  const { accountId, documentId, fileName } = payload;
  if (inFlight.has(documentId)) return;
  inFlight.add(documentId);
  try {
    const blob: Blob = yield call(fetchStatementDocument, accountId, documentId);
    yield call(downloadBlob, blob, fileName);
    yield put(statementDownloaded({ documentId }));
  } catch (error) {
    yield put(statementDownloadFailed({ documentId, error: errorDetails(error) }));
  } finally {
    inFlight.delete(documentId);
  }
}

export function* statementsSaga(): SagaIterator {
  // Latest: another account (or a retry) replaces the list being loaded.
  yield takeLatest(statementsRequested.type, untilSessionEnds(loadStatements));
  const inFlight = new Set<string>();
  yield takeEvery(
    statementDownloadRequested.type,
    untilSessionEnds((action: ReturnType<typeof statementDownloadRequested>) => downloadStatement(inFlight, action)),
  );
}
