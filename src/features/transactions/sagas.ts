/**
 * The transaction list's flows (SPEC.md sections 4, 5 and 9), top to bottom:
 * - opening an account, a new search or new dates loads the window (searchWindow.ts), widening step by step
 *   while nothing is found, until the opening date;
 * - the search box settles 300 ms after the last key; under 3 characters it is ignored, empty clears it;
 * - "Show earlier transactions" fetches one more step;
 * - an export fetches its period in six-month chunks, with progress and a cancel, builds the file with a
 *   format module loaded only now (and, for a PDF that asks for it, the balance history worked out from the
 *   rows fetched), and hands it to the browser.
 * This file is in the initial bundle (the root saga spawns it): it imports no moment and no export library.
 */
import type { SagaIterator } from 'redux-saga';
import { mark, measure } from '@/shared/lib/userTiming';
import { call, cancelled, debounce, put, race, select, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { errorDetails } from '@/shared/api/errorDetails';
import { londonToday } from '@/shared/lib/london';
import { putOutcome } from '@/shared/sagas/putOutcome';
import { untilSessionEnds } from '@/shared/sagas/untilSessionEnds';
import { fetchHistory, fetchLatest, type HistoryPage } from './api';
import { filterTransactions, needsRefetch, searchDecision, SEARCH_DELAY_MS } from './filters';
import { chosenWindow, defaultWindow, initialSearchWindow, reachedFloor, sixMonthChunks, widen, windowAccount, type DayRange } from './searchWindow';
import { selectTransactionsState } from './selectors';
import {
  earlierFailed,
  earlierLoaded,
  earlierRequested,
  exportCancelled,
  exportFailed,
  exportFinished,
  exportProgressed,
  exportRequested,
  filterRemoved,
  filtersChanged,
  filtersCleared,
  latestFailed,
  latestLoaded,
  latestRequested,
  searchTyped,
  transactionsClosed,
  transactionsFailed,
  transactionsLoaded,
  transactionsLoadStarted,
  transactionsOpened,
  transactionsRetried,
  transactionsWindowWidened,
  type TransactionsState,
} from './slice';
import type { ExportFile, TransactionAccount } from './types';

/** The rows of one window, from the bank. */
function* fetchWindow(account: TransactionAccount, window: DayRange, search: string): SagaIterator<HistoryPage> {
  return (yield call(fetchHistory, account, window, search || undefined)) as HistoryPage;
}

/** Loads what the current search and dates ask for. */
function* loadList(): SagaIterator {
  const state: TransactionsState = yield select(selectTransactionsState);
  const { account, filters } = state;
  if (!account) return;
  const loadedFor = { search: filters.search, datesStartEnd: filters.datesStartEnd };
  yield put(transactionsLoadStarted());
  const today = londonToday();
  try {
    if (filters.datesStartEnd) {
      // A chosen range is fetched as it is; there is nothing "earlier" inside it to offer.
      const window = chosenWindow(windowAccount(account), filters.datesStartEnd, today);
      const page: HistoryPage = window ? yield call(fetchWindow, account, window, filters.search) : { rows: [], openingBalance: null, closingBalance: null };
      yield put(transactionsLoaded({ ...page, window: window ?? filters.datesStartEnd, atFloor: true, loadedFor }));
      return;
    }
    let window = filters.search ? initialSearchWindow(windowAccount(account), today) : defaultWindow(windowAccount(account), today);
    let page: HistoryPage = yield call(fetchWindow, account, window, filters.search);
    const closingBalance = page.closingBalance;
    // Nothing yet: look further back, a step at a time, until something turns up or the account's opening.
    for (let next = widen(windowAccount(account), window); page.rows.length === 0 && next; next = widen(windowAccount(account), window)) {
      yield put(transactionsWindowWidened(next.window));
      page = yield call(fetchWindow, account, next.slice, filters.search);
      window = next.window;
    }
    yield put(transactionsLoaded({ ...page, closingBalance, window, atFloor: reachedFloor(windowAccount(account), window), loadedFor }));
  } catch (error) {
    yield put(transactionsFailed(errorDetails(error)));
  }
}

/** Opening, retrying, or a filter change the loaded rows cannot answer. */
function* reloadIfNeeded(action: { type: string }): SagaIterator {
  const state: TransactionsState = yield select(selectTransactionsState);
  const always = transactionsOpened.match(action) || transactionsRetried.match(action);
  if (always || needsRefetch(state.loadedFor, state.filters) || state.status === 'failed') {
    yield race({ load: call(loadList), closed: take(transactionsClosed.type) });
  }
}

/** One more widening step below the loaded rows. */
function* loadEarlier(): SagaIterator {
  const state: TransactionsState = yield select(selectTransactionsState);
  const { account, window, filters } = state;
  const next = account && window ? widen(windowAccount(account), window) : undefined;
  if (!account || !next) return;
  yield* putOutcome(
    call(fetchWindow, account, next.slice, filters.search),
    (page: HistoryPage) => earlierLoaded({ rows: page.rows, window: next.window, atFloor: reachedFloor(windowAccount(account), next.window), openingBalance: page.openingBalance }),
    earlierFailed,
  );
}

/** The search box has been still for 300 ms. */
function* settleSearch({ payload }: ReturnType<typeof searchTyped>): SagaIterator {
  const { filters }: TransactionsState = yield select(selectTransactionsState);
  const decision = searchDecision(payload);
  if (decision.kind === 'apply' && decision.search !== filters.search) yield put(filtersChanged({ ...filters, search: decision.search }));
  if (decision.kind === 'clear' && filters.search) yield put(filtersChanged({ ...filters, search: '' }));
}

/** The export format modules (and papaparse, xlsx, jspdf with them) load only here, on the first export. */
function* buildFile(format: Parameters<typeof exportRequested>[0]['format'], ...args: Parameters<import('./export/loadFormat').Builder>): SagaIterator<ExportFile> {
  const { loadFormat }: typeof import('./export/loadFormat') = yield call(() => import(/* webpackChunkName: "export" */ './export/loadFormat'));
  const build: import('./export/loadFormat').Builder = yield call(loadFormat, format);
  return (yield call(build, ...args)) as ExportFile;
}

/** The PDF's "Balance history" block, loaded with the export code: nothing of it weighs on the list. */
function* balanceChartOf(input: import('./export/balanceChartBlock').BalanceChartInput): SagaIterator<import('./export/balanceChartBlock').BalanceChartBlock> {
  const { balanceChartBlock }: typeof import('./export/balanceChartBlock') = yield call(() => import(/* webpackChunkName: "export" */ './export/balanceChartBlock'));
  return balanceChartBlock(input);
}

function* runExport({ payload }: ReturnType<typeof exportRequested>): SagaIterator {
  const state: TransactionsState = yield select(selectTransactionsState);
  const { account, filters } = state;
  if (!account) return;
  const today = londonToday();
  const window = chosenWindow(windowAccount(account), payload.range, today);
  try {
    const chunks = window ? sixMonthChunks(window) : [];
    const pages: HistoryPage[] = [];
    yield put(exportProgressed({ done: 0, total: chunks.length }));
    for (const [i, chunk] of chunks.entries()) {
      pages.push(yield call(fetchWindow, account, chunk, filters.search));
      yield put(exportProgressed({ done: i + 1, total: chunks.length }));
    }
    // Chunks come oldest first; each page is newest first. Files read oldest first, as a statement does.
    const rows = filterTransactions(pages.flatMap((p) => p.rows), { ...filters, datesStartEnd: null }).slice().reverse();
    rows.sort((a, b) => a.timeStamp - b.timeStamp);
    const period = {
      start: window?.start ?? payload.range.start,
      end: window?.end ?? payload.range.end,
      openingBalance: pages[0]?.openingBalance ?? null,
      closingBalance: pages.at(-1)?.closingBalance ?? null,
    };
    mark('export:fetched');
    // Inside the build's measure, so the bench's PDF figure includes the walk. Every fetched entry, before
    // the list's filters: the balance moves with each of them, whichever the table lists.
    const options: import('./export/loadFormat').BuildOptions = {};
    if (payload.format === 'pdf' && payload.balanceChart) {
      options.balanceChart = yield call(balanceChartOf, {
        rows: pages.flatMap((p) => p.rows),
        search: filters.search,
        range: window,
        today,
        currentBalance: account.balance.amount,
        bankClosingBalance: period.closingBalance,
      });
    }
    const file: ExportFile = yield call(buildFile, payload.format, rows, account, period, new Date(), options);
    mark('export:built');
    measure(`export:build:${payload.format}:${rows.length}`, 'export:fetched', 'export:built');
    const { downloadBlob }: typeof import('@/shared/lib/download') = yield call(() => import('@/shared/lib/download'));
    yield call(downloadBlob, file.data, file.fileName);
    yield put(exportFinished({ fileName: file.fileName, rowCount: rows.length }));
  } catch (error) {
    yield put(exportFailed(errorDetails(error)));
  } finally {
    if ((yield cancelled()) as boolean) yield put(exportCancelled());
  }
}

/** How many entries the account panel previews. */
export const LATEST_COUNT = 5;

/** The account panel's preview: the last few entries, whatever their date (searchBy LNT). */
function* loadLatest({ payload }: ReturnType<typeof latestRequested>): SagaIterator {
  yield* putOutcome(
    call(fetchLatest, payload.account, LATEST_COUNT),
    (page: HistoryPage) => latestLoaded({ accountId: payload.account.id, rows: page.rows }),
    (error) => latestFailed({ accountId: payload.account.id, error }),
  );
}

function* exportUntilCancelled(action: ReturnType<typeof exportRequested>): SagaIterator {
  yield race({ done: call(runExport, action), cancelled: take([exportCancelled.type, transactionsClosed.type]) });
}

export function* transactionsSaga(): SagaIterator {
  yield takeLatest(
    [transactionsOpened.type, transactionsRetried.type, filtersChanged.type, filterRemoved.type, filtersCleared.type],
    untilSessionEnds(reloadIfNeeded),
  );
  yield takeLeading(earlierRequested.type, untilSessionEnds(loadEarlier));
  yield debounce(SEARCH_DELAY_MS, searchTyped.type, settleSearch);
  yield takeEvery(latestRequested.type, untilSessionEnds(loadLatest));
  // Leading: a second click while an export runs starts nothing.
  yield takeLeading(exportRequested.type, untilSessionEnds(exportUntilCancelled));
}
