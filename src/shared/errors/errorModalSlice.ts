import { createSlice } from '@reduxjs/toolkit';
import { extractSupportId, splitSentences, withoutSupportId } from '../api/sentences';
import { sessionEnded, unexpectedErrorShown } from '../events';

/** The generic 'Something went wrong' modal (SPEC.md section 8). */
export interface ErrorModalState {
  open: boolean;
  /** At most three sentences of the server's message. */
  sentences: string[];
  supportId?: string;
  code?: string;
}

const initialState: ErrorModalState = { open: false, sentences: [] };

export const errorModalSlice = createSlice({
  name: 'errorModal',
  initialState,
  reducers: {
    errorModalDismissed: () => initialState,
  },
  extraReducers: (builder) =>
    builder
      .addCase(unexpectedErrorShown, (_state, { payload }) => ({
        open: true,
        sentences: splitSentences(withoutSupportId(payload.serverMessage ?? payload.message)),
        supportId: payload.supportId ?? extractSupportId(payload.serverMessage ?? ''),
        code: payload.code,
      }))
      .addCase(sessionEnded, () => initialState),
});

export const { errorModalDismissed } = errorModalSlice.actions;
export const selectErrorModal = (state: { errorModal: ErrorModalState }) => state.errorModal;
