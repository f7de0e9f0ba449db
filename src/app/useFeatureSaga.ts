import { useState } from 'react';
import { useStore } from 'react-redux';
import type { SagaIterator } from 'redux-saga';
import { injectSlices, type LazySlice } from './injectSlices';
import type { AppStore } from './store';

/**
 * Injects a feature's screen-only slices and starts its saga the first time one of its screens renders,
 * once per store. It runs in the state initialiser, during the first render, so the state is there
 * before any child reads it and the saga listens before any child's effect dispatches the screen's
 * opening action. The feature's code then ships in the screen's lazy chunk: the login page's bundle
 * does not grow with every feature (issue 13 budget).
 */
export function useFeatureSaga(name: string, saga: () => SagaIterator, slices: readonly LazySlice[] = []): void {
  const store = useStore() as AppStore;
  useState(() => {
    injectSlices(store, slices);
    store.startFeatureSaga(name, saga);
  });
}
