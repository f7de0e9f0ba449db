/**
 * @jest-environment node
 */
/**
 * Issue 26: both servers' door to the bank, tried with a corpus of bad targets, foreign origins, spoofed headers
 * and oversized or slow calls, against a recording upstream: nothing bad may reach it. `npm run serve` is its
 * request handler (scripts/serve.ts createHandler); the dev server is its bank middleware (scripts/dev.ts),
 * here in front of a stand-in for webpack that answers every other path with the app's page.
 */
import fs from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createDigxMiddleware } from '../../mocks/digx/middleware';
import { server as mswServer } from '../../mocks/digx/node';
import { bankFor, createHandler } from '../serve';
import { bankMiddleware } from './bankMiddleware';
import { createDigxProxy, type ProxyOptions } from './digxProxy';
import { BODY_LIMIT_BYTES } from './limits';

type Seen = { method?: string; url?: string; headers: http.IncomingHttpHeaders; closedEarly: boolean };

let seen: Seen[] = [];
/** What the upstream does with a call: answer at once, or hold it (to try the deadline and the client going away). */
let hold = false;
let upstream: http.Server;
let target: string;
let dist: string;
const servers: http.Server[] = [];

const listen = async (s: http.Server) => {
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  servers.push(s);
  return (s.address() as AddressInfo).port;
};

beforeAll(async () => {
  mswServer.close();
  upstream = http.createServer((req, res) => {
    const call: Seen = { method: req.method, url: req.url, headers: req.headers, closedEarly: false };
    seen.push(call);
    res.on('close', () => {
      call.closedEarly = !res.writableFinished;
    });
    req.resume();
    if (hold) return;
    // A bank's own HTML error page that echoes its input and asks for the loosest policy it can.
    if (req.url?.includes('/error-page')) {
      return void req.on('end', () =>
        res
          .writeHead(500, { 'Content-Type': 'text/html', 'Content-Security-Policy': 'script-src *', 'Cross-Origin-Resource-Policy': 'cross-origin' })
          .end(`<html><body><script>alert(1)</script>${req.url}</body></html>`),
      );
    }
    // A bank that says too much about itself: its servers, a CORS policy of its own, an internal redirect.
    if (req.url?.includes('/j_security_check')) {
      return void req.on('end', () =>
        res
          .writeHead(302, {
            Server: 'WebLogic Server 14.1.1.0',
            'X-Powered-By': 'Servlet/4.0 JSP/2.3',
            'Access-Control-Allow-Origin': '*',
            'Access-Control-Allow-Credentials': 'true',
            Location: 'https://obdx-ms1.bank.local:7003/base/digx/index.jsp',
            'X-AUTH-LOCATION-URL': '/login?error=true',
          })
          .end(),
      );
    }
    req.on('end', () => res.writeHead(200, { 'Content-Type': 'application/json', 'Set-Cookie': 'JSESSIONID=abc; Domain=bank.local; Path=/' }).end('{"ok":true}'));
  });
  target = `http://127.0.0.1:${await listen(upstream)}/base`;
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'door-test-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body><div id="root">app</div></body></html>');
});

beforeEach(() => {
  seen = [];
  hold = false;
});

afterAll(async () => {
  for (const s of servers) {
    s.closeAllConnections();
    await new Promise((resolve) => s.close(resolve));
  }
  fs.rmSync(dist, { recursive: true, force: true });
});

/** `npm run serve` in live mode, proxying to the recording upstream. */
async function liveServe(options?: ProxyOptions): Promise<number> {
  return listen(http.createServer(createHandler({ distDir: dist, mode: 'live', bank: createDigxProxy(target, options) })));
}

/** The dev server's bank middleware (live), then a stand-in for webpack's page. */
async function liveDev(): Promise<number> {
  const middleware = bankMiddleware(createDigxProxy(target));
  return listen(http.createServer((req, res) => middleware(req, res, () => void res.writeHead(200, { 'Content-Type': 'text/html' }).end('app'))));
}

/** `npm run serve` in demo mode (the fake bank). */
async function demoServe(): Promise<number> {
  const { bank } = await bankFor(undefined);
  return listen(http.createServer(createHandler({ distDir: dist, mode: 'demo', bank })));
}

type Answer = { status: number; head: string; body: string };

/** One request written byte for byte (no client library normalises the target), and its answer. */
function raw(port: number, requestLine: string, headers: Record<string, string> = {}, body = ''): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const lines = [requestLine, `Host: 127.0.0.1:${port}`, 'Connection: close', ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
    if (body && !headers['Transfer-Encoding']) lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
    // Written, not ended: a client that half-closes its socket has gone away as far as Node's server knows
    // (it answers `Connection: close` and closes the socket itself).
    socket.on('connect', () => socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`));
    const parts: Buffer[] = [];
    socket.on('data', (part) => parts.push(part));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(parts).toString();
      const [head, ...rest] = text.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head, body: rest.join('\r\n\r\n') });
    });
  });
}

/** What every answer under /digx and /__bank carries, the bank's or the servers' own: inert, and for this origin only. */
const INERT = { 'content-security-policy': "default-src 'none'; frame-ancestors 'none'; sandbox", 'cross-origin-resource-policy': 'same-origin' };

/** The answer's head as lower-cased names and values (one value per name; the last wins, as a check of duplicates below). */
function headersOf(answer: Answer): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of answer.head.split('\r\n').slice(1)) {
    const at = line.indexOf(':');
    out[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
  }
  return out;
}

/** True when the head names `name` more than once (a second, looser policy beside ours). */
const named = (answer: Answer, name: string) => answer.head.split('\r\n').filter((line) => line.toLowerCase().startsWith(`${name}:`)).length;

/**
 * What a browser sends when something other than the app's own fetch asks for a bank path: a link, a typed
 * address, a frame, an image, a script or an object. Each is refused, whatever the method.
 */
const NAVIGATIONS: Array<Record<string, string>> = [
  { 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document', 'Sec-Fetch-Site': 'cross-site' },
  { 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document', 'Sec-Fetch-Site': 'none' },
  { 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'iframe', 'Sec-Fetch-Site': 'same-origin' },
  { 'Sec-Fetch-Mode': 'navigate' },
  { 'Sec-Fetch-Mode': 'no-cors', 'Sec-Fetch-Dest': 'image', 'Sec-Fetch-Site': 'cross-site' },
  { 'Sec-Fetch-Mode': 'no-cors', 'Sec-Fetch-Dest': 'script', 'Sec-Fetch-Site': 'same-origin' },
  { 'Sec-Fetch-Mode': 'no-cors', 'Sec-Fetch-Dest': 'object' },
  { 'Sec-Fetch-Dest': 'style' },
  { 'Sec-Fetch-Mode': 'NAVIGATE', 'Sec-Fetch-Dest': 'DOCUMENT' },
];

/** The app's own calls: fetch or XHR from its page (cors or same-origin, destination empty), or a browser too old to say. */
const OWN_CALLS: Array<Record<string, string>> = [
  { 'Sec-Fetch-Mode': 'cors', 'Sec-Fetch-Dest': 'empty', 'Sec-Fetch-Site': 'same-origin' },
  { 'Sec-Fetch-Mode': 'same-origin', 'Sec-Fetch-Dest': 'empty', 'Sec-Fetch-Site': 'same-origin' },
  {},
];

/** The bad targets of issue 26 and their cousins: none may reach a bank, in either server or mode. */
const BAD_TARGETS = [
  'http://internal-admin.bank.local/digx/v1/me',
  'https://127.0.0.1/digx/v1/me',
  '//internal-admin.bank.local/digx/v1/me',
  '/digx/..;/console/login',
  '/digx/v1/..;/..;/console',
  '/digx/;jsessionid=x/v1/me',
  '/digx/..%2f..%2fconsole',
  '/digx/%2e%2e/console',
  '/digx/.%2E/%2e./console',
  '/digx/%252e%252e/console',
  '/digx/v1%5c..%5c..%5cconsole',
  '/digx/..\\..\\console',
  '/digx/v1/me%00',
  '/x/../digx/v1/me',
  '/./digx/v1/me',
  '/digx/v1/../../console',
  '/digx//v1/me',
  '/__bank/../digx/v1/me',
  '/__bank/..;/faults',
];

describe.each([
  ['npm run serve (live)', liveServe],
  ['the dev server (live)', liveDev],
])('%s: the door to the bank', (_name, start) => {
  let port: number;
  beforeAll(async () => {
    port = await start();
  });

  it.each(BAD_TARGETS)('answers 400 to GET %s and the bank never sees it', async (bad) => {
    const answer = await raw(port, `GET ${bad} HTTP/1.1`);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ message: 'Bad request' });
    expect(seen).toEqual([]);
  });

  it('sends a plain path on as the checked path plus its query, under the bank’s base', async () => {
    const answer = await raw(port, 'GET /digx/v1/accounts?expand=all&locale=en HTTP/1.1');
    expect(answer.status).toBe(200);
    expect(seen.map((s) => s.url)).toEqual(['/base/digx/v1/accounts?expand=all&locale=en']);
  });

  it.each([
    ['POST', { Origin: 'https://evil.example', 'Content-Type': 'text/plain' }],
    ['GET', { Origin: 'https://evil.example' }],
    ['POST', { Origin: 'null' }],
    ['DELETE', {}],
    ['POST', { 'Sec-Fetch-Site': 'cross-site' }],
  ])('answers 403 to %s with %j before the bank sees it', async (method, headers) => {
    const answer = await raw(port, `${method} /digx/v1/session HTTP/1.1`, headers, method === 'POST' ? 'x' : '');
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body)).toEqual({ message: 'Cross-site request refused' });
    expect(seen).toEqual([]);
  });

  it('lets the app’s own page through, named by Origin or by Sec-Fetch-Site', async () => {
    expect((await raw(port, 'DELETE /digx/v1/session HTTP/1.1', { Origin: `http://127.0.0.1:${port}` })).status).toBe(200);
    expect((await raw(port, 'POST /digx/v1/session/nonce HTTP/1.1', { 'Sec-Fetch-Site': 'same-origin' }, '{}')).status).toBe(200);
    expect(seen).toHaveLength(2);
  });

  it('drops spoofed forwarding and Connection-named headers, and names the real peer', async () => {
    await raw(port, 'GET /digx/v1/me HTTP/1.1', {
      'X-Forwarded-For': '10.6.6.6',
      'X-Forwarded-Host': 'admin.bank.local',
      'X-Forwarded-Proto': 'https',
      Forwarded: 'for=10.6.6.6;host=admin.bank.local',
      'X-Real-IP': '10.6.6.6',
      'X-Internal': 'secret',
      Connection: 'close, X-Internal',
      Via: '1.1 evil',
    });
    const [call] = seen;
    expect(call.headers['x-forwarded-for']).toBe('127.0.0.1');
    for (const name of ['x-forwarded-host', 'x-forwarded-proto', 'forwarded', 'x-real-ip', 'x-internal', 'via']) expect(call.headers[name]).toBeUndefined();
  });

  it('sends the bank only the headers the app’s calls need', async () => {
    await raw(
      port,
      'POST /digx/v1/payments HTTP/1.1',
      {
        Origin: `http://127.0.0.1:${port}`,
        Accept: 'application/json',
        'Content-Type': 'application/json',
        Cookie: '__Host-JSESSIONID=abc',
        'x-nonce': 'n1',
        'X-Target-Unit': 'OBDXBU',
        'X-Party-Id': '000123',
        'X-MULTIAPPROVAL': 'true',
        'X-CHALLENGE_RESPONSE': '{"otp":"123456"}',
        'X-Remote-User': 'ADMIN',
        'OAM_REMOTE_USER': 'ADMIN',
        Authorization: 'Basic YWRtaW46YWRtaW4=',
        'User-Agent': 'curl/8',
        'X-Original-URL': '/console',
      },
      '{"a":1}',
    );
    const [call] = seen;
    expect(Object.keys(call.headers).sort()).toEqual(
      ['accept', 'connection', 'content-length', 'content-type', 'cookie', 'host', 'origin', 'x-challenge_response', 'x-forwarded-for', 'x-multiapproval', 'x-nonce', 'x-party-id', 'x-target-unit'].sort(),
    );
    expect(call.headers).toMatchObject({ cookie: 'JSESSIONID=abc', 'x-challenge_response': '{"otp":"123456"}', 'content-length': '7' });
  });

  it('tells the browser nothing of the bank’s servers: no Server, X-Powered-By or Access-Control-*, a redirect as a path here', async () => {
    const answer = await raw(port, 'POST /digx/j_security_check HTTP/1.1', { Origin: `http://127.0.0.1:${port}`, 'Content-Type': 'application/x-www-form-urlencoded' }, 'j_username=A');
    expect(answer.status).toBe(302);
    const headers = headersOf(answer);
    for (const name of ['server', 'x-powered-by', 'access-control-allow-origin', 'access-control-allow-credentials']) expect(headers).not.toHaveProperty(name);
    expect(headers.location).toBe('/digx/index.jsp');
    expect(headers['x-auth-location-url']).toBe('/login?error=true');
  });

  it('answers 413 to a body declared larger than the cap without asking the bank', async () => {
    const answer = await raw(port, 'POST /digx/cz/v1/fileUploads/files HTTP/1.1', { Origin: `http://127.0.0.1:${port}`, 'Content-Length': String(BODY_LIMIT_BYTES + 1) });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ message: 'Request too large' });
    expect(seen).toEqual([]);
  });

  it.each(NAVIGATIONS)('answers 403 "Not a call of the app" to a navigation or subresource load with %j, and the bank never sees it', async (headers) => {
    for (const [method, body] of [['GET', ''], ['POST', '{}']]) {
      const answer = await raw(port, `${method} /digx/v1/me HTTP/1.1`, { ...headers, ...(method === 'POST' && { Origin: `http://127.0.0.1:${port}` }) }, body);
      expect(answer.status).toBe(403);
      expect(JSON.parse(answer.body)).toEqual({ message: 'Not a call of the app' });
      expect(headersOf(answer)).toMatchObject(INERT);
    }
    expect(seen).toEqual([]);
  });

  it.each(OWN_CALLS)('lets the app’s own call with %j through', async (headers) => {
    expect((await raw(port, 'GET /digx/v1/me HTTP/1.1', headers)).status).toBe(200);
    expect((await raw(port, 'POST /digx/v1/session/nonce HTTP/1.1', { ...headers, Origin: `http://127.0.0.1:${port}` }, '{}')).status).toBe(200);
    expect(seen).toHaveLength(2);
  });

  it('tells the browser to forget the site’s cache and storage on the answer to the logout, and on no other', async () => {
    const own = { Origin: `http://127.0.0.1:${port}` };
    const logout = await raw(port, 'DELETE /digx/v1/session?locale=en HTTP/1.1', own);
    expect(logout.status).toBe(200);
    expect(headersOf(logout)['clear-site-data']).toBe('"cache", "storage"');
    for (const [line, body] of [['GET /digx/v1/session HTTP/1.1', ''], ['POST /digx/v1/session/nonce HTTP/1.1', '{}'], ['DELETE /digx/v1/payees/1 HTTP/1.1', '']]) {
      expect([line, headersOf(await raw(port, line, own, body))['clear-site-data']]).toEqual([line, undefined]);
    }
  });

  it('gives every /digx answer the sandbox CSP and CORP, over the bank’s own, an HTML error page included', async () => {
    const page = await raw(port, 'GET /digx/v1/error-page?q=<script> HTTP/1.1');
    expect(page.status).toBe(500);
    expect(headersOf(page)).toMatchObject(INERT);
    expect(named(page, 'content-security-policy')).toBe(1);
    expect(named(page, 'cross-origin-resource-policy')).toBe(1);
    const json = await raw(port, 'GET /digx/v1/me HTTP/1.1');
    expect(headersOf(json)).toMatchObject(INERT);
  });

  it.each([
    ['a bad target (400)', 'GET /digx/..;/console HTTP/1.1', {}, ''],
    ['another site’s call (403)', 'POST /digx/v1/session HTTP/1.1', { Origin: 'https://evil.example' }, '{}'],
    ['a body over the cap (413)', 'POST /digx/v1/session HTTP/1.1', { 'Content-Length': String(BODY_LIMIT_BYTES + 1), 'Sec-Fetch-Site': 'same-origin' }, ''],
  ])('gives the door’s own answer to %s the same headers', async (_what, line, headers, body) => {
    expect(headersOf(await raw(port, line, headers, body))).toMatchObject(INERT);
  });
});

describe('npm run serve (live): limits while a call streams', () => {
  it('cuts off a chunked body that grows past the cap (413) and drops the bank’s request', async () => {
    const port = await liveServe({ bodyLimit: 1000 });
    const chunk = 'x'.repeat(600);
    const chunked = `${(600).toString(16)}\r\n${chunk}\r\n${(600).toString(16)}\r\n${chunk}\r\n0\r\n\r\n`;
    const answer = await raw(port, 'POST /digx/cz/v1/fileUploads/files HTTP/1.1', { Origin: `http://127.0.0.1:${port}`, 'Transfer-Encoding': 'chunked' }, chunked);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ message: 'Request too large' });
    await waitFor(() => expect(seen[0]?.closedEarly).toBe(true));
  });

  it('gives up on a bank that does not answer by the deadline (504) and frees the connection to it', async () => {
    hold = true;
    const port = await liveServe({ deadlineMs: 300 });
    const answer = await raw(port, 'GET /digx/v1/me HTTP/1.1');
    expect(answer.status).toBe(504);
    expect(answer.head).toMatch(/cache-control: no-store/i);
    expect(JSON.parse(answer.body)).toEqual({ message: 'Bank did not answer in time' });
    await waitFor(() => expect(seen[0]?.closedEarly).toBe(true));
    expect(headersOf(answer)).toMatchObject(INERT);
  });

  it('drops the bank’s request when the browser goes away before the answer', async () => {
    hold = true;
    const port = await liveServe();
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.on('connect', resolve));
    socket.write(`GET /digx/v1/accounts HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
    await waitFor(() => expect(seen).toHaveLength(1));
    socket.destroy();
    await waitFor(() => expect(seen[0].closedEarly).toBe(true));
  });

  it('gives the browser the bank’s session cookie as a Secure __Host- cookie, even on this machine over plain HTTP, and the bank its own name back', async () => {
    const port = await liveServe();
    const answer = await raw(port, 'GET /digx/v1/me HTTP/1.1');
    expect(headersOf(answer)['set-cookie']).toBe('__Host-JSESSIONID=abc; Path=/; HttpOnly; SameSite=Strict; Secure');
    await raw(port, 'GET /digx/v1/me HTTP/1.1', { Cookie: 'JSESSIONID=planted-by-a-sibling; __Host-JSESSIONID=abc' });
    expect(seen[1].headers.cookie).toBe('JSESSIONID=abc');
  });

  it('takes X-Forwarded-For from a trusted TLS terminator only (TRUSTED_PROXIES), and from nobody by default', async () => {
    const plain = await liveServe();
    await raw(plain, 'GET /digx/v1/me HTTP/1.1', { 'X-Forwarded-For': '203.0.113.9' });
    const behind = await liveServe({ trustedProxies: '127.0.0.1' });
    await raw(behind, 'GET /digx/v1/me HTTP/1.1', { 'X-Forwarded-For': '198.51.100.66, 203.0.113.9' });
    const elsewhere = await liveServe({ trustedProxies: '10.0.0.0/8' });
    await raw(elsewhere, 'GET /digx/v1/me HTTP/1.1', { 'X-Forwarded-For': '203.0.113.9' });
    expect(seen.map((call) => call.headers['x-forwarded-for'])).toEqual(['127.0.0.1', '203.0.113.9', '127.0.0.1']);
  });

  it('sends Strict-Transport-Security on every answer: the page, a missing file, the bank’s and the door’s', async () => {
    const port = await liveServe();
    for (const line of ['GET / HTTP/1.1', 'GET /accounts HTTP/1.1', 'GET /missing.0123456789abcdef0123.js HTTP/1.1', 'GET /digx/v1/me HTTP/1.1', 'GET /digx/..;/console HTTP/1.1', 'GET /__bank/faults HTTP/1.1']) {
      expect([line, headersOf(await raw(port, line))['strict-transport-security']]).toEqual([line, 'max-age=31536000; includeSubDomains']);
    }
  });

  it('marks the session cookie Secure when the app is served over TLS (PUBLIC_ORIGIN)', async () => {
    const before = process.env.PUBLIC_ORIGIN;
    process.env.PUBLIC_ORIGIN = 'https://online.example-bank.co.uk';
    try {
      const port = await liveServe();
      const answer = await raw(port, 'GET /digx/v1/me HTTP/1.1');
      expect(answer.head).toMatch(/set-cookie: __Host-JSESSIONID=abc; Path=\/; HttpOnly; SameSite=Strict; Secure/i);
      // The page's own origin is now the public one: the Host the server sees no longer counts.
      expect((await raw(port, 'POST /digx/v1/session/nonce HTTP/1.1', { Origin: `http://127.0.0.1:${port}` }, '{}')).status).toBe(403);
      expect((await raw(port, 'POST /digx/v1/session/nonce HTTP/1.1', { Origin: 'https://online.example-bank.co.uk' }, '{}')).status).toBe(200);
    } finally {
      if (before === undefined) delete process.env.PUBLIC_ORIGIN;
      else process.env.PUBLIC_ORIGIN = before;
    }
  });
});

describe('npm run serve (demo): the demo bank behind the same door', () => {
  let port: number;
  beforeAll(async () => {
    port = await demoServe();
  });

  it.each(BAD_TARGETS)('answers 400 to GET %s', async (bad) => {
    expect((await raw(port, `GET ${bad} HTTP/1.1`)).status).toBe(400);
  });

  it('tells the browser to forget the site’s cache and storage when the demo bank’s session is ended', async () => {
    const logout = await raw(port, 'DELETE /digx/v1/session?locale=en HTTP/1.1', { Origin: `http://127.0.0.1:${port}` });
    expect(headersOf(logout)['clear-site-data']).toBe('"cache", "storage"');
  });

  it('sends no Strict-Transport-Security: a demo on this machine speaks plain HTTP', async () => {
    for (const line of ['GET / HTTP/1.1', 'GET /digx/v1/publicKey HTTP/1.1']) expect(headersOf(await raw(port, line))).not.toHaveProperty('strict-transport-security');
  });

  it('refuses a cross-site text/plain POST to its switches, and takes the app’s own', async () => {
    const foreign = await raw(port, 'POST /__bank/reset HTTP/1.1', { Origin: 'https://evil.example', 'Content-Type': 'text/plain' }, '{}');
    expect(foreign.status).toBe(403);
    const bare = await raw(port, 'POST /__bank/faults HTTP/1.1', { 'Content-Type': 'text/plain' }, '{"spec":"*:v1/me:network"}');
    expect(bare.status).toBe(403);
    const listed = await raw(port, 'GET /__bank/faults HTTP/1.1');
    expect(JSON.parse(listed.body)).toMatchObject({ faults: [] });
    expect((await raw(port, 'POST /__bank/reset HTTP/1.1', { Origin: `http://127.0.0.1:${port}` }, '{}')).status).toBe(200);
  });

  it('answers 413 to a body declared larger than the cap, and to one that grows past it while the demo bank reads it', async () => {
    const declared = await raw(port, 'POST /digx/v1/session/nonce HTTP/1.1', { Origin: `http://127.0.0.1:${port}`, 'Content-Length': String(BODY_LIMIT_BYTES + 1) });
    expect(declared.status).toBe(413);
    const small = await listen(http.createServer(createHandler({ distDir: dist, mode: 'demo', bank: createDigxMiddleware(undefined, { bodyLimit: 1000 }) })));
    const chunk = 'x'.repeat(600);
    const chunked = `258\r\n${chunk}\r\n258\r\n${chunk}\r\n0\r\n\r\n`;
    const grown = await raw(small, 'POST /digx/v1/session/nonce HTTP/1.1', { Origin: `http://127.0.0.1:${small}`, 'Transfer-Encoding': 'chunked' }, chunked);
    expect(grown.status).toBe(413);
    expect(grown.body).toContain('"message":"Request too large"');
  });

  it.each(NAVIGATIONS)('refuses a navigation or subresource load with %j to the demo bank and its switches (403)', async (headers) => {
    for (const target of ['/digx/v1/publicKey', '/__bank/faults']) {
      const answer = await raw(port, `GET ${target} HTTP/1.1`, headers);
      expect(answer.status).toBe(403);
      expect(JSON.parse(answer.body)).toEqual({ message: 'Not a call of the app' });
    }
  });

  it('gives the demo bank’s answers the same sandbox CSP and CORP as a real bank’s: JSON, its HTML error pages, its 404 and its switches', async () => {
    const own = { Origin: `http://127.0.0.1:${port}`, 'Content-Type': 'application/json' };
    expect((await raw(port, 'POST /__bank/faults HTTP/1.1', own, '{"spec":"GET:v1/publicKey:html=503:times=1"}')).status).toBe(201);
    const page = await raw(port, 'GET /digx/v1/publicKey HTTP/1.1', { 'Sec-Fetch-Mode': 'cors', 'Sec-Fetch-Dest': 'empty' });
    expect(page.status).toBe(503);
    expect(page.head).toMatch(/content-type: text\/html/i);
    for (const answer of [page, await raw(port, 'GET /digx/v1/publicKey HTTP/1.1'), await raw(port, 'GET /digx/v1/no-such-thing HTTP/1.1'), await raw(port, 'GET /__bank/faults HTTP/1.1')]) {
      expect(headersOf(answer)).toMatchObject(INERT);
    }
  });

  it('gives the dev server’s demo bank (npm start) the same: its HTML error page sandboxed, a navigation refused', async () => {
    const middleware = bankMiddleware((await bankFor(undefined)).bank);
    const dev = await listen(http.createServer((req, res) => middleware(req, res, () => void res.writeHead(200, { 'Content-Type': 'text/html' }).end('app'))));
    const own = { Origin: `http://127.0.0.1:${dev}`, 'Content-Type': 'application/json' };
    expect((await raw(dev, 'POST /__bank/faults HTTP/1.1', own, '{"spec":"GET:v1/publicKey:html=503:times=1"}')).status).toBe(201);
    const page = await raw(dev, 'GET /digx/v1/publicKey HTTP/1.1', { 'Sec-Fetch-Mode': 'cors', 'Sec-Fetch-Dest': 'empty' });
    expect(page.status).toBe(503);
    expect(headersOf(page)).toMatchObject(INERT);
    expect((await raw(dev, 'GET /digx/v1/publicKey HTTP/1.1', { 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document' })).status).toBe(403);
  });
});

/** Polls an expectation (the upstream hears of a dropped request a moment after the client does). */
async function waitFor(check: () => void, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}
