import { maskedNumberSpoken } from '@/shared/lib/maskedNumber';

/**
 * What a receipt says and how (SPEC.md section 4 "Activity-log receipts": the sort code is shown as
 * 60-93-03 and account numbers are masked to their last digits). No jspdf here: payments and the activity
 * log build receipt lines in their own bundles and load receiptPdf.ts only when the customer asks.
 */
export interface Receipt {
  /** 'Payment receipt'. */
  title: string;
  bankName: string;
  /** [label, value] lines in order. */
  lines: readonly (readonly [string, string])[];
  /** 'Generated 2026-11-26 10:04:11 (London time)'. */
  footer: string;
}

/** SPEC.md section 9: the bank's own sort code, printed for the customer's own accounts (DECISIONS.md "sort code on receipts"). */
export const RECEIPT_SORT_CODE = '60-93-03';

/**
 * '10234561' → 'ending 4561': only the last four digits of an account number are ever shown on a receipt,
 * whether the number comes whole or in the bank's own mask ('xxxxxxxxxxxx4561'); in words, as a screen
 * shows it to a screen reader (shared/lib/maskedNumber), since jsPDF's standard fonts have no bullet.
 * No digits at all is ''.
 */
export function maskAccountNumber(accountNumber: string | undefined): string {
  return maskedNumberSpoken(accountNumber);
}

/**
 * An account's line on a receipt: 'Everyday, account ending 4561, 60-93-03'. A part that is missing is left
 * out; without a name it starts 'Account ending 4561'.
 */
export function receiptAccountLine(name: string | undefined, accountNumber: string | undefined, sortCode?: string): string {
  const ending = maskAccountNumber(accountNumber);
  const parts = [name?.trim(), ending && `account ${ending}`, sortCode].filter(Boolean) as string[];
  const line = parts.join(', ');
  return line.charAt(0).toUpperCase() + line.slice(1);
}

/** '200000' → '20-00-00'. */
export function formatReceiptSortCode(sortCode: string): string {
  const digits = sortCode.replace(/\D/g, '');
  return digits.length === 6 ? `${digits.slice(0, 2)}-${digits.slice(2, 4)}-${digits.slice(4)}` : sortCode;
}
