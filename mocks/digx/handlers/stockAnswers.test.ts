import { createDigxClient } from '../../../src/shared/api/digxClient';
import { DIGX_CODES } from '../../../src/shared/api/digxCodes';
import { encryptForBank } from '../../../src/shared/api/postLogin';
import type { Bank } from '../bank/Bank';
import { DEMO_LOGINS } from '../bank/seed';
import { bank, useStockBank } from '../testing';
import { DEMO_OTP } from './checkChallenge';
import { MAX_FAILED_LOGINS } from './session';

/**
 * The wire answers that tell a stock OBDX 18.x from the demo bank (DIGX-CONTRACT.md "login" and "two-factor"),
 * read raw with fetch, so nothing the app's client does hides them: a stock login answers 404 on success and a
 * bare 403 on failure; a stock first 417 carries its challenge in the header only.
 */
const BASE = 'http://localhost:8080/digx';
const RIGHT = DEMO_LOGINS.RETAIL1;

async function nonce(): Promise<string> {
  const answer = await fetch(`${BASE}/v1/session/nonce`, { method: 'POST', headers: { 'x-noncecount': '1' } });
  return (JSON.parse(answer.headers.get('x-nonce') ?? '{}') as { nonce: string[] }).nonce[0];
}

async function securityCheck(userId: string, password: string): Promise<Response> {
  const [encrypted] = await encryptForBank(createDigxClient(), [password]);
  return fetch(`${BASE}/j_security_check?locale=en`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'x-nonce': await nonce() },
    body: new URLSearchParams({ j_username: userId, j_password: encrypted }).toString(),
  });
}

async function expectBareForbidden(answer: Response) {
  expect(answer.status).toBe(403);
  expect(answer.headers.get('X-AUTH-LOCATION-URL')).toBeTruthy();
  expect(await answer.text()).toBe('');
}

describe('POST j_security_check on a stock OBDX', () => {
  let stock: Bank;
  beforeEach(() => {
    stock = useStockBank();
  });

  it('answers a right password with 404 and an empty body, and the session it set works', async () => {
    const answer = await securityCheck('RETAIL1', RIGHT);
    expect(answer.status).toBe(404);
    expect(await answer.text()).toBe('');
    expect(stock.security.sessionsOf('RETAIL1')).toHaveLength(1);
    expect(bank.security.sessionsOf('RETAIL1')).toHaveLength(0);
    const me = await fetch(`${BASE}/v1/me`, { headers: { 'x-nonce': await nonce() } });
    expect(me.status).toBe(200);
  });

  it('answers a wrong password with a bare 403 carrying X-AUTH-LOCATION-URL, and counts the failure', async () => {
    await expectBareForbidden(await securityCheck('RETAIL1', 'Wrong#2026'));
    expect(stock.state.users.RETAIL1.failedAttempts).toBe(1);
    expect(stock.security.sessionsOf('RETAIL1')).toHaveLength(0);
  });

  it('answers an unknown user the same way', async () => {
    await expectBareForbidden(await securityCheck('NOBODY', 'Wrong#2026'));
  });

  it('locks the user after more than three failures and then refuses even the right password with the same bare 403', async () => {
    for (let i = 0; i <= MAX_FAILED_LOGINS; i += 1) await expectBareForbidden(await securityCheck('RETAIL1', 'Wrong#2026'));
    expect(stock.state.users.RETAIL1.locked).toBe(true);
    await expectBareForbidden(await securityCheck('RETAIL1', RIGHT));
    expect(stock.security.sessionsOf('RETAIL1')).toHaveLength(0);
  });
});

describe('POST j_security_check on the demo bank (unchanged)', () => {
  it('answers a right password with 200 and the new session\'s first nonces', async () => {
    const answer = await securityCheck('RETAIL1', RIGHT);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-nonce')).toContain('nonce');
  });

  it('answers a wrong password and a locked user with a 403 whose JSON code says which', async () => {
    const wrong = await securityCheck('RETAIL1', 'Wrong#2026');
    expect(wrong.status).toBe(403);
    expect(wrong.headers.get('X-AUTH-LOCATION-URL')).toBeTruthy();
    expect(await wrong.json()).toMatchObject({ message: { code: DIGX_CODES.wrongCredentials } });
    bank.state.users.RETAIL1.locked = true;
    expect(await (await securityCheck('RETAIL1', RIGHT)).json()).toMatchObject({ message: { code: DIGX_CODES.userLocked } });
  });
});

/** A protected call: the salt call made to ask for a passcode, as the passcode dialog's own tests do. */
async function protectedCall(challengeResponse?: { otp: string; referenceNo: string }): Promise<Response> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'x-nonce': await nonce() };
  if (challengeResponse) headers['X-CHALLENGE_RESPONSE'] = JSON.stringify({ authType: 'OTP', ...challengeResponse });
  return fetch(`${BASE}/v1/salt?locale=en`, { method: 'POST', headers, body: JSON.stringify({ remarks: 'Rent' }) });
}

const challengeOf = (answer: Response) => JSON.parse(answer.headers.get('X-CHALLENGE') ?? '{}') as { referenceNo: string; attemptsLeft: number };

describe('the 417 two-factor step', () => {
  it('on a stock OBDX asks with the X-CHALLENGE header and an empty body; a wrong code keeps its JSON code; the right one passes', async () => {
    const stock = useStockBank();
    stock.faults.add({ path: 'v1/salt', method: 'POST', fault: { kind: 'challenge' } });
    const asked = await protectedCall();
    expect(asked.status).toBe(417);
    expect(await asked.text()).toBe('');
    const { referenceNo, attemptsLeft } = challengeOf(asked);
    expect(referenceNo).toBeTruthy();
    expect(attemptsLeft).toBe(3);

    const wrong = await protectedCall({ otp: '000000', referenceNo });
    expect(wrong.status).toBe(417);
    expect(challengeOf(wrong).attemptsLeft).toBe(2);
    // A stock OBDX's own code for a wrong passcode (its profile), not the demo bank's.
    expect(await wrong.json()).toMatchObject({ message: { code: stock.profile.errorCodes.otpInvalid[0] } });
    expect(stock.profile.errorCodes.otpInvalid[0]).toBe('DIGX_TFA_0004');

    expect((await protectedCall({ otp: DEMO_OTP, referenceNo })).status).toBe(201);
  });

  it('on the demo bank still asks with a JSON body beside the header', async () => {
    bank.faults.add({ path: 'v1/salt', method: 'POST', fault: { kind: 'challenge' } });
    const asked = await protectedCall();
    expect(asked.status).toBe(417);
    expect(challengeOf(asked).referenceNo).toBeTruthy();
    expect(await asked.json()).toMatchObject({ message: { type: 'ERROR' } });
  });
});
