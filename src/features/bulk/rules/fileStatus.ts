/**
 * The one-word outcome of an uploaded file in the file list (SPEC.md section 4 "Bulk upload": detail
 * codes VERIFIED, UPLOADED, APPROVED and PROCESSING_IN_PROGRESS count as processing; PROCESSED and
 * COMPLETED as accepted; recordsRejected is the rejected total; the largest count decides
 * Successful, Rejected or Under process; a file with status ERROR shows 'File error').
 *
 * Where SPEC.md is silent (a cautious bank never claims more than it knows):
 * - Ties: Under process beats both others (a payment still moving is not yet a success, nor a
 *   failure), and Rejected beats Successful (a customer must look at a file half of which failed).
 * - No counts at all (just uploaded, details not there yet): Under process, unless the file itself
 *   is REJECTED (an approver turned it down), which shows Rejected.
 * - Detail codes outside SPEC.md's lists (REJECTED among them, which recordsRejected already
 *   counts) are not counted; codes are read in any case; a count that is not a positive number
 *   counts as 0; several details with one code add up.
 */

export type BulkOverallStatus = 'Successful' | 'Rejected' | 'Under process' | 'File error';

export const PROCESSING_CODES = ['VERIFIED', 'UPLOADED', 'APPROVED', 'PROCESSING_IN_PROGRESS'] as const;
export const ACCEPTED_CODES = ['PROCESSED', 'COMPLETED'] as const;

/** What the file list item carries (SPEC.md section 3 "Bulk file" list item); all optional. */
export interface BulkFileOutcome {
  status?: string | null;
  recordsRejected?: number | string | null;
  details?: readonly { statusCode?: string | null; count?: number | string | null }[] | null;
}

export interface BulkStatusCounts {
  processing: number;
  accepted: number;
  rejected: number;
}

const count = (value: unknown): number => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) && n > 0 ? n : 0;
};
const upper = (code: unknown) => String(code ?? '').trim().toUpperCase();

/** The three totals SPEC.md compares. */
export function bulkStatusCounts(file: BulkFileOutcome): BulkStatusCounts {
  const details = Array.isArray(file.details) ? file.details : [];
  const sum = (codes: readonly string[]) =>
    details.filter((d) => d && codes.includes(upper(d.statusCode))).reduce((total, d) => total + count(d.count), 0);
  return { processing: sum(PROCESSING_CODES), accepted: sum(ACCEPTED_CODES), rejected: count(file.recordsRejected) };
}

export function bulkOverallStatus(file: BulkFileOutcome): BulkOverallStatus {
  const status = upper(file.status);
  if (status === 'ERROR') return 'File error';
  const { processing, accepted, rejected } = bulkStatusCounts(file);
  if (processing + accepted + rejected === 0) return status === 'REJECTED' ? 'Rejected' : 'Under process';
  if (processing >= accepted && processing >= rejected) return 'Under process';
  return rejected >= accepted ? 'Rejected' : 'Successful';
}
