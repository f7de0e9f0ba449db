/** Bulk payment files (SPEC.md section 3 "Bulk file"), as the screens use them. */
import type { BulkOverallStatus } from './rules/fileStatus';

/** One party's file identifier (SPEC.md section 6: bulk upload needs a mapping per party). */
export interface FileIdentifierMapping {
  fileIdentifier: string;
  description: string;
  /** The template's transaction (fileTemplateDTO.transaction: DTF, ITG, MIX…); '' when the bank does not say. */
  transaction: string;
  /** OBDX partyId.value and the party number, when the bank names them; '' otherwise. */
  partyId: string;
  customerId: string;
}

/** A file list item (SPEC.md section 3 "Bulk file" list item). */
export interface BulkFile {
  id: string;
  fileName: string;
  /** The bank's file status (VERIFIED, PROCESSED, ERROR…). */
  status: string;
  /** The one word the customer reads: Successful, Rejected, Under process or File error. */
  overall: BulkOverallStatus;
  /** When it was uploaded, as the bank stamped it (ISO, UTC or London offset). */
  date: string;
  /** YYYY-MM-DD. */
  valueDate: string;
  /** The debit account's token (OBDX debitAccountId.value) and its masked number. */
  fromId: string;
  fromDisplay: string;
  transactionCount: number;
  amount: { amount: number; currency: string };
  /** How many payments the bank rejected; null when it does not say (a stock OBDX never does). */
  recordsRejected: number | null;
  details: { statusCode: string; count: number }[];
}

/** One payment of a file (SPEC.md section 3 "Bulk file" record). */
export interface BulkRecord {
  id: string;
  name: string;
  reference: string;
  status: string;
  amount: number;
  currency: string;
  /** Sort code and masked account number, as the customer recognises them. */
  accountDetails: string;
  /** YYYY-MM-DD. */
  date: string;
  paymentType: string;
  errorMessage: string | null;
}
