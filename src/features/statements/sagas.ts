import type { SagaIterator } from 'redux-saga';

/** Placeholder until the statements flows land (issue 6). */
export function* statementsSaga(): SagaIterator {
  // nothing yet
}
