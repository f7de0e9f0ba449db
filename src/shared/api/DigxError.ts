import type { Challenge } from './challenge';
import type { DigxMeaning } from './digxCodes';

/**
 * What went wrong with a /digx call, already translated into the catalogue's meaning
 * (SPEC.md section 8). The client only classifies; sagas decide what the user sees.
 */
export type DigxErrorKind =
  /** 401, 419 or no nonce to send: the session is gone, go to the session-expired page. */
  | 'sessionExpired'
  /** No answer at all. */
  | 'network'
  | 'timeout'
  /** HTML error page, unreadable JSON, or a server fault with no code. */
  | 'technical'
  /** A DIGX business error code, mapped or not. */
  | 'business'
  /** 417: a one-time passcode is needed (handled by callWithChallenge). */
  | 'challenge'
  /** 412: no passcode attempts left. */
  | 'challengeLocked'
  /** The user closed the passcode dialog: nothing was sent. */
  | 'challengeCancelled';

export interface DigxErrorDetails {
  kind: DigxErrorKind;
  message: string;
  status?: number;
  code?: string;
  meaning?: DigxMeaning;
  /** The server's own text (decoded), for the 'Something went wrong' modal. */
  serverMessage?: string;
  supportId?: string;
  challenge?: Challenge;
}

export class DigxError extends Error {
  readonly kind: DigxErrorKind;
  readonly status?: number;
  readonly code?: string;
  readonly meaning?: DigxMeaning;
  readonly serverMessage?: string;
  readonly supportId?: string;
  readonly challenge?: Challenge;

  constructor(details: DigxErrorDetails) {
    super(details.message);
    this.name = 'DigxError';
    this.kind = details.kind;
    this.status = details.status;
    this.code = details.code;
    this.meaning = details.meaning;
    this.serverMessage = details.serverMessage;
    this.supportId = details.supportId;
    this.challenge = details.challenge;
  }

  /** A plain object for Redux state and actions (errors are not serialisable). */
  toJSON(): DigxErrorDetails {
    return {
      kind: this.kind,
      message: this.message,
      status: this.status,
      code: this.code,
      meaning: this.meaning,
      serverMessage: this.serverMessage,
      supportId: this.supportId,
      challenge: this.challenge,
    };
  }
}

export function isDigxError(error: unknown): error is DigxError {
  return error instanceof DigxError;
}
