/**
 * OBDX transaction items (DIGX-CONTRACT.md: GET …/transactions `items[]`) to the app's Transaction
 * (SPEC.md section 3). The one mapper for demand deposit, loan and deposit histories.
 *
 * The id is OBDX's key, reference number and sub-sequence together: one reference can have several legs,
 * and the pair is what stays the same when the same period is fetched again (exports rely on it).
 */
import { categoryOf } from './transactionCodes';
import type { Transaction } from './types';

interface MoneyWire {
  currency?: string;
  amount?: number | string;
}

export interface TransactionWire {
  postingDate?: string;
  valueDate?: string;
  transactionDate?: string;
  amountInAccountCurrency?: MoneyWire;
  description?: string;
  userReferenceNumber?: string;
  key?: { transactionReferenceNumber?: string; subSequenceNumber?: string };
  transactionType?: string;
  runningBalance?: MoneyWire;
  transactionCode?: string;
}

export interface TransactionsSummaryWire {
  openingBalance?: MoneyWire;
  closingBalance?: MoneyWire;
}

const DAY = /^(\d{4}-\d{2}-\d{2})/;

function amountOf(money: MoneyWire | undefined): number | null {
  if (!money || money.amount === undefined || money.amount === null || money.amount === '') return null;
  const value = typeof money.amount === 'number' ? money.amount : Number(String(money.amount).replace(/,/g, ''));
  return Number.isFinite(value) ? value : null;
}

/** One item; undefined when it has no usable date or amount (shown nowhere rather than as a broken row). */
export function mapTransaction(item: TransactionWire, fallbackCurrency: string): Transaction | undefined {
  const date = DAY.exec(item.transactionDate ?? item.valueDate ?? item.postingDate ?? '')?.[1];
  const signed = amountOf(item.amountInAccountCurrency);
  if (!date || signed === null) return undefined;
  const amountPure = Math.abs(signed);
  const debitCreditFlag = String(item.transactionType ?? '').toUpperCase() === 'C' ? 'C' : 'D';
  const reference = item.key?.transactionReferenceNumber ?? '';
  const code = item.transactionCode ?? '';
  return {
    id: `${reference}-${item.key?.subSequenceNumber ?? ''}`,
    title: item.description?.trim() || 'Transaction',
    debit: debitCreditFlag === 'D' ? amountPure : null,
    credit: debitCreditFlag === 'C' ? amountPure : null,
    ref: item.userReferenceNumber?.trim() ?? '',
    balance: amountOf(item.runningBalance),
    date,
    timeStamp: Date.parse(`${date}T00:00:00Z`),
    amountPure,
    currency: item.amountInAccountCurrency?.currency ?? fallbackCurrency,
    transactionCode: code,
    debitCreditFlag,
    type: categoryOf(code),
  };
}

/** Items as the list shows them: newest first, same-day entries in the reverse of the bank's order. */
export function mapTransactions(items: readonly TransactionWire[] | undefined, currency: string): Transaction[] {
  const mapped: { t: Transaction; i: number }[] = [];
  (items ?? []).forEach((item, i) => {
    const t = mapTransaction(item, currency);
    if (t) mapped.push({ t, i });
  });
  mapped.sort((a, b) => b.t.timeStamp - a.t.timeStamp || b.i - a.i);
  return mapped.map(({ t }) => t);
}

export function mapSummary(summary: TransactionsSummaryWire | undefined): { openingBalance: number | null; closingBalance: number | null } {
  return { openingBalance: amountOf(summary?.openingBalance), closingBalance: amountOf(summary?.closingBalance) };
}
