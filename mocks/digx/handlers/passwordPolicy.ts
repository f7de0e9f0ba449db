/**
 * What the fake bank's server accepts as a new password, as an OBDX password policy
 * would: length within the policy, allowed characters, both cases. Written from the
 * policy, not from the app's rules, so a property test can hold the two against each other.
 */
export const PASSWORD_POLICY = { pwdMinLength: 8, pwdMaxLength: 20, pinLength: 6, pwdHistorySize: 5 };

const ALLOWED = /^[A-Za-z0-9_#@$]*$/;

export function serverAcceptsPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_POLICY.pwdMinLength &&
    password.length <= PASSWORD_POLICY.pwdMaxLength &&
    ALLOWED.test(password) &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password)
  );
}

export function serverAcceptsPin(pin: string): boolean {
  return new RegExp(`^[0-9]{${PASSWORD_POLICY.pinLength}}$`).test(pin);
}
