/**
 * CSV and spreadsheet injection (OWASP "CSV Injection", ASVS 5.0 V1.2.10): a spreadsheet treats a cell
 * that starts with = + - @, a tab, a carriage return or a null character (which some readers drop before
 * the formula behind it) as a formula, so a payee called `=HYPERLINK(...)` could
 * run when the customer opens their export. A leading single quote makes Excel, LibreOffice and
 * Google Sheets show the text as typed instead.
 *
 * Only text goes through here (descriptions, references, payees, ids): amounts are written as
 * numbers and a negative amount must stay a number, not become the text "'-12.50".
 */
const FORMULA_START = /^[=+\-@\t\r\0]/;

/** `value`, with a leading `'` when a spreadsheet would otherwise read it as a formula. */
export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}
