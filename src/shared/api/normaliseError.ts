import { parseChallengeHeader } from './challenge';
import { DIGX_CODES, meaningOf } from './digxCodes';
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
  if (answer.timedOut) return new DigxError({ kind: 'timeout', message: TRANSPORT_MESSAGES.timeout });
  if (status === undefined) return new DigxError({ kind: 'network', message: TRANSPORT_MESSAGES.network });
  if (status === 401 || status === 419) {
    return new DigxError({ kind: 'sessionExpired', status, message: TRANSPORT_MESSAGES.sessionExpired });
  }
  if (answer.html || answer.json === undefined) {
    return new DigxError({ kind: 'technical', status, code: String(status), message: technicalIssueMessage(status) });
  }

  const { code, detail } = readBusinessError(answer.json);
  const meaning = meaningOf(code);
  const supportId = detail ? extractSupportId(detail) : undefined;
  const common = { status, code, meaning, serverMessage: detail, supportId };

  if (status === 417) {
    const challenge = parseChallengeHeader(answer.headers?.['x-challenge']);
    if (challenge) {
      const message = code ? MAPPED_MESSAGES.otpInvalid : 'Please enter the one-time passcode we have sent you.';
      return new DigxError({ ...common, kind: 'challenge', challenge, message });
    }
  }
  if (status === 412) return new DigxError({ ...common, kind: 'challengeLocked', message: MAPPED_MESSAGES.otpLocked });
  if (meaning === 'sessionExpired' || meaning === 'nonceInvalid') {
    return new DigxError({ ...common, kind: 'sessionExpired', message: TRANSPORT_MESSAGES.sessionExpired });
  }
  if (meaning) return new DigxError({ ...common, kind: 'business', message: MAPPED_MESSAGES[meaning] });
  if (code) return new DigxError({ ...common, kind: 'business', message: unknownCodeMessage(code) });
  if (status === 403) {
    return new DigxError({ ...common, code: DIGX_CODES.accessDenied, meaning: 'accessDenied', kind: 'business', message: MAPPED_MESSAGES.accessDenied });
  }
  return new DigxError({ ...common, kind: 'technical', code: String(status), message: technicalIssueMessage(status) });
}
