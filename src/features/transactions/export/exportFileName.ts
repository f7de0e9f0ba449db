/**
 * The name an export is saved under: what it is, which account (last four digits only: a file
 * name ends up in download folders, mail attachments and sync services, so never the full
 * number), the period, and for the accounting-package CSVs which package it is laid out for.
 */
import { safeFileName } from '@/shared/lib/download';
import type { ExportAccount, ExportFormat, ExportPeriod } from '../types';

const EXTENSIONS: Readonly<Record<ExportFormat, string>> = {
  csv: '.csv',
  quickbooks: '-quickbooks.csv',
  sage: '-sage.csv',
  xero: '-xero.csv',
  ofx: '.ofx',
  qif: '.qif',
  xlsx: '.xlsx',
  pdf: '.pdf',
};

// A nickname may hold an account or card number ("Joint 12345678"); runs of six or more digits go.
const LONG_DIGIT_RUN = /\d{6,}/g;

/** 'Everyday-1234-2026-01-01-to-2026-03-31.csv', 'Everyday-1234-2026-01-01-to-2026-03-31-xero.csv'. */
export function exportFileName(account: ExportAccount, period: ExportPeriod, format: ExportFormat): string {
  const digits = String(account.accountNumber ?? '').replace(/\D/g, '');
  const title = String(account.title ?? '').replace(LONG_DIGIT_RUN, ' ');
  const name = [/[A-Za-z0-9]/.test(title) ? title : 'Account', digits.slice(-4), period.start, 'to', period.end].join('-');
  // A leading dot would hide the file on macOS and Linux.
  return `${safeFileName(name).replace(/^[.-]+/, '')}${EXTENSIONS[format]}`;
}
