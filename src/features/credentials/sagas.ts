import { call, delay, fork, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { isDigxError } from '@/shared/api/DigxError';
import { CredentialTooLongError } from '@/shared/api/encryptCredential';
import { TRANSPORT_MESSAGES } from '@/shared/api/errorMessages';
import { credentialChangeRequired } from '@/shared/events';
import { navigateTo } from '@/shared/navigation';
import { acknowledgeLoginStep, encryptCredentials, fetchPasswordPolicy, fetchResetToken, putPassword, putPin, putResetPassword } from './api';
import { DEFAULT_PIN_LENGTH, fieldForFailure, PASSWORD_CHANGE_REDIRECT_MS, pinLengthFromPolicy } from './rules';
import {
  passwordChanged,
  passwordChangeFailed,
  passwordChangeSubmitted,
  passwordReset,
  passwordResetFailed,
  pinChanged,
  pinChangeFailed,
  pinChangeSubmitted,
  pinPolicyLoaded,
  resetLinkAccepted,
  resetLinkOpened,
  resetLinkRejected,
  resetPasswordSubmitted,
  termsAccepted,
  termsAcceptanceFailed,
  termsAcceptanceSaved,
  type Failure,
} from './slice';
import type { CredentialFlags, LoginStepKind } from './types';
import { ROUTES } from '@/shared/routes/routeTable';

/** The catalogue's message (already on every DigxError) and the field it is about. */
export function failureOf(error: unknown): Failure {
  if (isDigxError(error)) return { message: error.message, failedField: fieldForFailure(error.meaning) };
  if (error instanceof CredentialTooLongError) return { message: error.message };
  return { message: TRANSPORT_MESSAGES.somethingWentWrong };
}

/** DECISIONS.md: the PIN length is the policy's; the default when it cannot be read (a silent failure, SPEC.md section 8). */
export function* loadPinPolicy(): SagaIterator {
  let pinLength = DEFAULT_PIN_LENGTH;
  try {
    const { data } = yield call(fetchPasswordPolicy);
    pinLength = pinLengthFromPolicy(data?.passwordPolicyDTO?.pinLength);
  } catch {
    // The default stands.
  }
  yield put(pinPolicyLoaded(pinLength));
}

function* loadPinPolicyIfForced({ payload }: ReturnType<typeof credentialChangeRequired>): SagaIterator {
  if (payload.forcePinChange) yield call(loadPinPolicy);
}

/** The id the bank gave a first-login step (GET v1/me/loginFlow), to send back once it is done. */
function* loginStepId<State>(selectFlags: SelectCredentialFlags<State>, kind: LoginStepKind): SagaIterator<string | undefined> {
  const flags: CredentialFlags | undefined = yield select(selectFlags);
  return flags?.loginSteps?.find((step) => step.kind === kind)?.id;
}

/**
 * A forced change is made: the bank hears the step is done, as OBDX's own client tells it after the change
 * (OBDX_UI change-password.js loadNextComponent). Silent when that fails: the change itself is made and cannot
 * be sent again (the current password is no longer the one typed), and a bank that still holds the step asks
 * for it at the next login.
 */
function* acknowledgeChange<State>(selectFlags: SelectCredentialFlags<State>, kind: LoginStepKind): SagaIterator {
  const id: string | undefined = yield call(loginStepId<State>, selectFlags, kind);
  if (id === undefined) return;
  try {
    yield call(acknowledgeLoginStep, id);
  } catch {
    // Said above: the change stands.
  }
}

/** The terms are accepted only once the bank has recorded it, under the id it gave the terms step. */
function* saveTermsAcceptance<State>(selectFlags: SelectCredentialFlags<State>): SagaIterator {
  try {
    const id: string | undefined = yield call(loginStepId<State>, selectFlags, 'terms');
    if (id === undefined) throw new Error('The bank gave the terms step no id');
    yield call(acknowledgeLoginStep, id);
  } catch (error) {
    yield put(termsAcceptanceFailed(failureOf(error)));
    return;
  }
  yield put(termsAcceptanceSaved());
}

/**
 * PUT v1/me/credentials, first login and settings alike. Both values are encrypted with one
 * salt; the plain ones go no further than this generator.
 */
export function* sendPasswordChange(currentPassword: string, newPassword: string): SagaIterator {
  const [oldValue, newValue]: string[] = yield call(encryptCredentials, [currentPassword, newPassword]);
  yield call(putPassword, oldValue, newValue);
}

/** PUT cz/v1/credentials/transactionPin, first login and settings alike; encrypted as the password is. */
export function* sendPinChange(currentPin: string, newPin: string): SagaIterator {
  const [oldValue, newValue]: string[] = yield call(encryptCredentials, [currentPin, newPin]);
  yield call(putPin, oldValue, newValue);
}

/** The first-login password step: the change, then the step's id back to the bank. */
function* changePassword<State>(selectFlags: SelectCredentialFlags<State>, { payload }: ReturnType<typeof passwordChangeSubmitted>): SagaIterator {
  try {
    yield call(sendPasswordChange, payload.currentPassword, payload.newPassword);
  } catch (error) {
    yield put(passwordChangeFailed(failureOf(error)));
    return;
  }
  yield call(acknowledgeChange<State>, selectFlags, 'password');
  yield put(passwordChanged());
}

/** The first-login PIN step, likewise. */
function* changePin<State>(selectFlags: SelectCredentialFlags<State>, { payload }: ReturnType<typeof pinChangeSubmitted>): SagaIterator {
  try {
    yield call(sendPinChange, payload.currentPin, payload.newPin);
  } catch (error) {
    yield put(pinChangeFailed(failureOf(error)));
    return;
  }
  yield call(acknowledgeChange<State>, selectFlags, 'pin');
  yield put(pinChanged());
}

/**
 * /change-credentials-password?token=…: the token first (a refusal means the link is
 * invalid; no answer means try again), then the policy SPEC.md section 7 names. rules.ts
 * already holds the policy's password limits, so a policy failure is silent.
 */
function* checkResetLink({ payload }: ReturnType<typeof resetLinkOpened>): SagaIterator {
  const token = payload.token?.trim();
  if (!token) {
    yield put(resetLinkRejected({ status: 'invalid' }));
    return;
  }
  try {
    const { data } = yield call(fetchResetToken, token);
    if (data?.tokenDTO?.valid === false) {
      yield put(resetLinkRejected({ status: 'invalid' }));
      return;
    }
  } catch (error) {
    const refused = isDigxError(error) && error.kind === 'business';
    yield put(resetLinkRejected(refused ? { status: 'invalid' } : { status: 'unavailable', message: failureOf(error).message }));
    return;
  }
  try {
    yield call(fetchPasswordPolicy, token);
  } catch {
    // Silent: the rules on screen are the same either way.
  }
  yield put(resetLinkAccepted());
}

/** SPEC.md section 9: the redirect after a password change waits 500 ms, so the confirmation is seen. */
function* resetPassword({ payload }: ReturnType<typeof resetPasswordSubmitted>): SagaIterator {
  try {
    const [newPassword]: string[] = yield call(encryptCredentials, [payload.newPassword]);
    yield call(putResetPassword, newPassword, payload.token);
  } catch (error) {
    yield put(passwordResetFailed(failureOf(error)));
    return;
  }
  yield put(passwordReset());
  yield delay(PASSWORD_CHANGE_REDIRECT_MS);
  // Replace: Back must not return to a link that is now spent.
  yield call(navigateTo, ROUTES.passwordChanged.href(), { replace: true });
}

/**
 * Where the login's flags are kept: the session's, which the app hands in (a feature may not reach into
 * another one, ARCHITECTURE.md principle 1).
 */
export type SelectCredentialFlags<State> = (state: State) => CredentialFlags | undefined;

/**
 * The saga starts with the credential pages (their lazy chunk), so the login's credentialChangeRequired has
 * usually passed by then: the flags the session kept from it say whether the PIN policy is needed.
 */
function* loadPinPolicyIfAlreadyForced<State>(selectFlags: SelectCredentialFlags<State>): SagaIterator {
  const flags: CredentialFlags | undefined = yield select(selectFlags);
  if (flags?.forcePinChange) yield call(loadPinPolicy);
}

/**
 * Every submission is taken leading: while one is in flight, a second click, Enter or
 * replayed action is dropped, so nothing reaches the bank twice (DECISIONS.md "Security").
 */
export function* credentialsSaga<State>(selectFlags: SelectCredentialFlags<State>): SagaIterator {
  yield fork(loadPinPolicyIfAlreadyForced<State>, selectFlags);
  yield takeLatest(credentialChangeRequired.type, loadPinPolicyIfForced);
  yield takeLeading(termsAccepted.type, saveTermsAcceptance<State>, selectFlags);
  yield takeLeading(passwordChangeSubmitted.type, changePassword<State>, selectFlags);
  yield takeLeading(pinChangeSubmitted.type, changePin<State>, selectFlags);
  yield takeLatest(resetLinkOpened.type, checkResetLink);
  yield takeLeading(resetPasswordSubmitted.type, resetPassword);
}
