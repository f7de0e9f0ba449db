import { boolean, object, string } from 'yup';
import { allMet, passwordRules, pinRules } from './rules';

/**
 * Formik's yup schemas, built from rules.ts so the checklist the customer sees and the
 * check that guards submission can never disagree (ARCHITECTURE.md principle 8).
 */
export interface NewPasswordValues {
  newPassword: string;
  confirmPassword: string;
}
export interface PasswordChangeValues extends NewPasswordValues {
  currentPassword: string;
}
export interface PinChangeValues {
  currentPin: string;
  newPin: string;
  confirmPin: string;
}
export interface TermsValues {
  accepted: boolean;
}

const newPasswordFields = {
  newPassword: string()
    .default('')
    .test('password-rules', 'Choose a password that meets every rule', (value = '') => allMet(passwordRules(value))),
  confirmPassword: string()
    .default('')
    .test('password-match', 'Both passwords must match', (value = '', { parent }) => value !== '' && value === parent.newPassword),
};

/** Reset by token: no current password. */
export const newPasswordSchema = object(newPasswordFields);

export const passwordChangeSchema = object({
  currentPassword: string().default('').required('Enter your current password'),
  ...newPasswordFields,
});

/** The PIN length comes from the bank's policy, so the schema is built per length. */
export function pinChangeSchema(pinLength: number) {
  return object({
    currentPin: string().default('').required('Enter your current PIN').matches(/^[0-9]+$/, 'Your PIN is numbers only'),
    newPin: string()
      .default('')
      .test('pin-rules', 'Choose a PIN that meets every rule', (value = '') => allMet(pinRules(value, pinLength))),
    confirmPin: string()
      .default('')
      .test('pin-match', 'Both PINs must match', (value = '', { parent }) => value !== '' && value === parent.newPin),
  });
}

export const termsSchema = object({
  accepted: boolean().default(false).oneOf([true], 'Please accept the terms and conditions to continue'),
});

export const emptyPasswordChange: PasswordChangeValues = { currentPassword: '', newPassword: '', confirmPassword: '' };
export const emptyNewPassword: NewPasswordValues = { newPassword: '', confirmPassword: '' };
export const emptyPinChange: PinChangeValues = { currentPin: '', newPin: '', confirmPin: '' };
