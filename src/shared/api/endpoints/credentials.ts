/** The credentials calls: the first-login steps, password and PIN changes, and the password reset by link. */
import { endpoint } from './endpoint';

/** A first-login step done (the terms, a forced change): its loginConfigId back to the bank. */
export const acknowledgeLoginStep = /*#__PURE__*/ endpoint('POST', 'v1/me/loginFlow');
export const passwordPolicy = /*#__PURE__*/ endpoint('GET', 'v1/passwordPolicy');
export const changePassword = /*#__PURE__*/ endpoint('PUT', 'v1/me/credentials');
export const changePin = /*#__PURE__*/ endpoint('PUT', 'cz/v1/credentials/transactionPin');
/**
 * The `type` of SPEC.md's "type, old, new" on the PIN change. SPEC.md gives no value; its manage-credentials
 * route names the two credentials password and pin, so the PIN change says pin (here, so a bank can name another).
 */
export const PIN_CREDENTIAL_TYPE = 'pin';
export const resetToken = /*#__PURE__*/ endpoint('GET', 'v1/token/{token}');
export const resetPassword = /*#__PURE__*/ endpoint('PUT', 'v1/credentials/changeCredentials');
