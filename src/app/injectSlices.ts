import type { Reducer } from '@reduxjs/toolkit';
import { rootReducer, type LazySlicesState } from './rootReducer';
import type { AppStore } from './store';

/** A slice to inject: its key in the state and its reducer (a createSlice result has both). */
export interface LazySlice {
  reducerPath: keyof LazySlicesState;
  reducer: Reducer;
}

export const SLICES_INJECTED = 'app/slicesInjected';

/**
 * Adds screen-only slices to the store before their screen first reads them: the reducer joins the root
 * reducer, and one action lets every injected slice put its initial state in place at once.
 */
export function injectSlices(store: AppStore, slices: readonly LazySlice[]): void {
  const missing = slices.filter((slice) => !(slice.reducerPath in store.getState()));
  if (missing.length === 0) return;
  for (const slice of missing) rootReducer.inject(slice as Parameters<typeof rootReducer.inject>[0]);
  store.dispatch({ type: SLICES_INJECTED, payload: missing.map((slice) => slice.reducerPath) });
}
