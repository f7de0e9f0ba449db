import { act, screen } from '@testing-library/react';
import { take } from 'redux-saga/effects';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { bank } from '../../../../mocks/digx/testing';
import { credentialsChangeCompleted, sessionEnded } from '@/shared/events';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { renderFirstLogin } from '@/testing/renderFirstLogin';
import { selectDoneSteps } from '../selectors';
import { ChangeCredentialsPage } from './ChangeCredentialsPage';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('the first-login credential change (/change-credentials)', () => {
  it("takes NEWUSER from welcome to accounts: terms, new password, new PIN, and tells the app it is done", async () => {
    const { store, user } = await renderFirstLogin();
    const completed = store.runSaga(function* waitForCompletion() {
      yield take(credentialsChangeCompleted.type);
    });

    expect(await heading('Welcome to Online Banking')).toHaveFocus();
    expect(screen.getByText('Step 1 of 6')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Read and accept our terms and conditions',
      'Choose a new password',
      'Choose a new transaction PIN',
    ]);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await heading('Terms and conditions')).toHaveFocus();
    expect(screen.getByText('Step 2 of 6')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Terms and conditions text' })).toHaveTextContent(/Keeping your details safe/);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await heading('Change your password')).toHaveFocus();
    expect(screen.getByText('Step 3 of 6')).toBeInTheDocument();
    expect(bank.state.users.NEWUSER.loginFlow.termsNotAccepted).toBe(false);
    await user.type(screen.getByLabelText('Current password'), 'Welcome#2026');
    await user.type(screen.getByLabelText('New password'), 'Newuser#2027');
    await user.type(screen.getByLabelText('Confirm new password'), 'Newuser#2027');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await heading('Your password has been changed')).toHaveFocus();
    expect(screen.getByText('Step 4 of 6')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await heading('Change your transaction PIN')).toHaveFocus();
    expect(screen.getByText('Step 5 of 6')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Current PIN'), '482916');
    await user.type(screen.getByLabelText('New PIN'), '135792');
    await user.type(screen.getByLabelText('Confirm new PIN'), '135792');
    await user.click(screen.getByRole('button', { name: 'Change PIN' }));

    expect(await heading('You are all set')).toHaveFocus();
    expect(screen.getByText('Step 6 of 6')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue to my accounts' }));
    await completed.toPromise();
    expect(screen.getByRole('button', { name: 'Continue to my accounts' })).toHaveAttribute('aria-disabled', 'true');

    expect(bank.state.users.NEWUSER).toMatchObject({ firstLoginFlowDone: true, password: 'Newuser#2027', pin: '135792' });
    // DECISIONS.md "Security": no password or PIN ever sits in the store.
    const state = JSON.stringify(store.getState());
    for (const secret of ['Welcome#2026', 'Newuser#2027', '482916', '135792']) expect(state).not.toContain(secret);
  });

  it('runs only the forced steps: a forced PIN change alone is PIN, then success', async () => {
    const { user } = await renderFirstLogin({ termsNotAccepted: false, forcePasswordChange: false, forcePinChange: true });
    expect(await heading('Change your transaction PIN')).toHaveFocus();
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Current PIN'), '482916');
    await user.type(screen.getByLabelText('New PIN'), '135792');
    await user.type(screen.getByLabelText('Confirm new PIN'), '135792');
    await user.click(screen.getByRole('button', { name: 'Change PIN' }));
    expect(await heading('You are all set')).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 2')).toBeInTheDocument();
    expect(bank.state.users.NEWUSER.pin).toBe('135792');
    expect(bank.state.users.NEWUSER.password).toBe('Welcome#2026');
  });

  it('skips the password steps when only terms and PIN are due', async () => {
    const { user } = await renderFirstLogin({ termsNotAccepted: true, forcePasswordChange: false, forcePinChange: true });
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('checkbox', { name: 'I accept the terms and conditions' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await heading('Change your transaction PIN')).toBeInTheDocument();
    expect(screen.getByText('Step 3 of 4')).toBeInTheDocument();
  });

  it('a double click on Continue moves one step, not two', async () => {
    const { user } = await renderFirstLogin();
    await user.dblClick(screen.getByRole('button', { name: 'Continue' }));
    expect(await heading('Terms and conditions')).toBeInTheDocument();
  });

  it('sends the customer to /login when no change is needed', async () => {
    renderWithProviders(
      <MemoryRouter initialEntries={['/change-credentials']}>
        <Routes>
          <Route path="/login" element={<h1>Log in</h1>} />
          <Route path="/change-credentials" element={<ChangeCredentialsPage flags={undefined} />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await heading('Log in')).toBeInTheDocument();
  });

  it('forgets the journey when the session ends, and leaves for /login', async () => {
    const { store } = await renderFirstLogin();
    act(() => {
      store.dispatch(sessionEnded({ reason: 'loggedOut' }));
    });
    expect(await heading('Log in')).toBeInTheDocument();
    expect(selectDoneSteps(store.getState())).toEqual([]);
  });
});
