import { act, screen, waitFor, within } from '@testing-library/react';
import { ACC, accountIdOf } from '@mocks/digx/bank/seed';
import { postLogin } from '@/shared/api/postLogin';
import { MARKER_KEY, startMarker } from '@/features/session/sessionMarker';
import { createDigxClient } from '@/shared/api/digxClient';
import { renderApp } from '../testing/renderApp';
import { NOT_FOUND_TEXT } from './pages/NotFoundPage';
import { ENTITY_REDIRECT_TEXT } from './pages/EntityRedirectPage';
import { NO_ACCESS_TEXT, NO_ACCESS_TITLE } from './routeAccess';

/** A session as a reload finds it: the bank's cookie and this tab's marker. */
async function existingSession(userId = 'RETAIL1', password = 'Private#2026') {
  await postLogin(createDigxClient(), userId, password);
  startMarker();
}

describe('routes and guards (SPEC.md section 2)', () => {
  it('shows the not-found page with a way back for any other path, in the page frame', async () => {
    renderApp('/no/such/page');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: NOT_FOUND_TEXT })).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Back to my accounts' })).toHaveAttribute('href', '/accounts');
  });

  it.each([
    ['/logged-off', 'You have logged out'],
    ['/session-expired', 'Your session has ended'],
  ])('frames %s like every page: its heading and way back in the one main', async (path, heading) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log in again' })).toHaveAttribute('href', '/login');
  });

  it.each(['/services/nothing', '/services/investmentwealth/nothing', '/services/nothing/investmentmanager', '/secure-mail/f/trash', '/secure-mail/f/trash/M1'])(
    'shows the not-found page inside the shell for %s, an unknown service or mail folder',
    async (path) => {
      await existingSession();
      const { location } = renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND_TEXT })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to my accounts' })).toHaveAttribute('href', '/accounts');
      expect(screen.getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
      expect(location()).toBe(path);
    },
  );

  it.each(['/', '/accounts', '/payments/make', '/settings/alerts'])('sends %s to /login without a session', async (path) => {
    const { location } = renderApp(path);
    await screen.findByRole('heading', { name: 'Online Banking' });
    expect(location()).toBe('/login');
  });

  it('sends /change-credentials to /login when no change is needed', async () => {
    const { location } = renderApp('/change-credentials');
    await screen.findByLabelText('User ID');
    expect(location()).toBe('/login');
  });

  it('keeps a reloaded session: /login goes to /accounts and the index to /accounts', async () => {
    await existingSession();
    const { location } = renderApp('/login');
    await screen.findByRole('heading', { name: 'My accounts' });
    expect(location()).toBe('/accounts');
  });

  it("sends a reload whose tab marker no longer matches the session (a login in another tab) to the session-expired page", async () => {
    await existingSession();
    localStorage.setItem(MARKER_KEY, 'a-login-in-another-tab');
    const { location } = renderApp('/accounts');
    await waitFor(() => expect(location()).toBe('/session-expired'));
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('sends the index to /login when this tab has no marker of the session', async () => {
    await postLogin(createDigxClient(), 'RETAIL1', 'Private#2026');
    const { location } = renderApp('/');
    await screen.findByLabelText('User ID');
    expect(location()).toBe('/login');
  });

  it('sends the index to the session-expired page when the marker does not match the session', async () => {
    await existingSession();
    localStorage.setItem(MARKER_KEY, 'a-login-in-another-tab');
    const { location } = renderApp('/');
    await waitFor(() => expect(location()).toBe('/session-expired'));
  });

  it('sends /login to /change-credentials while a credential change is pending', async () => {
    await existingSession('NEWUSER', 'Welcome#2026');
    const { location } = renderApp('/login');
    await screen.findByRole('heading', { name: 'Welcome to Online Banking' });
    expect(location()).toBe('/change-credentials');
  });

  it('sends a reload of a user who still needs a credential change to /change-credentials', async () => {
    await existingSession('NEWUSER', 'Welcome#2026');
    const { location } = renderApp('/accounts');
    await screen.findByRole('heading', { name: 'Welcome to Online Banking' });
    expect(location()).toBe('/change-credentials');
  });

  it.each([
    ['/', '/accounts'],
    ['/secure-mail', '/secure-mail/f/inbox'],
    ['/settings', '/settings/alerts'],
  ])('redirects %s to %s', async (from, to) => {
    await existingSession();
    const { location } = renderApp(from);
    await screen.findByRole('heading', { level: 1 });
    expect(location()).toBe(to);
  });

  it.each([
    ['/styleguide', 'Style guide'],
    ['/accounts', 'My accounts'],
    [`/accounts/transactions/${encodeURIComponent(accountIdOf(ACC.stablesRacing).value)}`, 'Transactions'],
    ['/accounts/statements', 'Statements'],
    ['/accounts/statements/ACC1', 'Statements'],
    ['/accounts/services', 'Cheque and pay-in book services'],
    ['/payments', 'Payments & Transfers'],
    ['/payments/make', 'Make a payment'],
    ['/payments/make/ACC1?toAccountId=ACC2&isNewPayee=true', 'Make a payment'],
    ['/payments/transfer-money', 'Internal transfer'],
    ['/payments/transfer-money/ACC1', 'Internal transfer'],
    ['/payments/request-international/ACC1', 'Request an international payment'],
    ['/payments/upcoming', 'Standing orders & direct debits'],
    ['/payments/upcoming/edit/SI1', 'Change payment'],
    ['/payments/payees', 'Manage my payees'],
    ['/payments/payees/new', 'New payee'],
    ['/payments/bulk', 'Bulk payments'],
    ['/payments/bulk/all', 'All bulk files'],
    ['/payments/bulk/file/F1', 'Bulk file'],
    ['/services', 'Services'],
    ['/services/mortgageloans', 'Mortgages and loans'],
    ['/services/investmentwealth/investmentmanager', 'Investment manager'],
    ['/services/investmentwealth/mtportfolios', 'Managed portfolios'],
    ['/services/racingplus', 'Racing Plus'],
    ['/secure-mail/f/outbox', 'Secure mailbox'],
    ['/secure-mail/f/inbox/M1', 'Message'],
    ['/secure-mail/new', 'New message'],
    ['/secure-mail/enquiry', 'Send an enquiry'],
    ['/settings/paymentcompanies', 'Payment companies'],
    ['/settings/manage-accounts', 'Reorder & Rename Accounts'],
    ['/settings/manage-credentials/password', 'Change password or PIN'],
    ['/settings/authorisations', 'Authorisations'],
    ['/settings/marketing-preferences', 'Marketing preferences'],
    ['/settings/activity-log', 'Activity log'],
    ['/settings/activity-log/type/payments?status=Accepted', 'Activity log'],
    ['/settings/activity-log/log/A1?statusCode=S&typeCode=P&bit=1', 'Activity'],
  ])('resolves %s', async (path, heading) => {
    // CORP1 may use every function, so every route shows its own screen.
    await existingSession('CORP1', 'Racing#2026');
    const { location } = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    // In the shell's one main (the page frame): no screen brings its own.
    expect(within(screen.getByRole('main')).getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(location()).toBe(path.split('?')[0]);
    expect(document.title).toContain('Online Banking');
  });

  it.each(['/payments/bulk', '/settings/authorisations'])('tells RETAIL1, who may not use %s, so in words', async (path) => {
    await existingSession();
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: NO_ACCESS_TITLE })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: NO_ACCESS_TITLE })).toBeInTheDocument();
    expect(within(main).getByText(NO_ACCESS_TEXT)).toBeInTheDocument();
  });

  it('waits 3 s on /entity-redirect, then goes to /accounts', async () => {
    await existingSession();
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const { location } = renderApp('/entity-redirect');
      expect(await screen.findByRole('heading', { name: ENTITY_REDIRECT_TEXT })).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('Please wait');
      act(() => jest.advanceTimersByTime(2_900));
      expect(location()).toBe('/entity-redirect');
      act(() => jest.advanceTimersByTime(200));
      expect(await screen.findByRole('heading', { name: 'My accounts' })).toBeInTheDocument();
      expect(location()).toBe('/accounts');
    } finally {
      jest.useRealTimers();
    }
  });
});
