/**
 * The multi-login fallback check (DECISIONS.md "multi-login check"): when no storage event tells this tab
 * that another one logged in, a check every 30 000 ms finds it.
 *
 * The figure is written here as DECISIONS.md gives it, not read from the code, so that changing the code's
 * interval fails these tests. Jest's clock moves only when told; the check's clock starts somewhere while
 * the app logs in and shows My accounts, so each "just before" counts from before the app was opened and
 * each "just after" from once it showed.
 */
import { act, screen } from '@testing-library/react';
import { createDigxClient } from '@/shared/api/digxClient';
import { postLogin } from '@/shared/api/postLogin';
import { renderApp } from '@/testing/renderApp';
import { MARKER_KEY, startMarker } from '../sessionMarker';

const OTHER_TAB_CHECK_MS = 30_000;

async function loggedInApp() {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  await postLogin(createDigxClient(), 'RETAIL1', 'Private#2026');
  startMarker();
  const openedAt = Date.now();
  const app = renderApp('/accounts', { advanceTimers: jest.advanceTimersByTime });
  await screen.findByRole('heading', { name: 'My accounts' });
  return { ...app, openedAt, shownAt: Date.now() };
}

/** Runs the clock (and every timer due) up to the moment `at`. */
async function runClockTo(at: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(at - Date.now());
  });
}

/** Another tab logs in: it writes its own marker, and this tab hears no storage event of it. */
const loginInAnotherTabUnheard = () => localStorage.setItem(MARKER_KEY, 'another-tab');

afterEach(() => jest.useRealTimers());

describe('a login in another tab that sends no storage event', () => {
  it('is found by the check 30 s after the session started, not before', async () => {
    const { location, openedAt, shownAt } = await loggedInApp();
    loginInAnotherTabUnheard();
    await runClockTo(openedAt + OTHER_TAB_CHECK_MS - 1);
    expect(location()).toBe('/accounts');
    await runClockTo(shownAt + OTHER_TAB_CHECK_MS);
    expect(location()).toBe('/session-expired');
    expect(screen.getByText(/logged in to Online Banking somewhere else/)).toBeInTheDocument();
  });

  it('is checked for again every 30 s, not only once', async () => {
    const { location, openedAt, shownAt } = await loggedInApp();
    await runClockTo(shownAt + OTHER_TAB_CHECK_MS);
    expect(location()).toBe('/accounts');
    loginInAnotherTabUnheard();
    await runClockTo(openedAt + 2 * OTHER_TAB_CHECK_MS - 1);
    expect(location()).toBe('/accounts');
    await runClockTo(shownAt + 2 * OTHER_TAB_CHECK_MS);
    expect(location()).toBe('/session-expired');
  });
});
