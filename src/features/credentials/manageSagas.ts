import { call, delay, put, race, take, takeLatest, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { sessionEnded } from '@/shared/events';
import { PASSWORD_CHANGE_REDIRECT_MS } from './rules';
import { failureOf, loadPinPolicy, sendPasswordChange, sendPinChange } from './sagas';
import {
  managedCredentialChanged,
  managedCredentialChangeFailed,
  managedPasswordSubmitted,
  managedPinSubmitted,
  manageCredentialsOpened,
} from './slice';
import { ROUTES } from '@/shared/routes/routeTable';

/**
 * Ends the session the way the session feature does (server told, marker and nonces
 * forgotten, every slice reset), landing on `destination`, and resolves once it has ended.
 * The app hands it in: a feature may not reach into another one (ARCHITECTURE.md principle 1).
 */
export type EndSession = (destination: string) => SagaIterator;

/** The PIN page needs the policy's PIN length (DECISIONS.md); the password page needs nothing. */
function* openPage({ payload }: ReturnType<typeof manageCredentialsOpened>): SagaIterator {
  if (payload === 'pin') yield call(loadPinPolicy);
}

/**
 * SPEC.md sections 2 and 9: after a password change the confirmation shows for 500 ms, then
 * the customer lands on /digital ("log in again", DECISIONS.md). The session ends first: the
 * new password is for the next login, and /login must not wave an old session through.
 */
function* changePassword(endSession: EndSession, { payload }: ReturnType<typeof managedPasswordSubmitted>): SagaIterator {
  try {
    yield call(sendPasswordChange, payload.currentPassword, payload.newPassword);
  } catch (error) {
    yield put(managedCredentialChangeFailed(failureOf(error)));
    return;
  }
  yield put(managedCredentialChanged());
  // A session that ended meanwhile (expiry, idleness) has already taken the customer away.
  const { ended } = yield race({ wait: delay(PASSWORD_CHANGE_REDIRECT_MS), ended: take(sessionEnded.type) });
  if (ended) return;
  // The session's end lands on /digital itself (replacing, so Back does not return to a settings page of
  // the session that has ended): no second navigation to race the logged-off page.
  yield call(endSession, ROUTES.passwordChanged.href());
}

/** A PIN change keeps the session: the confirmation shows and the form clears. */
function* changePin({ payload }: ReturnType<typeof managedPinSubmitted>): SagaIterator {
  try {
    yield call(sendPinChange, payload.currentPin, payload.newPin);
  } catch (error) {
    yield put(managedCredentialChangeFailed(failureOf(error)));
    return;
  }
  yield put(managedCredentialChanged());
}

/**
 * /settings/manage-credentials/{password|pin}. Submissions are taken leading, so a double
 * click, Enter or a replayed action never reaches the bank twice (DECISIONS.md "Security").
 */
export function* manageCredentialsSaga(endSession: EndSession): SagaIterator {
  yield takeLatest(manageCredentialsOpened.type, openPage);
  yield takeLeading(managedPasswordSubmitted.type, changePassword, endSession);
  yield takeLeading(managedPinSubmitted.type, changePin);
}
