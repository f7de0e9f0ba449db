import { act, fireEvent, screen } from '@testing-library/react';
import { call } from 'redux-saga/effects';
import { injectFault } from '../../../mocks/digx/testing';
import { createDigxClient } from '@/shared/api/digxClient';
import { postLogin } from '@/shared/api/postLogin';
import { callDigx } from '@/shared/challenge/callDigx';
import { recordRequests } from '../../testing/recordRequests';
import { advanceClock, loggedInOnFakeClock } from '../../testing/fakeClockApp';
import { renderApp } from '../../testing/renderApp';
import { LOGOUT_QUESTION } from './components/LogoutButton';
import { CLOSED_PAGE_THRESHOLD_MS, OTHER_TAB_CHECK_MS } from './rules';
import { MARKER_KEY, recordPageClosed, startMarker } from './sessionMarker';

const minutes = (n: number) => n * 60_000;
/** DECISIONS.md "inactivity auto-logout", written as it gives them so that a change of the code's figures fails here. */
const IDLE_LIMIT_MS = minutes(5);
const WARNING_MS = 60_000;

const loggedInApp = loggedInOnFakeClock;
const advance = advanceClock;

afterEach(() => jest.useRealTimers());

describe('inactivity', () => {
  it('warns 60 s before the 5 idle minutes are up and ends the session at 5 minutes', async () => {
    const log = recordRequests();
    const { location } = await loggedInApp();
    await advance(IDLE_LIMIT_MS - WARNING_MS - 1000);
    expect(screen.queryByRole('alertdialog', { name: 'Are you still there?' })).not.toBeInTheDocument();
    await advance(2000);
    const warning = screen.getByRole('alertdialog', { name: 'Are you still there?' });
    expect(warning).toHaveTextContent('For your security, you will be logged out in 60 seconds because you have been inactive.');
    expect(screen.getByRole('button', { name: 'Stay logged in' })).toHaveFocus();
    await advance(WARNING_MS - 2000);
    expect(location()).toBe('/accounts');
    await advance(2000);
    expect(await screen.findByRole('heading', { name: 'Your session has ended' })).toBeInTheDocument();
    expect(screen.getByText('For your security, you were logged out because you were inactive for 5 minutes.')).toBeInTheDocument();
    expect(location()).toBe('/session-expired');
    expect(await log.to('v1/session', 'DELETE')).toHaveLength(1);
  });

  it('keeps the session with one key press on "Stay logged in"', async () => {
    const { user, location } = await loggedInApp();
    await advance(IDLE_LIMIT_MS - WARNING_MS + 1000);
    expect(screen.getByRole('button', { name: 'Stay logged in' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // Past the first limit, but not a whole idle limit after "Stay logged in".
    await advance(IDLE_LIMIT_MS - WARNING_MS - 2000);
    expect(location()).toBe('/accounts');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('counts mouse, touch, scroll, click and key activity as the customer being there', async () => {
    const { location } = await loggedInApp();
    const nudges = [
      () => fireEvent.mouseMove(document.body),
      () => fireEvent.touchStart(document.body),
      () => fireEvent.scroll(window),
      () => fireEvent.click(document.body),
      () => fireEvent.keyDown(document.body, { key: 'a' }),
    ];
    for (let minute = 0; minute < 15; minute += 1) {
      await advance(minutes(1) - 5_000);
      nudges[minute % nudges.length]();
      await advance(5_000);
    }
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(location()).toBe('/accounts');
  });
});

describe('a login elsewhere', () => {
  it('sends this tab to the session-expired page at once on the storage event, without logging the other out', async () => {
    const log = recordRequests();
    const { location } = await loggedInApp();
    localStorage.setItem(MARKER_KEY, 'another-tab');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: MARKER_KEY, newValue: 'another-tab' }));
    });
    expect(await screen.findByText(/logged in to Online Banking somewhere else/)).toBeInTheDocument();
    expect(location()).toBe('/session-expired');
    expect(await log.to('v1/session', 'DELETE')).toHaveLength(0);
    expect(localStorage.getItem(MARKER_KEY)).toBe('another-tab');
  });

  it('is found by the 30-second check when no storage event comes', async () => {
    const { location } = await loggedInApp();
    localStorage.setItem(MARKER_KEY, 'another-tab');
    await advance(OTHER_TAB_CHECK_MS - 1000);
    expect(location()).toBe('/accounts');
    await advance(2000);
    expect(location()).toBe('/session-expired');
  });
});

describe('closing the page', () => {
  it('starts the session-expired flow when the page is reopened after more than 60 s', async () => {
    await postLogin(createDigxClient(), 'RETAIL1', 'Private#2026');
    startMarker();
    recordPageClosed(Date.now() - CLOSED_PAGE_THRESHOLD_MS - 1000);
    const log = recordRequests();
    const { location } = renderApp('/accounts');
    expect(await screen.findByRole('heading', { name: 'Your session has ended' })).toBeInTheDocument();
    expect(location()).toBe('/session-expired');
    expect(await log.to('v1/session', 'DELETE')).toHaveLength(1);
  });

  it('lets a reload (back within seconds) keep the session', async () => {
    await postLogin(createDigxClient(), 'RETAIL1', 'Private#2026');
    startMarker();
    recordPageClosed(Date.now() - 3000);
    const { location } = renderApp('/accounts');
    expect(await screen.findByRole('heading', { name: 'My accounts' })).toBeInTheDocument();
    expect(location()).toBe('/accounts');
  });
});

describe('log out and expiry', () => {
  it('asks first, then deletes the session, resets every slice and shows /logged-off', async () => {
    jest.useRealTimers();
    await postLogin(createDigxClient(), 'RETAIL1', 'Private#2026');
    startMarker();
    const log = recordRequests();
    const { user, store, location } = renderApp('/accounts');
    await screen.findByRole('heading', { name: 'My accounts' });
    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    const ask = screen.getByRole('alertdialog', { name: LOGOUT_QUESTION });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(ask).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'You have logged out' })).toBeInTheDocument();
    expect(location()).toBe('/logged-off');
    expect(await log.to('v1/session', 'DELETE')).toHaveLength(1);
    expect(store.getState().session).toMatchObject({ status: 'ended', endedReason: 'loggedOut', permittedFunctions: [] });
    expect(store.getState().session.user).toBeUndefined();
    expect(localStorage.getItem(MARKER_KEY)).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Log in again' }));
    expect(await screen.findByLabelText('User ID')).toBeInTheDocument();
  });

  it.each([401, 419])('a %i on any call sends the user to /session-expired', async (status) => {
    jest.useRealTimers();
    await postLogin(createDigxClient(), 'RETAIL1', 'Private#2026');
    startMarker();
    const { store, location } = renderApp('/accounts');
    await screen.findByRole('heading', { name: 'My accounts' });
    injectFault('cz/v1/permissions', { kind: 'status', status });
    // In act: the saga's answer moves the router and the store, which React must see.
    await act(async () => {
      await store
        .runSaga(function* () {
          try {
            yield call(callDigx, { method: 'GET', path: 'cz/v1/permissions' });
          } catch {
            // the session saga takes it from here
          }
        })
        .toPromise();
    });
    expect(await screen.findByRole('heading', { name: 'Your session has ended' })).toBeInTheDocument();
    expect(location()).toBe('/session-expired');
  });
});
