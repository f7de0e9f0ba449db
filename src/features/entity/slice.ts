import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { selectLazySlice } from '@/shared/state/selectLazySlice';
import { entitySwitched, sessionEnded } from '@/shared/events';

/** SPEC.md section 3 "Entity": the active entity; undefined means 'All Accounts'. */
export interface EntityState {
  activeEntityId?: string;
}

const initialState: EntityState = {};

export const entitySlice = createSlice({
  name: 'entity',
  initialState,
  reducers: {
    /** The user picked in the selector, on this page. The saga decides what follows. */
    entityChosen: {
      reducer: () => undefined,
      prepare: (payload: { entityId: string | undefined; pathname: string }) => ({ payload }),
    },
  },
  extraReducers: (builder) =>
    builder
      .addCase(entitySwitched, (state, action: PayloadAction<{ entityId: string | undefined }>) => {
        state.activeEntityId = action.payload.entityId;
      })
      .addCase(sessionEnded, () => initialState),
});

export const { entityChosen } = entitySlice.actions;
export const selectActiveEntityId = (state: { entity?: EntityState }) => selectLazySlice(entitySlice)(state).activeEntityId;
