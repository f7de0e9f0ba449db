import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DigxErrorDetails } from '@/shared/api/DigxError';
import { entitySwitched, sessionEnded } from '@/shared/events';
import type { LoadStatus } from '@/shared/lib/loadStatus';
import type { Statement } from './types';

/**
 * One account's statement list (idle → loading → succeeded | failed) and each document's download
 * (downloading → done | failed), keyed by document id so a failed download keeps the list.
 */
export interface StatementListState {
  status: LoadStatus;
  accountId?: string;
  /** Newest first. */
  statements: Statement[];
  error?: DigxErrorDetails;
}

export interface StatementDownloadState {
  status: 'downloading' | 'done' | 'failed';
  error?: DigxErrorDetails;
}

export interface StatementsState {
  list: StatementListState;
  downloads: Record<string, StatementDownloadState>;
}

const initialState: StatementsState = { list: { status: 'idle', statements: [] }, downloads: {} };

export const statementsSlice = createSlice({
  name: 'statements',
  initialState,
  reducers: {
    /** Load (or reload) the account's statements; what was shown for another account goes. */
    statementsRequested: (state, action: PayloadAction<{ accountId: string }>) => {
      state.list = { status: 'loading', accountId: action.payload.accountId, statements: [] };
      state.downloads = {};
    },
    statementsLoaded: (state, action: PayloadAction<{ accountId: string; statements: Statement[] }>) => {
      if (state.list.accountId !== action.payload.accountId) return;
      state.list = { status: 'succeeded', accountId: action.payload.accountId, statements: action.payload.statements };
    },
    statementsFailed: (state, action: PayloadAction<{ accountId: string; error: DigxErrorDetails }>) => {
      if (state.list.accountId !== action.payload.accountId) return;
      state.list = { status: 'failed', accountId: action.payload.accountId, statements: [], error: action.payload.error };
    },
    /** The customer asked for one statement's PDF; the file name is the screen's (it knows the account number). */
    statementDownloadRequested: (state, action: PayloadAction<{ accountId: string; documentId: string; fileName: string }>) => {
      state.downloads[action.payload.documentId] = { status: 'downloading' };
    },
    statementDownloaded: (state, action: PayloadAction<{ documentId: string }>) => {
      if (state.downloads[action.payload.documentId]) state.downloads[action.payload.documentId] = { status: 'done' };
    },
    statementDownloadFailed: (state, action: PayloadAction<{ documentId: string; error: DigxErrorDetails }>) => {
      if (state.downloads[action.payload.documentId]) state.downloads[action.payload.documentId] = { status: 'failed', error: action.payload.error };
    },
  },
  extraReducers: (builder) => builder.addCase(sessionEnded, () => initialState).addCase(entitySwitched, () => initialState),
});

export const { statementsRequested, statementsLoaded, statementsFailed, statementDownloadRequested, statementDownloaded, statementDownloadFailed } =
  statementsSlice.actions;
