/**
 * Closing the page and coming back (DECISIONS.md "close-page threshold"): a page reopened more than 60 s
 * after it was closed starts the session-expired flow; one back sooner (a reload) keeps the session.
 *
 * The figure is written here as DECISIONS.md gives it, not read from the code, so that changing the code's
 * threshold fails these tests. Jest's clock stands still unless moved, so "60 s after" is exact.
 */
import { screen } from '@testing-library/react';
import { createDigxClient } from '@/shared/api/digxClient';
import { postLogin } from '@/shared/api/postLogin';
import { recordRequests } from '@/testing/recordRequests';
import { renderApp } from '@/testing/renderApp';
import { startMarker } from '../sessionMarker';

const CLOSE_PAGE_THRESHOLD_MS = 60_000;

/**
 * Logs in, shows /accounts, then closes the page as a browser does (pagehide, then the page goes) and
 * moves the clock on by `closedForMs` while nothing of the page runs, and opens /accounts again.
 */
async function closeAndReopenAfter(closedForMs: number) {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  await postLogin(createDigxClient(), 'RETAIL1', 'Private#2026');
  startMarker();
  const first = renderApp('/accounts', { advanceTimers: jest.advanceTimersByTime });
  await screen.findByRole('heading', { name: 'My accounts' });
  const closedAt = Date.now();
  window.dispatchEvent(new Event('pagehide'));
  first.unmount();
  jest.setSystemTime(closedAt + closedForMs);
  const log = recordRequests();
  const reopened = renderApp('/accounts', { advanceTimers: jest.advanceTimersByTime });
  return { ...reopened, log };
}

afterEach(() => jest.useRealTimers());

describe('a page reopened after it was closed', () => {
  it('keeps the session when it comes back 60 s after closing, no later', async () => {
    const { location, log } = await closeAndReopenAfter(CLOSE_PAGE_THRESHOLD_MS);
    expect(await screen.findByRole('heading', { name: 'My accounts' })).toBeInTheDocument();
    expect(location()).toBe('/accounts');
    expect(await log.to('v1/session', 'DELETE')).toHaveLength(0);
  });

  it('ends the session, with the bank told, when it comes back just over 60 s after closing', async () => {
    const { location, log } = await closeAndReopenAfter(CLOSE_PAGE_THRESHOLD_MS + 1);
    expect(await screen.findByRole('heading', { name: 'Your session has ended' })).toBeInTheDocument();
    expect(location()).toBe('/session-expired');
    expect(await log.to('v1/session', 'DELETE')).toHaveLength(1);
  });
});
