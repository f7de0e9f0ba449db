import { configureStore } from '@reduxjs/toolkit';
import { sessionAbsent } from '@/features/session/slice';
import { rootReducer } from '../rootReducer';
import type { AppStore } from '../store';

/**
 * The store a prerendered page is drawn with: what the browser's store holds at its first render on a
 * public page in a tab with no session (main.tsx hydrates only there): the initial state, then the session
 * saga's first word, at once and before React starts, that there is none. No sagas run here: they listen to
 * the window and call the bank. The features' sagas start in effects, which a server render never runs.
 */
export function createPrerenderStore(): AppStore {
  const store = configureStore({ reducer: rootReducer, middleware: (getDefault) => getDefault({ thunk: false }) });
  store.dispatch(sessionAbsent());
  const unused = () => {
    throw new Error('The prerender runs no saga');
  };
  return Object.assign(store, { client: undefined, rootTask: undefined, runSaga: unused, startFeatureSaga: () => undefined }) as unknown as AppStore;
}
