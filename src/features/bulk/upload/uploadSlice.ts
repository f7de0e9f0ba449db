import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DigxErrorDetails } from '@/shared/api/DigxError';
import { entitySwitched, sessionEnded } from '@/shared/events';
import type { BulkOverallStatus } from '../rules/fileStatus';
import type { FileIdentifierMapping } from '../types';
import { selectLazySlice } from '@/shared/state/selectLazySlice';

/**
 * /payments/bulk (SPEC.md section 4 "Bulk upload"): verify, then confirm, then track.
 *
 *   editing → verifying → invalid (the errors) | verified (the summary)
 *   verified → submitting → submitted | failed (refused: back to the form as typed) | unsure (lost in
 *   transit: the bank may have it; never offered again)
 *
 * After a submit, tracking waits 5 s, then reads the file list for that file while a bulk address is
 * open: hasErrors when its status is ERROR. The file itself never enters the store, only its summary.
 */
export type UploadStep = 'editing' | 'verifying' | 'invalid' | 'verified' | 'submitting' | 'submitted' | 'failed' | 'unsure';

export interface BulkUploadSummary {
  fileName: string;
  accountId: string;
  /** 'Stables racing (…1234)', as the form showed it. */
  accountLabel: string;
  /** YYYY-MM-DD. */
  valueDate: string;
  count: number;
  /** Pounds, exact to the penny (added in pence). */
  total: number;
  currency: string;
  payees: number;
}

/** What the verify step needs: the file (base64) and what the form chose. */
export interface BulkVerifyRequest {
  fileName: string;
  fileData: string;
  account: { id: string; customerId: string; partyId: string; label: string; availableBalance: number; currency: string };
  valueDate: string;
}

export interface BulkUploadState {
  mappings: { status: 'idle' | 'loading' | 'succeeded' | 'failed'; items: FileIdentifierMapping[]; error?: DigxErrorDetails };
  step: UploadStep;
  /** Every problem found by verify, in order; the screen shows the first five and counts the rest. */
  errors: string[];
  summary?: BulkUploadSummary;
  submission?: { reference: string; needsAuthoriser: boolean };
  error?: DigxErrorDetails;
  tracking: { status: 'idle' | 'waiting' | 'polling' | 'settled' | 'stopped'; fileStatus?: string; overall?: BulkOverallStatus; hasErrors: boolean };
}

const initialTracking: BulkUploadState['tracking'] = { status: 'idle', hasErrors: false };
const initialState: BulkUploadState = { mappings: { status: 'idle', items: [] }, step: 'editing', errors: [], tracking: initialTracking };

export const bulkUploadSlice = createSlice({
  name: 'bulkUpload',
  initialState,
  reducers: {
    bulkMappingsRequested(state) {
      state.mappings = { ...state.mappings, status: 'loading', error: undefined };
    },
    bulkMappingsLoaded(state, { payload }: PayloadAction<FileIdentifierMapping[]>) {
      state.mappings = { status: 'succeeded', items: payload };
    },
    bulkMappingsFailed(state, { payload }: PayloadAction<DigxErrorDetails>) {
      state.mappings = { status: 'failed', items: [], error: payload };
    },
    bulkVerifyRequested: {
      reducer(state) {
        if (state.step === 'submitting') return;
        Object.assign(state, { step: 'verifying', errors: [], summary: undefined, error: undefined, submission: undefined, tracking: initialTracking });
      },
      prepare: (payload: BulkVerifyRequest) => ({ payload }),
    },
    bulkVerifyFailed(state, { payload }: PayloadAction<string[]>) {
      state.step = 'invalid';
      state.errors = payload;
    },
    bulkVerifyError(state, { payload }: PayloadAction<DigxErrorDetails>) {
      state.step = 'editing';
      state.error = payload;
    },
    bulkVerified(state, { payload }: PayloadAction<BulkUploadSummary>) {
      state.step = 'verified';
      state.summary = payload;
    },
    // Only a verified file may be sent, and only once: a second click finds it already submitting.
    bulkConfirmed(state) {
      if (state.step === 'verified') state.step = 'submitting';
    },
    bulkSubmitted(state, { payload }: PayloadAction<{ reference: string; needsAuthoriser: boolean }>) {
      state.step = 'submitted';
      state.submission = payload;
      state.tracking = { status: 'waiting', hasErrors: false };
    },
    bulkSubmitFailed(state, { payload }: PayloadAction<{ error: DigxErrorDetails; unsure: boolean }>) {
      state.step = payload.unsure ? 'unsure' : 'failed';
      state.error = payload.error;
    },
    bulkTracked(state, { payload }: PayloadAction<{ fileStatus: string; overall: BulkOverallStatus; settled: boolean }>) {
      state.tracking = {
        status: payload.settled ? 'settled' : 'polling',
        fileStatus: payload.fileStatus,
        overall: payload.overall,
        hasErrors: payload.fileStatus === 'ERROR',
      };
    },
    bulkTrackingStopped(state) {
      if (state.tracking.status === 'waiting' || state.tracking.status === 'polling') state.tracking.status = 'stopped';
    },
    /** Back to an empty form (a new upload), or to the form as typed after a change (verify again). */
    bulkUploadReset(state) {
      if (state.step === 'submitting') return;
      Object.assign(state, { step: 'editing', errors: [], summary: undefined, error: undefined, submission: undefined, tracking: initialTracking });
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, () => initialState).addCase(entitySwitched, () => initialState);
  },
});

export const {
  bulkMappingsRequested,
  bulkMappingsLoaded,
  bulkMappingsFailed,
  bulkVerifyRequested,
  bulkVerifyFailed,
  bulkVerifyError,
  bulkVerified,
  bulkConfirmed,
  bulkSubmitted,
  bulkSubmitFailed,
  bulkTracked,
  bulkTrackingStopped,
  bulkUploadReset,
} = bulkUploadSlice.actions;

export type WithBulkUpload = { bulkUpload?: BulkUploadState };
const selectState = selectLazySlice(bulkUploadSlice);
export const selectBulkUpload = (state: WithBulkUpload) => selectState(state);
