import type { SagaIterator } from 'redux-saga';
import { call, getContext } from 'redux-saga/effects';

/**
 * The logged-in app (its slices and sagas: accounts, entity, mail, approvals, account services, settings) is
 * a chunk of its own: /login does not carry it. The store hands the session's sagas the way to load and start
 * it as context, as it hands them the client and the router's navigate.
 */
export type LoadLoggedInApp = () => Promise<void>;
export const LOGGED_IN_APP_CONTEXT = 'loggedInApp';
/** The name its saga runs under on a store (started once per store). */
export const LOGGED_IN_APP_SAGA = 'loggedInApp';

/** Loads and starts the logged-in app, once per store; a store made without it (a unit test) goes on. */
export function* loadLoggedInApp(): SagaIterator {
  const load: LoadLoggedInApp | undefined = yield getContext(LOGGED_IN_APP_CONTEXT);
  if (load) yield call(load);
}
