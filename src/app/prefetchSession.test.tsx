import { screen } from '@testing-library/react';
import { http } from 'msw';
import { server } from '../../mocks/digx/node';
import { DEMO_LOGINS } from '../../mocks/digx/bank/seed/users';
import { ACC, accountIdOf } from '@mocks/digx/bank/seed';
import { ACCOUNTS_REQUEST } from '@/features/accounts/requests';
import { noteSessionStarted, startedBefore, startMarker } from '@/features/session/sessionMarker';
import { ME_REQUEST, PERMISSIONS_REQUEST } from '@/features/session/requests';
import { createDigxClient } from '@/shared/api/digxClient';
import { postLogin } from '@/shared/api/postLogin';
import { recordRequests } from '../testing/recordRequests';
import { renderApp } from '../testing/renderApp';
import { prefetchSession } from './prefetchSession';

/** What main.tsx does on a reload: a client that asks at once, handed to the store. */
function reloadWithPrefetch(path: string) {
  const client = createDigxClient();
  prefetchSession(client, { flowDoneBefore: startedBefore(), pathname: path });
  return renderApp(path, { client });
}

async function loggedIn(userId: keyof typeof DEMO_LOGINS, { flowDone }: { flowDone: boolean }) {
  await postLogin(createDigxClient(), userId, DEMO_LOGINS[userId]);
  startMarker();
  if (flowDone) noteSessionStarted();
}

describe('a reload with its first reads sent ahead at start-up (main.tsx, issue 13)', () => {
  it('sends the profile always, and the permissions and accounts only after the first-login steps', () => {
    for (const flowDoneBefore of [true, false]) {
      const client = createDigxClient();
      const prefetch = jest.spyOn(client, 'prefetch').mockImplementation(() => Promise.resolve({ status: 200, data: {}, headers: {} }));
      prefetchSession(client, { flowDoneBefore, pathname: '/accounts' });
      expect(prefetch.mock.calls.map(([request]) => request)).toEqual(flowDoneBefore ? [ME_REQUEST, PERMISSIONS_REQUEST, ACCOUNTS_REQUEST] : [ME_REQUEST]);
    }
  });

  it.each([
    ['sent ahead, as the tab got past the first-login steps', true],
    ['asked for after the profile, as the tab never got past the first-login steps', false],
  ])('builds the accounts page asking the bank once for each read: the permissions and accounts %s', async (_how, flowDone) => {
    await loggedIn('RETAIL1', { flowDone });
    const log = recordRequests();
    reloadWithPrefetch('/accounts');
    expect(await screen.findByRole('heading', { name: 'My accounts' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Current accounts' })).toBeInTheDocument();
    expect(await log.to('v1/me', 'GET')).toHaveLength(1);
    expect(await log.to('cz/v1/permissions', 'GET')).toHaveLength(1);
    expect(await log.to('v1/accounts', 'GET')).toHaveLength(1);
  });

  it('on a transactions page also sends its first transactions call once the accounts have answered', async () => {
    await loggedIn('RETAIL1', { flowDone: true });
    const log = recordRequests();
    const id = accountIdOf(ACC.everyday).value;
    reloadWithPrefetch(`/accounts/transactions/${encodeURIComponent(id)}`);
    expect(await screen.findByText(/^Showing \d+ of \d+ transactions from/)).toBeInTheDocument();
    const history = log.requests.filter((r) => r.path.endsWith('/transactions') && r.path.startsWith('cz/v1/accounts/'));
    expect(history).toHaveLength(1);
    expect(history[0].path).toBe(`cz/v1/accounts/demandDeposit/${encodeURIComponent(id)}/transactions`);
    expect(await log.to('v1/accounts', 'GET')).toHaveLength(1);
  });

  it('still runs the login flow when the profile says the first login is not done', async () => {
    await loggedIn('NEWUSER', { flowDone: true });
    const log = recordRequests();
    const { location } = reloadWithPrefetch('/accounts');
    expect(await screen.findByRole('heading', { name: 'Welcome to Online Banking' })).toBeInTheDocument();
    expect(location()).toBe('/change-credentials');
    expect(await log.to('v1/me/loginFlow', 'GET')).toHaveLength(1);
  });

  it('reaches the session-expired page when the profile sent ahead meets a 401', async () => {
    await loggedIn('RETAIL1', { flowDone: true });
    server.use(http.get('*/digx/v1/me', () => new Response('{}', { status: 401, headers: { 'Content-Type': 'application/json' } })));
    const { location } = reloadWithPrefetch('/accounts');
    expect(await screen.findByRole('heading', { name: 'Your session has ended' })).toBeInTheDocument();
    expect(location()).toBe('/session-expired');
  });
});
