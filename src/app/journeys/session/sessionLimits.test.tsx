/**
 * How long a session may last (DECISIONS.md "inactivity auto-logout"): 5 minutes without activity, measured by
 * the clock, so a page that slept counts its sleep; a dialog warns 60 s before and offers "Stay logged in".
 * And however active the customer ("longest session"): 12 hours from login, then the same warning and end.
 *
 * The figures are written here as DECISIONS.md gives them, not read from the code, so that a change of the
 * code's figures fails these tests. Jest's clock stands still unless moved: `jest.setSystemTime` moves the
 * page's clock without running a single timer, as a laptop's lid closed and opened again does.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { bank, setBankSessionIdle } from '@mocks/digx/testing';
import { LOGOUT_QUESTION } from '@/features/session/components/LogoutButton';
import { typeLogin } from '@/testing/journeySteps';
import { recordRequests } from '@/testing/recordRequests';
import { advanceClock, loggedInOnFakeClock } from '@/testing/fakeClockApp';
import { renderApp } from '@/testing/renderApp';

const minutes = (n: number) => n * 60_000;
const IDLE_LIMIT_MS = minutes(5);
const WARNING_MS = 60_000;
const LONGEST_SESSION_MS = minutes(12 * 60);
const IDLE_END_TEXT = 'For your security, you were logged out because you were inactive for 5 minutes.';

/**
 * A logged-in app on /accounts, with jest's fake timers driving every watchdog. The bank's own idle time is
 * set far out of the way: what ends these sessions is the app's rule, not a 401.
 */
function loggedInApp() {
  setBankSessionIdle(minutes(24 * 60));
  return loggedInOnFakeClock();
}

const advance = advanceClock;

/** The page sleeps: its clock moves on and none of its timers runs meanwhile. */
const sleepFor = (ms: number) => jest.setSystemTime(Date.now() + ms);

/** The page is shown again after its sleep. */
const wake = () =>
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });

const accountsShown = () => screen.queryByRole('heading', { name: 'My accounts' }) !== null;

afterEach(() => jest.useRealTimers());

describe('idle time measured by the clock', () => {
  it('the page’s clock jumps ten minutes: on waking the session ends at once, before the page shows its accounts again', async () => {
    const { location } = await loggedInApp();
    const log = recordRequests();
    sleepFor(minutes(10));
    wake();
    // No timer has run since the page woke: the accounts are gone already.
    expect(accountsShown()).toBe(false);
    expect(await screen.findByRole('heading', { name: 'Your session has ended' })).toBeInTheDocument();
    expect(screen.getByText(IDLE_END_TEXT)).toBeInTheDocument();
    expect(location()).toBe('/session-expired');
    expect(await log.to('v1/session', 'DELETE')).toHaveLength(1);
    // Nothing told the bank the customer was there: the only call was the logout.
    expect(await log.to('v1/me', 'GET')).toHaveLength(0);
    log.stop();
  });

  it('a page that wakes without a word finds the limit passed within a second', async () => {
    const { location } = await loggedInApp();
    sleepFor(minutes(10));
    await advance(1000);
    expect(accountsShown()).toBe(false);
    expect(await screen.findByText(IDLE_END_TEXT)).toBeInTheDocument();
    expect(location()).toBe('/session-expired');
  });

  it('the first mouse move after the limit passed ends the session instead of keeping it', async () => {
    const { location } = await loggedInApp();
    sleepFor(IDLE_LIMIT_MS + 1000);
    act(() => {
      fireEvent.mouseMove(document.body);
    });
    expect(accountsShown()).toBe(false);
    await advance(minutes(1));
    expect(screen.getByText(IDLE_END_TEXT)).toBeInTheDocument();
    expect(location()).toBe('/session-expired');
  });

  it('a sleep shorter than the limit counts: the warning comes 4 minutes after the last activity, not after the wake', async () => {
    const { location } = await loggedInApp();
    fireEvent.keyDown(document.body, { key: 'a' });
    const lastActivityAt = Date.now();
    sleepFor(minutes(3));
    wake();
    expect(accountsShown()).toBe(true);
    await advance(lastActivityAt + IDLE_LIMIT_MS - WARNING_MS - 1000 - Date.now());
    expect(screen.queryByRole('alertdialog', { name: 'Are you still there?' })).not.toBeInTheDocument();
    await advance(1000);
    expect(screen.getByRole('alertdialog', { name: 'Are you still there?' })).toBeInTheDocument();
    await advance(WARNING_MS);
    expect(await screen.findByText(IDLE_END_TEXT)).toBeInTheDocument();
    expect(location()).toBe('/session-expired');
  });

  it('a page that slept while warning ends at once on waking, even on "Stay logged in"', async () => {
    const { user, location } = await loggedInApp();
    await advance(IDLE_LIMIT_MS - WARNING_MS + 1000);
    expect(screen.getByRole('button', { name: 'Stay logged in' })).toHaveFocus();
    sleepFor(minutes(2));
    await user.keyboard('{Enter}');
    expect(await screen.findByText(IDLE_END_TEXT)).toBeInTheDocument();
    expect(location()).toBe('/session-expired');
  });
});

/** NEWUSER logs in at the login page and lands on the first of the first-login steps. */
async function atFirstLoginSteps({ fakeTimers }: { fakeTimers: boolean }) {
  if (fakeTimers) jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  setBankSessionIdle(minutes(24 * 60));
  const app = renderApp('/login', fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {});
  await typeLogin(app, 'NEWUSER', 'Welcome#2026');
  expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Online Banking' })).toBeInTheDocument();
  expect(app.location()).toBe('/change-credentials');
  return app;
}

/** Log Out on the page, confirmed in its dialog. */
async function logOutHere({ user }: ReturnType<typeof renderApp>) {
  await user.click(screen.getByRole('button', { name: 'Log Out' }));
  const dialog = await screen.findByRole('alertdialog', { name: LOGOUT_QUESTION });
  await user.click(within(dialog).getByRole('button', { name: 'Log out' }));
}

describe('the first-login steps (terms, forced password and PIN changes), on a live bank session', () => {
  it('offer Log Out on every step; it ends the bank’s session and lands on the logged-off page', async () => {
    const app = await atFirstLoginSteps({ fakeTimers: false });
    const { user } = app;
    const log = recordRequests();
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Terms and conditions' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Change your password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Current password'), 'Welcome#2026');
    await user.type(screen.getByLabelText('New password'), 'Newuser#2027');
    await user.type(screen.getByLabelText('Confirm new password'), 'Newuser#2027');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('heading', { name: 'Your password has been changed' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Change your transaction PIN' })).toBeInTheDocument();

    await logOutHere(app);
    expect(await screen.findByRole('heading', { level: 1, name: 'You have logged out' })).toBeInTheDocument();
    expect(app.location()).toBe('/logged-off');
    expect(await log.to('v1/session', 'DELETE')).toHaveLength(1);
    expect(bank.security.sessionsOf('NEWUSER')).toHaveLength(0);
    log.stop();
  });

  it('are watched for idleness: warned 60 s before 5 idle minutes, then logged out with the bank told', async () => {
    const { user, location } = await atFirstLoginSteps({ fakeTimers: true });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Terms and conditions' })).toBeInTheDocument();
    const log = recordRequests();
    await advance(IDLE_LIMIT_MS - WARNING_MS - 1000);
    expect(screen.queryByRole('alertdialog', { name: 'Are you still there?' })).not.toBeInTheDocument();
    await advance(2000);
    expect(screen.getByRole('alertdialog', { name: 'Are you still there?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stay logged in' })).toHaveFocus();
    await advance(WARNING_MS);
    expect(await screen.findByText(IDLE_END_TEXT)).toBeInTheDocument();
    expect(location()).toBe('/session-expired');
    expect(await log.to('v1/session', 'DELETE')).toHaveLength(1);
    expect(bank.security.sessionsOf('NEWUSER')).toHaveLength(0);
    log.stop();
  });

  it('keep the step, and what was typed on it, on "Stay logged in"', async () => {
    const { user, location } = await atFirstLoginSteps({ fakeTimers: true });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('checkbox', { name: 'I accept the terms and conditions' }));
    await advance(IDLE_LIMIT_MS - WARNING_MS + 1000);
    await user.click(screen.getByRole('button', { name: 'Stay logged in' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await advance(IDLE_LIMIT_MS - WARNING_MS - 2000);
    expect(location()).toBe('/change-credentials');
    expect(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' })).toBeChecked();
  });
});

describe('the longest session', () => {
  /**
   * The customer stays busy until `until`: a move every 3 minutes (within the idle limit), each time with the
   * page's timers run for a second, so the watchdog reads the clock and the bank hears of it.
   */
  async function keepBusyUntil(until: number) {
    while (Date.now() + minutes(3) < until) {
      jest.setSystemTime(Date.now() + minutes(3) - 1000);
      fireEvent.mouseMove(document.body);
      await advance(1000);
    }
    jest.setSystemTime(until - 1000);
    fireEvent.mouseMove(document.body);
    await advance(1000);
  }

  it('ends a busy customer’s session 12 hours after the login, warned 60 s before as the idle limit warns, with the idle end', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const loggedInAt = Date.now();
    const { location } = await loggedInApp();
    await keepBusyUntil(loggedInAt + LONGEST_SESSION_MS - WARNING_MS - 1000);
    expect(location()).toBe('/accounts');
    expect(screen.queryByRole('alertdialog', { name: 'Are you still there?' })).not.toBeInTheDocument();
    const log = recordRequests();
    await advance(2000);
    const warning = screen.getByRole('alertdialog', { name: 'Are you still there?' });
    expect(warning).toHaveTextContent('For your security, you will be logged out in 60 seconds because you have been inactive.');
    expect(screen.getByRole('button', { name: 'Stay logged in' })).toHaveFocus();
    // Busy to the last: it is the longest session, not idleness, that ends it.
    fireEvent.mouseMove(document.body);
    await advance(WARNING_MS - 3000);
    expect(location()).toBe('/accounts');
    await advance(2000);
    expect(await screen.findByText(IDLE_END_TEXT)).toBeInTheDocument();
    expect(location()).toBe('/session-expired');
    expect(await log.to('v1/session', 'DELETE')).toHaveLength(1);
    log.stop();
  }, 60_000);

  it('cannot be stretched: "Stay logged in" closes the warning, and the session still ends at 12 hours', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const loggedInAt = Date.now();
    const { user, location } = await loggedInApp();
    await keepBusyUntil(loggedInAt + LONGEST_SESSION_MS - WARNING_MS + 1000);
    await user.click(screen.getByRole('button', { name: 'Stay logged in' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await advance(WARNING_MS - 3000);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(location()).toBe('/accounts');
    await advance(2000);
    expect(await screen.findByText(IDLE_END_TEXT)).toBeInTheDocument();
    expect(location()).toBe('/session-expired');
  }, 60_000);

  it('counts from the login, not from a reload', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const loggedInAt = Date.now();
    const first = await loggedInApp();
    await keepBusyUntil(loggedInAt + minutes(11 * 60));
    // A reload: the page goes and comes back within seconds, on the same session.
    window.dispatchEvent(new Event('pagehide'));
    first.unmount();
    const { location } = renderApp('/accounts', { advanceTimers: jest.advanceTimersByTime });
    await screen.findByRole('heading', { name: 'My accounts' });
    await keepBusyUntil(loggedInAt + LONGEST_SESSION_MS - WARNING_MS + 1000);
    expect(screen.getByRole('alertdialog', { name: 'Are you still there?' })).toBeInTheDocument();
    await advance(WARNING_MS);
    expect(await screen.findByText(IDLE_END_TEXT)).toBeInTheDocument();
    expect(location()).toBe('/session-expired');
  }, 60_000);
});
