import { DigxError, isDigxError, type DigxErrorDetails } from './DigxError';
import { CredentialTooLongError } from './encryptCredential';
import { technicalIssueMessage } from './errorMessages';
import { LOAD_FAILURE_TEXT } from '../errors/loadFailureMessages';
import { isChunkLoadError } from '../lib/chunkLoad';

/** The code of a failure to load the app's own code (a receipt's or an export's library): nothing reached the bank. */
export const CODE_NOT_LOADED = 'NOT_LOADED';

/** Any failure as plain details for the store; unknown throwables are technical issues. */
export function errorDetails(error: unknown): DigxErrorDetails {
  if (isDigxError(error)) return error.toJSON();
  if (error instanceof CredentialTooLongError) return { kind: 'business', message: error.message };
  if (isChunkLoadError(error)) return { kind: 'technical', code: CODE_NOT_LOADED, message: LOAD_FAILURE_TEXT.part('This part of Online Banking') };
  return new DigxError({ kind: 'technical', code: 'CLIENT', message: technicalIssueMessage('CLIENT') }).toJSON();
}

/**
 * Whether a failed send may still have reached the bank: the connection dropped, no answer came, the
 * server failed after reading the request, or it answered success with a body we cannot read (a 2xx
 * that is a technical issue: the bank did it). A payment or file in that state is never offered again:
 * the customer checks first (issue 7 "unsure"; DECISIONS.md: nothing is sent twice).
 */
export function mayHaveReachedTheBank(error: DigxErrorDetails): boolean {
  if (error.code === CODE_NOT_LOADED) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  const status = error.status ?? 500;
  return error.kind === 'technical' && (status >= 500 || (status >= 200 && status < 300));
}
