/**
 * The one-word outcome of an uploaded file in the file list (SPEC.md section 4 "Bulk upload": detail
 * codes VERIFIED, UPLOADED, APPROVED and PROCESSING_IN_PROGRESS count as processing; PROCESSED and
 * COMPLETED as accepted; recordsRejected is the rejected total; the largest count decides
 * Successful, Rejected or Under process; a file with status ERROR shows 'File error').
 *
 * recordsRejected and details come only from a bank's extension layer (BankProfile 'bulkSummary'): a
 * stock OBDX sends neither, so when nothing is counted the file's own fileStatus decides
 * (FILE_STATUS_WORDS). Without that a real PROCESSED file would read "Under process" for ever.
 *
 * Where SPEC.md is silent (a cautious bank never claims more than it knows):
 * - Ties: Under process beats both others (a payment still moving is not yet a success, nor a
 *   failure), and Rejected beats Successful (a customer must look at a file half of which failed).
 * - Detail codes outside SPEC.md's lists (REJECTED among them, which recordsRejected already
 *   counts) are not counted; codes are read in any case; a count that is not a positive number
 *   counts as 0; several details with one code add up.
 * - The file statuses SPEC.md does not name, as OBDX's own client describes them
 *   (enumerations/fileStatuses): see FILE_STATUS_WORDS.
 */

export type BulkOverallStatus = 'Successful' | 'Rejected' | 'Under process' | 'File error';

export const PROCESSING_CODES = ['VERIFIED', 'UPLOADED', 'APPROVED', 'PROCESSING_IN_PROGRESS'] as const;
export const ACCEPTED_CODES = ['PROCESSED', 'COMPLETED'] as const;

/**
 * A file's own status, when no record is counted. SPEC.md's codes read as its lists put them; the others:
 * - PENDING_APPROVAL (an authoriser has still to approve it): Under process, as VERIFIED before it.
 * - PROCESSEXCP ("processed but some of the records are in error"): Rejected. Without counts the app
 *   cannot say how many failed, and SPEC.md's tie rule already prefers Rejected over Successful
 *   so that the customer opens the file, whose payments each say how they went.
 * - REJECTED (an approver turned it down), EXPIRED (not approved in time) and DELETED (withdrawn
 *   before it was paid): Rejected, since the bank will not make its payments.
 * - Any other or no status: Under process (claiming success or failure would be a guess).
 */
const FILE_STATUS_WORDS: Readonly<Record<string, BulkOverallStatus>> = {
  UPLOADED: 'Under process',
  VERIFIED: 'Under process',
  PENDING_APPROVAL: 'Under process',
  APPROVED: 'Under process',
  PROCESSING_IN_PROGRESS: 'Under process',
  PROCESSED: 'Successful',
  COMPLETED: 'Successful',
  PROCESSEXCP: 'Rejected',
  REJECTED: 'Rejected',
  EXPIRED: 'Rejected',
  DELETED: 'Rejected',
  ERROR: 'File error',
};

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

/** The word of the file's own status alone (no counts). */
export function fileStatusWord(status: string | null | undefined): BulkOverallStatus {
  return FILE_STATUS_WORDS[upper(status)] ?? 'Under process';
}

export function bulkOverallStatus(file: BulkFileOutcome): BulkOverallStatus {
  const status = upper(file.status);
  if (status === 'ERROR') return 'File error';
  const { processing, accepted, rejected } = bulkStatusCounts(file);
  if (processing + accepted + rejected === 0) return fileStatusWord(status);
  if (processing >= accepted && processing >= rejected) return 'Under process';
  return rejected >= accepted ? 'Rejected' : 'Successful';
}
