/**
 * Issue 26 point 6: a failed logout is not silent. DELETE v1/session is idempotent, so a failed attempt is tried
 * once more; a 401/419 says the bank's session has gone already. When the bank never confirms, the session still
 * ends here, and the end page tells the customer the bank may hold it for a few minutes and to close the window.
 */
import { act, screen } from '@testing-library/react';
import { injectFault } from '../../../mocks/digx/testing';
import type { Fault } from '../../../mocks/digx/bank/faults';
import { createDigxClient } from '@/shared/api/digxClient';
import { postLogin } from '@/shared/api/postLogin';
import { recordRequests } from '../../testing/recordRequests';
import { renderApp } from '../../testing/renderApp';
import { BANK_MAY_HOLD_SESSION_TEXT } from './components/SessionEndPage';
import { startMarker } from './sessionMarker';

const failDelete = (fault: Fault, times: number) => injectFault('v1/session', fault, { method: 'DELETE', times });

/** Logs out from /accounts the way the customer does; what they see next, and the DELETEs that reached the bank. */
async function logOut(options: Parameters<typeof renderApp>[1] = {}) {
  await postLogin(createDigxClient(), 'RETAIL1', 'Private#2026');
  startMarker();
  const log = recordRequests();
  const app = renderApp('/accounts', options);
  await screen.findByRole('heading', { name: 'My accounts' });
  await app.user.click(screen.getByRole('button', { name: 'Log Out' }));
  await app.user.click(screen.getByRole('button', { name: 'Log out' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'You have logged out' })).toBeInTheDocument();
  expect(app.location()).toBe('/logged-off');
  return { ...app, deletes: async () => (await log.to('v1/session', 'DELETE')).length };
}

describe('logging out when the bank does not answer', () => {
  it('tries once more after a failure, and says nothing when the second try ends the session', async () => {
    failDelete({ kind: 'status', status: 500 }, 1);
    const { deletes, store } = await logOut();
    expect(await deletes()).toBe(2);
    expect(screen.queryByText(BANK_MAY_HOLD_SESSION_TEXT)).not.toBeInTheDocument();
    expect(screen.getByText('Thank you for banking with us. For your security, please close this browser window.')).toBeVisible();
    expect(store.getState().session).toMatchObject({ status: 'ended', endedReason: 'loggedOut' });
  });

  it.each<[string, Fault]>([
    ['a server fault', { kind: 'status', status: 500 }],
    ['no answer', { kind: 'network' }],
    ["the gateway's timeout page", { kind: 'html', status: 504 }],
    ['a refusal', { kind: 'status', status: 403 }],
  ])('after %s twice, ends the session here and tells the customer the bank may still hold it', async (_name, fault) => {
    failDelete(fault, 2);
    const { deletes, store, router } = await logOut();
    expect(await screen.findByText(BANK_MAY_HOLD_SESSION_TEXT)).toBeVisible();
    // Under the page's own words, before the way back in.
    const text = screen.getByText(/Thank you for banking with us/);
    expect(text.compareDocumentPosition(screen.getByText(BANK_MAY_HOLD_SESSION_TEXT)) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in again' })).toBeVisible();
    expect(await deletes()).toBe(2);
    expect(store.getState().session).toMatchObject({ status: 'ended', endedReason: 'loggedOut', bankMayHoldSession: true, permittedFunctions: [] });
    expect(store.getState().session.user).toBeUndefined();
    // Only the store carries it: the address stays the plain logged-off page.
    expect(router.state.location).toMatchObject({ pathname: '/logged-off', search: '', hash: '', state: null });
  });

  it('after a client timeout twice, tells the customer too', async () => {
    failDelete({ kind: 'timeout', ms: 5_000 }, 2);
    const { deletes } = await logOut({ clientOptions: { timeoutMs: 400 } });
    expect(await screen.findByText(BANK_MAY_HOLD_SESSION_TEXT)).toBeVisible();
    expect(await deletes()).toBe(2);
  });

  it('holds the customer at most half a minute when the bank never answers', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      await postLogin(createDigxClient(), 'RETAIL1', 'Private#2026');
      startMarker();
      // The bank holds each DELETE far longer than a logout may take.
      failDelete({ kind: 'timeout', ms: 10 * 60_000 }, 2);
      const log = recordRequests();
      const app = renderApp('/accounts', { advanceTimers: jest.advanceTimersByTime });
      await screen.findByRole('heading', { name: 'My accounts' });
      await app.user.click(screen.getByRole('button', { name: 'Log Out' }));
      await app.user.click(screen.getByRole('button', { name: 'Log out' }));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(30_000);
      });
      expect(await screen.findByText(BANK_MAY_HOLD_SESSION_TEXT)).toBeVisible();
      expect(app.location()).toBe('/logged-off');
      expect(await log.to('v1/session', 'DELETE')).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it.each([401, 419])('takes a %i as the session already gone: no second try, nothing to tell', async (status) => {
    failDelete({ kind: 'status', status }, 2);
    const { deletes, location } = await logOut();
    expect(await deletes()).toBe(1);
    expect(screen.queryByText(BANK_MAY_HOLD_SESSION_TEXT)).not.toBeInTheDocument();
    expect(location()).toBe('/logged-off');
  });

  it('forgets the warning when the customer logs in again', async () => {
    failDelete({ kind: 'status', status: 500 }, 2);
    const { user, store } = await logOut();
    await user.click(screen.getByRole('link', { name: 'Log in again' }));
    await user.type(await screen.findByRole('textbox', { name: 'User ID' }), 'RETAIL1');
    await user.type(screen.getByLabelText('Password'), 'Private#2026');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'My accounts' })).toBeInTheDocument();
    expect(store.getState().session.bankMayHoldSession).toBe(false);
  });
});

describe('the inactivity logout, which tells the bank too', () => {
  afterEach(() => jest.useRealTimers());

  const idleOut = async (fault: Fault, times: number) => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    await postLogin(createDigxClient(), 'RETAIL1', 'Private#2026');
    startMarker();
    failDelete(fault, times);
    const log = recordRequests();
    const app = renderApp('/accounts', { advanceTimers: jest.advanceTimersByTime });
    await screen.findByRole('heading', { name: 'My accounts' });
    await act(async () => {
      // DECISIONS.md's 5 idle minutes, and a moment.
      await jest.advanceTimersByTimeAsync(5 * 60_000 + 1000);
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your session has ended' })).toBeInTheDocument();
    expect(screen.getByText(/inactive for 5 minutes/)).toBeVisible();
    expect(app.location()).toBe('/session-expired');
    return { deletes: async () => (await log.to('v1/session', 'DELETE')).length };
  };

  it('shows the same sentence under its text when the bank never confirms', async () => {
    const { deletes } = await idleOut({ kind: 'network' }, 2);
    expect(screen.getByText(BANK_MAY_HOLD_SESSION_TEXT)).toBeVisible();
    expect(await deletes()).toBe(2);
  });

  it('says nothing more when the second try ends it', async () => {
    const { deletes } = await idleOut({ kind: 'status', status: 503 }, 1);
    expect(screen.queryByText(BANK_MAY_HOLD_SESSION_TEXT)).not.toBeInTheDocument();
    expect(await deletes()).toBe(2);
  });
});
