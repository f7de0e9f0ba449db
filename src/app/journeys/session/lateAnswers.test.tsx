/**
 * After a logout or any other end of the session no answer of the old session may land: sessionEnded empties
 * every slice, and a late answer refilling one would hand the last customer's counts (or a failure of theirs)
 * to whoever logs in next in this tab. Here the header's mailbox counts and the approver's count are the late
 * ones: after a logout the bank answers them 401; after a login in another tab, which leaves the bank's
 * session alive, with the counts.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { bank, injectFault } from '@mocks/digx/testing';
import { createDigxClient } from '@/shared/api/digxClient';
import { postLogin } from '@/shared/api/postLogin';
import { MARKER_KEY, startMarker } from '@/features/session/sessionMarker';
import { logOut, type Journey } from '@/testing/journeySteps';
import { recordRequests } from '@/testing/recordRequests';
import { renderApp } from '@/testing/renderApp';

const LATE_MS = 1500;

async function loginElsewhere({ location }: Journey) {
  localStorage.setItem(MARKER_KEY, 'another-tab');
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: MARKER_KEY, newValue: 'another-tab' }));
  });
  await waitFor(() => expect(location()).toBe('/session-expired'));
}

it.each([
  ['a logout', logOut],
  ['a login in another tab', loginElsewhere],
])('an answer for the mailbox or approvals counts arriving after %s changes nothing', async (_end, endSession) => {
  await postLogin(createDigxClient(), 'CORP1', 'Racing#2026');
  startMarker();
  // Both counts answer late; everything else at once.
  injectFault('v1/mailbox/count', { kind: 'latency', ms: LATE_MS }, { times: 1 });
  injectFault('cz/v1/transactions/count', { kind: 'latency', ms: LATE_MS }, { times: 1 });
  const log = recordRequests();
  const app = renderApp('/accounts');
  await screen.findByRole('heading', { level: 1, name: 'My accounts' });
  // Both were asked, and are still on their way.
  await waitFor(async () => expect(await log.to('v1/mailbox/count', 'GET')).toHaveLength(1));
  expect(await log.to('cz/v1/transactions/count', 'GET')).toHaveLength(1);
  expect(app.store.getState().mail?.status).toBe('loading');

  await endSession(app);
  const ended = { mail: app.store.getState().mail, approvals: app.store.getState().approvals };
  expect(ended.mail).toMatchObject({ unreadMail: 0, notifications: [], status: 'idle' });
  expect(ended.approvals?.pendingCount).toBe(0);

  // The answers come (CORP1 has unread mail and items to approve): nothing changes.
  await act(() => new Promise((resolve) => setTimeout(resolve, LATE_MS + 500)));
  expect(bank.faults.list()).toHaveLength(0);
  expect(app.store.getState().mail).toEqual(ended.mail);
  expect(app.store.getState().approvals).toEqual(ended.approvals);
  log.stop();
});
