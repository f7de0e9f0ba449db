import { screen, waitFor, within } from '@testing-library/react';
import { DEMO_PIN } from '@mocks/digx/bank/seed/users';
import { bank, injectFault } from '@mocks/digx/testing';
import { MANAGE_CREDENTIALS_NAV_LABEL, PASSWORD_CHANGED_MESSAGE, PIN_CHANGED_MESSAGE } from '@/features/credentials/components/ManageCredentialsScreen';
import { MARKER_KEY } from '@/features/session/sessionMarker';
import { createDigxClient } from '@/shared/api/digxClient';
import { MAPPED_MESSAGES, technicalIssueMessage } from '@/shared/api/errorMessages';
import { postLogin } from '@/shared/api/postLogin';
import { digxFailure } from '@/testing/digxFailure';
import { openPayments, type User } from '@/testing/paymentSteps';
import { recordRequests } from '@/testing/recordRequests';
import { NOT_FOUND_TEXT } from '../../pages/NotFoundPage';

/** Settings' change of password and transaction PIN, through the whole app and the fake bank. */
const PASSWORD = 'Private#2026';
const PASSWORD_PAGE = '/settings/manage-credentials/password';
const PIN_PAGE = '/settings/manage-credentials/pin';
const PASSWORD_LABELS = ['Current password', 'New password', 'Confirm new password'] as const;
const PIN_LABELS = ['Current PIN', 'New PIN', 'Confirm new PIN'] as const;

const field = (label: string) => screen.getByLabelText(label);
const button = (name: string) => screen.getByRole('button', { name });
const rule = (list: string, label: string) => within(screen.getByRole('list', { name: list })).getByText(label).closest('li');

async function fill(user: User, labels: readonly string[], values: string[]) {
  for (const [i, label] of labels.entries()) {
    await user.clear(field(label));
    if (values[i]) await user.type(field(label), values[i]);
  }
}

const values = (labels: readonly string[]) => labels.map((label) => (field(label) as HTMLInputElement).value);

/** Reading the log waits for every body; then no secret may appear in any URL or body. */
async function expectNoLeaks(log: ReturnType<typeof recordRequests>, secrets: string[]) {
  await log.to('v1/salt');
  for (const secret of secrets) {
    expect(log.requests.filter((r) => r.body.includes(secret) || r.url.href.includes(secret) || r.body.includes(encodeURIComponent(secret)))).toEqual([]);
  }
}

describe('change password (/settings/manage-credentials/password)', () => {
  it('ticks the first-login rules off as the customer types, and only then allows Change password', async () => {
    const { user } = await openPayments(PASSWORD_PAGE, 'RETAIL1', { form: false });
    const list = 'Your new password must have';
    for (const label of PASSWORD_LABELS) expect(field(label)).toHaveAttribute('type', 'password');
    expect(within(screen.getByRole('navigation', { name: MANAGE_CREDENTIALS_NAV_LABEL })).getByRole('link', { name: 'Password' })).toHaveAttribute('aria-current', 'page');
    await user.type(field('Current password'), PASSWORD);
    await user.type(field('New password'), 'private#1234');
    expect(rule(list, 'At least one upper case and one lower case letter')).toHaveTextContent(/, not met$/);
    expect(rule(list, 'No more than 3 characters in a sequence (like abcd or 1234)')).toHaveTextContent(/, not met$/);
    await fill(user, ['New password'], ['Private#2027']);
    expect(rule(list, 'Between 8 and 20 characters')).toHaveTextContent(/, met$/);
    expect(rule(list, 'At least one upper case and one lower case letter')).toHaveTextContent(/, met$/);
    expect(rule(list, 'Both passwords match')).toHaveTextContent(/, not met$/);
    expect(button('Change password')).toBeDisabled();
    await user.type(field('Confirm new password'), 'Private#2027');
    expect(rule(list, 'Both passwords match')).toHaveTextContent(/, met$/);
    expect(button('Change password')).toBeEnabled();
  });

  it('refuses a wrong current password (cleared and focused) and a reused one (kept and focused), keeping the rest', async () => {
    const { user } = await openPayments(PASSWORD_PAGE, 'RETAIL1', { form: false });
    await fill(user, PASSWORD_LABELS, ['Private#2020', 'Private#2027', 'Private#2027']);
    await user.click(button('Change password'));
    expect(await screen.findByRole('alert')).toHaveTextContent(MAPPED_MESSAGES.wrongCurrentPassword);
    expect(values(PASSWORD_LABELS)).toEqual(['', 'Private#2027', 'Private#2027']);
    expect(field('Current password')).toHaveFocus();

    await fill(user, PASSWORD_LABELS, [PASSWORD, 'Private#2025', 'Private#2025']);
    await user.click(button('Change password'));
    expect(await screen.findByText(MAPPED_MESSAGES.passwordReuse)).toBeInTheDocument();
    expect(values(PASSWORD_LABELS)).toEqual([PASSWORD, 'Private#2025', 'Private#2025']);
    expect(field('New password')).toHaveFocus();
    expect(bank.state.users.RETAIL1.password).toBe(PASSWORD);
  });

  it('keeps everything typed when the bank cannot answer', async () => {
    injectFault('v1/me/credentials', { kind: 'html', status: 503 }, { method: 'PUT', times: 1 });
    const { user } = await openPayments(PASSWORD_PAGE, 'RETAIL1', { form: false });
    await fill(user, PASSWORD_LABELS, [PASSWORD, 'Private#2027', 'Private#2027']);
    await user.click(button('Change password'));
    expect(await screen.findByRole('alert')).toHaveTextContent(technicalIssueMessage(503));
    expect(values(PASSWORD_LABELS)).toEqual([PASSWORD, 'Private#2027', 'Private#2027']);
  });

  it('sends the change once, encrypted, confirms it, ends the session and after 500 ms lands on /digital', async () => {
    const log = recordRequests();
    const { user, location, store } = await openPayments(PASSWORD_PAGE, 'RETAIL1', { form: false });
    await fill(user, PASSWORD_LABELS, [PASSWORD, 'Private#2027', 'Private#2027']);
    await user.dblClick(button('Change password'));

    const confirmation = await screen.findByText(PASSWORD_CHANGED_MESSAGE);
    const shownAt = Date.now();
    expect(confirmation).toHaveAttribute('role', 'status');
    expect(location()).toBe(PASSWORD_PAGE);
    expect(values(PASSWORD_LABELS)).toEqual(['', '', '']);

    expect(await screen.findByRole('heading', { level: 1, name: 'Your password has been changed' })).toBeInTheDocument();
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(400);
    expect(location()).toBe('/digital');
    expect(store.getState().session.status).toBe('ended');
    expect(localStorage.getItem(MARKER_KEY)).toBeNull();
    expect(await log.to('v1/me/credentials', 'PUT')).toHaveLength(1);
    expect(await log.to('v1/session', 'DELETE')).toHaveLength(1);
    await expectNoLeaks(log, [PASSWORD, 'Private#2027']);

    // "Log in again" means it: the old session is gone, so /login does not wave the customer through.
    await user.click(screen.getByRole('link', { name: 'Log in again' }));
    expect(await screen.findByLabelText('User ID')).toBeInTheDocument();
    expect(location()).toBe('/login');

    await postLogin(createDigxClient(), 'RETAIL1', 'Private#2027');
    expect((await digxFailure(postLogin(createDigxClient(), 'RETAIL1', PASSWORD))).meaning).toBe('wrongCredentials');
  });
});

describe('change transaction PIN (/settings/manage-credentials/pin)', () => {
  it('ticks the PIN rules off at the policy length, and confirms a change without ending the session', async () => {
    const log = recordRequests();
    const { user, location, store } = await openPayments(PIN_PAGE, 'RETAIL1', { form: false });
    const list = 'Your new PIN must have';
    expect(await within(screen.getByRole('list', { name: list })).findByText('Exactly 6 numbers')).toBeInTheDocument();
    await user.type(field('Current PIN'), DEMO_PIN);
    await user.type(field('New PIN'), '123');
    expect(rule(list, 'Exactly 6 numbers')).toHaveTextContent(/, not met$/);
    await user.type(field('New PIN'), '4');
    expect(rule(list, 'No more than 3 numbers in a sequence (like 1234)')).toHaveTextContent(/, not met$/);
    await fill(user, ['New PIN'], ['258013']);
    expect(rule(list, 'Exactly 6 numbers')).toHaveTextContent(/, met$/);
    expect(button('Change PIN')).toBeDisabled();
    await user.type(field('Confirm new PIN'), '258013');
    expect(rule(list, 'Both PINs match')).toHaveTextContent(/, met$/);
    await user.click(button('Change PIN'));

    // The form empties and its button disables: focus goes to the confirmation, not to the page.
    expect(await screen.findByText(PIN_CHANGED_MESSAGE)).toHaveFocus();
    expect(values(PIN_LABELS)).toEqual(['', '', '']);
    expect(bank.state.users.RETAIL1.pin).toBe('258013');
    expect(await log.to('cz/v1/credentials/transactionPin', 'PUT')).toHaveLength(1);
    await expectNoLeaks(log, [DEMO_PIN, '258013']);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(location()).toBe(PIN_PAGE);
    expect(store.getState().session.status).toBe('authenticated');
  });

  it('refuses a reused PIN (kept and focused) and wrong PINs (cleared), then locks the PIN after more than three', async () => {
    const { user } = await openPayments(PIN_PAGE, 'RETAIL1', { form: false });
    await fill(user, PIN_LABELS, [DEMO_PIN, '246810', '246810']);
    await user.click(button('Change PIN'));
    expect(await screen.findByRole('alert')).toHaveTextContent(MAPPED_MESSAGES.pinReuse);
    expect(values(PIN_LABELS)).toEqual([DEMO_PIN, '246810', '246810']);
    expect(field('New PIN')).toHaveFocus();

    await fill(user, PIN_LABELS, ['000000', '258013', '258013']);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      if (attempt > 1) await user.type(field('Current PIN'), '000000');
      await user.click(button('Change PIN'));
      expect(await screen.findByText(MAPPED_MESSAGES.wrongPin)).toBeInTheDocument();
      expect(values(PIN_LABELS)).toEqual(['', '258013', '258013']);
      expect(field('Current PIN')).toHaveFocus();
    }
    await user.type(field('Current PIN'), '000000');
    await user.click(button('Change PIN'));
    expect(await screen.findByText(MAPPED_MESSAGES.pinLocked)).toBeInTheDocument();
    expect(bank.state.users.RETAIL1).toMatchObject({ pin: DEMO_PIN, pinLocked: true });

    // Locked means locked: even the right PIN is refused now.
    await fill(user, ['Current PIN'], [DEMO_PIN]);
    await user.click(button('Change PIN'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(MAPPED_MESSAGES.pinLocked));
  });

  it('is temporarily locked after three changes in a day (too many tokens)', async () => {
    const { user } = await openPayments(PIN_PAGE, 'RETAIL1', { form: false });
    let pin = DEMO_PIN;
    for (const next of ['258013', '369024', '470135']) {
      await fill(user, PIN_LABELS, [pin, next, next]);
      await user.click(button('Change PIN'));
      await screen.findByText(PIN_CHANGED_MESSAGE);
      pin = next;
    }
    await fill(user, PIN_LABELS, [pin, '581246', '581246']);
    await user.click(button('Change PIN'));
    expect(await screen.findByRole('alert')).toHaveTextContent(MAPPED_MESSAGES.pinTemporarilyLocked);
    expect(values(PIN_LABELS)).toEqual([pin, '581246', '581246']);
    expect(bank.state.users.RETAIL1).toMatchObject({ pin: '470135', pinLocked: false });
  });
});

describe('an unknown /settings/manage-credentials/{type}', () => {
  it('says the page was not found with the way back to the accounts, and offers the password and PIN pages', async () => {
    const { user, location } = await openPayments('/settings/manage-credentials/memorable-word', 'RETAIL1', { form: false });
    expect(await screen.findByText(NOT_FOUND_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my accounts' })).toHaveAttribute('href', '/accounts');
    expect(screen.queryByRole('button', { name: /Change/ })).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('navigation', { name: MANAGE_CREDENTIALS_NAV_LABEL })).getByRole('link', { name: 'Transaction PIN' }));
    expect(await screen.findByLabelText('Current PIN')).toBeInTheDocument();
    expect(location()).toBe(PIN_PAGE);
  });
});
