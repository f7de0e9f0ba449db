import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DigxErrorDetails } from '@/shared/api/DigxError';
import { entitySwitched, sessionEnded } from '@/shared/events';
import type { LoadStatus } from '@/shared/lib/loadStatus';
import type { BulkFile, BulkRecord } from '../types';
import type { BulkDownloadKind } from './fileDisplay';
import { DEFAULT_FILE_WINDOW, type FileWindow } from './fileWindow';
import { selectLazySlice } from '@/shared/state/selectLazySlice';

/**
 * The file list and one file (issue 9 "Track"), each a small state machine:
 * - list: idle → loading → succeeded | failed, for one window (3 months, 6 months, a year) and page;
 * - file: the open file's summary, and its records page by page (loading → succeeded | failed);
 * - download: one at a time (downloading → downloaded | failed); a failure keeps the page as it is.
 * An answer for another page, window or file than the one last asked for is ignored.
 */
export interface BulkFilesState {
  list: { status: LoadStatus; window: FileWindow; page: number; totalCount: number; items: BulkFile[]; error?: DigxErrorDetails };
  file: { id?: string; status: LoadStatus; item?: BulkFile; error?: DigxErrorDetails };
  records: { id?: string; status: LoadStatus; page: number; totalCount: number; items: BulkRecord[]; error?: DigxErrorDetails };
  download: { kind?: BulkDownloadKind; status: 'idle' | 'downloading' | 'downloaded' | 'failed'; error?: DigxErrorDetails };
}

const initialState: BulkFilesState = {
  list: { status: 'idle', window: DEFAULT_FILE_WINDOW, page: 1, totalCount: 0, items: [] },
  file: { status: 'idle' },
  records: { status: 'idle', page: 1, totalCount: 0, items: [] },
  download: { status: 'idle' },
};

export interface FilesPage { window: FileWindow; page: number }

export const bulkFilesSlice = createSlice({
  name: 'bulkFiles',
  initialState,
  reducers: {
    filesRequested(state, { payload }: PayloadAction<FilesPage>) {
      state.list = { ...state.list, status: 'loading', window: payload.window, page: payload.page, error: undefined };
    },
    filesLoaded(state, { payload }: PayloadAction<FilesPage & { totalCount: number; items: BulkFile[] }>) {
      if (payload.window !== state.list.window || payload.page !== state.list.page) return;
      state.list = { ...state.list, status: 'succeeded', totalCount: payload.totalCount, items: payload.items };
    },
    filesFailed(state, { payload }: PayloadAction<FilesPage & { error: DigxErrorDetails }>) {
      if (payload.window !== state.list.window || payload.page !== state.list.page) return;
      state.list = { ...state.list, status: 'failed', error: payload.error };
    },
    /** The file page opened (or Try again): its summary and its first page of records. */
    fileOpened(state, { payload }: PayloadAction<{ id: string }>) {
      state.file = { id: payload.id, status: 'loading' };
      state.records = { id: payload.id, status: 'loading', page: 1, totalCount: 0, items: [] };
      state.download = { status: 'idle' };
    },
    /** `file` null: the bank lists no such file for this session. */
    fileLoaded(state, { payload }: PayloadAction<{ id: string; file: BulkFile | null }>) {
      if (payload.id === state.file.id) state.file = { id: payload.id, status: 'succeeded', item: payload.file ?? undefined };
    },
    fileFailed(state, { payload }: PayloadAction<{ id: string; error: DigxErrorDetails }>) {
      if (payload.id === state.file.id) state.file = { id: payload.id, status: 'failed', error: payload.error };
    },
    recordsRequested(state, { payload }: PayloadAction<{ id: string; page: number }>) {
      state.records = { ...state.records, id: payload.id, status: 'loading', page: payload.page, error: undefined };
    },
    recordsLoaded(state, { payload }: PayloadAction<{ id: string; page: number; totalCount: number; items: BulkRecord[] }>) {
      if (payload.id !== state.records.id || payload.page !== state.records.page) return;
      state.records = { ...state.records, status: 'succeeded', totalCount: payload.totalCount, items: payload.items };
    },
    recordsFailed(state, { payload }: PayloadAction<{ id: string; page: number; error: DigxErrorDetails }>) {
      if (payload.id !== state.records.id || payload.page !== state.records.page) return;
      state.records = { ...state.records, status: 'failed', error: payload.error };
    },
    // The guard drops a second click while a download is on its way (the saga takes the leading one too).
    downloadRequested(state, { payload }: PayloadAction<{ id: string; kind: BulkDownloadKind }>) {
      if (state.download.status === 'downloading') return;
      state.download = { kind: payload.kind, status: 'downloading' };
    },
    downloadDone(state, { payload }: PayloadAction<{ kind: BulkDownloadKind }>) {
      state.download = { kind: payload.kind, status: 'downloaded' };
    },
    downloadFailed(state, { payload }: PayloadAction<{ kind: BulkDownloadKind; error: DigxErrorDetails }>) {
      state.download = { kind: payload.kind, status: 'failed', error: payload.error };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, () => initialState).addCase(entitySwitched, () => initialState);
  },
});

export const {
  filesRequested,
  filesLoaded,
  filesFailed,
  fileOpened,
  fileLoaded,
  fileFailed,
  recordsRequested,
  recordsLoaded,
  recordsFailed,
  downloadRequested,
  downloadDone,
  downloadFailed,
} = bulkFilesSlice.actions;

export type WithBulkFiles = { bulkFiles?: BulkFilesState };
const selectState = selectLazySlice(bulkFilesSlice);
export const selectBulkFileList = (state: WithBulkFiles) => selectState(state).list;
export const selectBulkFile = (state: WithBulkFiles) => selectState(state).file;
export const selectBulkRecords = (state: WithBulkFiles) => selectState(state).records;
export const selectBulkDownload = (state: WithBulkFiles) => selectState(state).download;
