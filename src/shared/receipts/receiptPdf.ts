/**
 * A receipt as a one-page PDF, made in the browser (SPEC.md section 4 "Activity-log receipts": receipts
 * are produced on the client; the sort code is shown as 60-93-03 and account numbers are masked to their
 * last digits). Payments use it on their done screen; the activity log (issue 10) will too.
 * jspdf is imported here only: callers load this module with import() when the customer asks.
 */
import { jsPDF } from 'jspdf';

export interface Receipt {
  /** 'Payment receipt'. */
  title: string;
  bankName: string;
  /** [label, value] lines in order. */
  lines: readonly (readonly [string, string])[];
  /** 'Generated 2026-11-26 10:04:11 (London time)'. */
  footer: string;
}

/** SPEC.md section 9: receipts show the bank's sort code as 60-93-03. */
export const RECEIPT_SORT_CODE = '60-93-03';

/** '10234561' → '****4561': only the last four digits of an account number ever go on a receipt. */
export function maskAccountNumber(accountNumber: string): string {
  const digits = accountNumber.replace(/\D/g, '');
  return digits.length > 4 ? `****${digits.slice(-4)}` : digits;
}

/** '200000' → '20-00-00'. */
export function formatReceiptSortCode(sortCode: string): string {
  const digits = sortCode.replace(/\D/g, '');
  return digits.length === 6 ? `${digits.slice(0, 2)}-${digits.slice(2, 4)}-${digits.slice(4)}` : sortCode;
}

export function buildReceiptPdf(receipt: Receipt): Blob {
  const doc = new jsPDF({ unit: 'pt', format: 'a4' });
  const left = 56;
  let y = 72;
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(18);
  doc.text(receipt.bankName, left, y);
  y += 28;
  doc.setFontSize(14);
  doc.text(receipt.title, left, y);
  y += 30;
  doc.setFontSize(11);
  for (const [label, value] of receipt.lines) {
    doc.setFont('helvetica', 'normal');
    doc.setTextColor(90);
    doc.text(label, left, y);
    doc.setFont('helvetica', 'bold');
    doc.setTextColor(20);
    doc.text(doc.splitTextToSize(value, 300) as string[], left + 170, y);
    y += 22;
  }
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(9);
  doc.setTextColor(90);
  doc.text(receipt.footer, left, 800);
  return doc.output('blob');
}
