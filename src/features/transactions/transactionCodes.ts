/**
 * SPEC.md section 3 "Transaction": a transaction's type is a category derived from its transaction code.
 * The codes are the bank's (src/shared/bankProfile `transactionCodes`); this file only looks them up. A code
 * the table does not know falls back to miscellaneous rather than hiding the row from every filter. A row with
 * no code at all (a stock OBDX sends none: it is a field of the bank's extension layer) has no category.
 */

import { bankProfile, TRANSACTION_CATEGORIES, type TransactionCategory } from '@/shared/bankProfile';

export { TRANSACTION_CATEGORIES };
export type { TransactionCategory };

export const CATEGORY_LABELS: Readonly<Record<TransactionCategory, string>> = {
  cardTransactions: 'Card transactions',
  cash: 'Cash',
  cheques: 'Cheques',
  incomingTransfers: 'Incoming transfers',
  interestAndCharges: 'Interest and charges',
  internalTransfers: 'Internal transfers',
  international: 'International',
  loanRepayments: 'Loan repayments',
  miscellaneous: 'Miscellaneous',
  payments: 'Payments',
  reccurentPayments: 'Recurrent payments',
  vat: 'VAT',
};

/** The bank's posting codes and their categories (its profile). */
export const TRANSACTION_CODES = bankProfile.transactionCodes;

export type TransactionCode = string;

const isKnownCode = (code: string) => Object.prototype.hasOwnProperty.call(TRANSACTION_CODES, code);

/** The category of a posting code; an unknown code is miscellaneous, no code is no category (null). */
export function categoryOf(code: string | null | undefined): TransactionCategory | null {
  const upper = String(code ?? '').trim().toUpperCase();
  if (upper === '') return null;
  return isKnownCode(upper) ? TRANSACTION_CODES[upper].category : 'miscellaneous';
}
