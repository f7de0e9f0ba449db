import type { SagaIterator } from 'redux-saga';

/** Placeholder: the credentials feature fills this in. */
export function* credentialsSaga(): SagaIterator {
  // nothing yet
}
