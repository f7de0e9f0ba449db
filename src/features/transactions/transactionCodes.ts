/**
 * SPEC.md section 3 "Transaction": a transaction's type is a category derived from its transaction code.
 * This table is the one place that derivation lives; the fake bank posts with the same codes and imports
 * this file, so the client and the demo bank cannot drift apart. A code the table does not know (a real
 * bank's own posting codes) falls back to miscellaneous rather than hiding the row from every filter.
 *
 * The codes are three-letter UK-style posting codes. A bank whose codes differ changes this table only.
 */

/** The twelve SPEC.md categories, in the order the filter shows them. ('reccurentPayments' is SPEC's spelling.) */
export const TRANSACTION_CATEGORIES = [
  'cardTransactions',
  'cash',
  'cheques',
  'incomingTransfers',
  'interestAndCharges',
  'internalTransfers',
  'international',
  'loanRepayments',
  'miscellaneous',
  'payments',
  'reccurentPayments',
  'vat',
] as const;

export type TransactionCategory = (typeof TRANSACTION_CATEGORIES)[number];

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

export const TRANSACTION_CODES = {
  POS: { category: 'cardTransactions', label: 'Card payment' },
  CRF: { category: 'cardTransactions', label: 'Card refund' },
  ATM: { category: 'cash', label: 'Cash withdrawal' },
  CSH: { category: 'cash', label: 'Cash paid in' },
  CHQ: { category: 'cheques', label: 'Cheque paid' },
  CQD: { category: 'cheques', label: 'Cheque paid in' },
  BGC: { category: 'incomingTransfers', label: 'Bank giro credit' },
  FPI: { category: 'incomingTransfers', label: 'Faster payment received' },
  INT: { category: 'interestAndCharges', label: 'Interest' },
  CHG: { category: 'interestAndCharges', label: 'Charges' },
  ODI: { category: 'interestAndCharges', label: 'Overdraft interest' },
  LNI: { category: 'interestAndCharges', label: 'Loan interest' },
  TFR: { category: 'internalTransfers', label: 'Transfer between accounts' },
  SWO: { category: 'international', label: 'International payment sent' },
  SWI: { category: 'international', label: 'International payment received' },
  FXC: { category: 'international', label: 'Currency conversion' },
  LNR: { category: 'loanRepayments', label: 'Loan repayment' },
  LND: { category: 'miscellaneous', label: 'Loan drawdown' },
  MSC: { category: 'miscellaneous', label: 'Miscellaneous' },
  FPO: { category: 'payments', label: 'Faster payment sent' },
  BLK: { category: 'payments', label: 'Bulk payment' },
  STO: { category: 'reccurentPayments', label: 'Standing order' },
  DDR: { category: 'reccurentPayments', label: 'Direct debit' },
  VAT: { category: 'vat', label: 'VAT' },
} as const satisfies Record<string, { category: TransactionCategory; label: string }>;

export type TransactionCode = keyof typeof TRANSACTION_CODES;

const isKnownCode = (code: string): code is TransactionCode => Object.prototype.hasOwnProperty.call(TRANSACTION_CODES, code);

/** The category of a posting code; unknown or missing codes are miscellaneous. */
export function categoryOf(code: string | null | undefined): TransactionCategory {
  const upper = String(code ?? '').trim().toUpperCase();
  return isKnownCode(upper) ? TRANSACTION_CODES[upper].category : 'miscellaneous';
}
