import { call, getContext, put } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { DigxClient } from '@/shared/api/digxClient';
import { isDigxError } from '@/shared/api/DigxError';
import { encryptForBank } from '@/shared/api/postLogin';
import * as CREDENTIALS_ENDPOINTS from '@/shared/api/endpoints/credentials';
import { callDigx, DIGX_CONTEXT } from '@/shared/challenge/callDigx';
import { sessionExpiryDetected } from '@/shared/events';

/**
 * The /digx calls of the credentials feature (docs/digx-api.md lists the shapes). Each is a
 * saga so it goes through callDigx: nonce, 417 one-time passcode, 401/419 expiry.
 */

interface PasswordPolicyAnswer {
  passwordPolicyDTO?: { pinLength?: unknown; pwdMinLength?: unknown; pwdMaxLength?: unknown };
}
interface TokenAnswer {
  tokenDTO?: { valid?: boolean };
}

/**
 * RSA-encrypts credentials with the bank's key and one fresh salt. encryptForBank calls the
 * client itself (key and salt are two plain calls), so an expired session is reported here
 * the way callDigx would.
 */
export function* encryptCredentials(values: string[]): SagaIterator<string[]> {
  const client: DigxClient = yield getContext(DIGX_CONTEXT);
  try {
    const encrypted: string[] = yield call(encryptForBank, client, values);
    return encrypted;
  } catch (error) {
    if (isDigxError(error) && error.kind === 'sessionExpired') yield put(sessionExpiryDetected());
    throw error;
  }
}

/** A first-login step done: POST v1/me/loginFlow with the id GET v1/me/loginFlow gave that step (OBDX_UI configuration-base.js). */
export const acknowledgeLoginStep = (loginConfigId: string) =>
  callDigx(CREDENTIALS_ENDPOINTS.acknowledgeLoginStep.request({ body: { loginConfigId } }));

/** With a session, or with a reset token instead of one. */
export const fetchPasswordPolicy = (token?: string) =>
  callDigx<PasswordPolicyAnswer>(CREDENTIALS_ENDPOINTS.passwordPolicy.request({ params: token === undefined ? undefined : { token } }));

/** Both values already encrypted; OBDX's names (OBDX_UI change-password model.js: oldPassword, changedPassword). */
export const putPassword = (oldPassword: string, changedPassword: string) =>
  callDigx(CREDENTIALS_ENDPOINTS.changePassword.request({ body: { oldPassword, changedPassword } }));

/** Both values already encrypted; `type` says which credential changes (SPEC.md "type, old, new"). */
export const putPin = (oldPin: string, newPin: string) =>
  callDigx(CREDENTIALS_ENDPOINTS.changePin.request({ body: { type: CREDENTIALS_ENDPOINTS.PIN_CREDENTIAL_TYPE, oldPin, newPin } }));

export const fetchResetToken = (token: string) => callDigx<TokenAnswer>(CREDENTIALS_ENDPOINTS.resetToken.request({ token }));

/** The new password already encrypted. */
export const putResetPassword = (newPassword: string, token: string) =>
  callDigx(CREDENTIALS_ENDPOINTS.resetPassword.request({ body: { newPassword, token } }));
