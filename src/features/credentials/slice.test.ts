import { credentialChangeRequired, sessionEnded } from '@/shared/events';
import { DEFAULT_PIN_LENGTH } from './rules';
import {
  credentialsSlice,
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

  it('forgets everything when the session ends', () => {
    const used = reducer(start(), pinPolicyLoaded(8));
    expect(reducer(used, sessionEnded({ reason: 'expired' }))).toEqual(reducer(undefined, { type: 'init' }));
  });
});
