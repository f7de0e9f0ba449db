/** SPEC.md section 3 "Cheque and pay-in books". */
export type ChequeStatusCode = 'C' | 'N' | 'R' | 'S' | 'U' | 'H';
export type BookKind = 'cheque' | 'payIn';
export interface Money {
  currency: string;
  amount: number;
}

export interface Cheque {
  /** Six digits. */
  number: string;
  amount: Money | null;
  /** YYYY-MM-DD, or null when not paid or the bank does not say (a stock OBDX never does). */
  paidDate: string | null;
  /** The code as the bank sends it (rules.chequeStatusTitle gives the words); null when it sent none. */
  status: string | null;
  /** Why the cheque was stopped, rejected or held, when the bank says. */
  reason: string | null;
}

/**
 * What this feature needs of an account. The accounts feature's Account fits it, so the lead
 * passes that list in (features do not import each other).
 */
export interface ServiceAccount {
  id: string;
  accountId: string;
  title: string;
  accountNumber: string;
  hasChequeBooks: boolean;
  hasPayInBooks: boolean;
  hasChequeStatus: boolean;
  /** The OBDX resource; cheque status is asked of demand deposits only. */
  accountType?: string;
}
