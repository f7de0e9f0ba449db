/**
 * The app's transaction types (SPEC.md section 3 "Transaction" and "Transaction filters").
 * Amounts are numbers in the account's currency; formatting is the screen's job.
 */
import type { TransactionCategory, TransactionCode } from './transactionCodes';

export type { TransactionCategory, TransactionCode };

export interface Transaction {
  /** Stable across fetches and exports: `${transactionReferenceNumber}-${subSequenceNumber}` of OBDX's key. */
  id: string;
  /** What the customer reads: OBDX description. */
  title: string;
  /** Money out, or null on a credit. */
  debit: number | null;
  /** Money in, or null on a debit. */
  credit: number | null;
  /** OBDX userReferenceNumber (the customer's reference); empty when the bank gives none. */
  ref: string;
  /** Running balance after this entry; null when the bank does not send one. */
  balance: number | null;
  /** YYYY-MM-DD, the transaction date (Europe/London calendar day). */
  date: string;
  /** Milliseconds of `date` at UTC midnight: a number to sort and compare on without parsing dates again. */
  timeStamp: number;
  /** The unsigned amount. */
  amountPure: number;
  currency: string;
  /** The posting code as the bank sent it ('' when absent). */
  transactionCode: string;
  debitCreditFlag: 'D' | 'C';
  /**
   * SPEC.md category derived from transactionCode (transactionCodes.ts); null when the bank sent no code
   * (a stock OBDX never does), so no category is shown or filtered on (rules.ts).
   */
  type: TransactionCategory | null;
}

/** 'all' or a set of categories: selecting any type clears 'all'; selecting 'all' clears the others. */
export type TypeTags = 'all' | TransactionCategory[];

export interface TransactionFilters {
  /** 'A' all, 'D' money out, 'C' money in. */
  debitCreditFlag: 'A' | 'D' | 'C';
  /** Matches title and ref; only applied from 3 characters. */
  search: string;
  amountMinMax: { min: number | null; max: number | null };
  tags: TypeTags;
  /** YYYY-MM-DD both ends, or null for the default window. */
  datesStartEnd: { start: string; end: string } | null;
}

/** What an export needs beside the rows: the account and the period it covers. */
export interface ExportAccount {
  title: string;
  accountNumber: string;
  sortCode: string;
  currency: string;
  /** OBDX account type as received: CSA, TRD or LON (OFX needs CHECKING/SAVINGS/CREDITLINE). */
  originalType: string;
  /** 'current' | 'racing' | 'deposit' | 'lending'. */
  group: string;
}

export interface ExportPeriod {
  /** YYYY-MM-DD, inclusive. */
  start: string;
  end: string;
  /** Balance before the first row of the period and after the last (account currency); null when unknown. */
  openingBalance: number | null;
  closingBalance: number | null;
}

export const EXPORT_FORMATS = ['csv', 'pdf', 'quickbooks', 'sage', 'xero', 'ofx', 'qif', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** A built export: the bytes and how to save them. */
export interface ExportFile {
  fileName: string;
  mimeType: string;
  data: Blob;
}

/**
 * The account facts the transactions screen needs: an accounts-feature Account fits as it is
 * (structural), so the app area passes it straight in.
 */
export interface TransactionAccount {
  id: string;
  accountId: string;
  accountType: 'demandDeposit' | 'deposit' | 'loan';
  /** SPEC.md section 1 type: MO (mortgage) widens in 730-day steps. */
  type: string;
  group: string;
  title: string;
  accountNumber: string;
  sortCode: string;
  currency: string;
  originalType: string;
  balance: { currency: string; amount: number };
  availableBalance: { currency: string; amount: number };
  details: { startDate: string };
}
