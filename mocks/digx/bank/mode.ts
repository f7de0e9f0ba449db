/**
 * Which bank the fake bank imitates (DECISIONS.md "How the product runs"):
 * - demo: the demo bank, whose cz/ extension layer adds SPEC.md's fields beside OBDX's keys;
 * - stock: a stock OBDX 18.x, answering exactly as it does (login 404/403, header-only 417, masked ids,
 *   OBDX-style error codes, none of the extension fields).
 */
export type BankMode = 'demo' | 'stock';

/** DIGX_PROFILE=stock selects the stock-OBDX mode; anything else (or nothing) is the demo bank. */
export function bankModeFrom(value: string | undefined): BankMode {
  return value?.trim().toLowerCase() === 'stock' ? 'stock' : 'demo';
}
