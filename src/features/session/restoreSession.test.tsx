import { screen } from '@testing-library/react';
import { http } from 'msw';
import { server } from '../../../mocks/digx/node';
import { DEMO_LOGINS } from '../../../mocks/digx/bank/seed/users';
import { createDigxClient } from '@/shared/api/digxClient';
import { postLogin } from '@/shared/api/postLogin';
import { recordRequests } from '../../testing/recordRequests';
import { renderApp } from '../../testing/renderApp';
import { noteSessionStarted, startMarker } from './sessionMarker';

/**
 * A reload that finds the session alive (SPEC.md section 4). Holds v1/me's answer until the permissions are
 * asked for (or 1 s has passed), and tells whether they were asked for before the profile was answered.
 */
function watchProfileAndPermissions() {
  const log = recordRequests();
  const outcome = { permissionsBeforeProfile: false };
  server.use(
    http.get('*/digx/v1/me', async () => {
      const until = Date.now() + 1000;
      while (Date.now() < until && !log.requests.some((r) => r.path === 'cz/v1/permissions')) await new Promise((resolve) => setTimeout(resolve, 10));
      outcome.permissionsBeforeProfile = log.requests.some((r) => r.path === 'cz/v1/permissions');
      // Nothing returned: the fake bank's own handler answers.
      return undefined;
    }),
  );
  return { log, outcome };
}

describe('a reload that finds the session alive', () => {
  it('asks for the permissions alongside the profile when this tab got past the first-login steps before', async () => {
    await postLogin(createDigxClient(), 'RETAIL1', DEMO_LOGINS.RETAIL1);
    startMarker();
    noteSessionStarted();
    const { log, outcome } = watchProfileAndPermissions();
    const { location } = renderApp('/accounts');
    expect(await screen.findByRole('heading', { name: 'My accounts' })).toBeInTheDocument();
    expect(location()).toBe('/accounts');
    expect(outcome.permissionsBeforeProfile).toBe(true);
    expect(await log.to('cz/v1/permissions', 'GET')).toHaveLength(1);
    expect(await log.to('v1/me/loginFlow')).toHaveLength(0);
  });

  it('asks for them only after the profile when the tab never got that far (SPEC.md login steps 3 to 5)', async () => {
    await postLogin(createDigxClient(), 'RETAIL1', DEMO_LOGINS.RETAIL1);
    startMarker();
    const { log, outcome } = watchProfileAndPermissions();
    renderApp('/accounts');
    expect(await screen.findByRole('heading', { name: 'My accounts' })).toBeInTheDocument();
    expect(outcome.permissionsBeforeProfile).toBe(false);
    expect(await log.to('cz/v1/permissions', 'GET')).toHaveLength(1);
  });

  it('drops the early permissions and runs the login flow when the profile says the first login is not done', async () => {
    await postLogin(createDigxClient(), 'NEWUSER', DEMO_LOGINS.NEWUSER);
    startMarker();
    noteSessionStarted();
    const { log } = watchProfileAndPermissions();
    const { location } = renderApp('/accounts');
    expect(await screen.findByRole('heading', { name: 'Welcome to Online Banking' })).toBeInTheDocument();
    expect(location()).toBe('/change-credentials');
    expect(await log.to('v1/me/loginFlow', 'GET')).toHaveLength(1);
  });

  it('still reaches the session-expired page when the early permissions meet a 401', async () => {
    await postLogin(createDigxClient(), 'RETAIL1', DEMO_LOGINS.RETAIL1);
    startMarker();
    noteSessionStarted();
    server.use(http.get('*/digx/cz/v1/permissions', () => new Response('{}', { status: 401, headers: { 'Content-Type': 'application/json' } })));
    const { location } = renderApp('/accounts');
    expect(await screen.findByRole('heading', { name: 'Your session has ended' })).toBeInTheDocument();
    expect(location()).toBe('/session-expired');
  });
});
