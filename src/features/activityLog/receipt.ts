/**
 * An activity-log receipt (SPEC.md section 4 "Activity-log receipts"): made in the browser, the bank's
 * sort code shown as 60-93-03, every account number masked to its last digits. This module brings
 * jspdf with it, so the saga loads it with import() only when the customer asks for a receipt.
 */
import { safeFileName } from '@/shared/lib/download';
import { formatShortDate } from '@/shared/lib/dates';
import { londonDateTime } from '@/shared/lib/london';
import { formatMoney } from '@/shared/lib/money';
import { formatReceiptSortCode, maskAccountNumber, receiptAccountLine, RECEIPT_SORT_CODE, type Receipt } from '@/shared/receipts/receipt';
import { buildReceiptPdf } from '@/shared/receipts/receiptPdf';
import { activityReference, activityStatusWord } from './rules';
import type { ActivityItem } from './types';

/** Transfers between the customer's own accounts: both ends are the bank's, so both show 60-93-03. */
const OWN_ACCOUNT_TASKS = ['PC_F_SELF', 'PC_F_SELFI'];

const joined = (...parts: (string | undefined)[]) => parts.filter((p) => p && p.trim()).join(' ');

function toLine(item: ActivityItem): string | undefined {
  const number = maskAccountNumber(item.toAccountNo ?? item.toAccountId);
  if (!number && !item.beneName) return undefined;
  const own = OWN_ACCOUNT_TASKS.includes(item.taskCode);
  // DECISIONS.md "sort code on receipts": the bank's own for the customer's accounts, the payee's own on a
  // payee's line; a payee whose sort code the bank did not send gets none rather than the bank's.
  const sortCode = own ? RECEIPT_SORT_CODE : item.toSortCode ? formatReceiptSortCode(item.toSortCode) : undefined;
  return number ? receiptAccountLine(item.beneName, item.toAccountNo ?? item.toAccountId, sortCode) : joined(item.beneName);
}

/** The receipt's reference: the one the payment's own receipt shows (rules.ts activityReference). */
export const receiptReference = (item: ActivityItem): string => activityReference(item);

/** The receipt's lines, in the order read; a line the item has nothing for is left out. */
export function receiptOf(item: ActivityItem, now: Date): Receipt {
  const lines: [string, string | undefined][] = [
    ['Reference number', receiptReference(item)],
    ['Type', item.type],
    ['Status', activityStatusWord(item)],
    ['From', maskAccountNumber(item.accountNo) ? receiptAccountLine(undefined, item.accountNo, RECEIPT_SORT_CODE) : undefined],
    ['To', toLine(item)],
    ['Amount', item.amount ? formatMoney(item.amount.amount, item.amount.currency) : undefined],
    ['Payment reference', item.reference],
    ['Value date', item.valueDate ? formatShortDate(item.valueDate) : undefined],
    ['Repeats until', item.repeatsUntil ? formatShortDate(item.repeatsUntil) : undefined],
  ];
  return {
    title: `${item.type} receipt`,
    bankName: 'Online Banking',
    lines: lines.filter((line): line is [string, string] => !!line[1]),
    footer: `Generated ${londonDateTime(now) ?? ''} (London time)`,
  };
}

/** 'Receipt-{reference}.pdf', safe on every system. */
export const receiptFileName = (item: ActivityItem): string => `Receipt-${safeFileName(receiptReference(item))}.pdf`;

export function makeReceipt(item: ActivityItem, now: Date): { blob: Blob; fileName: string } {
  return { blob: buildReceiptPdf(receiptOf(item, now)), fileName: receiptFileName(item) };
}
