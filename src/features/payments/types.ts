/**
 * The app's payment types (SPEC.md section 3 "Payee", "Payment draft", "Transfer payload",
 * "Sort code check result", "Confirmation-of-payee").
 */

export interface Payee {
  id: string;
  groupId: string;
  creatorId: string;
  /** The customer's name for the payee (OBDX nickName). */
  title: string;
  /** The name on the payee's account. */
  accountName: string;
  sortCode: string;
  accountNumber: string;
  bankName: string;
  bankAddress: string;
  lastPaymentReference: string;
  payeeReference: string;
  payeeDescription: string;
  /** False while an authoriser has still to approve the payee: it cannot be paid yet. */
  active: boolean;
}

/** When the money goes: now, on a future day, or repeatedly. */
export type When = 'now' | 'later' | 'recurring';

/** Who is paid: one of the customer's own accounts, a saved payee, or a new payee entered now. */
export type Recipient =
  | { kind: 'account'; accountId: string }
  | { kind: 'payee'; payeeId: string }
  | { kind: 'newPayee' };

/** Which OBDX resource a payment lives on: transfers/self or payouts/external, instant or instruction. */
export type PaymentPath = 'transfers/self' | 'payouts/external' | 'instructions/transfers/self' | 'instructions/payouts/external';

/** What the bank is asked to do, as the review step shows it and the prepare call sends it. */
export interface PaymentOrder {
  path: PaymentPath;
  debitAccountId: string;
  /** Own-account transfers. */
  creditAccountId?: string;
  /** Payouts. */
  payeeId?: string;
  sortCode?: string;
  amount: number;
  currency: string;
  reference: string;
  /** YYYY-MM-DD; instructions only. */
  startDate?: string;
  endDate?: string;
  type: 'NONREC' | 'REC';
  /** SPEC recurrence code 10–90; instructions only. */
  frequency?: string;
}

export type ConfirmOutcome =
  | { kind: 'done'; reference: string }
  | { kind: 'needsAuthoriser'; reference: string }
  | { kind: 'timeOut'; reference: string };

export interface SortCodeCheck {
  sortCode: string;
  bankName: string;
  /** Empty when the bank refused the look-up. */
  badSortCode: boolean;
  noFastPayments: boolean;
}

export interface CopResult {
  matched: 'Y' | 'A' | 'N' | string;
  enabled: boolean;
  reasonCode: string | null;
  payeeAccountName: string | null;
}

export interface NewPayeeDetails {
  title: string;
  accountName: string;
  accountNumber: string;
  sortCode: string;
  accountType: 'PERSONAL' | 'BUSINESS';
  reference: string;
  description: string;
}
