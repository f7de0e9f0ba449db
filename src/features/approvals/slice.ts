import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionEnded } from '@/shared/events';

/** How many items wait for this user's approval (the menu shows Authorisations only then). */
export interface ApprovalsState {
  pendingCount: number;
}

const initialState: ApprovalsState = { pendingCount: 0 };

export const approvalsSlice = createSlice({
  name: 'approvals',
  initialState,
  reducers: {
    approvalCountLoaded: (state, action: PayloadAction<number>) => {
      state.pendingCount = action.payload;
    },
  },
  extraReducers: (builder) => builder.addCase(sessionEnded, () => initialState),
});

export const { approvalCountLoaded } = approvalsSlice.actions;
export const selectPendingApprovals = (state: { approvals: ApprovalsState }) => state.approvals.pendingCount;
