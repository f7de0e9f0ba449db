import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DigxErrorDetails } from '@/shared/api/DigxError';
import { entitySwitched, sessionEnded } from '@/shared/events';
import type { LoadStatus } from '@/shared/lib/loadStatus';
import type { DayRange } from './rules';
import type { ActivityCount, ActivityItem, ActivityQuery } from './types';

/**
 * The activity log (issue 10), three small state machines (idle → loading → succeeded | failed) and a
 * receipt (making → made | failed):
 * - counts: items per type over the last 6 months (the index);
 * - list: one type's items for a window and a status filter;
 * - item: one item (log/{id}).
 * An answer for another query or item than the one last asked for is ignored.
 */
export interface ActivityLogState {
  counts: { status: LoadStatus; range?: DayRange; items: ActivityCount[]; error?: DigxErrorDetails };
  list: { status: LoadStatus; query?: ActivityQuery; range?: DayRange; items: ActivityItem[]; error?: DigxErrorDetails };
  item: { status: LoadStatus; id?: string; item?: ActivityItem; error?: DigxErrorDetails };
  receipt: { status: 'idle' | 'making' | 'made' | 'failed'; id?: string };
}

const initialState: ActivityLogState = {
  counts: { status: 'idle', items: [] },
  list: { status: 'idle', items: [] },
  item: { status: 'idle' },
  receipt: { status: 'idle' },
};

const sameQuery = (a: ActivityQuery | undefined, b: ActivityQuery) => !!a && a.type === b.type && a.window === b.window && a.status === b.status;

export const activityLogSlice = createSlice({
  name: 'activityLog',
  initialState,
  reducers: {
    /** The index opened (or Try again). */
    countsRequested(state) {
      state.counts = { ...state.counts, status: 'loading', error: undefined };
    },
    countsLoaded(state, { payload }: PayloadAction<{ range: DayRange; items: ActivityCount[] }>) {
      state.counts = { status: 'succeeded', range: payload.range, items: payload.items };
    },
    countsFailed(state, { payload }: PayloadAction<{ error: DigxErrorDetails }>) {
      state.counts = { status: 'failed', items: [], error: payload.error };
    },
    /** A type page opened, its window or filter changed, or Try again: what was shown for another query goes. */
    activityRequested(state, { payload }: PayloadAction<ActivityQuery>) {
      const keep = sameQuery(state.list.query, payload) ? state.list.items : [];
      state.list = { status: 'loading', query: payload, items: keep };
    },
    activityLoaded(state, { payload }: PayloadAction<{ query: ActivityQuery; range: DayRange; items: ActivityItem[] }>) {
      if (!sameQuery(state.list.query, payload.query)) return;
      state.list = { status: 'succeeded', query: payload.query, range: payload.range, items: payload.items };
    },
    activityFailed(state, { payload }: PayloadAction<{ query: ActivityQuery; error: DigxErrorDetails }>) {
      if (!sameQuery(state.list.query, payload.query)) return;
      state.list = { status: 'failed', query: payload.query, items: [], error: payload.error };
    },
    /** An item page opened (or Try again). */
    itemOpened(state, { payload }: PayloadAction<{ id: string }>) {
      state.item = { status: 'loading', id: payload.id, item: state.item.id === payload.id ? state.item.item : undefined };
      if (state.receipt.id !== payload.id) state.receipt = { status: 'idle' };
    },
    itemLoaded(state, { payload }: PayloadAction<{ id: string; item: ActivityItem }>) {
      if (payload.id === state.item.id) state.item = { status: 'succeeded', id: payload.id, item: payload.item };
    },
    itemFailed(state, { payload }: PayloadAction<{ id: string; error: DigxErrorDetails }>) {
      if (payload.id === state.item.id) state.item = { status: 'failed', id: payload.id, error: payload.error };
    },
    /** The customer asked for the open item's receipt; a second click while one is being made is dropped. */
    receiptRequested(state, { payload }: PayloadAction<{ id: string }>) {
      if (state.receipt.status === 'making') return;
      state.receipt = { status: 'making', id: payload.id };
    },
    receiptSaved(state, { payload }: PayloadAction<{ id: string }>) {
      if (payload.id === state.receipt.id) state.receipt = { status: 'made', id: payload.id };
    },
    receiptFailed(state, { payload }: PayloadAction<{ id: string }>) {
      if (payload.id === state.receipt.id) state.receipt = { status: 'failed', id: payload.id };
    },
  },
  extraReducers: (builder) => builder.addCase(sessionEnded, () => initialState).addCase(entitySwitched, () => initialState),
});

export const {
  countsRequested,
  countsLoaded,
  countsFailed,
  activityRequested,
  activityLoaded,
  activityFailed,
  itemOpened,
  itemLoaded,
  itemFailed,
  receiptRequested,
  receiptSaved,
  receiptFailed,
} = activityLogSlice.actions;
