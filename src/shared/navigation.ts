import { call, getContext } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';

/**
 * Sagas move the user between screens through the router's own navigate, handed to the
 * saga middleware as context (never through an axios interceptor or a global).
 */
export type Navigate = (to: string, options?: { replace?: boolean }) => void | Promise<void>;
export const NAVIGATE_CONTEXT = 'navigate';

export function* navigateTo(to: string, options?: { replace?: boolean }): SagaIterator {
  const navigate: Navigate = yield getContext(NAVIGATE_CONTEXT);
  yield call(navigate, to, options);
}
