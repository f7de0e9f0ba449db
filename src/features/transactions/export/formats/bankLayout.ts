/**
 * The bank's own export layout, shared by the csv and xlsx files so the two always carry the
 * same columns in the same order. Values stay typed here; each file writes them its own way.
 */
import { CATEGORY_LABELS } from '../../transactionCodes';
import type { Transaction } from '../../types';

export const BANK_COLUMNS = [
  'Transaction ID',
  'Date',
  'Description',
  'Reference',
  'Type',
  'Money out',
  'Money in',
  'Balance',
  'Currency',
] as const;

export interface BankRow {
  id: string;
  /** YYYY-MM-DD, London calendar day. */
  date: string;
  description: string;
  reference: string;
  type: string;
  moneyOut: number | null;
  moneyIn: number | null;
  balance: number | null;
  currency: string;
}

/** One transaction in the bank layout: money out and money in as positive amounts, one of them empty. */
export function bankRow(row: Transaction): BankRow {
  const amount = Math.abs(row.amountPure);
  return {
    id: row.id,
    date: row.date,
    description: row.title ?? '',
    reference: row.ref ?? '',
    type: CATEGORY_LABELS[row.type] ?? CATEGORY_LABELS.miscellaneous,
    moneyOut: row.debitCreditFlag === 'D' ? amount : null,
    moneyIn: row.debitCreditFlag === 'C' ? amount : null,
    balance: row.balance,
    currency: row.currency,
  };
}
