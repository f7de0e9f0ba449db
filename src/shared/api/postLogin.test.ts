import { digxFailure } from '../../testing/digxFailure';
import { bank, injectFault } from '../../../mocks/digx/testing';
import { recordRequests } from '../../testing/recordRequests';
import { createDigxClient } from './digxClient';
import { MAPPED_MESSAGES } from './errorMessages';
import { postLogin } from './postLogin';


describe('postLogin', () => {
  it('logs in with the RSA-encrypted password and a trimmed, uppercased user ID, then the session works', async () => {
    const log = recordRequests();
    const client = createDigxClient();
    await postLogin(client, '  retail1 ', 'Private#2026');
    const [login] = await log.to('j_security_check', 'POST');
    const form = new URLSearchParams(login.body);
    expect(form.get('j_username')).toBe('RETAIL1');
    expect(form.get('j_password')).not.toContain('Private#2026');
    expect(login.url.search).not.toContain('Private');
    const me = await client.request<{ userProfile: { userName?: string; firstName: string } }>({ method: 'GET', path: 'v1/me' });
    expect(me.status).toBe(200);
  });

  it('refuses a wrong password with the mapped message', async () => {
    const error = await digxFailure(postLogin(createDigxClient(), 'RETAIL1', 'Wrong#2026'));
    expect(error).toMatchObject({ meaning: 'wrongCredentials', message: MAPPED_MESSAGES.wrongCredentials });
  });

  it('locks the user after more than three failures, even for the right password', async () => {
    const client = createDigxClient();
    for (let i = 0; i < 3; i += 1) await digxFailure(postLogin(client, 'RETAIL1', 'Wrong#2026'));
    const fourth = await digxFailure(postLogin(client, 'RETAIL1', 'Wrong#2026'));
    expect(fourth).toMatchObject({ meaning: 'userLocked', message: MAPPED_MESSAGES.userLocked });
    const right = await digxFailure(postLogin(client, 'RETAIL1', 'Private#2026'));
    expect(right.meaning).toBe('userLocked');
    expect(bank.state.users.RETAIL1.locked).toBe(true);
  });

  it('retries once after fetching a nonce when the login answers 404', async () => {
    injectFault('j_security_check', { kind: 'status', status: 404 }, { times: 1 });
    const log = recordRequests();
    const client = createDigxClient();
    await postLogin(client, 'RETAIL1', 'Private#2026');
    expect(await log.to('j_security_check', 'POST')).toHaveLength(2);
    expect((await client.request({ method: 'GET', path: 'v1/me' })).status).toBe(200);
  });

  it('does not retry a second 404', async () => {
    injectFault('j_security_check', { kind: 'status', status: 404 }, { times: 2 });
    const log = recordRequests();
    const error = await digxFailure(postLogin(createDigxClient(), 'RETAIL1', 'Private#2026'));
    expect(error.status).toBe(404);
    expect(await log.to('j_security_check', 'POST')).toHaveLength(2);
  });

  it('a second login elsewhere ends the first session', async () => {
    const first = createDigxClient();
    const second = createDigxClient();
    await postLogin(first, 'RETAIL1', 'Private#2026');
    const [firstSession] = bank.security.sessionsOf('RETAIL1');
    await postLogin(second, 'RETAIL1', 'Private#2026');
    // Two clients in one jsdom share its cookie jar, so this is proved by the bank's books.
    const live = bank.security.sessionsOf('RETAIL1');
    expect(live).toHaveLength(1);
    expect(live[0].id).not.toBe(firstSession.id);
    expect(bank.security.session(firstSession.id)).toBeUndefined();
  });
});
