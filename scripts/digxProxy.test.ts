/**
 * @jest-environment node
 */
/**
 * `npm run serve` with DIGX_TARGET (docs/deploy.md section 6): /digx goes to a real bank. Here the
 * "bank" is a plain Node server that records what reached it, behind the very handler serve.ts runs.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { server as mswServer } from '../mocks/digx/node';
import { rawRequest } from './testing/rawRequest';
import { bankFor, createHandler } from './serve';

type Seen = { method?: string; url?: string; headers: http.IncomingHttpHeaders; body: string };

const PROFILE = JSON.stringify({ userProfile: { userId: 'RETAIL1', firstName: 'Alex', lastName: 'Morgan' }, padding: 'x'.repeat(3000) });

let seen: Seen[] = [];
let upstream: http.Server;
let server: http.Server;
let base: string;
let dist: string;

const listen = async (s: http.Server) => {
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
};

beforeAll(async () => {
  // Real Node servers: msw's in-process interception is switched off.
  mswServer.close();
  upstream = http.createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body: Buffer.concat(parts).toString() });
      if (req.url?.startsWith('/base/digx/v1/me')) {
        res.writeHead(200, {
          'Content-Type': 'application/json',
          'Content-Length': String(Buffer.byteLength(PROFILE)),
          'Cache-Control': 'max-age=600',
          'Set-Cookie': ['JSESSIONID=abc; Domain=obdx.example-bank.co.uk; Path=/; HttpOnly; Secure'],
          'x-nonce': '{"nonce":["n2"]}',
        });
        res.end(PROFILE);
      } else if (req.url?.startsWith('/base/digx/v1/compressed')) {
        res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' });
        res.end(zlib.gzipSync(PROFILE));
      } else {
        res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"message":{"code":"DIGX_NOT_FOUND"}}');
      }
    });
  });
  const target = `${await listen(upstream)}/base`;
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'proxy-test-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  const { mode, bank } = await bankFor(target);
  expect(mode).toBe('live');
  server = http.createServer(createHandler({ distDir: dist, mode, bank }));
  base = await listen(server);
});

beforeEach(() => {
  seen = [];
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await new Promise((resolve) => upstream.close(resolve));
  fs.rmSync(dist, { recursive: true, force: true });
});

const send = (pathname: string, options?: Parameters<typeof rawRequest>[1]) => rawRequest(`${base}${pathname}`, options);

describe('the /digx proxy to a real bank', () => {
  it('sends the method, path under the base, query, body and headers on, with the bank’s own Origin and no Referer or hop-by-hop headers', async () => {
    await send('/digx/v1/payments?locale=en', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-nonce': 'n1', Origin: base, Referer: `${base}/payments`, Connection: 'keep-alive', 'Keep-Alive': 'timeout=5' },
      body: '{"amount":12.5}',
    });
    expect(seen).toHaveLength(1);
    const [call] = seen;
    expect(call).toMatchObject({ method: 'POST', url: '/base/digx/v1/payments?locale=en', body: '{"amount":12.5}' });
    expect(call.headers['x-nonce']).toBe('n1');
    expect(call.headers.origin).toBe(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`);
    expect(call.headers.referer).toBeUndefined();
    expect(call.headers['keep-alive']).toBeUndefined();
  });

  it('answers with the bank’s headers, a host-only, HttpOnly, SameSite=Strict, Secure __Host- session cookie and no-store, and gzips the JSON for a browser that takes it', async () => {
    const answer = await send('/digx/v1/me?locale=en', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(answer.status).toBe(200);
    expect(answer.headers['x-nonce']).toBe('{"nonce":["n2"]}');
    expect(answer.headers['set-cookie']).toEqual(['__Host-JSESSIONID=abc; Path=/; HttpOnly; SameSite=Strict; Secure']);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(answer.body).toString()).toBe(PROFILE);
  });

  it('sends the JSON as the bank sent it to a client that takes no gzip, and a bank-compressed answer untouched', async () => {
    const plain = await send('/digx/v1/me?locale=en');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(PROFILE);
    const compressed = await send('/digx/v1/compressed', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(compressed.body).toString()).toBe(PROFILE);
  });

  it('passes the bank’s own 404 through, and answers /__bank with 404 without asking the bank', async () => {
    const missing = await send('/digx/v1/nothing');
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body.toString())).toEqual({ message: { code: 'DIGX_NOT_FOUND' } });
    seen = [];
    const switches = await send('/__bank/faults');
    expect(switches.status).toBe(404);
    expect(seen).toEqual([]);
  });

  it('answers 502 "Bank unreachable" when the bank cannot be reached', async () => {
    const { bank } = await bankFor('http://127.0.0.1:9');
    const lonely = http.createServer(createHandler({ distDir: dist, mode: 'live', bank }));
    const lonelyBase = await listen(lonely);
    try {
      const answer = await fetch(`${lonelyBase}/digx/v1/me`);
      expect(answer.status).toBe(502);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(await answer.json()).toEqual({ message: 'Bank unreachable' });
    } finally {
      await new Promise((resolve) => lonely.close(resolve));
    }
  });
});
