import type { SagaIterator } from 'redux-saga';

/** Placeholder until the transactions flows land (issue 6). */
export function* transactionsSaga(): SagaIterator {
  // nothing yet
}
