/**
 * What the bulk file parsers give: the file's rows as arrays of text cells, or why it could not be
 * read. Rows are always arrays of strings, never objects keyed by a header: a header cell such as
 * '__proto__' must stay a string, not become a property.
 */
import { FILE_NAME_MESSAGES } from './fileName';

export type BulkParseResult = { ok: true; rows: string[][] } | { ok: false; error: string };

export const PARSE_MESSAGES = {
  unreadable: 'We could not read this file. Please check it is a .csv or .xlsx file and retry.',
  notXlsx: 'This file is not an Excel .xlsx workbook. Please save it as .xlsx or .csv and retry.',
  quotes: (row: number) => `We could not read row ${row} of this file: its quote marks do not match. Please check the file and retry.`,
  extension: FILE_NAME_MESSAGES.extension,
  tooLarge: 'This workbook is too large to read. Please remove anything outside the payment rows and retry.',
} as const;

export const parseFailed = (error: string): BulkParseResult => ({ ok: false, error });
