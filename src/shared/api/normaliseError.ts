import { parseChallengeHeader } from './challenge';
import { DIGX_CODES, meaningOf, type DigxMeaning } from './digxCodes';
import { DigxError } from './DigxError';
import { MAPPED_MESSAGES, TRANSPORT_MESSAGES, technicalIssueMessage, unknownCodeMessage } from './errorMessages';
import { extractSupportId } from './sentences';

/** A /digx answer that was not a success, or the lack of one. */
export interface FailedAnswer {
  /** undefined when nothing came back. */
  status?: number;
  timedOut?: boolean;
  headers?: Record<string, string | undefined>;
  /** The parsed JSON body, or undefined when the body was not JSON. */
  json?: unknown;
  /** True when the body was an HTML page (a proxy or server error page). */
  html?: boolean;
}

interface ObdxMessage {
  code?: unknown;
  detail?: unknown;
  title?: unknown;
  validationError?: { errorCode?: unknown; errorMessage?: unknown }[];
}

/** DIGX-CONTRACT.md: the code is validationError[0].errorCode when present, else message.code. */
function readBusinessError(json: unknown): { code?: string; detail?: string } {
  const message = (json as { message?: ObdxMessage } | undefined)?.message;
  if (!message || typeof message !== 'object') return {};
  const first = Array.isArray(message.validationError) ? message.validationError[0] : undefined;
  const code = typeof first?.errorCode === 'string' ? first.errorCode : typeof message.code === 'string' ? message.code : undefined;
  const detail =
    typeof first?.errorMessage === 'string' ? first.errorMessage : typeof message.detail === 'string' ? message.detail : undefined;
  return { code, detail };
}

export function normaliseError(answer: FailedAnswer): DigxError {
  const { status } = answer;
  // A 504 is a timeout met on the way (nginx's page, or our proxy's own deadline): the bank did not answer in
  // time, which is what the customer needs to hear (SPEC.md section 8), the same as when the browser gives up.
  if (answer.timedOut || status === 504) return new DigxError({ kind: 'timeout', message: TRANSPORT_MESSAGES.timeout });
  if (status === undefined) return new DigxError({ kind: 'network', message: TRANSPORT_MESSAGES.network });
  if (status === 401 || status === 419) {
    return new DigxError({ kind: 'sessionExpired', status, message: TRANSPORT_MESSAGES.sessionExpired });
  }
  const unreadable = answer.html || answer.json === undefined;
  const { code, detail } = unreadable ? {} : readBusinessError(answer.json);
  const meaning = meaningOf(code);
  const supportId = detail ? extractSupportId(detail) : undefined;
  const common = { status, code, meaning, serverMessage: detail, supportId };

  // DIGX-CONTRACT.md two-factor: the X-CHALLENGE header is what counts. A stock OBDX sends its first 417 with
  // an empty body, and a proxy may put a page there: the passcode is asked for whatever the body holds.
  if (status === 417) {
    const challenge = parseChallengeHeader(answer.headers?.['x-challenge']);
    if (challenge) {
      const message = code ? MAPPED_MESSAGES.otpInvalid : 'Please enter the one-time passcode we have sent you.';
      return new DigxError({ ...common, kind: 'challenge', challenge, message });
    }
  }
  // A 403 that names no code: a stock OBDX sends it bare. With X-AUTH-LOCATION-URL it is j_security_check
  // refusing the login (OBDX's login-form-web.js: 403 is a failed login); otherwise the call is forbidden,
  // which the client re-checks against v1/me (digxClient.ts). A code, where one comes (the demo bank), decides.
  if (status === 403 && !code) {
    const refusedLogin = Boolean(answer.headers?.['x-auth-location-url']);
    const forbidden: DigxMeaning = refusedLogin ? 'wrongCredentials' : 'accessDenied';
    return new DigxError({ ...common, code: DIGX_CODES[forbidden], meaning: forbidden, kind: 'business', message: MAPPED_MESSAGES[forbidden] });
  }
  if (unreadable) {
    return new DigxError({ kind: 'technical', status, code: String(status), message: technicalIssueMessage(status) });
  }
  if (status === 412) return new DigxError({ ...common, kind: 'challengeLocked', message: MAPPED_MESSAGES.otpLocked });
  if (meaning === 'sessionExpired' || meaning === 'nonceInvalid') {
    return new DigxError({ ...common, kind: 'sessionExpired', message: TRANSPORT_MESSAGES.sessionExpired });
  }
  if (meaning) return new DigxError({ ...common, kind: 'business', message: MAPPED_MESSAGES[meaning] });
  if (code) return new DigxError({ ...common, kind: 'business', message: unknownCodeMessage(code) });
  return new DigxError({ ...common, kind: 'technical', code: String(status), message: technicalIssueMessage(status) });
}
