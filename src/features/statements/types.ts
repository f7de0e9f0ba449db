/** SPEC.md section 3 "Statement" and section 9 "Statement types". */
export type StatementType = 'Statement' | 'LOAN-PRENOTICE' | 'CCALOAN-STATEMENT' | 'CASA-Statement';
export interface Statement {
  /** The bank's id of the statement. */
  id: string;
  /** The id to fetch the PDF with (GET .../statements/{documentId}). */
  documentId: string;
  title: string;
  /** The statement date, YYYY-MM-DD. */
  date: string;
  year: number;
  /** The account's id token (never the account number). */
  accountId: string;
  /** The type as the bank sends it (one of StatementType, or a type this app does not know). */
  type: string;
  /** The type in words (rules.statementTypeTitle). */
  typeTitle: string;
  /** The statement date as epoch milliseconds (UTC midnight): sorts newest first. */
  timeStamp: number;
}

/**
 * What this feature needs of an account. The accounts feature's Account fits it, so the app
 * area passes that list in (features do not import each other).
 */
export interface StatementAccount {
  /** Route id: the same opaque token as accountId. */
  id: string;
  accountId: string;
  title: string;
  accountNumber: string;
  /** 'lending' for loans and mortgages: those need the loanStatements function. */
  group: string;
  statementsDisabled: boolean;
  hasStatements: boolean;
}
