import type { SagaIterator } from 'redux-saga';
import { call, race, take } from 'redux-saga/effects';
import { sessionEnded } from '@/shared/events';

/**
 * Wraps a worker so it stops when the session ends: an answer arriving after logout must not refill a
 * slice that sessionEnded has just emptied (or show a message on the logged-off page).
 */
export function untilSessionEnds<A>(worker: (action: A) => SagaIterator) {
  return function* guarded(action: A): SagaIterator {
    yield race({ done: call(worker, action), ended: take(sessionEnded.type) });
  };
}
