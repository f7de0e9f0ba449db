import { digxFailure } from '../../testing/digxFailure';
import { bank, injectFault, useStockBank } from '../../../mocks/digx/testing';
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

  it('retries once, with a fresh salt, when the login answers 404 and v1/me shows it did not log in', async () => {
    // The injected 404 sets no session: v1/me answers 401, so this 404 was not OBDX's "logged in".
    injectFault('j_security_check', { kind: 'status', status: 404 }, { times: 1 });
    const log = recordRequests();
    const client = createDigxClient();
    await postLogin(client, 'RETAIL1', 'Private#2026');
    const logins = await log.to('j_security_check', 'POST');
    expect(logins).toHaveLength(2);
    expect(await log.to('v1/salt', 'POST')).toHaveLength(2);
    expect(new URLSearchParams(logins[1].body).get('j_password')).not.toBe(new URLSearchParams(logins[0].body).get('j_password'));
    // Between the two: a new session's nonce, then the check.
    const between = log.requests.slice(log.requests.indexOf(logins[0]) + 1, log.requests.indexOf(logins[1])).map((r) => r.path);
    expect(between.slice(0, 2)).toEqual(['v1/session/nonce', 'v1/me']);
    expect((await client.request({ method: 'GET', path: 'v1/me' })).status).toBe(200);
  });

  it('never sends the password a third time: a second 404 that v1/me shows was not a login fails', async () => {
    injectFault('j_security_check', { kind: 'status', status: 404 });
    const log = recordRequests();
    const error = await digxFailure(postLogin(createDigxClient(), 'RETAIL1', 'Private#2026'));
    expect(error.status).toBe(404);
    expect(await log.to('j_security_check', 'POST')).toHaveLength(2);
    expect(await log.to('v1/me', 'GET')).toHaveLength(2);
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

  describe('against a stock OBDX (success 404, refusal a bare 403)', () => {
    it('logs in with the password sent once: the 404 is confirmed by v1/me, and the session works', async () => {
      const stock = useStockBank();
      const log = recordRequests();
      const client = createDigxClient();
      await postLogin(client, 'RETAIL1', 'Private#2026');
      expect(await log.to('j_security_check', 'POST')).toHaveLength(1);
      expect(await log.to('v1/me', 'GET')).toHaveLength(1);
      expect(stock.security.sessionsOf('RETAIL1')).toHaveLength(1);
      const me = await client.request<{ userProfile: { userName: string } }>({ method: 'GET', path: 'v1/me' });
      expect(me.data.userProfile.userName).toBe('RETAIL1');
    });

    it('leaves the confirming v1/me answer for the login saga, so a stock login costs no extra call', async () => {
      useStockBank();
      const log = recordRequests();
      const client = createDigxClient();
      await postLogin(client, 'RETAIL1', 'Private#2026');
      await client.request({ method: 'GET', path: 'v1/me' });
      expect(await log.to('v1/me', 'GET')).toHaveLength(1);
    });

    it.each([
      ['a wrong password', 'Wrong#2026'],
      ['a locked user, even with the right password', 'Private#2026'],
    ])('refuses %s with the wrong-credentials message, sending it once', async (name, password) => {
      const stock = useStockBank();
      if (name.startsWith('a locked')) stock.state.users.RETAIL1.locked = true;
      const log = recordRequests();
      const error = await digxFailure(postLogin(createDigxClient(), 'RETAIL1', password));
      expect(error).toMatchObject({ status: 403, meaning: 'wrongCredentials', message: MAPPED_MESSAGES.wrongCredentials });
      expect(await log.to('j_security_check', 'POST')).toHaveLength(1);
      expect(await log.to('v1/me')).toHaveLength(0);
    });

    it('retries once when a 404 was not a login (v1/me answers 401), and the retry\'s 404 logs in', async () => {
      const stock = useStockBank();
      // The injected 404 sets no session; the retry meets the stock bank's own 404 with its cookie.
      stock.faults.add({ path: 'j_security_check', fault: { kind: 'status', status: 404 }, times: 1 });
      const log = recordRequests();
      await postLogin(createDigxClient(), 'RETAIL1', 'Private#2026');
      expect(await log.to('j_security_check', 'POST')).toHaveLength(2);
      expect(await log.to('v1/me', 'GET')).toHaveLength(2);
      expect(stock.security.sessionsOf('RETAIL1')).toHaveLength(1);
    });

    it('retries once only: when the retry\'s 404 is not a login either, the login fails', async () => {
      const stock = useStockBank();
      stock.faults.add({ path: 'j_security_check', fault: { kind: 'status', status: 404 } });
      const log = recordRequests();
      expect((await digxFailure(postLogin(createDigxClient(), 'RETAIL1', 'Private#2026'))).status).toBe(404);
      expect(await log.to('j_security_check', 'POST')).toHaveLength(2);
      expect(stock.security.sessionsOf('RETAIL1')).toHaveLength(0);
    });

    it('does not send the password again when v1/me fails for another reason: it says what happened', async () => {
      const stock = useStockBank();
      stock.faults.add({ path: 'v1/me', fault: { kind: 'status', status: 500 }, times: 1 });
      const log = recordRequests();
      const error = await digxFailure(postLogin(createDigxClient(), 'RETAIL1', 'Private#2026'));
      expect(error).toMatchObject({ kind: 'technical', status: 500 });
      expect(await log.to('j_security_check', 'POST')).toHaveLength(1);
    });
  });
});
