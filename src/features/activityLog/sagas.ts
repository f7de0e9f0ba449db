/**
 * The activity log (issue 10), top to bottom:
 * - the index: the counts per type over the last 6 months, ending today in London;
 * - a type: its items in the chosen window (the last month by default), optionally of one status;
 * - an item: the bank's one item;
 * - a receipt: the open item's PDF, made here in the browser (jspdf arrives with it, on demand).
 * Reading calls only: a newer request replaces one in flight; receipts go one at a time.
 */
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { errorDetails } from '@/shared/api/errorDetails';
import { londonToday } from '@/shared/lib/london';
import { downloadBlob } from '@/shared/lib/download';
import { putOutcome } from '@/shared/sagas/putOutcome';
import { untilSessionEnds } from '@/shared/sagas/untilSessionEnds';
import { fetchActivity, fetchActivityCounts, fetchActivityItem } from './api';
import { countRange, windowRange, type DayRange } from './rules';
import { selectActivityItem } from './selectors';
import {
  activityFailed,
  activityLoaded,
  activityRequested,
  countsFailed,
  countsLoaded,
  countsRequested,
  itemFailed,
  itemLoaded,
  itemOpened,
  receiptFailed,
  receiptRequested,
  receiptSaved,
} from './slice';
import type { ActivityItem } from './types';

function* loadCounts(): SagaIterator {
  try {
    const range: DayRange = countRange(yield call(londonToday));
    const items = yield call(fetchActivityCounts, range);
    yield put(countsLoaded({ range, items }));
  } catch (error) {
    yield put(countsFailed({ error: errorDetails(error) }));
  }
}

function* loadActivity({ payload: query }: ReturnType<typeof activityRequested>): SagaIterator {
  try {
    const range: DayRange = windowRange(query.window, yield call(londonToday));
    const items = yield call(fetchActivity, range, query.type, query.status);
    yield put(activityLoaded({ query, range, items }));
  } catch (error) {
    yield put(activityFailed({ query, error: errorDetails(error) }));
  }
}

function* loadItem({ payload }: ReturnType<typeof itemOpened>): SagaIterator {
  yield* putOutcome(
    call(fetchActivityItem, payload.id),
    (item: ActivityItem) => itemLoaded({ id: payload.id, item }),
    (error) => itemFailed({ id: payload.id, error }),
  );
}

const loadReceiptModule = () => import('./receipt');

/** The item on the page, as a PDF named after its reference. Nothing goes to the bank. */
function* saveReceipt({ payload }: ReturnType<typeof receiptRequested>): SagaIterator {
  try {
    const open: ReturnType<typeof selectActivityItem> = yield select(selectActivityItem);
    if (open.id !== payload.id || !open.item) throw new Error('The item is not open.');
    const { makeReceipt }: Awaited<ReturnType<typeof loadReceiptModule>> = yield call(loadReceiptModule);
    const { blob, fileName }: { blob: Blob; fileName: string } = yield call(makeReceipt, open.item, new Date());
    yield call(downloadBlob, blob, fileName);
    yield put(receiptSaved({ id: payload.id }));
  } catch {
    yield put(receiptFailed({ id: payload.id }));
  }
}

export function* activityLogSaga(): SagaIterator {
  yield takeLatest(countsRequested.type, untilSessionEnds(loadCounts));
  yield takeLatest(activityRequested.type, untilSessionEnds(loadActivity));
  yield takeLatest(itemOpened.type, untilSessionEnds(loadItem));
  yield takeLeading(receiptRequested.type, untilSessionEnds(saveReceipt));
}
