import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DigxErrorDetails } from '@/shared/api/DigxError';
import { entitySwitched, sessionEnded } from '@/shared/events';
import type { LoadStatus } from '@/shared/lib/loadStatus';
import { NO_FILTERS, removeFilter, type FilterKey } from './filters';
import type { DayRange } from './searchWindow';
import type { ExportFormat, Transaction, TransactionAccount, TransactionFilters } from './types';

/**
 * The open account's transaction list and its export, each a small machine:
 * - list: idle → loading → succeeded | failed; `earlier` is the "show earlier transactions" step;
 * - export: idle → running (with progress) → done | failed | cancelled.
 *
 * Rows are a plain array, newest first, not an entity adapter: the list only ever shows them in that
 * order, and 10 000 rows go in and out in one piece (a search, a new date range), never one by one.
 */
export interface ExportState {
  status: 'idle' | 'running' | 'done' | 'failed' | 'cancelled';
  format?: ExportFormat;
  /** Six-month chunks fetched so far, and how many there are. */
  done: number;
  total: number;
  fileName?: string;
  rowCount?: number;
  error?: DigxErrorDetails;
}

export interface TransactionsState {
  account: TransactionAccount | null;
  status: LoadStatus;
  rows: Transaction[];
  /** The dates the rows cover; while loading, how far back the search has reached so far. */
  window: DayRange | null;
  /** True when nothing earlier can be asked for (the opening date, 2016, or a chosen range). */
  atFloor: boolean;
  openingBalance: number | null;
  closingBalance: number | null;
  error?: DigxErrorDetails;
  earlier: { status: LoadStatus; error?: DigxErrorDetails };
  filters: TransactionFilters;
  /** The search and dates the loaded rows answer: a change to either needs the bank again. */
  loadedFor: Pick<TransactionFilters, 'search' | 'datesStartEnd'>;
  export: ExportState;
  /** Whether the balance and where-it-went charts are shown (issue 30): the customer's choice, kept across accounts. */
  chartsShown: boolean;
  /** The few latest entries per account (searchBy LNT), shown in the overview's account panel. */
  latest: Record<string, { status: LoadStatus; rows: Transaction[]; error?: DigxErrorDetails }>;
}

const IDLE_EXPORT: ExportState = { status: 'idle', done: 0, total: 0 };

const initialState: TransactionsState = {
  account: null,
  status: 'idle',
  rows: [],
  window: null,
  atFloor: false,
  openingBalance: null,
  closingBalance: null,
  earlier: { status: 'idle' },
  filters: NO_FILTERS,
  loadedFor: { search: '', datesStartEnd: null },
  export: IDLE_EXPORT,
  chartsShown: true,
  latest: {},
};

export interface LoadedPayload {
  rows: Transaction[];
  window: DayRange;
  atFloor: boolean;
  openingBalance: number | null;
  closingBalance: number | null;
  loadedFor: TransactionsState['loadedFor'];
}

export const transactionsSlice = createSlice({
  name: 'transactions',
  initialState,
  reducers: {
    /** The screen opened an account: a new account starts from no filters. */
    transactionsOpened(state, { payload }: PayloadAction<{ account: TransactionAccount }>) {
      if (state.account?.id !== payload.account.id) return { ...initialState, latest: state.latest, chartsShown: state.chartsShown, account: payload.account };
      state.account = payload.account;
      return undefined;
    },
    transactionsClosed(state) {
      return { ...initialState, latest: state.latest, chartsShown: state.chartsShown };
    },
    chartsToggled(state) {
      state.chartsShown = !state.chartsShown;
    },
    transactionsLoadStarted(state) {
      state.status = 'loading';
      state.error = undefined;
      state.window = null;
      state.earlier = { status: 'idle' };
    },
    /** A search still finding nothing has reached further back. */
    transactionsWindowWidened(state, { payload }: PayloadAction<DayRange>) {
      state.window = payload;
    },
    transactionsLoaded(state, { payload }: PayloadAction<LoadedPayload>) {
      Object.assign(state, payload, { status: 'succeeded' as const, error: undefined });
    },
    transactionsFailed(state, { payload }: PayloadAction<DigxErrorDetails>) {
      state.status = 'failed';
      state.error = payload;
      state.rows = [];
    },
    transactionsRetried(state) {
      state.error = undefined;
    },
    earlierRequested(state) {
      state.earlier = { status: 'loading' };
    },
    earlierLoaded(state, { payload }: PayloadAction<{ rows: Transaction[]; window: DayRange; atFloor: boolean; openingBalance: number | null }>) {
      state.rows = state.rows.concat(payload.rows);
      state.window = payload.window;
      state.atFloor = payload.atFloor;
      state.openingBalance = payload.openingBalance;
      state.earlier = { status: 'succeeded' };
    },
    earlierFailed(state, { payload }: PayloadAction<DigxErrorDetails>) {
      state.earlier = { status: 'failed', error: payload };
    },
    /** Every keystroke in the search box; the saga waits 300 ms and decides (filters.ts searchDecision). */
    searchTyped(_state, _action: PayloadAction<string>) {},
    filtersChanged(state, { payload }: PayloadAction<TransactionFilters>) {
      state.filters = payload;
    },
    filterRemoved(state, { payload }: PayloadAction<FilterKey>) {
      state.filters = removeFilter(state.filters, payload);
    },
    filtersCleared(state) {
      state.filters = NO_FILTERS;
    },
    /** `balanceChart`: the PDF's "Balance history" block is asked for (issue 30); false for every other format. */
    exportRequested(state, { payload }: PayloadAction<{ format: ExportFormat; range: DayRange; balanceChart: boolean }>) {
      if (state.export.status === 'running') return;
      state.export = { status: 'running', format: payload.format, done: 0, total: 0 };
    },
    exportProgressed(state, { payload }: PayloadAction<{ done: number; total: number }>) {
      state.export.done = payload.done;
      state.export.total = payload.total;
    },
    exportFinished(state, { payload }: PayloadAction<{ fileName: string; rowCount: number }>) {
      state.export = { ...state.export, status: 'done', ...payload };
    },
    exportFailed(state, { payload }: PayloadAction<DigxErrorDetails>) {
      state.export = { ...state.export, status: 'failed', error: payload };
    },
    exportCancelled(state) {
      if (state.export.status === 'running') state.export = { ...state.export, status: 'cancelled' };
    },
    exportDismissed(state) {
      state.export = IDLE_EXPORT;
    },
    latestRequested(state, { payload }: PayloadAction<{ account: TransactionAccount }>) {
      state.latest[payload.account.id] = { status: 'loading', rows: state.latest[payload.account.id]?.rows ?? [] };
    },
    latestLoaded(state, { payload }: PayloadAction<{ accountId: string; rows: Transaction[] }>) {
      state.latest[payload.accountId] = { status: 'succeeded', rows: payload.rows };
    },
    latestFailed(state, { payload }: PayloadAction<{ accountId: string; error: DigxErrorDetails }>) {
      state.latest[payload.accountId] = { status: 'failed', rows: [], error: payload.error };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, () => initialState).addCase(entitySwitched, () => initialState);
  },
});

export const {
  transactionsOpened,
  transactionsClosed,
  transactionsLoadStarted,
  transactionsWindowWidened,
  transactionsLoaded,
  transactionsFailed,
  transactionsRetried,
  chartsToggled,
  earlierRequested,
  earlierLoaded,
  earlierFailed,
  searchTyped,
  filtersChanged,
  filterRemoved,
  filtersCleared,
  exportRequested,
  exportProgressed,
  exportFinished,
  exportFailed,
  exportCancelled,
  exportDismissed,
  latestRequested,
  latestLoaded,
  latestFailed,
} = transactionsSlice.actions;
