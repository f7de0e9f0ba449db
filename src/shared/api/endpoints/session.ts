/**
 * The session's calls (SPEC.md section 4): the client's own nonce call, the login's calls, the passcode
 * resend, and the reads every logged-in page needs. The login page loads this list; keep it to these.
 */
import { bankProfile } from '@/shared/bankProfile';
import { endpoint } from './endpoint';

/** SPEC.md shows GET, DIGX-CONTRACT.md POST: the bank profile's (createDigxClient may be told otherwise). */
export const nonce = /*#__PURE__*/ endpoint(bankProfile.nonceMethod, 'v1/session/nonce', { nonce: false });
export const publicKey = /*#__PURE__*/ endpoint('GET', 'v1/publicKey');
export const salt = /*#__PURE__*/ endpoint('POST', 'v1/salt');
export const login = /*#__PURE__*/ endpoint('POST', 'j_security_check');
export const resendPasscode = /*#__PURE__*/ endpoint('POST', 'v1/2fa/{referenceNo}/resend');
/** The profile; also the client's check whether a session lives (it answers 401 when there is none). */
export const me = /*#__PURE__*/ endpoint('GET', 'v1/me');
export const loginFlow = /*#__PURE__*/ endpoint('GET', 'v1/me/loginFlow');
export const permissions = /*#__PURE__*/ endpoint('GET', 'cz/v1/permissions');
export const logout = /*#__PURE__*/ endpoint('DELETE', 'v1/session');
