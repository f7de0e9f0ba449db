import { DigxError, isDigxError, type DigxErrorDetails } from './DigxError';
import { CredentialTooLongError } from './encryptCredential';
import { technicalIssueMessage } from './errorMessages';

/** Any failure as plain details for the store; unknown throwables are technical issues. */
export function errorDetails(error: unknown): DigxErrorDetails {
  if (isDigxError(error)) return error.toJSON();
  if (error instanceof CredentialTooLongError) return { kind: 'business', message: error.message };
  return new DigxError({ kind: 'technical', code: 'CLIENT', message: technicalIssueMessage('CLIENT') }).toJSON();
}
