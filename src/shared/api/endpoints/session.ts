/**
 * The session's calls (SPEC.md section 4): the client's own nonce call, the login's calls, the passcode
 * resend, and the reads every logged-in page needs. The login page loads this list; keep it to these.
 */
import { bankProfile } from '@/shared/bankProfile';
import { endpoint } from './endpoint';

export const SESSION_ENDPOINTS = {
  /** SPEC.md shows GET, DIGX-CONTRACT.md POST: the bank profile's (createDigxClient may be told otherwise). */
  nonce: endpoint(bankProfile.nonceMethod, 'v1/session/nonce', { nonce: false }),
  publicKey: endpoint('GET', 'v1/publicKey'),
  salt: endpoint('POST', 'v1/salt'),
  login: endpoint('POST', 'j_security_check'),
  resendPasscode: endpoint('POST', 'v1/2fa/{referenceNo}/resend'),
  /** The profile; also the client's check whether a session lives (it answers 401 when there is none). */
  me: endpoint('GET', 'v1/me'),
  loginFlow: endpoint('GET', 'v1/me/loginFlow'),
  permissions: endpoint('GET', 'cz/v1/permissions'),
  logout: endpoint('DELETE', 'v1/session'),
} as const;
