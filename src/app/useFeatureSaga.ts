import { useState } from 'react';
import { useStore } from 'react-redux';
import type { SagaIterator } from 'redux-saga';
import type { AppStore } from './store';

/**
 * Starts a feature's saga the first time one of its screens renders, once per store. It runs in the state
 * initialiser, during the first render, so the saga listens before any child's effect dispatches the
 * screen's opening action (starting a saga dispatches nothing). The feature's code then ships in the
 * screen's lazy chunk: the login page's bundle does not grow with every feature (issue 13 budget). Its
 * slices were injected when the chunk loaded (rootReducer's injectLazySlices).
 */
export function useFeatureSaga(name: string, saga: () => SagaIterator): void {
  const store = useStore() as AppStore;
  useState(() => store.startFeatureSaga(name, saga));
}
