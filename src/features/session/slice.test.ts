/**
 * `resuming`: true while a reload's session comes alive by restoring, cleared by anything else. It must
 * not change at the moment restoring ends 'authenticated' (RequireSession reads it in React's first render).
 */
import { credentialChangeRequired, sessionEnded, sessionStarted } from '@/shared/events';
import { loginSubmitted, logoutConfirmed, sessionAbsent, sessionEnding, sessionSlice, type SessionState } from './slice';

const reduce = sessionSlice.reducer;
const start = reduce(undefined, { type: '@@init' });
const started = sessionStarted({ permittedFunctions: [] });

it('starts resuming, as restoring', () => {
  expect(start).toMatchObject({ status: 'restoring', resuming: true });
});

it.each<[string, (state: SessionState) => SessionState, boolean]>([
  ['restoring finds the session alive', (s) => reduce(s, started), true],
  ['restoring finds no session', (s) => reduce(s, sessionAbsent()), false],
  ['restoring finds the session expired', (s) => reduce(s, sessionAbsent({ reason: 'expired' })), false],
  ['restoring finds a credential change to make', (s) => reduce(s, credentialChangeRequired({ termsNotAccepted: false, forcePasswordChange: true, forcePinChange: false })), false],
  ['a restored session then logs out', (s) => reduce(reduce(s, started), logoutConfirmed()), false],
  ['a restored session then ends', (s) => reduce(reduce(s, started), sessionEnding()), false],
  ['a restored session is then ended by the bank', (s) => reduce(reduce(s, started), sessionEnded({ reason: 'expired' })), false],
  ['a login after no session', (s) => reduce(reduce(reduce(s, sessionAbsent()), loginSubmitted({ userId: 'RETAIL1', password: 'x' })), started), false],
])('%s: resuming %s', (_name, steps, resuming) => {
  expect(steps(start).resuming).toBe(resuming);
});

it("keeps the login's credential flags for the session, so the credential pages can read them when their chunk has loaded", () => {
  const flags = { termsNotAccepted: true, forcePasswordChange: false, forcePinChange: true, entityCount: 2 };
  const changing = reduce(reduce(start, loginSubmitted({ userId: 'NEWUSER', password: 'x' })), credentialChangeRequired(flags));
  expect(changing.credentialChange).toEqual(flags);
  // The change done, the session starts: the success step still shows, built from the same flags.
  expect(reduce(changing, started).credentialChange).toEqual(flags);
  expect(reduce(changing, sessionEnded({ reason: 'loggedOut' })).credentialChange).toBeUndefined();
});
