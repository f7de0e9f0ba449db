/**
 * CSV and spreadsheet injection (OWASP "CSV Injection"): a spreadsheet treats a cell that starts
 * with = + - @, a tab or a carriage return as a formula, so a payee called `=HYPERLINK(...)` could
 * run when the customer opens their export. A leading single quote makes Excel, LibreOffice and
 * Google Sheets show the text as typed instead.
 *
 * Only text goes through here (descriptions, references, payees, ids): amounts are written as
 * numbers and a negative amount must stay a number, not become the text "'-12.50".
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** `value`, with a leading `'` when a spreadsheet would otherwise read it as a formula. */
export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}
