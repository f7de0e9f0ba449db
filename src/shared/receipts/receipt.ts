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
 * '10234561' → '****4561': only the last four digits of an account number are ever shown on a receipt
 * or a list, whether the number comes whole or in the bank's own mask ('xxxxxxxxxxxx4561'). A short
 * number is still marked as masked; no digits at all is ''.
 */
export function maskAccountNumber(accountNumber: string | undefined): string {
  const digits = String(accountNumber ?? '').replace(/\D/g, '');
  return digits ? `****${digits.slice(-4)}` : '';
}

/** '200000' → '20-00-00'. */
export function formatReceiptSortCode(sortCode: string): string {
  const digits = sortCode.replace(/\D/g, '');
  return digits.length === 6 ? `${digits.slice(0, 2)}-${digits.slice(2, 4)}-${digits.slice(4)}` : sortCode;
}
