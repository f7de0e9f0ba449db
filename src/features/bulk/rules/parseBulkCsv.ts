/**
 * A bulk payment CSV as rows of text cells (papaparse; STACK.md: heavy, so parseBulkFile.ts loads
 * this module only when a customer uploads a CSV).
 *
 * - The separator is always a comma (SPEC.md: it is a CSV); guessing one would let a file with
 *   semicolons in its names split differently from how the bank reads it.
 * - Quoted cells may hold commas and line breaks, as spreadsheets write them; a quote mark that is
 *   not closed makes the file unreadable (the rows after it cannot be trusted), with its row number.
 * - No header mode and no type guessing: cells stay text, rows stay arrays (never objects keyed
 *   by a header, so a '__proto__' cell is only text). A leading byte-order mark is dropped.
 * - Trailing blank lines are dropped (blankRows.ts). Never throws.
 */
import Papa from 'papaparse';
import { dropTrailingBlankRows } from './blankRows';
import { PARSE_MESSAGES, parseFailed, type BulkParseResult } from './parseResult';

export function parseBulkCsv(text: string): BulkParseResult {
  try {
    const source = String(text ?? '').replace(/^\uFEFF/, '');
    const parsed = Papa.parse<unknown[]>(source, { delimiter: ',', quoteChar: '"', header: false, dynamicTyping: false, skipEmptyLines: false });
    const quoteError = parsed.errors.find((e) => e.type === 'Quotes');
    if (quoteError) return parseFailed(PARSE_MESSAGES.quotes((quoteError.row ?? 0) + 1));
    const rows = (Array.isArray(parsed.data) ? parsed.data : []).map((row) => (Array.isArray(row) ? row.map((cell) => String(cell ?? '')) : []));
    return { ok: true, rows: dropTrailingBlankRows(rows) };
  } catch {
    return parseFailed(PARSE_MESSAGES.unreadable);
  }
}
