/**
 * Journey (issue 24, both banks): logging in at the login page and logging out. The banks answer a login
 * differently (the demo bank 200 with JSON, a stock OBDX a 404 confirmed by v1/me, a refusal as a bare 403);
 * the customer sees the same either way.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { ACC } from '@mocks/digx/bank/seed';
import { bank } from '@mocks/digx/testing';
import { MAPPED_MESSAGES } from '@/shared/api/errorMessages';
import { JOURNEY_TIMEOUT, listedAccounts, logInAtPage, logOut, typeLogin } from '@/testing/journeySteps';
import { recordRequests } from '@/testing/recordRequests';
import { renderApp } from '@/testing/renderApp';

const RETAIL1_ACCOUNTS = [ACC.everyday, ACC.household, ACC.consultancy, ACC.dollars, ACC.instant, ACC.notice, ACC.bond, ACC.loan, ACC.mortgage].map((n) => n.slice(-4));

describe('journey: logging in and out', () => {
  it('logs RETAIL1 in to their accounts with the password sent once, and out again: the bank ends the session', async () => {
    const log = recordRequests();
    const journey = await logInAtPage('RETAIL1');
    expect(journey.location()).toBe('/accounts');
    await waitFor(() => expect([...listedAccounts()].sort()).toEqual([...RETAIL1_ACCOUNTS].sort()));
    expect(await log.to('j_security_check', 'POST')).toHaveLength(1);
    expect(bank.security.sessionsOf('RETAIL1')).toHaveLength(1);

    await logOut(journey);
    expect(screen.getByText('Thank you for banking with us. For your security, please close this browser window.')).toBeInTheDocument();
    await waitFor(() => expect(bank.security.sessionsOf('RETAIL1')).toHaveLength(0));
    // The accounts are out of reach once logged out: going back to them lands on the logged-off page.
    await act(() => journey.router.navigate('/accounts'));
    await waitFor(() => expect(journey.location()).toBe('/logged-off'));
    expect(screen.queryByRole('heading', { name: 'My accounts' })).not.toBeInTheDocument();
    await journey.user.click(screen.getByRole('link', { name: 'Log in again' }));
    expect(await screen.findByLabelText('User ID')).toHaveValue('');
    expect(journey.location()).toBe('/login');
  }, JOURNEY_TIMEOUT);

  it('takes the user ID in any case, as the bank stores it', async () => {
    const journey = renderApp('/login');
    await typeLogin(journey, ' corp1 ', 'Racing#2026');
    expect(await screen.findByRole('heading', { level: 1, name: 'My accounts' })).toBeInTheDocument();
    expect(bank.security.sessionsOf('CORP1')).toHaveLength(1);
  }, JOURNEY_TIMEOUT);

  it('says the user ID or password is wrong, stays on the login page with the password cleared, and counts the failure', async () => {
    const log = recordRequests();
    const journey = renderApp('/login');
    await typeLogin(journey, 'RETAIL1', 'Wrong#2026');
    expect(await screen.findByRole('alert')).toHaveTextContent(MAPPED_MESSAGES.wrongCredentials);
    expect(journey.location()).toBe('/login');
    expect(screen.getByLabelText('User ID')).toHaveValue('RETAIL1');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(await log.to('j_security_check', 'POST')).toHaveLength(1);
    expect(bank.state.users.RETAIL1.failedAttempts).toBe(1);
    expect(bank.security.sessionsOf('RETAIL1')).toHaveLength(0);
  }, JOURNEY_TIMEOUT);
});
