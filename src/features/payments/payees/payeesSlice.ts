import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DigxErrorDetails } from '@/shared/api/DigxError';
import { entitySwitched, sessionEnded } from '@/shared/events';
import type { PayeeChanges } from '../api';
import type { NewPayeeDetails } from '../types';
import { selectLazySlice } from '@/shared/state/selectLazySlice';

/** New account details for a payee are a new payee; once it is saved the old one is removed (or could not be). */
export type PayeeReplaced = { status: 'removed' } | { status: 'failed'; error: DigxErrorDetails };

/**
 * /payments/payees and /payments/payees/new: one change at a time, a delete (deleting → deleted | failed)
 * or a new payee (saving → saved | awaitingAuthoriser | failed). The list itself is the payments slice's.
 */
export interface PayeesState {
  delete: { id?: string; status: 'idle' | 'deleting' | 'deleted' | 'failed'; error?: DigxErrorDetails };
  create: { status: 'idle' | 'saving' | 'saved' | 'awaitingAuthoriser' | 'failed'; error?: DigxErrorDetails; replaced?: PayeeReplaced };
  edit: { id?: string; status: 'idle' | 'saving' | 'saved' | 'failed'; error?: DigxErrorDetails };
}

const initialState: PayeesState = { delete: { status: 'idle' }, create: { status: 'idle' }, edit: { status: 'idle' } };

export const payeesSlice = createSlice({
  name: 'payees',
  initialState,
  reducers: {
    payeeDeleteRequested(state, { payload }: PayloadAction<{ id: string; groupId: string }>) {
      if (state.delete.status !== 'deleting') state.delete = { id: payload.id, status: 'deleting' };
    },
    payeeDeleted(state, { payload }: PayloadAction<string>) {
      state.delete = { id: payload, status: 'deleted' };
    },
    payeeDeleteFailed(state, { payload }: PayloadAction<{ id: string; error: DigxErrorDetails }>) {
      state.delete = { id: payload.id, status: 'failed', error: payload.error };
    },
    payeeCreateSubmitted(state, _action: PayloadAction<{ details: NewPayeeDetails; replaces?: { id: string; groupId: string } }>) {
      if (state.create.status !== 'saving') state.create = { status: 'saving' };
    },
    payeeCreated(state, { payload }: PayloadAction<{ needsAuthoriser: boolean; replaced?: PayeeReplaced }>) {
      state.create = { status: payload.needsAuthoriser ? 'awaitingAuthoriser' : 'saved', replaced: payload.replaced };
    },
    payeeCreateFailed(state, { payload }: PayloadAction<DigxErrorDetails>) {
      state.create = { status: 'failed', error: payload };
    },
    payeeEditSubmitted(state, { payload }: PayloadAction<{ id: string; groupId: string; changes: PayeeChanges }>) {
      if (state.edit.status !== 'saving') state.edit = { id: payload.id, status: 'saving' };
    },
    payeeEdited(state, { payload }: PayloadAction<string>) {
      state.edit = { id: payload, status: 'saved' };
    },
    payeeEditFailed(state, { payload }: PayloadAction<{ id: string; error: DigxErrorDetails }>) {
      state.edit = { id: payload.id, status: 'failed', error: payload.error };
    },
    payeeCreateReset(state) {
      state.create = { status: 'idle' };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, () => initialState).addCase(entitySwitched, () => initialState);
  },
});

export const { payeeEditSubmitted, payeeEdited, payeeEditFailed, payeeDeleteRequested, payeeDeleted, payeeDeleteFailed, payeeCreateSubmitted, payeeCreated, payeeCreateFailed, payeeCreateReset } = payeesSlice.actions;
export type WithPayees = { payees?: PayeesState };
const selectState = selectLazySlice(payeesSlice);
export const selectPayeeChanges = (state: WithPayees) => selectState(state);
