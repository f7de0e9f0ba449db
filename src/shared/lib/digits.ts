/**
 * SPEC.md section 5: digit-only fields (account number 8, and fields of 2 and 4 digits).
 * Pure, so a pasted '12-34-56' keeps its digits instead of being refused.
 */
export const DIGIT_LENGTHS = { accountNumber: 8, sortCode: 6 } as const;

/** Keeps ASCII digits only, cut to maxLength when one is given. Never throws. */
export function sanitiseDigits(raw: string, maxLength?: number): string {
  const digits = String(raw ?? '').replace(/[^0-9]/g, '');
  return maxLength === undefined ? digits : digits.slice(0, Math.max(0, maxLength));
}
