/**
 * The fault sweep's scenarios for the session: the login's calls, the client's nonce, and the logout.
 *
 * On the login page there is no session to expire, so a 401 there is shown where the customer is, with the
 * catalogue's text, their user ID kept (sending them to "your session has ended" from the login page would
 * only lead back to it, without what they typed). The logout ends on the logged-off page whatever the bank says.
 */
import { screen, waitFor } from '@testing-library/react';
import { DEMO_LOGINS } from '@mocks/digx/bank/seed';
import { ROUTES } from '@/shared/routes/routeTable';
import { LOGOUT_QUESTION } from '@/features/session/components/LogoutButton';
import { BANK_MAY_HOLD_SESSION_TEXT } from '@/features/session/components/SessionEndPage';
import { expectCatalogueMessage, expectSettled, type DemoUser, type FaultScenario, type SweepContext } from '@/testing/faultSweep/sweep';
import { callName } from '@/shared/api/endpoints/endpoint';
import * as SESSION_ENDPOINTS from '@/shared/api/endpoints/session';
import { TRANSPORT_MESSAGES } from '@/shared/api/errorMessages';

const userIdBox = () => screen.getByRole('textbox', { name: 'User ID' });
const passwordBox = () => screen.getByLabelText('Password');

/** The customer logging in from the login page; each fault meets one attempt, the next attempt is typed again. */
function loginScenario(call: string, faultPath: string, who: DemoUser = 'RETAIL1'): FaultScenario {
  return {
    call,
    doing: `logging in as ${who}`,
    faultPath,
    start: ROUTES.login.path,
    loggedOut: true,
    prepare: async (s) => {
      await s.user.type(await screen.findByRole('textbox', { name: 'User ID' }), who.toLowerCase());
    },
    // The password is not kept after a try (the form empties it on purpose): typed again, as a customer would.
    act: async (s) => {
      await s.user.type(passwordBox(), DEMO_LOGINS[who]);
      await s.user.click(screen.getByRole('button', { name: 'Log in' }));
    },
    failed: async (s) => {
      await expectCatalogueMessage(s);
      expect(s.location()).toBe(ROUTES.login.path);
      expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    },
    kept: async () => {
      expect(userIdBox()).toHaveValue(who.toLowerCase());
    },
    expired: async (s) => {
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(TRANSPORT_MESSAGES.sessionExpired));
      expect(s.location()).toBe(ROUTES.login.path);
      expect(userIdBox()).toHaveValue(who.toLowerCase());
      await expectSettled();
    },
  };
}

/**
 * Log Out, confirmed: the customer is logged off whatever the bank answers (the session ends here). A fault met
 * once is followed by a try that succeeds, and a 401 means the bank's session had gone: nothing more to say.
 */
async function loggedOff(s: SweepContext) {
  await waitFor(() => expect(s.location()).toBe(ROUTES.loggedOff.path));
  expect(await screen.findByRole('heading', { level: 1, name: 'You have logged out' })).toBeInTheDocument();
  expect(s.store.getState().session.status).toBe('ended');
  expect(screen.queryByText(BANK_MAY_HOLD_SESSION_TEXT)).not.toBeInTheDocument();
}

export const sessionScenarios: FaultScenario[] = [
  // A fresh page has no nonces: the login's first call fetches them.
  loginScenario(callName(SESSION_ENDPOINTS.nonce), SESSION_ENDPOINTS.nonce.path),
  loginScenario('GET v1/publicKey', 'v1/publicKey'),
  loginScenario('POST v1/salt', 'v1/salt'),
  loginScenario('POST j_security_check', 'j_security_check'),
  loginScenario('GET v1/me', 'v1/me'),
  loginScenario('GET v1/me/loginFlow', 'v1/me/loginFlow', 'NEWUSER'),
  loginScenario('GET cz/v1/permissions', 'cz/v1/permissions'),
  {
    // A reload finds the session by asking for the profile: not being able to ask is not a silent logout.
    call: 'GET v1/me',
    doing: 'reloading the app with a live session',
    faultPath: 'v1/me',
    start: ROUTES.accounts.path,
    onOpen: true,
    freshEachFault: true,
    failed: async (s) => {
      await waitFor(() => expect(s.location()).toBe(ROUTES.login.path));
      await expectCatalogueMessage(s);
      expect(screen.getByRole('textbox', { name: 'User ID' })).toBeInTheDocument();
    },
  },
  {
    call: 'DELETE v1/session',
    doing: 'logging out',
    faultPath: 'v1/session',
    start: ROUTES.accounts.path,
    // Logged off, the screen cannot log out again: a new session for each fault.
    freshEachFault: true,
    // A failed logout is tried once more; each fault here meets the first try only, so the second ends it quietly.
    retriedOnce: true,
    prepare: async () => {
      await screen.findByRole('heading', { level: 1, name: 'My accounts' });
    },
    act: async (s) => {
      await s.user.click(screen.getByRole('button', { name: 'Log Out' }));
      await screen.findByRole('alertdialog', { name: LOGOUT_QUESTION });
      await s.user.click(screen.getByRole('button', { name: 'Log out' }));
    },
    failed: loggedOff,
    expired: loggedOff,
  },
];
