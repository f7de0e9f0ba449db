import { screen } from '@testing-library/react';
import { bank } from '../../../../mocks/digx/testing';
import { recordRequests } from '../../../testing/recordRequests';
import { renderApp } from '../../../testing/renderApp';

/** NEWUSER from the login screen through every change-credentials step to /accounts. */
describe('first login, end to end', () => {
  it('takes NEWUSER through welcome, terms, password, PIN and success to the accounts', async () => {
    const log = recordRequests();
    const { user, location } = renderApp('/login');
    await user.type(await screen.findByLabelText('User ID'), ' newuser');
    await user.type(screen.getByLabelText('Password'), 'Welcome#2026');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { name: 'Welcome to Online Banking' })).toBeInTheDocument();
    expect(location()).toBe('/change-credentials');
    expect(screen.getByText('Step 1 of 6')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Terms and conditions' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Change your password' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Current password'), 'Welcome#2026');
    await user.type(screen.getByLabelText('New password'), 'Newuser#2027');
    await user.type(screen.getByLabelText('Confirm new password'), 'Newuser#2027');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByRole('heading', { name: 'Your password has been changed' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Change your transaction PIN' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Current PIN'), '482916');
    await user.type(screen.getByLabelText('New PIN'), '135792');
    await user.type(screen.getByLabelText('Confirm new PIN'), '135792');
    await user.click(screen.getByRole('button', { name: 'Change PIN' }));

    expect(await screen.findByRole('heading', { name: 'You are all set' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue to my accounts' }));

    expect(await screen.findByRole('heading', { name: 'My accounts' })).toBeInTheDocument();
    expect(location()).toBe('/accounts');
    const newUser = bank.state.users.NEWUSER;
    expect(newUser).toMatchObject({ firstLoginFlowDone: true, password: 'Newuser#2027', pin: '135792' });
    // Reading the log waits for every body; then no secret may appear in any of them.
    expect(await log.to('cz/v1/permissions', 'GET')).toHaveLength(1);
    for (const secret of ['Welcome#2026', 'Newuser#2027', '482916', '135792']) {
      expect(log.requests.filter((r) => r.body.includes(secret) || r.url.href.includes(secret))).toEqual([]);
    }
  });
});
