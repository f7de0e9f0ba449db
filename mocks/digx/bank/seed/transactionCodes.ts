/**
 * Posting codes of the fake bank and the SPEC category each belongs to. The client derives a transaction's
 * type (category) from its code, so this table is the contract between the two: copy it, do not re-guess it.
 */
import type { TransactionCategory, TransactionCode } from '../types';

export const TRANSACTION_CODES: Readonly<Record<TransactionCode, { category: TransactionCategory; label: string }>> = {
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
};

export function categoryOf(code: TransactionCode): TransactionCategory {
  return TRANSACTION_CODES[code].category;
}
