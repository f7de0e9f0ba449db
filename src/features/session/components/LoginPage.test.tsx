import { screen } from '@testing-library/react';
import { bank, injectFault } from '../../../../mocks/digx/testing';
import { MAPPED_MESSAGES, TRANSPORT_MESSAGES, technicalIssueMessage } from '@/shared/api/errorMessages';
import { recordRequests } from '../../../testing/recordRequests';
import { renderApp } from '../../../testing/renderApp';
import { FORGOTTEN_DETAILS, loginComplete, normaliseUserId } from './LoginPage';

async function logIn(userId: string, password: string, path = '/login', options = {}) {
  const app = renderApp(path, options);
  await app.user.type(await screen.findByLabelText('User ID'), userId);
  await app.user.type(screen.getByLabelText('Password'), password);
  await app.user.click(screen.getByRole('button', { name: 'Log in' }));
  return app;
}

describe('/login', () => {
  it('shows the subheader, keeps Log in disabled until both fields are filled, and names no contact details', async () => {
    const { user } = renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Online Banking' })).toBeInTheDocument();
    expect(screen.getByText('Simple and Secure')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Log in' });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('User ID'), 'RETAIL1');
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), 'x');
    expect(button).toBeEnabled();
    await user.clear(screen.getByLabelText('User ID'));
    await user.type(screen.getByLabelText('User ID'), '   ');
    expect(button).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const forgotten = screen.getByText(FORGOTTEN_DETAILS);
    expect(forgotten).toHaveTextContent('private bank team or racing bank team');
    expect(forgotten.textContent).not.toMatch(/\d{3,}|@|https?:/);
  });

  it('warns when Caps Lock is on while typing the password', async () => {
    const { user } = renderApp('/login');
    const password = await screen.findByLabelText('Password');
    await user.click(password);
    await user.keyboard('{CapsLock}a');
    expect(screen.getByRole('status')).toHaveTextContent('Caps Lock is on');
    expect(password).toHaveAccessibleDescription('Caps Lock is on');
    await user.keyboard('{CapsLock}b');
    expect(screen.queryByText('Caps Lock is on')).not.toBeInTheDocument();
  });

  it.each([
    ['RETAIL1', ' retail1 ', 'Private#2026'],
    ['CORP1', 'corp1  ', 'Racing#2026'],
  ])('logs %s in (typed in lower case with spaces) and opens the accounts', async (userId, typed, password) => {
    const log = recordRequests();
    const { location, store } = await logIn(typed, password);
    expect(await screen.findByRole('heading', { name: 'My accounts' })).toBeInTheDocument();
    expect(location()).toBe('/accounts');
    const [login] = await log.to('j_security_check', 'POST');
    expect(new URLSearchParams(login.body).get('j_username')).toBe(userId);
    // The password never leaves unencrypted and is never kept.
    await log.to('j_security_check');
    for (const request of log.requests) {
      expect(request.body).not.toContain(password);
      expect(request.url.href).not.toContain(encodeURIComponent(password));
    }
    expect(JSON.stringify(store.getState())).not.toContain(password);
    expect(JSON.stringify({ ...localStorage })).not.toContain(password);
    expect(JSON.stringify({ ...sessionStorage })).not.toContain(password);
    expect(store.getState().session.permittedFunctions.length).toBeGreaterThan(0);
  });

  it('sends NEWUSER to the first-login credential change', async () => {
    const { location } = await logIn('newuser', 'Welcome#2026');
    await screen.findByRole('heading', { name: 'Welcome to Online Banking' });
    expect(location()).toBe('/change-credentials');
  });

  it('refuses a wrong password with the catalogue message and keeps the user ID', async () => {
    await logIn('RETAIL1', 'Wrong#2026');
    expect(await screen.findByRole('alert')).toHaveTextContent(MAPPED_MESSAGES.wrongCredentials);
    expect(screen.getByLabelText('User ID')).toHaveValue('RETAIL1');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('keeps keyboard focus in the form once Log in is pressed: in the emptied password box, to try again', async () => {
    const app = renderApp('/login');
    await app.user.type(await screen.findByLabelText('User ID'), 'RETAIL1');
    await app.user.type(screen.getByLabelText('Password'), 'not-the-password');
    await app.user.tab();
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveFocus();
    await app.user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(MAPPED_MESSAGES.wrongCredentials);
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('says the user is locked after more than three wrong passwords', async () => {
    bank.state.users.RETAIL1.failedAttempts = 3;
    await logIn('RETAIL1', 'Wrong#2026');
    expect(await screen.findByRole('alert')).toHaveTextContent(MAPPED_MESSAGES.userLocked);
    expect(bank.state.users.RETAIL1.locked).toBe(true);
  });

  it('shows the technical-issue message for a 500 during login and stays on /login', async () => {
    injectFault('v1/me', { kind: 'status', status: 500 });
    const { location } = await logIn('RETAIL1', 'Private#2026');
    expect(await screen.findByRole('alert')).toHaveTextContent(technicalIssueMessage(500));
    expect(location()).toBe('/login');
    expect(screen.getByLabelText('User ID')).toHaveValue('RETAIL1');
  });

  it('shows the network-issue message when the login times out', async () => {
    injectFault('j_security_check', { kind: 'timeout', ms: 3_000 });
    await logIn('RETAIL1', 'Private#2026', '/login', { clientOptions: { timeoutMs: 200 } });
    expect(await screen.findByRole('alert')).toHaveTextContent(TRANSPORT_MESSAGES.timeout);
  });

  it('sends the login once however often Log in is pressed', async () => {
    injectFault('j_security_check', { kind: 'latency', ms: 300 });
    const log = recordRequests();
    const app = renderApp('/login');
    await app.user.type(await screen.findByLabelText('User ID'), 'RETAIL1');
    await app.user.type(screen.getByLabelText('Password'), 'Private#2026');
    const button = screen.getByRole('button', { name: 'Log in' });
    await app.user.click(button);
    await app.user.click(button);
    await screen.findByRole('heading', { name: 'My accounts' });
    expect(await log.to('j_security_check', 'POST')).toHaveLength(1);
  });
});

describe('the login rule (SPEC.md section 5: both required, the user ID trimmed and uppercased)', () => {
  it.each([
    ['RETAIL1', 'x', true],
    ['  retail1 ', 'x', true],
    ['', 'x', false],
    ['   ', 'x', false],
    ['RETAIL1', '', false],
    ['RETAIL1', ' ', true],
  ])('user ID %p, password %p: complete %p', (userId, password, complete) => {
    expect(loginComplete({ userId, password })).toBe(complete);
  });

  it.each([
    ['retail1', 'RETAIL1'],
    ['  Corp1 ', 'CORP1'],
  ])('%p is sent as %p', (typed, sent) => {
    expect(normaliseUserId(typed)).toBe(sent);
  });
});
