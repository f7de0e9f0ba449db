/** The fault sweep's scenarios for the settings screens: details, login alerts, marketing, payment companies. */
import { screen, waitFor, within } from '@testing-library/react';
import { DEMO_OTP } from '@mocks/digx/handlers/checkChallenge';
import { bank, injectFault } from '@mocks/digx/testing';
import { consentIdOf } from '@mocks/digx/bank/seed/paymentCompanies';
import { PROFILE_TITLE } from '@/features/settings/components/ProfileDetails';
import { SAVED_MESSAGE } from '@/shared/ui/SavedToast';
import { LIST_STATE_TEXT } from '@/shared/ui/ListState';
import { expectCatalogueMessage, expectSettled, type FaultScenario, type SweepContext } from '@/testing/faultSweep/sweep';
import { expectUsable } from '@/testing/faultSweep/expectUsable';

type Alert = 'Failed Login Alert' | 'Login Alert';
type Channel = 'Email' | 'Text message (SMS)';

const box = (alert: Alert, channel: Channel) => within(screen.getByRole('group', { name: alert })).getByRole<HTMLInputElement>('checkbox', { name: channel });
const openAlerts = async () => {
  await screen.findByRole('form', { name: 'Login alerts' });
};
const saveAlerts = async (s: SweepContext) => {
  const save = screen.getByRole('button', { name: 'Save alerts' });
  await waitFor(() => expectUsable(save));
  await s.user.click(save);
};
const ticks = (expected: [Alert, Channel, boolean][]) => async () => {
  for (const [alert, channel, checked] of expected) expect(box(alert, channel).checked).toBe(checked);
};

/** RETAIL1 has Login Alert by e-mail: the changes below make the saga create, change or delete the subscription. */
const alertsScenario = (call: string, faultPath: string, doing: string, choices: [Alert, Channel, boolean][], before?: (s: SweepContext) => Promise<void>): FaultScenario => ({
  call,
  doing,
  faultPath,
  start: '/settings/alerts',
  prepare: async (s) => {
    await openAlerts();
    await before?.(s);
    for (const [alert, channel, checked] of choices) if (box(alert, channel).checked !== checked) await s.user.click(box(alert, channel));
  },
  act: saveAlerts,
  kept: ticks(choices),
});

const MONEYBOX = 'Moneybox Ltd';
const moneyboxPath = `cz/v1/me/paymentCompanies/${consentIdOf('retail-moneybox')}`;
const companyItem = (company: string) =>
  within(screen.getByRole('list', { name: 'Payment companies with access' }))
    .getAllByRole('listitem')
    .find((li) => within(li).queryByRole('heading', { name: company })) as HTMLElement;

const MARKETING_PAGE = '/settings/marketing-preferences';
const channelBox = (name: string) => within(screen.getByRole('form', { name: 'Marketing preferences' })).getByRole('checkbox', { name });

export const settingsScenarios: FaultScenario[] = [
  {
    call: 'GET v1/me',
    doing: 'opening Details & settings (the details are read afresh)',
    faultPath: 'v1/me',
    start: '/accounts',
    prepare: async () => {
      await screen.findByRole('heading', { level: 1, name: 'My accounts' });
    },
    act: async (s) => {
      const details = screen.queryByRole('region', { name: PROFILE_TITLE });
      if (details) await s.user.click(within(details).getByRole('button', { name: 'Try again' }));
      else await s.user.click(screen.getByRole('link', { name: 'Details & settings' }));
    },
    failed: async (s) => {
      await expectCatalogueMessage(s);
      const details = await screen.findByRole('region', { name: PROFILE_TITLE });
      expect(within(details).getByRole('alert')).toHaveTextContent(LIST_STATE_TEXT.error);
      // The alerts beside it are there all the same.
      expect(await screen.findByRole('form', { name: 'Login alerts' })).toBeInTheDocument();
    },
  },
  { call: 'GET v1/activityEventActions', doing: 'opening the login alerts', faultPath: 'v1/activityEventActions', start: '/settings/alerts', onOpen: true },
  { call: 'GET v1/actionSubscriptions', doing: 'opening the login alerts', faultPath: 'v1/actionSubscriptions', start: '/settings/alerts', onOpen: true },
  {
    call: 'GET v1/parties/{partyId}/contactPoints',
    doing: 'opening the login alerts (where they go)',
    faultPath: 'v1/parties/*',
    start: '/settings/alerts',
    onOpen: true,
    // The page has nothing to retry: it opens afresh for each fault.
    freshEachFault: true,
    failed: async () => {
      // The alerts are offered all the same; the page only says less about where they go.
      expect(await screen.findByText('We send alerts to the contact details we hold for you.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Save alerts' })).toBeInTheDocument();
      await expectSettled();
    },
  },
  alertsScenario('PUT v1/actionSubscriptions/{subscriptionId}', 'v1/actionSubscriptions/*', 'adding a text message to the failed login alert', [
    ['Failed Login Alert', 'Text message (SMS)', true],
  ]),
  {
    ...alertsScenario('POST cz/v1/actionSubscriptions/prepare', 'cz/v1/actionSubscriptions/prepare', 'adding a text message to the failed login alert (the bank checks it first)', [
      ['Failed Login Alert', 'Text message (SMS)', true],
    ]),
    // A failed check saves nothing: the bank still holds the alerts as they were.
    failed: async (s) => {
      await expectCatalogueMessage(s);
      const held = bank.state.users.RETAIL1.alertSubscriptions.map((sub) => sub.subscribedActions.map((a) => [a.alertName, a.subscriptionPreferences.map((p) => p.destination)]));
      expect(held).toEqual([[['Login Alert', ['EMAIL']]]]);
    },
  },
  alertsScenario('DELETE v1/actionSubscriptions/{subscriptionId}', 'v1/actionSubscriptions/*', 'turning every login alert off', [['Login Alert', 'Email', false]]),
  alertsScenario(
    'POST v1/actionSubscriptions',
    'v1/actionSubscriptions',
    'choosing an alert again after removing them all',
    [['Failed Login Alert', 'Email', true]],
    // Every alert off and saved first: the subscription is gone, so the next choice creates a new one.
    async (s) => {
      await s.user.click(box('Login Alert', 'Email'));
      await saveAlerts(s);
      await screen.findByText(SAVED_MESSAGE);
    },
  ),
  { call: 'GET cz/v1/me/marketingPreferences', doing: 'opening the marketing preferences', faultPath: 'cz/v1/me/marketingPreferences', start: MARKETING_PAGE, onOpen: true },
  {
    call: 'PUT cz/v1/me/marketingPreferences',
    doing: 'saving the marketing preferences',
    faultPath: 'cz/v1/me/marketingPreferences',
    start: MARKETING_PAGE,
    prepare: async (s) => {
      await screen.findByRole('form', { name: 'Marketing preferences' });
      await s.user.click(channelBox('Post'));
      await s.user.click(channelBox('Email'));
    },
    act: async (s) => {
      await s.user.click(screen.getByRole('button', { name: 'Save preferences' }));
    },
    kept: async () => {
      expect(channelBox('Post')).toBeChecked();
      expect(channelBox('Email')).not.toBeChecked();
    },
  },
  { call: 'GET cz/v1/me/paymentCompanies', doing: 'opening the payment companies', faultPath: 'cz/v1/me/paymentCompanies', start: '/settings/paymentcompanies', onOpen: true },
  {
    call: 'DELETE cz/v1/me/paymentCompanies/{consentId}',
    doing: "withdrawing a payment company's access (the send with the passcode)",
    faultPath: moneyboxPath,
    start: '/settings/paymentcompanies',
    prepare: async () => {
      await screen.findByRole('list', { name: 'Payment companies with access' });
    },
    // The first send only earns the 417 that asks for the passcode; the fault is moved onto the send that carries it.
    act: async (s) => {
      const [armed] = bank.faults.list();
      bank.faults.clear();
      await s.user.click(screen.getByRole('button', { name: `Withdraw access for ${MONEYBOX}` }));
      await s.user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, withdraw access' }));
      const otp = await screen.findByRole('dialog', { name: 'Enter your one-time passcode' });
      injectFault(armed.path, armed.fault, { method: armed.method, times: armed.times });
      await s.user.type(within(otp).getByLabelText('One-time passcode'), DEMO_OTP);
      await s.user.click(within(otp).getByRole('button', { name: 'Confirm' }));
    },
    // The company stays listed with the reason; the passcode step has closed and withdrawing can be tried again.
    failed: async (s) => {
      await waitFor(() => expect(within(companyItem(MONEYBOX)).getByRole('alert')).toHaveTextContent(s.fault.messages[0]));
      expect(screen.queryByRole('dialog', { name: 'Enter your one-time passcode' })).not.toBeInTheDocument();
      expectUsable(within(companyItem(MONEYBOX)).getByRole('button', { name: `Withdraw access for ${MONEYBOX}` }));
      await expectSettled();
    },
  },
];
