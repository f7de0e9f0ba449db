/**
 * What the transaction screens and exports show when the bank sends only what a stock OBDX sends (issue 24):
 * no transactionCode, no runningBalance, no summary. Pure and table-tested (rules.test.ts).
 * - A row without a posting code has no category: nothing is shown in its place, and no "Miscellaneous"
 *   pretends to be one (a code the bank sent but the table does not know is still miscellaneous).
 * - The type filter is offered only when some loaded row has a category: with none, every type would find nothing.
 * - The balance column (on screen, in the csv, xlsx and pdf files) is there only when some row has a
 *   running balance: a column that is blank on every row says nothing.
 */
import { CATEGORY_LABELS, type TransactionCategory } from './transactionCodes';
import type { Transaction } from './types';

export interface RowFacts {
  /** Some row has a category (a posting code): types can be shown and filtered on. */
  categories: boolean;
  /** Some row has a running balance: the balance column has something to show. */
  balances: boolean;
}

/** What the rows carry between them. One pass; stops looking once both are found. */
export function rowFacts(rows: readonly Pick<Transaction, 'type' | 'balance'>[]): RowFacts {
  const facts: RowFacts = { categories: false, balances: false };
  for (const row of rows) {
    if (row.type !== null) facts.categories = true;
    if (row.balance !== null) facts.balances = true;
    if (facts.categories && facts.balances) break;
  }
  return facts;
}

/** The words for a row's category; undefined for a row without one. */
export function categoryLabel(type: TransactionCategory | null): string | undefined {
  return type === null ? undefined : CATEGORY_LABELS[type];
}
