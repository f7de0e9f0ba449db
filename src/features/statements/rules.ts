/** The statements rules (SPEC.md sections 3, 6 and 9), pure and table-tested. */
import { MAPPED_MESSAGES } from '@/shared/api/errorMessages';
import { formatShortDate } from '@/shared/lib/dates';
import { safeFileName } from '@/shared/lib/download';
import type { Statement, StatementAccount, StatementType } from './types';

/** SPEC.md section 9: the four statement types, and the first day statements are fetched from. */
export const STATEMENT_TYPES: readonly StatementType[] = ['Statement', 'LOAN-PRENOTICE', 'CCALOAN-STATEMENT', 'CASA-Statement'];
export const STATEMENTS_FROM = '2015-01-01';

/** The types in words (ours: SPEC.md names the types, not their titles). */
export const STATEMENT_TYPE_TITLES: Readonly<Record<StatementType, string>> = {
  Statement: 'Statement',
  'CASA-Statement': 'Account statement',
  'LOAN-PRENOTICE': 'Repayment notice',
  'CCALOAN-STATEMENT': 'Annual loan statement',
};

/** The words for a type; a type this app does not know is shown as it came. */
export function statementTypeTitle(type: string): string {
  return Object.prototype.hasOwnProperty.call(STATEMENT_TYPE_TITLES, type) ? STATEMENT_TYPE_TITLES[type as StatementType] : type;
}

export const STATEMENTS_TEXT = {
  title: 'Statements',
  accountLabel: 'Account',
  yearLabel: 'Year',
  chooseAccount: 'Select an account',
  noAccounts: 'None of your accounts has statements you can view online.',
  notFound: MAPPED_MESSAGES.accountDetailsNotFound,
  notAvailable: 'Statements are not available for this account.',
  empty: 'There are no statements for this account.',
  download: 'Download',
} as const;

/** SPEC.md section 6: loans and mortgages need loanStatements, every other account statements. */
export function statementFunction(account: Pick<StatementAccount, 'group'>): 'statements' | 'loanStatements' {
  return account.group === 'lending' ? 'loanStatements' : 'statements';
}

/** The account has statements (statementsDisabled: loans and mortgages) and the user may see them. */
export function offersStatements(
  account: Pick<StatementAccount, 'group' | 'statementsDisabled' | 'hasStatements'>,
  permitted: readonly string[],
): boolean {
  return !account.statementsDisabled && account.hasStatements && permitted.includes(statementFunction(account));
}

export function statementAccounts<A extends Pick<StatementAccount, 'group' | 'statementsDisabled' | 'hasStatements'>>(
  accounts: readonly A[],
  permitted: readonly string[],
): A[] {
  return accounts.filter((account) => offersStatements(account, permitted));
}

/** Newest first; the same day by title, so the order never depends on the answer's. */
export function newestFirst(statements: readonly Statement[]): Statement[] {
  return [...statements].sort((a, b) => b.timeStamp - a.timeStamp || a.title.localeCompare(b.title) || a.id.localeCompare(b.id));
}

/** The years that have statements, newest first. */
export function statementYears(statements: readonly Statement[]): number[] {
  return [...new Set(statements.map((s) => s.year))].sort((a, b) => b - a);
}

/** One year's statements, newest first. */
export function statementsOfYear(statements: readonly Statement[], year: number): Statement[] {
  return newestFirst(statements.filter((s) => s.year === year));
}

/** The last four digits of an account number (a masked one works too); never more. */
export function lastFour(accountNumber: string): string {
  return accountNumber.replace(/\D/g, '').slice(-4);
}

/** 'Statement March 2026' of account …1234 → 'Statement-March-2026-1234.pdf'. */
export function statementFileName(statement: Pick<Statement, 'title' | 'typeTitle' | 'date'>, accountNumber: string): string {
  const name = statement.title.trim() || `${statement.typeTitle} ${statement.date}`;
  const digits = lastFour(accountNumber);
  return `${safeFileName(digits ? `${name}-${digits}` : name)}.pdf`;
}

/** 'YYYY-MM-DD' → 'D MMM YYYY' ('5 Mar 2026'); '' when not a date. The app's one short-date format. */
export function statementDisplayDate(date: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? formatShortDate(date) : '';
}
