/**
 * The name of a bulk payment file (SPEC.md section 5 "Bulk file"; DECISIONS.md: the limit is 30
 * characters and the message says 30). The server refuses such names too (section 8); checking
 * first spares the customer an upload and a passcode for a file that cannot go.
 *
 * Where SPEC.md is silent:
 * - The 30 characters count the whole name as the browser gives it, extension included
 *   ('payments.csv' is 12): that is the fileName the bank stores.
 * - "A single name with one extension": exactly one dot. The part before it must hold at least one
 *   letter or digit and only ASCII letters, digits and spaces ('Payroll March 2026.csv' is fine;
 *   'a.b.csv', 'pay-run.csv', 'März.csv' and ' .csv' are not).
 * - The extension is csv or xlsx in any case ('PAYMENTS.CSV'), the two formats the screen reads.
 * - Checks run in SPEC.md's order and the first failure is the message: length, then the
 *   extension, then the characters.
 */

/** SPEC.md section 9 and DECISIONS.md: file name limit 30 characters. */
export const FILE_NAME_MAX = 30;

export type BulkFileKind = 'csv' | 'xlsx';

export const FILE_NAME_MESSAGES = {
  required: 'Please choose a file to upload.',
  length: `The file name exceeds the limit of ${FILE_NAME_MAX} characters. Please rename the file and retry.`,
  extension: 'Please upload a .csv or .xlsx file.',
  characters: 'Please provide only alphanumeric values and spaces for the file name.',
} as const;

/** 'csv' or 'xlsx' from the name's extension (any case); undefined for anything else. */
export function bulkFileKind(fileName: string): BulkFileKind | undefined {
  const match = /\.([^.]*)$/.exec(String(fileName ?? ''));
  const extension = match?.[1].toLowerCase();
  return extension === 'csv' || extension === 'xlsx' ? extension : undefined;
}

/** The message for a file name, or undefined when the bank can take it. */
export function validateFileName(fileName: string): string | undefined {
  const name = String(fileName ?? '');
  if (name === '') return FILE_NAME_MESSAGES.required;
  if (name.length > FILE_NAME_MAX) return FILE_NAME_MESSAGES.length;
  if (!bulkFileKind(name)) return FILE_NAME_MESSAGES.extension;
  const stem = name.slice(0, name.lastIndexOf('.'));
  return /^[A-Za-z0-9]+$/.test(stem.replace(/ /g, '')) ? undefined : FILE_NAME_MESSAGES.characters;
}
