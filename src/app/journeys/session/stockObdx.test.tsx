/**
 * The whole app against a stock OBDX 18.x (the fake bank's stock mode, issue 24): what a customer sees where
 * the stock bank answers differently from the demo bank. Login: success is a 404, a refusal a bare 403.
 * Two-factor: the first 417 carries its challenge in the header only. A refused call: a bare 403, which the
 * client re-checks against v1/me.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/digx/node';
import type { Bank } from '@mocks/digx/bank/Bank';
import { useStockBank } from '@mocks/digx/testing';
import { MAPPED_MESSAGES } from '@/shared/api/errorMessages';
import { openPayments } from '@/testing/paymentSteps';
import { recordRequests } from '@/testing/recordRequests';
import { renderApp } from '@/testing/renderApp';
import { ROUTES } from '@/shared/routes/routeTable';

async function logIn(userId: string, password: string) {
  const app = renderApp(ROUTES.login.path);
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
    expect(location()).toBe(ROUTES.accounts.path);
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
    expect(location()).toBe(ROUTES.login.path);
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

describe('a stock OBDX\'s bare 403 on a screen\'s call (changing the password)', () => {
  const PASSWORD_PAGE = '/settings/manage-credentials/password';

  /** The change is refused with a bare 403; `dropSession`: the bank has dropped the session as well. */
  async function refuseChange(stock: Bank, { dropSession }: { dropSession: boolean }) {
    const log = recordRequests();
    const view = await openPayments(PASSWORD_PAGE, 'RETAIL1', { form: false });
    server.use(
      http.put('*/digx/v1/me/credentials', () => {
        if (dropSession) for (const session of stock.security.sessionsOf('RETAIL1')) stock.security.endSession(session.id);
        return new HttpResponse(null, { status: 403 });
      }),
    );
    await view.user.type(screen.getByLabelText('Current password'), 'Private#2026');
    await view.user.type(screen.getByLabelText('New password'), 'Private#2027');
    await view.user.type(screen.getByLabelText('Confirm new password'), 'Private#2027');
    await view.user.click(screen.getByRole('button', { name: 'Change password' }));
    return { ...view, log };
  }

  it('says access is denied when v1/me shows the session lives, and sends the change once', async () => {
    const stock = useStockBank();
    const { log, location } = await refuseChange(stock, { dropSession: false });
    expect(await screen.findByRole('alert')).toHaveTextContent(MAPPED_MESSAGES.accessDenied);
    expect(location()).toBe(PASSWORD_PAGE);
    const [change] = await log.to('v1/me/credentials', 'PUT');
    expect(await log.to('v1/me/credentials', 'PUT')).toHaveLength(1);
    // The re-check: v1/me asked after the refusal.
    expect(log.requests.slice(log.requests.indexOf(change) + 1).map((r) => r.path)).toContain('v1/me');
    expect(stock.state.users.RETAIL1.password).toBe('Private#2026');
  });

  it('ends on the session-expired page when v1/me answers 401, and sends the change once', async () => {
    const stock = useStockBank();
    const { log, location } = await refuseChange(stock, { dropSession: true });
    await waitFor(() => expect(location()).toBe(ROUTES.sessionExpired.path));
    expect(await log.to('v1/me/credentials', 'PUT')).toHaveLength(1);
  });
});
