import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DigxErrorDetails } from '@/shared/api/DigxError';

/**
 * The smoke page's one question: does the bank answer? (Issue 2 has no routes yet;
 * this proves the client, nonce pool and fake bank work together in a real browser.)
 */
export interface BankStatusState {
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  error?: DigxErrorDetails;
}

const initialState: BankStatusState = { status: 'idle' };

export const bankStatusSlice = createSlice({
  name: 'bankStatus',
  initialState,
  reducers: {
    bankStatusRequested: (state) => {
      state.status = 'loading';
      state.error = undefined;
    },
    bankAnswered: (state) => {
      state.status = 'succeeded';
    },
    bankUnreachable: (state, action: PayloadAction<DigxErrorDetails>) => {
      state.status = 'failed';
      state.error = action.payload;
    },
  },
});

export const { bankStatusRequested, bankAnswered, bankUnreachable } = bankStatusSlice.actions;
export const selectBankStatus = (state: { bankStatus: BankStatusState }) => state.bankStatus;
