/**
 * Journeys (both banks): NEWUSER's first login through the terms and the forced password and PIN changes, and
 * RETAIL1's password change from Details & settings. The bank's first-login steps come from GET v1/me/loginFlow
 * in OBDX's shape (userLoginFlowDTOList[].loginConfigDTO), and each step done is POSTed back under its own id;
 * the password goes as OBDX sends it ({oldPassword, changedPassword}, encrypted).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { server } from '@mocks/digx/node';
import { bank } from '@mocks/digx/testing';
import { JOURNEY_TIMEOUT, logInAtPage, typeLogin } from '@/testing/journeySteps';
import { recordRequests, type RecordedRequest } from '@/testing/recordRequests';
import { renderApp } from '@/testing/renderApp';

const bodyOf = (request: RecordedRequest) => JSON.parse(request.body) as Record<string, unknown>;

/** The plain secrets appear in no request of the journey: not in a URL, not in a body. */
function expectNoSecrets(requests: readonly RecordedRequest[], secrets: readonly string[]) {
  for (const secret of secrets) {
    expect(requests.filter((r) => r.body.includes(secret) || r.url.href.includes(secret) || r.url.href.includes(encodeURIComponent(secret)))).toEqual([]);
  }
}

interface LoginFlowAnswer {
  userLoginFlowDTOList: { loginConfigDTO: { id: string; displayOrder: number } }[];
}

/** What the bank answers GET v1/me/loginFlow in this test (the request log holds what was sent, not the answers). */
function recordLoginFlowAnswers() {
  const answers: Promise<LoginFlowAnswer>[] = [];
  const listener = ({ request, response }: { request: Request; response: Response }) => {
    if (request.method === 'GET' && new URL(request.url).pathname.endsWith('/digx/v1/me/loginFlow')) {
      answers.push(response.clone().json() as Promise<LoginFlowAnswer>);
    }
  };
  server.events.on('response:mocked', listener);
  return { answers, stop: () => server.events.removeListener('response:mocked', listener) };
}

describe('journey: credentials', () => {
  it('takes NEWUSER at first login through welcome, terms, password and PIN to the accounts, telling the bank each step under its own id', async () => {
    const log = recordRequests();
    const loginFlowAnswers = recordLoginFlowAnswers();
    const journey = renderApp('/login');
    const { user } = journey;
    await typeLogin(journey, ' newuser', 'Welcome#2026');

    expect(await screen.findByRole('heading', { name: 'Welcome to Online Banking' })).toBeInTheDocument();
    expect(journey.location()).toBe('/change-credentials');
    expect(screen.getByText('Step 1 of 6')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Terms and conditions' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Change your password' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Current password'), 'Welcome#2026');
    await user.type(screen.getByLabelText('New password'), 'Newuser#2027');
    await user.type(screen.getByLabelText('Confirm new password'), 'Newuser#2027');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('heading', { name: 'Your password has been changed' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Change your transaction PIN' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Current PIN'), '482916');
    await user.type(screen.getByLabelText('New PIN'), '135792');
    await user.type(screen.getByLabelText('Confirm new PIN'), '135792');
    await user.click(screen.getByRole('button', { name: 'Change PIN' }));

    expect(await screen.findByRole('heading', { name: 'You are all set' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue to my accounts' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My accounts' })).toBeInTheDocument();
    expect(journey.location()).toBe('/accounts');
    expect(bank.state.users.NEWUSER).toMatchObject({ firstLoginFlowDone: true, password: 'Newuser#2027', pin: '135792' });

    // Each step went back to the bank under the id its loginConfigDTO carried, in the bank's displayOrder.
    loginFlowAnswers.stop();
    const [answer] = await Promise.all(loginFlowAnswers.answers);
    const given = [...answer.userLoginFlowDTOList]
      .sort((a, b) => a.loginConfigDTO.displayOrder - b.loginConfigDTO.displayOrder)
      .map((item) => item.loginConfigDTO.id);
    expect(given).toHaveLength(3);
    const posted = (await log.to('v1/me/loginFlow', 'POST')).map((post) => bodyOf(post).loginConfigId);
    expect(posted).toEqual(given);
    const [put] = await log.to('v1/me/credentials', 'PUT');
    expect(Object.keys(bodyOf(put)).sort()).toEqual(['changedPassword', 'oldPassword']);
    expect(await log.to('cz/v1/permissions', 'GET')).toHaveLength(1);
    expectNoSecrets(log.requests, ['Welcome#2026', 'Newuser#2027', '482916', '135792']);
  }, JOURNEY_TIMEOUT);

  it('changes RETAIL1\'s password from Details & settings, sent once and encrypted, and the new one logs in', async () => {
    const log = recordRequests();
    const journey = await logInAtPage('RETAIL1');
    const { user } = journey;
    await user.click(screen.getAllByRole('link', { name: 'Details & settings' })[0]);
    const settings = await screen.findByRole('navigation', { name: 'Details & settings' });
    await user.click(within(settings).getByRole('link', { name: 'Change password' }));

    await user.type(await screen.findByLabelText('Current password'), 'Private#2026');
    await user.type(screen.getByLabelText('New password'), 'Private#2027');
    await user.type(screen.getByLabelText('Confirm new password'), 'Private#2027');
    await user.dblClick(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Your password has been changed' })).toBeInTheDocument();
    await waitFor(() => expect(journey.location()).toBe('/digital'));
    const puts = await log.to('v1/me/credentials', 'PUT');
    expect(puts).toHaveLength(1);
    expect(Object.keys(bodyOf(puts[0])).sort()).toEqual(['changedPassword', 'oldPassword']);
    // A settings change is no first-login step: nothing goes to the login flow.
    expect(await log.to('v1/me/loginFlow', 'POST')).toEqual([]);
    expect(bank.state.users.RETAIL1.password).toBe('Private#2027');
    expectNoSecrets(log.requests, ['Private#2026', 'Private#2027']);
  }, JOURNEY_TIMEOUT);
});
