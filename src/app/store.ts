import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware, { type EffectMiddleware, type SagaIterator } from 'redux-saga';
import { spawn } from 'redux-saga/effects';
import type { DigxClient, DigxClientOptions } from '@/shared/api/digxClient';
import { errorDetails } from '@/shared/api/errorDetails';
import { createLazyDigxClient } from '@/shared/api/lazyDigxClient';
import { DIGX_CONTEXT } from '@/shared/challenge/callDigx';
import { unexpectedErrorShown } from '@/shared/events';
import { LOGGED_IN_APP_CONTEXT, LOGGED_IN_APP_SAGA } from '@/shared/loggedInApp';
import { NAVIGATE_CONTEXT, type Navigate } from '@/shared/navigation';
import { loadLoggedInApp } from './pageChunks';
import { rootReducer, type RootState } from './rootReducer';
import { rootSaga } from './rootSaga';

export interface AppStoreOptions {
  client?: DigxClient;
  /** The router's navigate (main.tsx binds the browser router; tests a memory router). */
  navigate?: Navigate;
  clientOptions?: DigxClientOptions;
  preloadedState?: Partial<RootState>;
  /** Seen by every effect of every saga: how a test stops its app when it ends (src/testing/testApps.ts). */
  effectMiddlewares?: EffectMiddleware[];
}

/** A store with its own /digx client and sagas; tests make one per test. */
export function createAppStore(options: AppStoreOptions = {}) {
  // Created on its first call when none is handed in: /login does not wait for axios (lazyDigxClient.ts).
  const client = options.client ?? createLazyDigxClient(options.clientOptions);
  const navigate: Navigate = options.navigate ?? (() => undefined);
  // A saga that crashes is an error no screen handles: the generic modal says so.
  const errorSink: { dispatch?: (action: ReturnType<typeof unexpectedErrorShown>) => void } = {};
  // The logged-in app's chunk, started on this store once (startFeatureSaga keeps it to once).
  const startLoggedInApp = async () => {
    const { loggedInSaga } = await loadLoggedInApp();
    startFeatureSaga(LOGGED_IN_APP_SAGA, loggedInSaga);
  };
  const sagaMiddleware = createSagaMiddleware({
    context: { [DIGX_CONTEXT]: client, [NAVIGATE_CONTEXT]: navigate, [LOGGED_IN_APP_CONTEXT]: startLoggedInApp },
    effectMiddlewares: options.effectMiddlewares,
    onError: (error) => {
      // Often a bank's answer (its message, support id, detail): for developers and tests, never in a customer's
      // browser console, where an extension or the next user of the computer could read it. The modal says enough.
      if (process.env.NODE_ENV !== 'production') console.error(error);
      const details = errorDetails(error);
      errorSink.dispatch?.(unexpectedErrorShown({ message: details.message, serverMessage: details.serverMessage, supportId: details.supportId, code: details.code }));
    },
  });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: options.preloadedState,
    // The dev-only checks walk the whole state on every action; a 10 000-row transaction list is plain
    // data built by one mapper, so it is left out of the walk rather than slowing every keystroke.
    middleware: (getDefault) =>
      getDefault({
        thunk: false,
        serializableCheck: { ignoredPaths: ['transactions.rows'], ignoredActions: ['transactions/transactionsLoaded', 'transactions/earlierLoaded'] },
        immutableCheck: { ignoredPaths: ['transactions.rows'] },
      }).concat(sagaMiddleware),
    // Actions may carry a password on its way to the login saga: never to a devtools log in production.
    devTools: process.env.NODE_ENV !== 'production',
  });
  errorSink.dispatch = store.dispatch;
  const rootTask = sagaMiddleware.run(rootSaga);
  const started = new Set<string>();
  /**
   * Starts a screen-only feature's saga on this store, once (see useFeatureSaga): its code then
   * arrives with the screen's lazy chunk instead of weighing on the login page's bundle.
   */
  const startFeatureSaga = (name: string, saga: () => SagaIterator) => {
    if (started.has(name)) return;
    started.add(name);
    sagaMiddleware.run(function* feature(): SagaIterator {
      yield spawn(saga);
    });
  };
  return Object.assign(store, { client, rootTask, runSaga: sagaMiddleware.run, startFeatureSaga });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
