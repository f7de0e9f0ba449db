import type { Action } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { put, type CallEffect } from 'redux-saga/effects';
import type { DigxErrorDetails } from '@/shared/api/DigxError';
import { errorDetails } from '@/shared/api/errorDetails';

/**
 * The bank call's outcome into the store: the call, then `succeeded` with its answer, or `failed` with the
 * catalogue's details of why not (errorDetails), the shape of every plain load or change. Delegated to with
 * `yield*`, so a saga yields the same effects as when the try/catch was written out. A flow that decides
 * something from the failure (a confirm that may have reached the bank, a cancelled passcode) writes its
 * own catch.
 */
export function* putOutcome<T>(bankCall: CallEffect<T>, succeeded: (answer: T) => Action, failed: (error: DigxErrorDetails) => Action): SagaIterator {
  try {
    yield put(succeeded(yield bankCall));
  } catch (error) {
    yield put(failed(errorDetails(error)));
  }
}
