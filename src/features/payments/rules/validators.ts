/**
 * Field rules of the payment, transfer and new payee forms (SPEC.md section 5 "Text fields" and
 * "Funds and limits"). Each returns the message to show, or undefined when the value is fine, so
 * the yup schemas and the screens share one wording. Quoted SPEC texts are exact; the rest is ours.
 */
import { MAPPED_MESSAGES } from '@/shared/api/errorMessages';
import { parseAmount } from '@/shared/lib/amount';
import { DIGIT_LENGTHS } from '@/shared/lib/digits';

/** SPEC.md section 9: reference max 35 characters. */
export const REFERENCE_MAX = 35;
/** SPEC.md section 9: payee name max 35 characters. */
export const PAYEE_NAME_MAX = 35;
/** SPEC.md section 9: account name max 35 characters. */
export const ACCOUNT_NAME_MAX = 35;
/** SPEC.md sections 5 and 9: per-payment maximum 100000 (limits may lower it, never raise it). */
export const PAYMENT_MAX = 100000;

export const REFERENCE_MESSAGES = {
  required: 'Enter a reference.',
  characters: 'Please provide only alphanumeric values and spaces for reference.',
  length: `Reference must be ${REFERENCE_MAX} characters or less.`,
} as const;

export const PAYEE_NAME_FORBIDDEN = ['@', '%', '^', '=', '{', '}', ';', '"', '<', '>', '~'] as const;

export const PAYEE_NAME_MESSAGES = {
  required: 'Enter the payee name.',
  characters: `The payee name cannot contain ${PAYEE_NAME_FORBIDDEN.join(' ')}`,
  firstCharacter: 'The payee name must start with a letter or number.',
  length: `The payee name must be ${PAYEE_NAME_MAX} characters or less.`,
} as const;

export const ACCOUNT_NAME_MESSAGES = {
  required: 'Enter the name on the account.',
  /** SPEC.md section 5's words, for a character out of place and for a name too long alike. */
  rule: `Must be ${ACCOUNT_NAME_MAX} alphanumeric characters or less`,
} as const;

export const ACCOUNT_NUMBER_MESSAGES = {
  required: 'Enter the account number.',
  format: `The account number must be ${DIGIT_LENGTHS.accountNumber} digits.`,
} as const;

export const AMOUNT_MESSAGES = {
  required: 'Enter an amount.',
  format: 'Enter an amount in pounds and pence, like 125.50.',
  zero: 'The amount must be more than zero.',
  max: 'The most you can send in one payment is £100,000.00.',
} as const;

export const WHEN_MESSAGE = 'Choose when to pay.';
export const INSUFFICIENT_FUNDS_MESSAGE = 'This account does not have the required funds to make this payment.';
export const UNABLE_TO_PAY_MESSAGE = 'Sorry, this account is unable to make payments.';
/** SPEC.md section 6: the approval rules' refusal, the same words as the server's mapped code. */
export const NO_PERMISSION_MESSAGE = MAPPED_MESSAGES.approvalRulesDenied;

const ALPHANUMERIC_AND_SPACES = /^[A-Za-z0-9 ]*$/;
// "Special" is anything that is not a letter or a digit, in any script (a space counts as special).
const LETTER_OR_DIGIT = /^[\p{L}\p{N}]/u;

/**
 * SPEC.md section 5: letters, digits and spaces, up to 35. Required for a payment to a payee (UK
 * banks expect one on the payee's statement); optional for a transfer between own accounts.
 */
export function validateReference(reference: string, { required }: { required: boolean }): string | undefined {
  const text = String(reference ?? '');
  if (text.trim() === '') return required ? REFERENCE_MESSAGES.required : undefined;
  if (!ALPHANUMERIC_AND_SPACES.test(text)) return REFERENCE_MESSAGES.characters;
  if (text.length > REFERENCE_MAX) return REFERENCE_MESSAGES.length;
  return undefined;
}

/**
 * SPEC.md section 5 "Account name": up to 35 alphanumeric characters. Spaces between the words are taken,
 * as the reference's rule takes them (a name is words); the ends are trimmed before it is sent.
 */
export function validateAccountName(name: string): string | undefined {
  const text = String(name ?? '').trim();
  if (text === '') return ACCOUNT_NAME_MESSAGES.required;
  return ALPHANUMERIC_AND_SPACES.test(text) && text.length <= ACCOUNT_NAME_MAX ? undefined : ACCOUNT_NAME_MESSAGES.rule;
}

/**
 * SPEC.md section 5: required, max 35, none of @ % ^ = { } ; " < > ~, and no special character
 * first. Checked on the trimmed name, which is what is saved.
 */
export function validatePayeeName(name: string): string | undefined {
  const text = String(name ?? '').trim();
  if (text === '') return PAYEE_NAME_MESSAGES.required;
  if (PAYEE_NAME_FORBIDDEN.some((c) => text.includes(c))) return PAYEE_NAME_MESSAGES.characters;
  if (!LETTER_OR_DIGIT.test(text)) return PAYEE_NAME_MESSAGES.firstCharacter;
  if (text.length > PAYEE_NAME_MAX) return PAYEE_NAME_MESSAGES.length;
  return undefined;
}

/** Exactly 8 digits; spaces a customer copies from a letter ('1234 5678') are allowed and dropped. */
export function validateAccountNumber(accountNumber: string): string | undefined {
  const text = String(accountNumber ?? '').replace(/\s/g, '');
  if (text === '') return ACCOUNT_NUMBER_MESSAGES.required;
  return new RegExp(`^\\d{${DIGIT_LENGTHS.accountNumber}}$`).test(text) ? undefined : ACCOUNT_NUMBER_MESSAGES.format;
}

/**
 * Required, more than zero, pounds and pence (at most 2 decimals: the field's sanitiseAmount keeps
 * it so), and at most PAYMENT_MAX. Commas and a leading £ are read as the customer meant them.
 */
export function validateAmount(amount: string): string | undefined {
  const text = String(amount ?? '').trim().replace(/^£/, '').replace(/,/g, '');
  if (text === '') return AMOUNT_MESSAGES.required;
  if (!/^(\d+(\.\d{0,2})?|\.\d{1,2})$/.test(text)) return AMOUNT_MESSAGES.format;
  const value = parseAmount(text);
  if (value === undefined || value <= 0) return AMOUNT_MESSAGES.zero;
  if (value > PAYMENT_MAX) return AMOUNT_MESSAGES.max;
  return undefined;
}

/** SPEC.md section 5: 'When' selection is required ('' until the customer picks now or a date). */
export function validateWhen(when: string | undefined): string | undefined {
  return String(when ?? '').trim() === '' ? WHEN_MESSAGE : undefined;
}

const pennies = (pounds: number) => Math.round(pounds * 100);

/** SPEC.md section 5: available balance minus amount must be at least 0 (compared in pennies). */
export function validateFunds(availableBalance: number, amount: number): string | undefined {
  return pennies(availableBalance) - pennies(amount) >= 0 ? undefined : INSUFFICIENT_FUNDS_MESSAGE;
}

export interface PayingAccount {
  /** SPEC.md section 3: notice accounts cannot transfer out. */
  transferOutDisabled?: boolean;
  group?: string;
  type?: string;
  /** Set when the bank's payment approval rules refused this account (SPEC.md section 6). */
  approvalRulesDenied?: boolean;
}

/**
 * Whether payments may leave the account. Notice accounts (transferOutDisabled), loans and
 * mortgages (the lending group) and fixed rate bonds (TD, paid out only at maturity) cannot pay;
 * an account the approval rules deny gives SPEC.md's permission message instead.
 */
export function validatePayingAccount(account: PayingAccount): string | undefined {
  if (account.transferOutDisabled || account.group === 'lending' || account.type === 'TD') return UNABLE_TO_PAY_MESSAGE;
  if (account.approvalRulesDenied) return NO_PERMISSION_MESSAGE;
  return undefined;
}
