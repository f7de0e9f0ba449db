import { DigxError, isDigxError, type DigxErrorDetails } from './DigxError';
import { CredentialTooLongError } from './encryptCredential';
import { technicalIssueMessage } from './errorMessages';

/** Any failure as plain details for the store; unknown throwables are technical issues. */
export function errorDetails(error: unknown): DigxErrorDetails {
  if (isDigxError(error)) return error.toJSON();
  if (error instanceof CredentialTooLongError) return { kind: 'business', message: error.message };
  return new DigxError({ kind: 'technical', code: 'CLIENT', message: technicalIssueMessage('CLIENT') }).toJSON();
}

/**
 * Whether a failed send may still have reached the bank: the connection dropped, no answer came, or the
 * server failed after reading the request. A payment or file in that state is never offered again: the
 * customer checks first (issue 7 "unsure"; DECISIONS.md: nothing is sent twice).
 */
export function mayHaveReachedTheBank(error: DigxErrorDetails): boolean {
  return error.kind === 'network' || error.kind === 'timeout' || (error.kind === 'technical' && (error.status ?? 500) >= 500);
}
