/**
 * The amount column of a bulk file (SPEC.md section 5 "Bulk file": amount numeric; section 9: amounts
 * have 2 decimals). Read as text into whole pence, never through a float, so a file of 999 payments
 * adds up to the penny (0.1 + 0.2 is not 0.3 in floating point; 10 + 20 pence is 30).
 */

/**
 * Plain pounds and pence: digits, then optionally a dot and one or two digits ('125', '125.5',
 * '125.50', '0.99'). No '£', no thousands commas, no sign, no exponent: the bank's server reads the
 * same file, and a comma is also the CSV separator, so the client must not accept a form the server
 * might read differently. Up to 13 digits of pounds keep the pence a safe integer; anything bigger is
 * no amount a bank would pay anyway.
 */
const PLAIN_AMOUNT = /^(\d{1,13})(?:\.(\d{1,2}))?$/;

/** Whole pence of an amount cell (surrounding spaces ignored); undefined when it is not one. */
export function parseBulkAmount(text: string): number | undefined {
  const match = PLAIN_AMOUNT.exec(String(text ?? '').trim());
  if (!match) return undefined;
  const [, pounds, pence = ''] = match;
  return Number(pounds) * 100 + Number(pence.padEnd(2, '0'));
}

/** 12550 → '125.50': how an amount in pence is written back (the file's own 2-decimal form). */
export function penceToAmount(pence: number): string {
  const whole = Math.trunc(Math.abs(pence));
  const text = `${Math.trunc(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
  return pence < 0 ? `-${text}` : text;
}
