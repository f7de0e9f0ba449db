/**
 * Sort codes (SPEC.md section 5: six digits trigger a look-up; section 8: the look-up may report a
 * bad sort code or no Faster Payments, which set field errors and clear the payee's bank details).
 * Customers write sort codes as 60-93-03, 60 93 03 or 609303: all three are the same code.
 */
import { DIGIT_LENGTHS } from '@/shared/lib/digits';
import type { SortCodeCheck } from '../types';

export const SORT_CODE_MESSAGES = {
  required: 'Enter the sort code.',
  format: `The sort code must be ${DIGIT_LENGTHS.sortCode} digits, for example 60-93-03.`,
  badSortCode: 'We could not find a bank with this sort code. Please check it.',
  noFastPayments: 'This bank does not accept Faster Payments, so we cannot send a payment to this sort code.',
  lookupFailed: 'We could not check this sort code just now.',
} as const;

/**
 * The six digits of a sort code written in any of the usual ways (pairs split by '-' or spaces);
 * undefined when it is not one: other characters, or not six digits.
 */
export function normaliseSortCode(text: string): string | undefined {
  const trimmed = String(text ?? '').trim();
  if (!/^\d{2}([- ]?)\d{2}\1\d{2}$/.test(trimmed)) return undefined;
  return trimmed.replace(/\D/g, '');
}

/** '609303' → '60-93-03' (how receipts and payee lists show it); anything else unchanged. */
export function formatSortCode(sortCode: string): string {
  const digits = normaliseSortCode(sortCode);
  return digits ? `${digits.slice(0, 2)}-${digits.slice(2, 4)}-${digits.slice(4)}` : sortCode;
}

export function validateSortCode(text: string): string | undefined {
  if (String(text ?? '').trim() === '') return SORT_CODE_MESSAGES.required;
  return normaliseSortCode(text) === undefined ? SORT_CODE_MESSAGES.format : undefined;
}

/** The field error a finished look-up sets (SPEC.md section 8); undefined when the bank is fine. */
export function sortCodeCheckError(check: Pick<SortCodeCheck, 'badSortCode' | 'noFastPayments'> | undefined): string | undefined {
  if (!check) return undefined;
  if (check.badSortCode) return SORT_CODE_MESSAGES.badSortCode;
  if (check.noFastPayments) return SORT_CODE_MESSAGES.noFastPayments;
  return undefined;
}

/**
 * The payee's bank as the look-up found it, to show beside the sort code. A bad sort code or one without
 * Faster Payments clears it with the field error (SPEC.md section 8): a bank we cannot pay is not named.
 */
export function payeeBankName(check: SortCodeCheck | undefined): string | undefined {
  return check && !sortCodeCheckError(check) && check.bankName ? check.bankName : undefined;
}
