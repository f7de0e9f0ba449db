import { credentialChangeRequired, sessionEnded } from '@/shared/events';
import { DEFAULT_PIN_LENGTH } from './rules';
import {
  credentialsSlice,
  managedCredentialChanged,
  managedCredentialChangeFailed,
  managedPasswordSubmitted,
  managedPinSubmitted,
  manageCredentialsClosed,
  manageCredentialsOpened,
  passwordChanged,
  passwordChangeFailed,
  passwordChangeSubmitted,
  pinPolicyLoaded,
  stepContinued,
  termsAcceptanceSaved,
} from './slice';

const { reducer } = credentialsSlice;
const start = (flags = { termsNotAccepted: true, forcePasswordChange: true, forcePinChange: false }) =>
  reducer(undefined, credentialChangeRequired(flags));

describe('the credentials slice', () => {
  it('starts each journey at its first enabled step, with nothing submitted', () => {
    expect(start()).toMatchObject({ current: 'welcome', status: 'idle', pinLength: DEFAULT_PIN_LENGTH });
    expect(start({ termsNotAccepted: false, forcePasswordChange: false, forcePinChange: true }).current).toBe('pin');
  });

  it('moves on only from the step the customer is on, so a late or repeated event cannot skip one', () => {
    const atTerms = reducer(start(), stepContinued('welcome'));
    expect(atTerms.current).toBe('terms');
    expect(reducer(atTerms, stepContinued('welcome')).current).toBe('terms');
    expect(reducer(atTerms, passwordChanged()).current).toBe('terms');
    expect(reducer(atTerms, termsAcceptanceSaved()).current).toBe('pass');
  });

  it('keeps the failure message until the next submission, and never the password', () => {
    const atPass = reducer(reducer(start(), stepContinued('welcome')), termsAcceptanceSaved());
    const sent = reducer(atPass, passwordChangeSubmitted({ currentPassword: 'Welcome#2026', newPassword: 'Newuser#2027' }));
    expect(sent.status).toBe('submitting');
    expect(JSON.stringify(sent)).not.toMatch(/Welcome#2026|Newuser#2027/);
    const refused = reducer(sent, passwordChangeFailed({ message: 'Wrong.', failedField: 'current' }));
    expect(refused).toMatchObject({ status: 'failed', error: 'Wrong.', failedField: 'current', current: 'pass' });
    const again = reducer(refused, passwordChangeSubmitted({ currentPassword: 'a', newPassword: 'b' }));
    expect(again).toMatchObject({ status: 'submitting', error: undefined, failedField: undefined });
  });

  it("keeps settings' change apart from the first-login steps, one outcome per visit, never the secrets", () => {
    const atPass = reducer(reducer(start(), stepContinued('welcome')), termsAcceptanceSaved());
    const opened = reducer(atPass, manageCredentialsOpened('pin'));
    const sent = reducer(opened, managedPinSubmitted({ currentPin: '135790', newPin: '258013' }));
    expect(sent).toMatchObject({ current: 'pass', status: 'idle', manage: { kind: 'pin', status: 'submitting' } });
    expect(JSON.stringify(sent)).not.toMatch(/135790|258013/);
    expect(reducer(sent, managedCredentialChanged()).manage).toEqual({ kind: 'pin', status: 'changed' });
    const refused = reducer(reducer(opened, managedPasswordSubmitted({ currentPassword: 'a', newPassword: 'b' })), managedCredentialChangeFailed({ message: 'Wrong.', failedField: 'current' }));
    expect(refused.manage).toEqual({ kind: 'password', status: 'failed', error: 'Wrong.', failedField: 'current' });
    expect(reducer(refused, manageCredentialsClosed()).manage).toEqual({ status: 'idle' });
    expect(reducer(refused, manageCredentialsOpened('password')).manage).toEqual({ kind: 'password', status: 'idle' });
  });

  it('forgets everything when the session ends', () => {
    const used = reducer(start(), pinPolicyLoaded(8));
    expect(reducer(used, sessionEnded({ reason: 'expired' }))).toEqual(reducer(undefined, { type: 'init' }));
  });
});
