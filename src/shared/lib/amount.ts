/**
 * SPEC.md section 5: an amount field keeps only digits and one dot, strips leading zeros
 * and allows at most 2 decimals (section 9: amounts have 2 decimals). Pure, so the field,
 * the fake bank and a property test all agree on it.
 */
export const AMOUNT_DECIMALS = 2;

/** What a sanitised amount always looks like; '' and '.' are allowed while the user types. */
export const SANITISED_AMOUNT = /^(0|[1-9]\d*)?(\.\d{0,2})?$/;

/**
 * Cleans what the user typed or pasted into an amount, keeping as much of it as is valid:
 * '£1,250.505' → '1250.50', '007' → '7', '000.5' → '0.5', '1.2.3' → '1.23'. Never throws.
 */
export function sanitiseAmount(raw: string): string {
  // Only ASCII digits and dots survive (\d would let other scripts' digits through).
  const kept = String(raw ?? '').replace(/[^0-9.]/g, '');
  const dot = kept.indexOf('.');
  const whole = dot === -1 ? kept : kept.slice(0, dot);
  // Later dots are typing slips: drop them and keep the digits around them.
  const fraction = dot === -1 ? undefined : kept.slice(dot + 1).replace(/\./g, '').slice(0, AMOUNT_DECIMALS);
  // '000' is a zero, not an empty amount; '007' is 7.
  const integer = whole === '' ? '' : whole.replace(/^0+/, '') || '0';
  return fraction === undefined ? integer : `${integer}.${fraction}`;
}

/** The number a sanitised (or any) amount text stands for; undefined when there is none. */
export function parseAmount(text: string): number | undefined {
  const clean = sanitiseAmount(text);
  if (!/\d/.test(clean)) return undefined;
  return Number(clean);
}
