/**
 * The whole app against a stock OBDX 18.x (the fake bank's stock mode, issue 24): what a customer sees where
 * the stock bank answers differently from the demo bank. Login: success is a 404, a refusal a bare 403.
 * Two-factor: the first 417 carries its challenge in the header only.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { useStockBank } from '@mocks/digx/testing';
import { MAPPED_MESSAGES } from '@/shared/api/errorMessages';
import { openPayments } from '@/testing/paymentSteps';
import { recordRequests } from '@/testing/recordRequests';
import { renderApp } from '@/testing/renderApp';
import { PATHS } from './paths';

async function logIn(userId: string, password: string) {
  const app = renderApp(PATHS.login);
  await app.user.type(await screen.findByLabelText('User ID'), userId);
  await app.user.type(screen.getByLabelText('Password'), password);
  await app.user.click(screen.getByRole('button', { name: 'Log in' }));
  return app;
}

describe('logging in to a stock OBDX', () => {
  it('opens the accounts, the password sent once: the 404 is a login, confirmed by v1/me, never a reason to send it again', async () => {
    const stock = useStockBank();
    const log = recordRequests();
    const { location } = await logIn('RETAIL1', 'Private#2026');
    expect(await screen.findByRole('heading', { name: 'My accounts' })).toBeInTheDocument();
    expect(location()).toBe(PATHS.accounts);
    expect(await log.to('j_security_check', 'POST')).toHaveLength(1);
    // The confirming v1/me is the one the login flow reads the profile from.
    expect(await log.to('v1/me', 'GET')).toHaveLength(1);
    expect(stock.security.sessionsOf('RETAIL1')).toHaveLength(1);
  });

  it('says the user ID or password is wrong on a bare 403, and stays on the login page', async () => {
    const stock = useStockBank();
    const log = recordRequests();
    const { location } = await logIn('RETAIL1', 'Wrong#2026');
    expect(await screen.findByRole('alert')).toHaveTextContent(MAPPED_MESSAGES.wrongCredentials);
    expect(location()).toBe(PATHS.login);
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(await log.to('j_security_check', 'POST')).toHaveLength(1);
    expect(stock.state.users.RETAIL1.failedAttempts).toBe(1);
  });
});

describe('a stock OBDX\'s header-only 417', () => {
  it('opens the passcode dialog, and the code finishes the call (deleting a payee)', async () => {
    const stock = useStockBank();
    const { user } = await openPayments('/payments/payees', 'RETAIL1', { form: false });
    await user.click(await screen.findByRole('button', { name: 'Delete Physio' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Physio?' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes, delete' }));
    const otp = await screen.findByRole('dialog', { name: 'Enter your one-time passcode' });
    await user.type(within(otp).getByLabelText('One-time passcode'), '123456');
    await user.click(within(otp).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The payee has been deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(stock.state.payeeGroups.flatMap((g) => g.listPayees).some((p) => p.nickName === 'Physio')).toBe(false);
  });
});
