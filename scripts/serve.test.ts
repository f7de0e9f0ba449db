/**
 * @jest-environment node
 */
/**
 * The production server's static files: the build's brotli and gzip copies are sent by Accept-Encoding
 * (issue 13: fewer bytes before the first page), and what arrives decodes to the very file in dist/.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { server as mswServer } from '../mocks/digx/node';
import { rawRequest, withEncoding } from './testing/rawRequest';
import { createHandler } from './serve';
import { DIGX_HEADERS } from './securityHeaders';

const SCRIPT = 'main.0123456789abcdef0123.js';
const NO_COPIES = 'lazy.fedcba9876543210fedc.js';
const source = Buffer.from(`console.log(${JSON.stringify('online banking '.repeat(400))});`);

let dist: string;
let server: http.Server;
let base: string;

beforeAll(async () => {
  // This file talks to a real Node server, so msw's in-process interception is switched off.
  mswServer.close();
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-test-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><meta name="digx-mode" content="__DIGX_MODE__"></head><body><div id="root"></div></body></html>');
  fs.writeFileSync(path.join(dist, SCRIPT), source);
  fs.writeFileSync(path.join(dist, `${SCRIPT}.br`), zlib.brotliCompressSync(source));
  fs.writeFileSync(path.join(dist, `${SCRIPT}.gz`), zlib.gzipSync(source, { level: 9 }));
  fs.writeFileSync(path.join(dist, NO_COPIES), source);
  const bank = (req: http.IncomingMessage, res: http.ServerResponse, next: (err?: unknown) => void) => {
    if (!req.url?.startsWith('/digx/')) return next();
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ echo: 'x'.repeat(2000) }));
  };
  server = http.createServer(createHandler({ distDir: dist, mode: 'demo', bank }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (pathname: string, acceptEncoding?: string, method = 'GET') => withEncoding(`${base}${pathname}`, acceptEncoding, method);

const decode: Record<string, (body: Buffer) => Buffer> = {
  br: (body) => zlib.brotliDecompressSync(body),
  gzip: (body) => zlib.gunzipSync(body),
  none: (body) => body,
};

describe('npm run serve: compressed static files', () => {
  it.each([
    ['gzip, deflate, br', SCRIPT, 'br'],
    ['gzip, deflate', SCRIPT, 'gzip'],
    [undefined, SCRIPT, 'none'],
    ['br;q=0, gzip', SCRIPT, 'gzip'],
    // No brotli copy beside it (a development build): gzip made by the server.
    ['gzip, deflate, br', NO_COPIES, 'gzip'],
  ])('Accept-Encoding %p for %s is answered with %s', async (acceptEncoding, file, expected) => {
    const answer = await get(`/${file}`, acceptEncoding);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding'] ?? 'none').toBe(expected);
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(decode[expected](answer.body).equals(source)).toBe(true);
    if (expected !== 'none') expect(answer.body.length).toBeLessThan(source.length);
  });

  it('sends the length of the copy for a HEAD request, with no body', async () => {
    const answer = await get(`/${SCRIPT}`, 'br', 'HEAD');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(Number(answer.headers['content-length'])).toBe(fs.statSync(path.join(dist, `${SCRIPT}.br`)).size);
    expect(answer.body.length).toBe(0);
  });

  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    [undefined, 'none'],
  ])('compresses the page per answer for Accept-Encoding %s (%s): a prerendered page is ~8 KB', async (acceptEncoding, encoding) => {
    const page = await get('/accounts', acceptEncoding);
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe(encoding === 'none' ? undefined : encoding);
    expect(page.headers.vary).toBe('Accept-Encoding');
    expect(Number(page.headers['content-length'])).toBe(page.body.length);
    expect(decode[encoding](page.body).toString()).toContain('<div id="root">');
  });

  it('gzips the bank’s JSON answers, which carry no secret in their bodies (scripts/compressAnswers.ts)', async () => {
    const bank = await get('/digx/v1/me', 'gzip, deflate, br');
    expect(bank.headers['content-encoding']).toBe('gzip');
    expect(bank.headers['cache-control']).toBe(DIGX_HEADERS['Cache-Control']);
    expect(JSON.parse(zlib.gunzipSync(bank.body).toString())).toEqual({ echo: 'x'.repeat(2000) });
  });
});

describe('npm run serve: its log', () => {
  const TOKEN = 'RESET0123456789';
  let failing: http.Server;
  let failingBase: string;

  beforeAll(async () => {
    // A bank that falls over on every call: the server's one log line about a request, its error line.
    const bank = (_req: http.IncomingMessage, _res: http.ServerResponse, next: (err?: unknown) => void) => next(new Error('the bank fell over'));
    failing = http.createServer(createHandler({ distDir: dist, mode: 'demo', bank }));
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
    failingBase = `http://127.0.0.1:${(failing.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => failing.close(resolve)));

  it.each([
    [`/change-credentials-password?token=${TOKEN}`, '/change-credentials-password?token=[redacted]'],
    [`/digx/v1/token/${TOKEN}`, '/digx/v1/token/[redacted]'],
    [`/digx/v1/passwordPolicy?token=${TOKEN}&locale=en`, '/digx/v1/passwordPolicy?token=[redacted]&locale=en'],
  ])('names the request %s without the password-reset token', async (target, logged) => {
    const logs = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const answer = await rawRequest(`${failingBase}${target}`);
      expect(answer.status).toBe(500);
      const lines = logs.mock.calls.map((call) => call.map(String).join(' '));
      expect(lines).toEqual([expect.stringContaining(`[serve] GET ${logged}:`)]);
      expect(lines.join('\n')).not.toContain(TOKEN);
    } finally {
      logs.mockRestore();
    }
  });
});
