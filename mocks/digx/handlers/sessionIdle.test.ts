import { digxFailure } from '../../../src/testing/digxFailure';
import type { DigxClient } from '../../../src/shared/api/digxClient';
import type { Bank } from '../bank/Bank';
import { SESSION_IDLE_MS } from '../bank/security';
import { bank, fixBankClock, logInAs, setBankSessionIdle, useStockBank } from '../testing';

/**
 * Issue 24 point 7: a real OBDX ends a session that has had no call for its idle time; so does the fake bank,
 * in both modes, on its own clock. Only authenticated calls are the customer's activity.
 */
const NOW = '2025-06-16T10:30:00Z';
const MINUTE = 60_000;
beforeEach(() => fixBankClock(NOW));

const me = (client: DigxClient) => client.request({ method: 'GET', path: 'v1/me' });

/**
 * Logged in, with the login's own answers spent: a stock OBDX's login is confirmed with v1/me (postLogin.ts),
 * whose answer waits for the app's first v1/me; taken here, every later call below reaches the bank.
 */
async function loggedIn(): Promise<DigxClient> {
  const client = await logInAs('RETAIL1');
  await me(client);
  return client;
}

describe.each<[string, () => Bank]>([
  ['the demo bank', () => bank],
  ['a stock OBDX', () => useStockBank({ now: NOW })],
])('%s ends an idle session', (_mode, bankInFront) => {
  it('after 10 minutes without a call: the next call is answered 401, as for any ended session', async () => {
    const target = bankInFront();
    expect(target.sessionIdleMs).toBe(10 * MINUTE);
    const client = await loggedIn();
    target.clock.advance(SESSION_IDLE_MS);
    await me(client);
    target.clock.advance(SESSION_IDLE_MS + 1);
    const ended = await digxFailure(me(client));
    expect(ended).toMatchObject({ status: 401, kind: 'sessionExpired' });
    // Ended for good: coming back sooner after that does not revive it.
    await expect(digxFailure(me(client))).resolves.toMatchObject({ status: 401 });
  });

  it('keeps a session alive for as long as calls keep coming, each one starting its idle time again', async () => {
    const target = bankInFront();
    const client = await loggedIn();
    for (let minutes = 0; minutes < 60; minutes += 9) {
      target.clock.advance(9 * MINUTE);
      await expect(me(client)).resolves.toMatchObject({ status: 200 });
    }
  });

  it('counts neither the nonce call nor the public calls as activity', async () => {
    const target = bankInFront();
    const client = await loggedIn();
    target.clock.advance(6 * MINUTE);
    await client.refillNonces();
    await client.request({ method: 'GET', path: 'v1/publicKey' });
    target.clock.advance(4 * MINUTE + 1);
    expect(await digxFailure(me(client))).toMatchObject({ status: 401 });
  });

  it('takes a shorter idle time from the test helper, for this test only', async () => {
    const target = bankInFront();
    setBankSessionIdle(2 * MINUTE, target);
    const client = await loggedIn();
    target.clock.advance(2 * MINUTE);
    await me(client);
    target.clock.advance(2 * MINUTE + 1);
    expect(await digxFailure(me(client))).toMatchObject({ status: 401 });
  });
});

describe('the idle time as a QA switch (/__bank/session-idle)', () => {
  const control = (init?: RequestInit) => fetch('http://localhost/__bank/session-idle', init);

  it('shows it, sets it in seconds, refuses what is not a time, and a reset restores 10 minutes', async () => {
    expect(await (await control()).json()).toEqual({ seconds: 600 });
    const set = await control({ method: 'POST', body: JSON.stringify({ seconds: 90 }) });
    expect(set.status).toBe(200);
    expect(await set.json()).toEqual({ seconds: 90 });
    expect(bank.sessionIdleMs).toBe(90_000);

    const client = await loggedIn();
    bank.clock.advance(90_001);
    expect(await digxFailure(me(client))).toMatchObject({ status: 401 });

    for (const seconds of [0, -5, 'ten', null]) {
      expect((await control({ method: 'POST', body: JSON.stringify({ seconds }) })).status).toBe(400);
    }
    expect(bank.sessionIdleMs).toBe(90_000);
    await fetch('http://localhost/__bank/reset', { method: 'POST' });
    expect(await (await control()).json()).toEqual({ seconds: 600 });
  });
});
