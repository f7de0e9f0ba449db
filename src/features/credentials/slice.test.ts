import { credentialChangeRequired, sessionEnded } from '@/shared/events';
import { buildSteps, currentStep, DEFAULT_PIN_LENGTH } from './rules';
import {
  credentialsSlice,
  type CredentialsState,
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
  termsAccepted,
  termsAcceptanceSaved,
} from './slice';

const { reducer } = credentialsSlice;
const flags = { termsNotAccepted: true, forcePasswordChange: true, forcePinChange: false };
const steps = buildSteps(flags);
const start = () => reducer(undefined, credentialChangeRequired(flags));
/** The step on screen, as the page works it out from the session's flags and this slice. */
const shown = (state: CredentialsState) => currentStep(steps, state.done);
const acceptTerms = (state: CredentialsState) => reducer(reducer(state, termsAccepted()), termsAcceptanceSaved());

describe('the credentials slice', () => {
  it('starts each journey with nothing finished or submitted, keeping the PIN policy it has read', () => {
    expect(start()).toMatchObject({ done: [], status: 'idle', pinLength: DEFAULT_PIN_LENGTH });
    expect(shown(start())).toBe('welcome');
    const later = reducer(reducer(reducer(start(), pinPolicyLoaded(8)), stepContinued('welcome')), credentialChangeRequired(flags));
    expect(later).toMatchObject({ done: [], pinLength: 8 });
  });

  it('finishes each step once, and counts an answer only for the submission in flight, so a late or repeated event cannot skip one', () => {
    const atTerms = reducer(start(), stepContinued('welcome'));
    expect(shown(atTerms)).toBe('terms');
    expect(shown(reducer(atTerms, stepContinued('welcome')))).toBe('terms');
    expect(reducer(atTerms, stepContinued('welcome'))).toEqual(atTerms);
    expect(reducer(atTerms, passwordChanged())).toEqual(atTerms);
    expect(reducer(atTerms, termsAcceptanceSaved())).toEqual(atTerms);
    expect(shown(acceptTerms(atTerms))).toBe('pass');
  });

  it('keeps the failure message until the next submission, and never the password', () => {
    const atPass = acceptTerms(reducer(start(), stepContinued('welcome')));
    const sent = reducer(atPass, passwordChangeSubmitted({ currentPassword: 'Welcome#2026', newPassword: 'Newuser#2027' }));
    expect(sent.status).toBe('submitting');
    expect(JSON.stringify(sent)).not.toMatch(/Welcome#2026|Newuser#2027/);
    const refused = reducer(sent, passwordChangeFailed({ message: 'Wrong.', failedField: 'current' }));
    expect(refused).toMatchObject({ status: 'failed', error: 'Wrong.', failedField: 'current' });
    expect(shown(refused)).toBe('pass');
    const again = reducer(refused, passwordChangeSubmitted({ currentPassword: 'a', newPassword: 'b' }));
    expect(again).toMatchObject({ status: 'submitting', error: undefined, failedField: undefined });
  });

  it("keeps settings' change apart from the first-login steps, one outcome per visit, never the secrets", () => {
    const atPass = acceptTerms(reducer(start(), stepContinued('welcome')));
    const opened = reducer(atPass, manageCredentialsOpened('pin'));
    const sent = reducer(opened, managedPinSubmitted({ currentPin: '135790', newPin: '258013' }));
    expect(sent).toMatchObject({ status: 'idle', manage: { kind: 'pin', status: 'submitting' } });
    expect(shown(sent)).toBe('pass');
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
