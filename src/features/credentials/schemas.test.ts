import { newPasswordSchema, passwordChangeSchema, pinChangeSchema, termsSchema } from './schemas';

describe('form schemas built from rules.ts', () => {
  it.each([
    [{ currentPassword: 'Welcome#2026', newPassword: 'Newuser#2027', confirmPassword: 'Newuser#2027' }, true],
    [{ currentPassword: '', newPassword: 'Newuser#2027', confirmPassword: 'Newuser#2027' }, false],
    [{ currentPassword: 'Welcome#2026', newPassword: 'Newuser#2027', confirmPassword: 'Newuser#2028' }, false],
    [{ currentPassword: 'Welcome#2026', newPassword: 'newuser#2027', confirmPassword: 'newuser#2027' }, false],
    [{ currentPassword: 'Welcome#2026', newPassword: 'Abcd#2027x', confirmPassword: 'Abcd#2027x' }, false],
    // Reuse is the server's to refuse (SPEC.md section 5), not the form's.
    [{ currentPassword: 'Welcome#2026', newPassword: 'Welcome#2026', confirmPassword: 'Welcome#2026' }, true],
  ])('password change %p valid: %p', (values, expected) => {
    expect(passwordChangeSchema.isValidSync(values)).toBe(expected);
  });

  it('reset by token needs no current password', () => {
    expect(newPasswordSchema.isValidSync({ newPassword: 'Newuser#2027', confirmPassword: 'Newuser#2027' })).toBe(true);
    expect(newPasswordSchema.isValidSync({ newPassword: 'Newuser#2027', confirmPassword: '' })).toBe(false);
  });

  it.each([
    [6, { currentPin: '482916', newPin: '135792', confirmPin: '135792' }, true],
    [6, { currentPin: '', newPin: '135792', confirmPin: '135792' }, false],
    [6, { currentPin: '48a916', newPin: '135792', confirmPin: '135792' }, false],
    [6, { currentPin: '482916', newPin: '123492', confirmPin: '123492' }, false],
    [6, { currentPin: '482916', newPin: '111792', confirmPin: '111792' }, false],
    [6, { currentPin: '482916', newPin: '135792', confirmPin: '135793' }, false],
    [8, { currentPin: '482916', newPin: '135792', confirmPin: '135792' }, false],
    [8, { currentPin: '482916', newPin: '13579246', confirmPin: '13579246' }, true],
  ])('PIN of length %p change %p valid: %p', (length, values, expected) => {
    expect(pinChangeSchema(length).isValidSync(values)).toBe(expected);
  });

  it('needs the terms accepted', () => {
    expect(termsSchema.isValidSync({ accepted: false })).toBe(false);
    expect(termsSchema.isValidSync({ accepted: true })).toBe(true);
  });
});
