import { act, screen } from '@testing-library/react';
import { testUser } from '@/testing/testUser';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { bank, injectFault } from '../../../../mocks/digx/testing';
import { MAPPED_MESSAGES, TRANSPORT_MESSAGES } from '@/shared/api/errorMessages';
import { recordRequests } from '@/testing/recordRequests';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { PASSWORD_CHANGE_REDIRECT_MS } from '../rules';
import { ResetPasswordPage } from './ResetPasswordPage';

function renderResetPage(search: string, navigate = jest.fn()) {
  const view = renderWithProviders(
    <MemoryRouter initialEntries={[`/change-credentials-password${search}`]}>
      <Routes>
        <Route path="/change-credentials-password" element={<ResetPasswordPage />} />
        <Route path="/login" element={<h1>Log in</h1>} />
      </Routes>
    </MemoryRouter>,
    { navigate },
  );
  return { ...view, navigate };
}

const field = (label: string) => screen.getByLabelText(label);
const submit = () => screen.getByRole('button', { name: 'Change password' });

afterEach(() => jest.useRealTimers());

describe('the password reset by link (/change-credentials-password)', () => {
  it('checks the token and the policy, saves the encrypted new password, and moves to /digital after 500 ms', async () => {
    const log = recordRequests();
    const { user, navigate } = renderResetPage('?token=DEMORESET1');
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    await user.type(await screen.findByLabelText('New password'), 'Retail#2027');
    await user.type(field('Confirm new password'), 'Retail#2027');
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();

    // Fake time only for the redirect: the form was filled on real timers.
    jest.useFakeTimers();
    const timedUser = testUser(jest.advanceTimersByTime);
    await timedUser.click(submit());
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    // The confirmation stays on screen a moment (finding it may itself have moved the clock up to one 50 ms poll).
    await act(async () => {
      jest.advanceTimersByTime(PASSWORD_CHANGE_REDIRECT_MS - 100);
    });
    expect(navigate).not.toHaveBeenCalled();
    await act(async () => {
      jest.advanceTimersByTime(100);
    });
    expect(navigate).toHaveBeenCalledWith('/digital', { replace: true });
    expect(PASSWORD_CHANGE_REDIRECT_MS).toBe(500);

    expect(bank.state.users.RETAIL1.password).toBe('Retail#2027');
    expect((await log.to('v1/token/DEMORESET1', 'GET')).length).toBeGreaterThan(0);
    const [policy] = await log.to('v1/passwordPolicy', 'GET');
    expect(policy.url.searchParams.get('token')).toBe('DEMORESET1');
    const puts = await log.to('v1/credentials/changeCredentials', 'PUT');
    expect(puts).toHaveLength(1);
    const body = JSON.parse(puts[0].body) as { newPassword: string; token: string };
    expect(body.token).toBe('DEMORESET1');
    expect(body.newPassword).toMatch(/^[A-Za-z0-9+/]+=*$/);
    for (const request of log.requests) expect(`${request.url.href} ${request.body}`).not.toMatch(/Retail#2027|Retail%232027/);
    log.stop();
  });

  it('says a bad token is not valid and offers the way back to log in', async () => {
    const { user } = renderResetPage('?token=NOTATOKEN');
    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to log in' }));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  });

  it('says a link without a token is not valid, without asking the bank', async () => {
    const log = recordRequests();
    renderResetPage('');
    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeInTheDocument();
    expect(log.requests.filter((request) => request.path.startsWith('v1/token'))).toHaveLength(0);
    log.stop();
  });

  it('offers Try again when the bank cannot be reached, rather than calling the link invalid', async () => {
    injectFault('v1/token/DEMORESET1', { kind: 'network' }, { times: 1 });
    const { user } = renderResetPage('?token=DEMORESET1');
    expect(await screen.findByRole('alert')).toHaveTextContent(TRANSPORT_MESSAGES.network);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('New password')).toBeInTheDocument();
  });

  it('refuses an earlier password with the catalogue message and keeps what was typed', async () => {
    const { user, navigate } = renderResetPage('?token=DEMORESET1');
    await user.type(await screen.findByLabelText('New password'), 'Private#2025');
    await user.type(field('Confirm new password'), 'Private#2025');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(MAPPED_MESSAGES.passwordReuse);
    expect(field('New password')).toHaveValue('Private#2025');
    expect(field('Confirm new password')).toHaveValue('Private#2025');
    expect(field('New password')).toHaveFocus();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps the form filled when saving fails', async () => {
    const { user } = renderResetPage('?token=DEMORESET1');
    await user.type(await screen.findByLabelText('New password'), 'Retail#2027');
    await user.type(field('Confirm new password'), 'Retail#2027');
    injectFault('v1/credentials/changeCredentials', { kind: 'network' }, { times: 1 });
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(TRANSPORT_MESSAGES.network);
    expect(field('New password')).toHaveValue('Retail#2027');
    expect(submit()).toBeEnabled();
  });
});
