/**
 * The fault sweep's scenarios for credentials: the first login's terms, changing the password and PIN in
 * settings, the reset by link, the PIN policy, and the one-time passcode's "Resend code".
 */
import { screen, waitFor, within } from '@testing-library/react';
import { DEMO_PIN } from '@mocks/digx/bank/seed/users';
import { MANAGE_CREDENTIALS_NAV_LABEL } from '@/features/credentials/components/ManageCredentialsScreen';
import { STEP_TITLES } from '@/features/credentials/components/ChangeCredentialsPage';
import { DEFAULT_PIN_LENGTH } from '@/features/credentials/rules';
import { TRANSPORT_MESSAGES } from '@/shared/api/errorMessages';
import { expectSettled, type FaultScenario, type SweepContext } from '@/testing/faultSweep/sweep';
import { expectUsable } from '@/testing/faultSweep/expectUsable';

const PASSWORD_PAGE = '/settings/manage-credentials/password';
const PIN_PAGE = '/settings/manage-credentials/pin';
const RESET_PAGE = '/change-credentials-password?token=DEMORESET1';

const PASSWORD_CHANGE = { 'Current password': 'Private#2026', 'New password': 'Private#2027', 'Confirm new password': 'Private#2027' };
const PIN_CHANGE = { 'Current PIN': DEMO_PIN, 'New PIN': '246813', 'Confirm new PIN': '246813' };
const RESET = { 'New password': 'Retail#2027', 'Confirm new password': 'Retail#2027' };

/** Types each value into the field of that label. */
const fill = (values: Record<string, string>) => async (s: SweepContext) => {
  for (const [label, value] of Object.entries(values)) await s.user.type(await screen.findByLabelText(label), value);
};

/** Every value is still in its field: a failure about no field keeps all of them (ServerFailure). */
const stillThere = (values: Record<string, string>) => async () => {
  for (const [label, value] of Object.entries(values)) expect(screen.getByLabelText(label)).toHaveValue(value);
};

const press = (name: string) => async (s: SweepContext) => {
  const button = screen.getByRole('button', { name });
  await waitFor(() => expectUsable(button));
  await s.user.click(button);
};

/** The reset page has no session to expire: the catalogue's text shows where the customer is. */
const resetPageSays = (message: string) => async (s: SweepContext) => {
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
  expect(s.location()).toBe('/change-credentials-password');
  await expectSettled();
};

const tab = (name: string) => within(screen.getByRole('navigation', { name: MANAGE_CREDENTIALS_NAV_LABEL })).getByRole('link', { name });

/** The OTP dialog of withdrawing Moneybox's access (the settings' two-factor step). */
const otpDialog = () => screen.getByRole('dialog', { name: 'Enter your one-time passcode' });

export const credentialsScenarios: FaultScenario[] = [
  {
    call: 'POST v1/me/loginFlow',
    doing: 'accepting the terms at first login',
    faultPath: 'v1/me/loginFlow',
    user: 'NEWUSER',
    start: '/change-credentials',
    prepare: async (s) => {
      await screen.findByRole('heading', { name: STEP_TITLES.welcome });
      await s.user.click(screen.getByRole('button', { name: 'Continue' }));
      await screen.findByRole('heading', { name: STEP_TITLES.terms });
      await s.user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    },
    act: press('Continue'),
    kept: async () => {
      expect(screen.getByRole('heading', { name: STEP_TITLES.terms })).toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' })).toBeChecked();
    },
  },
  {
    call: 'GET v1/passwordPolicy',
    doing: 'opening the transaction PIN change (the PIN length comes from the policy)',
    faultPath: 'v1/passwordPolicy',
    start: PIN_PAGE,
    onOpen: true,
    // The customer goes to the password tab and back: the PIN page asks for the policy each time it opens.
    act: async (s) => {
      await s.user.click(tab('Password'));
      await screen.findByLabelText('Current password');
      await s.user.click(tab('Transaction PIN'));
    },
    // DECISIONS.md: 6 digits when the policy cannot be read (SPEC.md section 8, a silent failure): the form is usable.
    failed: async () => {
      expect(await screen.findByRole('heading', { name: 'Change your transaction PIN' })).toBeInTheDocument();
      for (const label of Object.keys(PIN_CHANGE)) expectUsable(screen.getByLabelText(label));
      expect(within(screen.getByRole('list', { name: 'Your new PIN must have' })).getByText(`Exactly ${DEFAULT_PIN_LENGTH} numbers`)).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await expectSettled();
    },
  },
  {
    call: 'PUT v1/me/credentials',
    doing: 'changing the password in settings',
    faultPath: 'v1/me/credentials',
    start: PASSWORD_PAGE,
    prepare: fill(PASSWORD_CHANGE),
    act: press('Change password'),
    kept: stillThere(PASSWORD_CHANGE),
  },
  {
    call: 'PUT cz/v1/credentials/transactionPin',
    doing: 'changing the transaction PIN in settings',
    faultPath: 'cz/v1/credentials/transactionPin',
    start: PIN_PAGE,
    prepare: fill(PIN_CHANGE),
    act: press('Change PIN'),
    kept: stillThere(PIN_CHANGE),
  },
  {
    call: 'GET v1/token/{token}',
    doing: 'opening a password-reset link',
    faultPath: 'v1/token/DEMORESET1',
    start: RESET_PAGE,
    loggedOut: true,
    onOpen: true,
    expired: resetPageSays(TRANSPORT_MESSAGES.sessionExpired),
  },
  {
    call: 'PUT v1/credentials/changeCredentials',
    doing: 'choosing a new password from a reset link',
    faultPath: 'v1/credentials/changeCredentials',
    start: RESET_PAGE,
    loggedOut: true,
    prepare: fill(RESET),
    act: press('Change password'),
    kept: stillThere(RESET),
    expired: async (s) => {
      await resetPageSays(TRANSPORT_MESSAGES.sessionExpired)(s);
      await stillThere(RESET)();
    },
  },
  {
    call: 'POST v1/2fa/{referenceNo}/resend',
    doing: 'asking for a new passcode while withdrawing a payment company',
    faultPath: 'v1/2fa/*',
    start: '/settings/paymentcompanies',
    prepare: async (s) => {
      await s.user.click(await screen.findByRole('button', { name: 'Withdraw access for Moneybox Ltd' }));
      await s.user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, withdraw access' }));
      await screen.findByRole('dialog', { name: 'Enter your one-time passcode' });
    },
    act: press('Resend code'),
    // The dialog stays open with the reason: the passcode already sent can still be entered.
    failed: async (s) => {
      await waitFor(() => expect(within(otpDialog()).getByRole('alert')).toHaveTextContent(s.fault.messages[0]));
      expectUsable(within(otpDialog()).getByLabelText('One-time passcode'));
      expectUsable(within(otpDialog()).getByRole('button', { name: 'Resend code' }));
      await expectSettled();
    },
  },
];
