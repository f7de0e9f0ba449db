import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { createDigxClient, type DigxClient, type DigxClientOptions } from '@/shared/api/digxClient';
import { DIGX_CONTEXT } from '@/shared/challenge/callDigx';
import { rootReducer, type RootState } from './rootReducer';
import { rootSaga } from './rootSaga';

export interface AppStoreOptions {
  client?: DigxClient;
  clientOptions?: DigxClientOptions;
  preloadedState?: Partial<RootState>;
}

/** A store with its own /digx client and sagas; tests make one per test. */
export function createAppStore(options: AppStoreOptions = {}) {
  const client = options.client ?? createDigxClient(options.clientOptions);
  const sagaMiddleware = createSagaMiddleware({ context: { [DIGX_CONTEXT]: client } });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: options.preloadedState,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  const rootTask = sagaMiddleware.run(rootSaga);
  return Object.assign(store, { client, rootTask, runSaga: sagaMiddleware.run });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
