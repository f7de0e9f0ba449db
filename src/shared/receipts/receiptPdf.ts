/**
 * A receipt as a one-page PDF, made in the browser (SPEC.md section 4 "Activity-log receipts": receipts
 * are produced on the client; the sort code is shown as 60-93-03 and account numbers are masked to their
 * last digits). Payments use it on their done screen; the activity log (issue 10) will too.
 * jspdf is imported here only: callers load this module with import() when the customer asks; the
 * receipt's words (masking, the sort code) are in receipt.ts, which any bundle may import.
 */
import { jsPDF } from 'jspdf';
import type { Receipt } from './receipt';

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
