/**
 * The bank's own export layout, shared by the csv and xlsx files so the two always carry the
 * same columns in the same order. Values stay typed here; each file writes them its own way.
 * Type and Balance are there only when some row has them (rules.ts rowFacts): a stock OBDX sends no
 * posting code and no running balance, and a column blank on every row is left out rather than written.
 */
import { categoryLabel, rowFacts } from '../../rules';
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

export type BankColumn = (typeof BANK_COLUMNS)[number];

/** The columns these rows fill, in BANK_COLUMNS order. */
export function bankColumns(rows: readonly Transaction[]): BankColumn[] {
  const facts = rowFacts(rows);
  return BANK_COLUMNS.filter((column) => (column === 'Type' ? facts.categories : column === 'Balance' ? facts.balances : true));
}

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
    type: categoryLabel(row.type) ?? '',
    moneyOut: row.debitCreditFlag === 'D' ? amount : null,
    moneyIn: row.debitCreditFlag === 'C' ? amount : null,
    balance: row.balance,
    currency: row.currency,
  };
}

/**
 * The rows laid out in `columns`, each cell written by `write` from its column and the row: one place
 * picks the cells, so the csv and the xlsx cannot disagree on which value goes under which heading.
 */
export function bankTable<Cell>(rows: readonly Transaction[], columns: readonly BankColumn[], write: (column: BankColumn, row: BankRow) => Cell): Cell[][] {
  return rows.map((transaction) => {
    const row = bankRow(transaction);
    return columns.map((column) => write(column, row));
  });
}
