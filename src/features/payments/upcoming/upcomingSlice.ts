import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DigxErrorDetails } from '@/shared/api/DigxError';
import { entitySwitched, sessionEnded } from '@/shared/events';
import type { Instruction, InstructionCode } from './types';

/**
 * /payments/upcoming: the list (idle → loading → succeeded | failed) and one cancellation at a time
 * (cancelling → cancelled | failed). A cancelled item stays in the list, shown as Cancelled (A → C).
 */
export interface UpcomingState {
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  items: Instruction[];
  error?: DigxErrorDetails;
  cancel: { id?: string; status: 'idle' | 'cancelling' | 'cancelled' | 'failed'; error?: DigxErrorDetails };
}

const initialState: UpcomingState = { status: 'idle', items: [], cancel: { status: 'idle' } };

export const upcomingSlice = createSlice({
  name: 'upcoming',
  initialState,
  reducers: {
    upcomingRequested(state) {
      state.status = 'loading';
      state.error = undefined;
    },
    upcomingLoaded(state, { payload }: PayloadAction<Instruction[]>) {
      state.status = 'succeeded';
      state.items = payload;
    },
    upcomingFailed(state, { payload }: PayloadAction<DigxErrorDetails>) {
      state.status = 'failed';
      state.error = payload;
    },
    cancelRequested(state, { payload }: PayloadAction<{ id: string; code: InstructionCode }>) {
      if (state.cancel.status === 'cancelling') return;
      state.cancel = { id: payload.id, status: 'cancelling' };
    },
    cancelDone(state, { payload }: PayloadAction<string>) {
      state.cancel = { id: payload, status: 'cancelled' };
      const item = state.items.find((i) => i.id === payload);
      if (item) item.statusCode = 'C';
    },
    cancelFailed(state, { payload }: PayloadAction<{ id: string; error: DigxErrorDetails }>) {
      state.cancel = { id: payload.id, status: 'failed', error: payload.error };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, () => initialState).addCase(entitySwitched, () => initialState);
  },
});

export const { upcomingRequested, upcomingLoaded, upcomingFailed, cancelRequested, cancelDone, cancelFailed } = upcomingSlice.actions;
export type WithUpcoming = { upcoming: UpcomingState };
export const selectUpcoming = (state: WithUpcoming) => state.upcoming;
