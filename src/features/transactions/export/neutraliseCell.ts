/**
 * CSV and spreadsheet injection (OWASP "CSV Injection", ASVS 5.0 V1.2.10): a spreadsheet treats a cell
 * that starts with = + - @, a tab, a carriage return, a line feed or a null character (which some readers
 * drop before the formula behind it) as a formula, so a payee called `=HYPERLINK(...)` could
 * run when the customer opens their export. A leading single quote makes Excel, LibreOffice and
 * Google Sheets show the text as typed instead.
 *
 * Readers are more forgiving than the first character: they trim leading spaces (or a line break) before
 * looking for a formula, and fold the full-width ＝ ＋ － ＠ (U+FF1D, U+FF0B, U+FF0D, U+FF20) of East Asian
 * keyboards into their ASCII forms, so "  =1+1" and "＝1+1" run too. What counts is the first character
 * that is not whitespace (JS \s: space, tab, CR, LF, NBSP, ideographic space and the other Unicode spaces;
 * and NUL, which readers drop).
 *
 * Only text goes through here (descriptions, references, payees, ids): amounts are written as
 * numbers and a negative amount must stay a number, not become the text "'-12.50".
 */
const CONTROL_START = /^[\t\r\n\0]/;
const FORMULA_AFTER_WHITESPACE = /^[\s\0]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/;

/** `value`, with a leading `'` when a spreadsheet would otherwise read it as a formula. */
export function neutraliseCell(value: string): string {
  return CONTROL_START.test(value) || FORMULA_AFTER_WHITESPACE.test(value) ? `'${value}` : value;
}
