import fc from 'fast-check';
import { MAPPED_MESSAGES } from '@/shared/api/errorMessages';
import { sanitiseAmount } from '@/shared/lib/amount';
import {
  ACCOUNT_NUMBER_MESSAGES,
  AMOUNT_MESSAGES,
  PAYEE_NAME_MESSAGES,
  PAYMENT_MAX,
  REFERENCE_MAX,
  REFERENCE_MESSAGES,
  validateAccountNumber,
  validateAmount,
  validateFunds,
  validateAccountName,
  validatePayeeName,
  validatePayingAccount,
  validateReference,
  validateWhen,
} from './validators';

describe('reference (SPEC.md section 5)', () => {
  const SPEC = 'Please provide only alphanumeric values and spaces for reference.';

  it('keeps SPEC.md wording and the 35 limit', () => {
    expect(REFERENCE_MESSAGES.characters).toBe(SPEC);
    expect(REFERENCE_MAX).toBe(35);
  });

  it.each([
    ['INV 2026 03', true, undefined],
    ['Rent March', false, undefined],
    ['a'.repeat(35), true, undefined],
    ['a'.repeat(36), true, 'Reference must be 35 characters or less.'],
    ['Invoice #12', true, SPEC],
    ['Rent-March', true, SPEC],
    ['Café', true, SPEC],
    ['12/03', false, SPEC],
    ['', true, 'Enter a reference.'],
    ['   ', true, 'Enter a reference.'],
    ['', false, undefined],
    ['   ', false, undefined],
  ])('%p (required %p): %p', (reference, required, message) => {
    expect(validateReference(reference, { required })).toBe(message);
  });
});

describe('payee name (SPEC.md section 5)', () => {
  it.each<[string, string | undefined]>([
    ['Jane Smith', undefined],
    ["O'Brien & Sons Ltd", undefined],
    ['3M UK plc', undefined],
    ['Zoë Müller', undefined],
    ['  Jane Smith  ', undefined],
    ['a'.repeat(35), undefined],
    ['a'.repeat(36), PAYEE_NAME_MESSAGES.length],
    ['', 'Enter the payee name.'],
    ['   ', 'Enter the payee name.'],
    ...['@', '%', '^', '=', '{', '}', ';', '"', '<', '>', '~'].map((c): [string, string] => [`Jane${c}Smith`, 'The payee name cannot contain @ % ^ = { } ; " < > ~']),
    ['-Jane', 'The payee name must start with a letter or number.'],
    ['.Jane', 'The payee name must start with a letter or number.'],
    ["'Jane", 'The payee name must start with a letter or number.'],
    ['&Co', 'The payee name must start with a letter or number.'],
    ['@Jane', PAYEE_NAME_MESSAGES.characters],
  ])('%p: %p', (name, message) => {
    expect(validatePayeeName(name)).toBe(message);
  });
});

describe('the name on the account (SPEC.md section 5: account name)', () => {
  const SPEC = 'Must be 35 alphanumeric characters or less';
  it.each([
    ['John Smith', undefined],
    ['Newmarket Saddlery Ltd', undefined],
    ['A'.repeat(35), undefined],
    ['  John Smith  ', undefined],
    ['', 'Enter the name on the account.'],
    ['   ', 'Enter the name on the account.'],
    ['A'.repeat(36), SPEC],
    ["John O'Smith", SPEC],
    ['Smith & Sons', SPEC],
    ['<script>', SPEC],
  ])('%p: %p', (name, message) => {
    expect(validateAccountName(name)).toBe(message);
  });
});

describe('account number', () => {
  it.each([
    ['12345678', undefined],
    ['1234 5678', undefined],
    ['00000002', undefined],
    ['', ACCOUNT_NUMBER_MESSAGES.required],
    ['1234567', 'The account number must be 8 digits.'],
    ['123456789', 'The account number must be 8 digits.'],
    ['1234-5678', 'The account number must be 8 digits.'],
    ['1234567a', 'The account number must be 8 digits.'],
  ])('%p: %p', (accountNumber, message) => {
    expect(validateAccountNumber(accountNumber)).toBe(message);
  });
});

describe('amount', () => {
  it.each([
    ['10', undefined],
    ['0.01', undefined],
    ['.5', undefined],
    ['125.5', undefined],
    ['1,250.50', undefined],
    ['£99.99', undefined],
    ['100000', undefined],
    ['100000.00', undefined],
    ['', 'Enter an amount.'],
    ['  ', 'Enter an amount.'],
    ['0', 'The amount must be more than zero.'],
    ['0.00', 'The amount must be more than zero.'],
    ['100000.01', 'The most you can send in one payment is £100,000.00.'],
    ['250000', AMOUNT_MESSAGES.max],
    ['1.234', AMOUNT_MESSAGES.format],
    ['1.2.3', AMOUNT_MESSAGES.format],
    ['ten', AMOUNT_MESSAGES.format],
    ['-5', AMOUNT_MESSAGES.format],
    ['.', AMOUNT_MESSAGES.format],
  ])('%p: %p', (amount, message) => {
    expect(validateAmount(amount)).toBe(message);
  });

  it('finds nothing wrong with any non-zero amount the field keeps, up to the maximum', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789.,£ '.split('')), maxLength: 12 }), (typed) => {
        const kept = sanitiseAmount(typed);
        const value = Number(kept);
        if (/\d/.test(kept) && value > 0 && value <= PAYMENT_MAX) expect(validateAmount(kept)).toBeUndefined();
      }),
    );
  });
});

describe("'When' (SPEC.md section 5)", () => {
  it.each([
    ['now', undefined],
    ['later', undefined],
    ['recurring', undefined],
    ['', 'Choose when to pay.'],
    [undefined, 'Choose when to pay.'],
  ])('%p: %p', (when, message) => {
    expect(validateWhen(when)).toBe(message);
  });
});

describe('funds (SPEC.md section 5: available − amount ≥ 0)', () => {
  const SPEC = 'This account does not have the required funds to make this payment.';
  it.each([
    [100, 99.99, undefined],
    [100, 100, undefined],
    [100, 100.01, SPEC],
    [0.3, 0.1 + 0.2, undefined], // pennies, not floating point
    [0, 0.01, SPEC],
    [-50, 10, SPEC],
  ])('available %p, amount %p: %p', (available, amount, message) => {
    expect(validateFunds(available, amount)).toBe(message);
  });
});

describe('an account must permit payments', () => {
  const UNABLE = 'Sorry, this account is unable to make payments.';
  const DENIED = 'You do not have permission to send payments from this account';
  it.each([
    [{ group: 'current', type: 'CA' }, undefined],
    [{ group: 'racing', type: 'RA' }, undefined],
    [{ group: 'deposit', type: 'IA' }, undefined],
    [{ group: 'deposit', type: 'NT', transferOutDisabled: true }, UNABLE],
    [{ group: 'deposit', type: 'TD' }, UNABLE],
    [{ group: 'lending', type: 'LN' }, UNABLE],
    [{ group: 'lending', type: 'MO' }, UNABLE],
    [{ group: 'current', type: 'CA', approvalRulesDenied: true }, DENIED],
    [{ group: 'lending', type: 'LN', approvalRulesDenied: true }, UNABLE],
  ])('%j: %p', (account, message) => {
    expect(validatePayingAccount(account)).toBe(message);
  });

  it("uses the catalogue's approval-rules wording", () => {
    expect(MAPPED_MESSAGES.approvalRulesDenied).toBe(DENIED);
  });
});
