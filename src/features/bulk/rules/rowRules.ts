/**
 * The rows of a bulk payment file (SPEC.md section 3: columns name, sortCode, accountNumber, type,
 * reference, amount, in that order; section 5 "Bulk file": the row rules and their messages, quoted
 * exactly). Each row is checked on its own and every problem is reported, in column order, so a
 * customer can fix a file in one pass; the screen shows the first five (errorSummary.ts).
 *
 * Where SPEC.md is silent (the choices a cautious UK bank makes; the server reads the same file,
 * so the client never accepts a form the server might read differently):
 * - Cells are read without surrounding spaces; nothing else is rewritten.
 * - Sort code: exactly 6 digits, no dashes or spaces (SPEC: "length 6"). Numbers a spreadsheet has
 *   stripped of a leading zero ('90128') are refused, not padded: guessing could pay the wrong bank.
 * - Account number: exactly 8 digits (SPEC: "length 8"), not padded for the same reason.
 * - Type: 'FP' or 'BACS' exactly, in capitals, as the bank's template writes them.
 * - Reference (DECISIONS.md "bulk row reference"): may be empty; refused when it holds a comma (SPEC.md
 *   section 5) or a control character (a line break must not hide inside a row, as for names); at most
 *   18 characters for BACS (the Bacs scheme's reference field) and 35 for FP (SPEC.md's reference maximum).
 * - Payee name: SPEC.md section 5's payee name rule (required, at most 35, none of @ % ^ = { } ; " < > ~,
 *   no special character first) plus no comma and no control characters: the row's own separator and
 *   line breaks must not hide inside a name.
 * - Amount: more than zero, plain pounds with at most 2 decimals (bulkAmount.ts). The per-payment
 *   limits are checked later, against the customer's limits (bulkLimits.ts).
 * - A header row is allowed: the first row is skipped when its amount cell is not an amount and at
 *   least 3 of its cells name their column ('name', 'Sort code', 'Account number', 'Payment type',
 *   'Reference', 'Amount (£)'...). Anything else in row 1 is a payment and checked as one.
 * - Row numbers count the file's rows from 1, header included, as a spreadsheet numbers them.
 * - Trailing blank rows are ignored (blankRows.ts); a blank row between payments is reported.
 */
import { parseBulkAmount } from './bulkAmount';
import { dropTrailingBlankRows } from './blankRows';

export const BULK_COLUMNS = ['name', 'sortCode', 'accountNumber', 'type', 'reference', 'amount'] as const;
export type BulkColumn = (typeof BULK_COLUMNS)[number];

export const BULK_PAYMENT_TYPES = ['FP', 'BACS'] as const;
export type BulkPaymentType = (typeof BULK_PAYMENT_TYPES)[number];

/** SPEC.md section 9: payee name max 35. */
export const BULK_NAME_MAX = 35;
/** Reference length by payment type: Bacs carries 18 characters; FP takes SPEC.md's 35. */
export const BULK_REFERENCE_MAX: Readonly<Record<BulkPaymentType, number>> = { FP: 35, BACS: 18 };

export const BULK_ROW_MESSAGES = {
  columns: (row: number) => `Wrong number of columns on row ${row}.`,
  amount: (row: number) => `Bad transaction amount on row ${row}.`,
  sortCode: (row: number) => `Bad sort code on row ${row}.`,
  accountNumber: (row: number) => `Bad account number on row ${row}.`,
  reference: (row: number) => `Invalid reference on row ${row}. Please remove any special characters and retry.`,
  name: (row: number) => `Bad payee name on row ${row}.`,
  type: (row: number) => `Bad payment type on row ${row}.`,
} as const;

/** One payment of a file that passed the row rules. */
export interface BulkPayment {
  /** The file row it came from (1 = the first row of the file). */
  row: number;
  name: string;
  /** Six digits. */
  sortCode: string;
  /** Eight digits. */
  accountNumber: string;
  type: BulkPaymentType;
  reference: string;
  /** As written in the file, trimmed ('125.5'). */
  amount: string;
  /** The amount in whole pence (12550). */
  pence: number;
}

export interface BulkRowsCheck {
  /** The rows that passed, in file order. */
  payments: BulkPayment[];
  /** Every row problem, in file order, in SPEC.md's words. */
  errors: string[];
  /** Whether row 1 was read as a header and skipped. */
  headerSkipped: boolean;
}

const PAYEE_NAME_FORBIDDEN = /[@%^={};"<>~,\p{Cc}]/u;
// "Special" is anything that is not a letter or a digit, in any script (a space counts as special).
const LETTER_OR_DIGIT_FIRST = /^[\p{L}\p{N}]/u;
/** A comma (SPEC.md: 'Reference without comma') or a control character. */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const REFERENCE_FORBIDDEN = /[,\u0000-\u001f\u007f]/;

const isPaymentType = (text: string): text is BulkPaymentType => (BULK_PAYMENT_TYPES as readonly string[]).includes(text);

function nameOk(name: string): boolean {
  return name !== '' && name.length <= BULK_NAME_MAX && !PAYEE_NAME_FORBIDDEN.test(name) && LETTER_OR_DIGIT_FIRST.test(name);
}

function referenceOk(reference: string, type: string): boolean {
  const max = type === 'BACS' ? BULK_REFERENCE_MAX.BACS : BULK_REFERENCE_MAX.FP;
  return !REFERENCE_FORBIDDEN.test(reference) && reference.length <= max;
}

/**
 * The problems of one row (`row` is its file row number), in column order; [] when it is a good
 * payment. A row without exactly 6 columns gets only the columns message: its cells cannot be
 * matched to their columns.
 */
export function validateRow(cells: readonly string[], row: number): string[] {
  if (cells.length !== BULK_COLUMNS.length) return [BULK_ROW_MESSAGES.columns(row)];
  const [name, sortCode, accountNumber, type, reference, amount] = cells.map((cell) => String(cell ?? '').trim());
  const pence = parseBulkAmount(amount);
  return [
    nameOk(name) ? undefined : BULK_ROW_MESSAGES.name(row),
    /^\d{6}$/.test(sortCode) ? undefined : BULK_ROW_MESSAGES.sortCode(row),
    /^\d{8}$/.test(accountNumber) ? undefined : BULK_ROW_MESSAGES.accountNumber(row),
    isPaymentType(type) ? undefined : BULK_ROW_MESSAGES.type(row),
    referenceOk(reference, type) ? undefined : BULK_ROW_MESSAGES.reference(row),
    pence !== undefined && pence > 0 ? undefined : BULK_ROW_MESSAGES.amount(row),
  ].filter((message): message is string => message !== undefined);
}

/** What each column may be called in a header row, compared without case, spaces or punctuation. */
const HEADER_LABELS: Readonly<Record<BulkColumn, readonly string[]>> = {
  name: ['name', 'payee', 'payeename', 'beneficiary', 'beneficiaryname', 'accountname', 'recipient'],
  sortCode: ['sortcode', 'sort', 'sortcodes'],
  accountNumber: ['accountnumber', 'accountno', 'account', 'accno', 'acno', 'accountnum'],
  type: ['type', 'paymenttype', 'paytype', 'method', 'paymentmethod'],
  reference: ['reference', 'ref', 'paymentreference', 'payeereference'],
  amount: ['amount', 'amountgbp', 'value', 'sum'],
};
const HEADER_MIN_LABELS = 3;
const label = (cell: string) => String(cell ?? '').toLowerCase().replace(/[^a-z]/g, '');

/** Whether a row reads like the column headings (see the file comment); only row 1 is ever tested. */
export function isHeaderRow(cells: readonly string[]): boolean {
  if (cells.length !== BULK_COLUMNS.length) return false;
  if (parseBulkAmount(cells[5]) !== undefined) return false;
  const named = BULK_COLUMNS.filter((column, i) => HEADER_LABELS[column].includes(label(cells[i]))).length;
  return named >= HEADER_MIN_LABELS;
}

/** Checks every row of a parsed file (rows of cells, as the parsers give them). */
export function validateRows(rows: readonly (readonly string[])[]): BulkRowsCheck {
  const kept = dropTrailingBlankRows(rows);
  const headerSkipped = kept.length > 0 && isHeaderRow(kept[0]);
  const payments: BulkPayment[] = [];
  const errors: string[] = [];
  kept.forEach((cells, index) => {
    if (index === 0 && headerSkipped) return;
    const row = index + 1;
    const problems = validateRow(cells, row);
    if (problems.length) {
      errors.push(...problems);
      return;
    }
    const [name, sortCode, accountNumber, type, reference, amount] = cells.map((cell) => String(cell ?? '').trim());
    payments.push({ row, name, sortCode, accountNumber, type: type as BulkPaymentType, reference, amount, pence: parseBulkAmount(amount)! });
  });
  return { payments, errors, headerSkipped };
}
