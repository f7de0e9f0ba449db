/**
 * @jest-environment node
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { server as mswServer } from './node';
import { createBank } from './bank/Bank';
import { isHostile } from './bank/seed/hostile';
import { createDigxMiddleware, hostileByDefault } from './middleware';

// This file talks to a real Node server, so msw's in-process interception is switched off.
let http: Server;
let base = '';
const bank = createBank();

beforeAll(async () => {
  mswServer.close();
  const middleware = createDigxMiddleware(bank);
  http = createServer((req, res) =>
    middleware(req, res, () => {
      res.statusCode = 418;
      res.end('not the bank');
    }),
  );
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => http.close(() => resolve())));
afterEach(() => bank.reset());

const nonce = async () => {
  const answer = await fetch(`${base}/digx/v1/session/nonce`, { method: 'POST', headers: { 'x-noncecount': '1' } });
  return (JSON.parse(answer.headers.get('x-nonce') ?? '{}') as { nonce: string[] }).nonce[0];
};

describe('the fake bank inside a Node server', () => {
  it('answers /digx with the same handlers jest uses, nonce rules included', async () => {
    const fresh = await nonce();
    const first = await fetch(`${base}/digx/v1/publicKey?locale=en`, { headers: { 'x-nonce': fresh } });
    expect(first.status).toBe(200);
    expect(((await first.json()) as { publicKeyDTO: { publicKey: string } }).publicKeyDTO.publicKey.length).toBeGreaterThan(100);
    const reused = await fetch(`${base}/digx/v1/publicKey`, { headers: { 'x-nonce': fresh } });
    expect(reused.status).toBe(403);
  });

  it('needs a session for private calls', async () => {
    const answer = await fetch(`${base}/digx/v1/me`, { headers: { 'x-nonce': await nonce() } });
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({ message: { detail: 'User session expired.' } });
  });

  it('leaves other paths to the next middleware', async () => {
    const answer = await fetch(`${base}/index.html`);
    expect(answer.status).toBe(418);
  });

  it('lets QA arm, list and clear faults through /__bank/faults', async () => {
    const armed = await fetch(`${base}/__bank/faults`, { method: 'POST', body: JSON.stringify({ spec: 'GET:v1/publicKey:html=503:times=1' }) });
    expect(armed.status).toBe(201);
    const listed = (await (await fetch(`${base}/__bank/faults`)).json()) as { faults: unknown[]; kinds: string[] };
    expect(listed.faults).toHaveLength(1);
    expect(listed.kinds).toEqual(expect.arrayContaining(['latency', 'status', 'network', 'timeout', 'malformed', 'html', 'challenge', 'code']));
    const page = await fetch(`${base}/digx/v1/publicKey`, { headers: { 'x-nonce': await nonce() } });
    expect(page.status).toBe(503);
    expect(page.headers.get('content-type')).toContain('text/html');
    const refused = await fetch(`${base}/__bank/faults`, { method: 'POST', body: JSON.stringify({ spec: 'nonsense' }) });
    expect(refused.status).toBe(400);
    await fetch(`${base}/__bank/faults`, { method: 'DELETE' });
    expect(bank.faults.list()).toEqual([]);
  });

  it('lets QA switch hostile texts on and off through /__bank/hostile; a reset goes back to the default', async () => {
    const before = (await (await fetch(`${base}/__bank/hostile`)).json()) as { hostile: boolean; payloads: { id: string }[] };
    expect(before.hostile).toBe(false);
    expect(before.payloads.length).toBeGreaterThan(20);
    const on = await fetch(`${base}/__bank/hostile`, { method: 'POST', body: JSON.stringify({ on: true }) });
    expect(await on.json()).toEqual({ hostile: true });
    expect(isHostile(Object.values(bank.state.parties)[0].name)).toBe(true);
    // Error details too, also of calls the bank does not know.
    const unknown = await fetch(`${base}/digx/v1/nothing-here`);
    expect(isHostile(((await unknown.json()) as { message: { detail: string } }).message.detail)).toBe(true);
    const session = await fetch(`${base}/digx/v1/me`, { headers: { 'x-nonce': await nonce() } });
    expect(session.status).toBe(401);
    expect(isHostile(((await session.json()) as { message: { detail: string } }).message.detail)).toBe(true);

    expect((await fetch(`${base}/__bank/hostile`, { method: 'POST', body: JSON.stringify({ on: 'yes' }) })).status).toBe(400);
    await fetch(`${base}/__bank/reset`, { method: 'POST' });
    expect(bank.hostile).toBe(false);
    expect(isHostile(Object.values(bank.state.parties)[0].name)).toBe(false);
  });

  it('starts in hostile mode when DIGX_HOSTILE asks for it', () => {
    expect(['1', 'true', 'ON', ' yes '].map(hostileByDefault)).toEqual([true, true, true, true]);
    expect([undefined, '', '0', 'false', 'off'].map(hostileByDefault)).toEqual([false, false, false, false, false]);
  });

  it('drops the connection for an injected network error', async () => {
    bank.faults.add({ path: 'v1/publicKey', fault: { kind: 'network' } });
    await expect(fetch(`${base}/digx/v1/publicKey`, { headers: { 'x-nonce': await nonce() } })).rejects.toThrow();
  });

  it('sends a malformed body when asked', async () => {
    bank.faults.add({ path: 'v1/publicKey', fault: { kind: 'malformed' } });
    const answer = await fetch(`${base}/digx/v1/publicKey`, { headers: { 'x-nonce': await nonce() } });
    await expect(answer.json()).rejects.toThrow();
  });
});
