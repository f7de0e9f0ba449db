/**
 * How the file list and the file page word a bulk file (SPEC.md section 3 "Bulk file"): when it was
 * uploaded, the account it pays from, a record's status, and which downloads the bank can give.
 */
import { formatShortDate } from '@/shared/lib/dates';
import { lastDigits } from '@/shared/lib/maskedNumber';
import type { BulkFile } from '../types';

/** An account the customer holds, as the screens are given it. */
export interface BulkAccount {
  /** The store id: the OBDX account token, as a file's fromId is. */
  id: string;
  accountId?: string;
  title: string;
  accountNumber: string;
}


/**
 * The account a file pays from: its title when it is one of the customer's, and its number to show masked
 * (shared/ui/MaskedNumber): the customer's own number, else the bank's masked one. Both '' when nothing is known.
 */
export function fromAccountOf(file: Pick<BulkFile, 'fromId' | 'fromDisplay'>, accounts: readonly BulkAccount[]): { title: string; number: string } {
  const account = file.fromId ? accounts.find((a) => a.id === file.fromId || a.accountId === file.fromId) : undefined;
  return { title: account?.title ?? '', number: (lastDigits(account?.accountNumber) ? account?.accountNumber : file.fromDisplay) ?? '' };
}

/** A day ('YYYY-MM-DD') as '5 Mar 2026'; '–' when there is none. */
export function dayText(day: string): string {
  return (day && formatShortDate(day)) || '–';
}

const RECORD_WORDS: Readonly<Record<string, string>> = {
  UPLOADED: 'Uploaded',
  VERIFIED: 'Verified',
  PENDING_APPROVAL: 'Awaiting approval',
  APPROVED: 'Approved',
  PROCESSING_IN_PROGRESS: 'Processing',
  PROCESSED: 'Processed',
  COMPLETED: 'Completed',
  REJECTED: 'Rejected',
  ERROR: 'Error',
};

/** A payment's status in words ('PROCESSING_IN_PROGRESS' → 'Processing'); a code we do not know, sentence-cased. */
export function recordStatusWord(status: string): string {
  const code = status.trim().toUpperCase();
  if (!code) return '–';
  const known = RECORD_WORDS[code];
  if (known) return known;
  const words = code.replace(/_+/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export type BulkDownloadKind = 'response' | 'errorLog';

export const DOWNLOAD_LABELS: Readonly<Record<BulkDownloadKind, string>> = {
  response: 'Download the response file',
  errorLog: 'Download the error log',
};

/**
 * What the bank can give for a file: a file it could not read (ERROR) has only its XML error log; any
 * other has only its response file, whose lines carry each rejected payment's error (the bank answers
 * 'no error log' for those, so the page never offers a download that would fail).
 */
export function offeredDownloads(file: Pick<BulkFile, 'status'>): BulkDownloadKind[] {
  return file.status.trim().toUpperCase() === 'ERROR' ? ['errorLog'] : ['response'];
}
