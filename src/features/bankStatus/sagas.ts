import { call, put, takeLatest } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { DigxError, isDigxError } from '@/shared/api/DigxError';
import { TRANSPORT_MESSAGES } from '@/shared/api/errorMessages';
import { fetchPublicKey } from './api';
import { bankAnswered, bankStatusRequested, bankUnreachable } from './slice';

function* checkBank(): SagaIterator {
  try {
    yield call(fetchPublicKey);
    yield put(bankAnswered());
  } catch (error) {
    const details = isDigxError(error) ? error.toJSON() : new DigxError({ kind: 'technical', message: TRANSPORT_MESSAGES.network }).toJSON();
    yield put(bankUnreachable(details));
  }
}

export function* bankStatusSaga(): SagaIterator {
  yield takeLatest(bankStatusRequested.type, checkBank);
}
