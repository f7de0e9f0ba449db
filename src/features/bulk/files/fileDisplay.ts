/**
 * How the file list and the file page word a bulk file (SPEC.md section 3 "Bulk file"): when it was
 * uploaded, the account it pays from, a record's status, and which downloads the bank can give.
 */
import { formatShortDate } from '@/shared/lib/dates';
import { maskAccountNumber } from '@/shared/receipts/receipt';
import type { BulkFile } from '../types';

/** An account the customer holds, as the screens are given it. */
export interface BulkAccount {
  /** The store id: the OBDX account token, as a file's fromId is. */
  id: string;
  accountId?: string;
  title: string;
  accountNumber: string;
}


/** A payee's '40-05-30 xxxxxxxxxxxx5678' as '40-05-30 ****5678': the bank's long mask says no more than four stars. */
export function accountDetailsText(details: string): string {
  return details.replace(/[xX*]{5,}(?=\d)/g, '****') || '–';
}

/** 'Racing Account ****4561' when the account is one of the customer's, else the bank's masked number. */
export function fromAccountText(file: Pick<BulkFile, 'fromId' | 'fromDisplay'>, accounts: readonly BulkAccount[]): string {
  const account = file.fromId ? accounts.find((a) => a.id === file.fromId || a.accountId === file.fromId) : undefined;
  const number = maskAccountNumber(account?.accountNumber ?? '') || maskAccountNumber(file.fromDisplay) || file.fromDisplay;
  return [account?.title, number].filter(Boolean).join(' ') || '–';
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
