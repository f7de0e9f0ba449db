import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { selectLazySlice } from '@/shared/state/selectLazySlice';
import type { DigxErrorDetails } from '@/shared/api/DigxError';
import { entitySwitched, sessionEnded } from '@/shared/events';
import type { LoadStatus } from '@/shared/lib/loadStatus';
import type { BookKind, Cheque } from './types';

/**
 * Cheque and pay-in book requests and the cheque status list. Each is its own small machine:
 * a book request idle → sending → sent | failed | unsure; the status list idle → loading → succeeded | failed.
 * A request is unsure when its send failed in a way that may still have reached the bank: that book is
 * not offered again for that account until the session ends (DECISIONS.md: nothing is sent twice).
 */
export interface BookRequestState {
  status: 'idle' | 'sending' | 'sent' | 'failed' | 'unsure';
  kind?: BookKind;
  accountId?: string;
  reference?: string;
  error?: DigxErrorDetails;
}

export interface ChequeStatusState {
  status: LoadStatus;
  accountId?: string;
  start?: string;
  end?: string;
  cheques: Cheque[];
  error?: DigxErrorDetails;
}

export interface AccountServicesState {
  bookRequest: BookRequestState;
  /** `kind:accountId` of every request that may have reached the bank. */
  unsureBooks: string[];
  chequeStatus: ChequeStatusState;
}

const initialState: AccountServicesState = {
  bookRequest: { status: 'idle' },
  unsureBooks: [],
  chequeStatus: { status: 'idle', cheques: [] },
};

export const bookKey = (kind: BookKind, accountId: string) => `${kind}:${accountId}`;

export const accountServicesSlice = createSlice({
  name: 'accountServices',
  initialState,
  reducers: {
    /** The customer confirmed a book request; the saga sends it (takeLeading: once). */
    bookRequestSubmitted: (state, action: PayloadAction<{ kind: BookKind; accountId: string }>) => {
      if (state.bookRequest.status !== 'sending') state.bookRequest = { status: 'sending', ...action.payload };
    },
    bookRequestSent: (state, action: PayloadAction<{ reference: string }>) => {
      state.bookRequest.status = 'sent';
      state.bookRequest.reference = action.payload.reference;
    },
    bookRequestFailed: (state, action: PayloadAction<DigxErrorDetails>) => {
      state.bookRequest.status = 'failed';
      state.bookRequest.error = action.payload;
    },
    /** The send failed but may have reached the bank. */
    bookRequestUnsure: (state, action: PayloadAction<DigxErrorDetails>) => {
      const { kind, accountId } = state.bookRequest;
      state.bookRequest.status = 'unsure';
      state.bookRequest.error = action.payload;
      if (kind && accountId) state.unsureBooks.push(bookKey(kind, accountId));
    },
    /** The confirmation or error was dismissed, or another account was picked. */
    bookRequestReset: (state) => {
      state.bookRequest = { status: 'idle' };
    },

    chequeStatusRequested: (state, action: PayloadAction<{ accountId: string; start: string; end: string }>) => {
      state.chequeStatus = { status: 'loading', cheques: [], ...action.payload };
    },
    chequeStatusLoaded: (state, action: PayloadAction<Cheque[]>) => {
      state.chequeStatus.status = 'succeeded';
      state.chequeStatus.cheques = action.payload;
    },
    chequeStatusFailed: (state, action: PayloadAction<DigxErrorDetails>) => {
      state.chequeStatus.status = 'failed';
      state.chequeStatus.error = action.payload;
    },
    chequeStatusReset: (state) => {
      state.chequeStatus = { status: 'idle', cheques: [] };
    },
  },
  extraReducers: (builder) =>
    builder.addCase(sessionEnded, () => initialState).addCase(entitySwitched, (state) => ({ ...initialState, unsureBooks: state.unsureBooks })),
});

export const {
  bookRequestSubmitted,
  bookRequestSent,
  bookRequestFailed,
  bookRequestUnsure,
  bookRequestReset,
  chequeStatusRequested,
  chequeStatusLoaded,
  chequeStatusFailed,
  chequeStatusReset,
} = accountServicesSlice.actions;

type WithServices = { accountServices?: AccountServicesState };
const servicesOf = selectLazySlice(accountServicesSlice);
export const selectBookRequest = (state: WithServices) => servicesOf(state).bookRequest;
export const selectUnsureBooks = (state: WithServices) => servicesOf(state).unsureBooks;
export const selectChequeStatus = (state: WithServices) => servicesOf(state).chequeStatus;
