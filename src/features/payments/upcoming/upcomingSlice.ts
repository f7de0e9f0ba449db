import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DigxErrorDetails } from '@/shared/api/DigxError';
import { entitySwitched, sessionEnded } from '@/shared/events';
import type { InstructionChanges } from './instructionEdit';
import type { Instruction, InstructionCode } from './types';
import { selectLazySlice } from '@/shared/state/selectLazySlice';

/**
 * /payments/upcoming: the list (idle → loading → succeeded | failed) and one cancellation at a time
 * (cancelling → cancelled | failed). A cancelled item stays in the list, shown as Cancelled (A → C).
 * One edit at a time too (saving → saved | failed): the saved instruction replaces the listed one.
 */
export interface UpcomingState {
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  items: Instruction[];
  error?: DigxErrorDetails;
  cancel: { id?: string; status: 'idle' | 'cancelling' | 'cancelled' | 'failed'; error?: DigxErrorDetails };
  edit: { id?: string; status: 'idle' | 'saving' | 'saved' | 'failed'; error?: DigxErrorDetails };
}

const initialState: UpcomingState = { status: 'idle', items: [], cancel: { status: 'idle' }, edit: { status: 'idle' } };

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
    editOpened(state, { payload }: PayloadAction<string>) {
      state.edit = { id: payload, status: 'idle' };
    },
    // The guard stops a second send while the first is on its way (the saga takes the leading one too).
    editSubmitted: {
      reducer(state, { payload }: PayloadAction<{ id: string; code: InstructionCode; changes: InstructionChanges }>) {
        if (state.edit.status === 'saving') return;
        state.edit = { id: payload.id, status: 'saving' };
      },
      prepare: (payload: { id: string; code: InstructionCode; changes: InstructionChanges }) => ({ payload }),
    },
    editSaved(state, { payload }: PayloadAction<Instruction>) {
      state.edit = { id: payload.id, status: 'saved' };
      const index = state.items.findIndex((i) => i.id === payload.id && i.code === payload.code);
      if (index >= 0) state.items[index] = payload;
    },
    editFailed(state, { payload }: PayloadAction<{ id: string; error: DigxErrorDetails }>) {
      state.edit = { id: payload.id, status: 'failed', error: payload.error };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, () => initialState).addCase(entitySwitched, () => initialState);
  },
});

export const { upcomingRequested, upcomingLoaded, upcomingFailed, cancelRequested, cancelDone, cancelFailed, editOpened, editSubmitted, editSaved, editFailed } = upcomingSlice.actions;
export type WithUpcoming = { upcoming?: UpcomingState };
const selectState = selectLazySlice(upcomingSlice);
export const selectUpcoming = (state: WithUpcoming) => selectState(state);
