/**
 * One way to show an account number that is, or should be, masked (issue 25). The bank masks numbers in
 * its own ways ('xxxxxxxxxxxx1236', '***1236', '****1236'); screens and receipts show only the last four
 * digits, as '•••• 1236' to the eye and 'ending 1236' to a screen reader or in plain text, where a row
 * of bullets would be read out one by one or is missing from the font (jsPDF's standard fonts).
 */

/** The characters banks mask digits with: x, X, *, and the bullet we show ourselves. */
const MASK = /[xX*•]/;

/** Free text's masked account numbers ('40-05-30 xxxxxxxxxxxx5678'): three or more mask characters, then digits ('Max 12' is not one). */
const MASKED_RUN = /[xX*•]{3,}\s?\d+/;

/** The last four digits of a number, whole or masked ('xxxxxxxxxxxx1236' → '1236'); '' when it has no digits. */
export function lastDigits(number: string | undefined): string {
  return String(number ?? '').replace(/\D/g, '').slice(-4);
}

/** Whether the bank sent the number masked ('xxxxxxxxxxxx1236', '***1236'), not whole ('10231236'). */
export function isMaskedNumber(number: string | undefined): boolean {
  return MASK.test(String(number ?? '')) && lastDigits(number) !== '';
}

/** '•••• 1236' (a no-break space, so the dots never sit alone at a line's end); '' when there are no digits. */
export function maskedNumberVisual(number: string | undefined): string {
  const last = lastDigits(number);
  return last ? `••••\u00a0${last}` : '';
}

/** 'ending 1236': the words a screen reader says, and the plain-text form (PDF receipts, option labels). */
export function maskedNumberSpoken(number: string | undefined): string {
  const last = lastDigits(number);
  return last ? `ending ${last}` : '';
}

/**
 * A number as plain text where markup cannot go (a select's option): a masked one as 'ending 1236', a
 * whole one as it is (the customer's own account, whose number they may need to give to a payer).
 */
export function accountNumberText(number: string | undefined): string {
  const text = String(number ?? '').trim();
  return isMaskedNumber(text) ? maskedNumberSpoken(text) : text;
}

/**
 * Free text with a masked number in it ('40-05-30 xxxxxxxxxxxx5678') split around the number, so a screen
 * can show the number through MaskedNumber and the rest as it is; no masked number: all of it is `before`.
 */
export function splitMaskedNumber(text: string): { before: string; number: string; after: string } {
  const found = MASKED_RUN.exec(text);
  if (!found) return { before: text, number: '', after: '' };
  return { before: text.slice(0, found.index), number: found[0], after: text.slice(found.index + found[0].length) };
}
