import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { selectLazySlice } from '@/shared/state/selectLazySlice';
import type { DigxErrorDetails } from '@/shared/api/DigxError';
import { entitySwitched, sessionEnded } from '@/shared/events';
import type { LoadStatus } from '@/shared/lib/loadStatus';
import type { ApprovalAction, ApprovalItem } from './types';

/**
 * How many items wait for this user's approval (the menu shows Authorisations only then), the pending
 * list, and one decision at a time over one or several items:
 *   idle → deciding → done (each item Authorised, Declined or failed with its reason)
 * A decided item leaves the pending list; one that failed stays in it, as it was.
 */
/** One item's outcome, with the item as it was listed (it leaves the list once decided). */
export type DecisionOutcome = { id: string; item?: ApprovalItem; result: 'done' } | { id: string; item?: ApprovalItem; result: 'failed'; error: DigxErrorDetails };

export interface ApprovalsState {
  pendingCount: number;
  list: { status: LoadStatus; items: ApprovalItem[]; error?: DigxErrorDetails };
  decision: { status: 'idle' | 'deciding' | 'done'; action?: ApprovalAction; ids: string[]; outcomes: DecisionOutcome[] };
}

const initialState: ApprovalsState = { pendingCount: 0, list: { status: 'idle', items: [] }, decision: { status: 'idle', ids: [], outcomes: [] } };

export const approvalsSlice = createSlice({
  name: 'approvals',
  initialState,
  reducers: {
    approvalCountLoaded: (state, action: PayloadAction<number>) => {
      state.pendingCount = action.payload;
    },
    approvalsRequested(state) {
      state.list.status = 'loading';
      state.list.error = undefined;
    },
    approvalsLoaded(state, { payload }: PayloadAction<ApprovalItem[]>) {
      state.list = { status: 'succeeded', items: payload };
    },
    approvalsFailed(state, { payload }: PayloadAction<DigxErrorDetails>) {
      state.list.status = 'failed';
      state.list.error = payload;
    },
    // One decision at a time, and never over an item already being decided: nothing is sent twice.
    decisionRequested: {
      reducer(state, { payload }: PayloadAction<{ action: ApprovalAction; ids: string[]; remarks: string }>) {
        if (state.decision.status === 'deciding' || payload.ids.length === 0) return;
        state.decision = { status: 'deciding', action: payload.action, ids: payload.ids, outcomes: [] };
      },
      prepare: (payload: { action: ApprovalAction; ids: string[]; remarks: string }) => ({ payload }),
    },
    itemDecided(state, { payload }: PayloadAction<DecisionOutcome>) {
      state.decision.outcomes.push(payload);
      if (payload.result === 'done') state.list.items = state.list.items.filter((i) => i.id !== payload.id);
    },
    decisionFinished(state) {
      state.decision.status = 'done';
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, () => initialState).addCase(entitySwitched, (state) => ({ ...initialState, pendingCount: state.pendingCount }));
  },
});

export const { approvalCountLoaded, approvalsRequested, approvalsLoaded, approvalsFailed, decisionRequested, itemDecided, decisionFinished } = approvalsSlice.actions;
export type WithApprovals = { approvals?: ApprovalsState };
export const selectApprovals = selectLazySlice(approvalsSlice);
export const selectPendingApprovals = (state: WithApprovals) => selectApprovals(state).pendingCount;
