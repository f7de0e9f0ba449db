/** The account services' rules (SPEC.md sections 3 and 9), pure and table-tested. */
import type { BookKind, ChequeStatusCode, ServiceAccount } from './types';

/** SPEC.md section 3: cheque status in words. */
export const CHEQUE_STATUS_TITLES: Readonly<Record<ChequeStatusCode, string>> = {
  C: 'Cancelled',
  N: 'Not Used',
  R: 'Rejected',
  S: 'Stopped',
  U: 'Used',
  H: 'Hold',
};

/** Said where the bank sent no status: a word, never an empty cell. */
export const CHEQUE_STATUS_UNKNOWN = 'Unknown';

/**
 * The words for a status code. OBDX codes the status U, N, S, R, C (OBDX_UI resources/nls/cheque-status-inquiry.js,
 * statusType) and SPEC.md adds H; an unknown code is shown as it came.
 */
export function chequeStatusTitle(code: string | null): string {
  if (!code) return CHEQUE_STATUS_UNKNOWN;
  return Object.prototype.hasOwnProperty.call(CHEQUE_STATUS_TITLES, code) ? CHEQUE_STATUS_TITLES[code as ChequeStatusCode] : code;
}

/** SPEC.md section 9: the cheque status range is 000001 to 010000. */
export const CHEQUE_NUMBER_MIN = '000001';
export const CHEQUE_NUMBER_MAX = '010000';
export const CHEQUE_NUMBER_LENGTH = 6;

/** Our wording: SPEC.md shows none. */
export const CHEQUE_MESSAGES = {
  required: 'Enter a cheque number',
  format: 'Enter a cheque number of 6 digits',
  range: `Enter a cheque number from ${CHEQUE_NUMBER_MIN} to ${CHEQUE_NUMBER_MAX}`,
  order: 'The end cheque number must not be before the start cheque number',
} as const;

/** One cheque number: the message to show, or undefined when it is fine. */
export function validateChequeNumber(value: string): string | undefined {
  if (value === '') return CHEQUE_MESSAGES.required;
  if (!/^\d{6}$/.test(value)) return CHEQUE_MESSAGES.format;
  const n = Number(value);
  if (n < Number(CHEQUE_NUMBER_MIN) || n > Number(CHEQUE_NUMBER_MAX)) return CHEQUE_MESSAGES.range;
  return undefined;
}

export interface ChequeRangeErrors {
  start?: string;
  end?: string;
}

/** Both numbers valid and the start not after the end; errors keyed by field, empty when fine. */
export function validateChequeRange(start: string, end: string): ChequeRangeErrors {
  const errors: ChequeRangeErrors = {};
  const startError = validateChequeNumber(start);
  const endError = validateChequeNumber(end);
  if (startError) errors.start = startError;
  if (endError) errors.end = endError;
  if (!startError && !endError && Number(start) > Number(end)) errors.end = CHEQUE_MESSAGES.order;
  return errors;
}

/** SPEC.md section 7: account services are for accounts with cheque books or pay-in books. */
export function serviceAccounts<A extends Pick<ServiceAccount, 'hasChequeBooks' | 'hasPayInBooks'>>(accounts: readonly A[]): A[] {
  return accounts.filter((account) => account.hasChequeBooks || account.hasPayInBooks);
}

export function offersBook(account: Pick<ServiceAccount, 'hasChequeBooks' | 'hasPayInBooks'>, kind: BookKind): boolean {
  return kind === 'cheque' ? account.hasChequeBooks : account.hasPayInBooks;
}

export const BOOK_TITLES: Readonly<Record<BookKind, string>> = { cheque: 'cheque book', payIn: 'pay-in book' };

/** YYYY-MM-DD (or an OBDX date) → DD/MM/YYYY, as the app shows dates. */
export function displayDate(value: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}
