/**
 * @jest-environment node
 */
/**
 * gzip for the bank's JSON answers (issue 13): on a real Node server, the two ways a bank answers (the
 * fake bank's headers then one end(), the proxy's writeHead then a piped stream) arrive gzipped and
 * decode to what the bank sent; everything that must not be compressed goes as it came.
 */
import http from 'node:http';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { server as mswServer } from '../mocks/digx/node';
import { withEncoding } from './testing/rawRequest';
import { compressJsonAnswers, MIN_COMPRESSED_BYTES } from './compressAnswers';

const JSON_BODY = JSON.stringify({ items: Array.from({ length: 60 }, (_, i) => ({ description: `Card payment ${i}`, amount: { currency: 'GBP', amount: i } })) });
const SMALL_JSON = JSON.stringify({ status: 'ok' });

/** How the bank under test answers: each path a different way of writing the answer. */
const answers: Record<string, (res: http.ServerResponse) => void> = {
  // The fake bank (mocks/digx/middleware.ts): headers set one by one, the body in one end().
  '/whole': (res) => {
    res.statusCode = 200;
    res.setHeader('content-type', 'application/json');
    res.setHeader('x-nonce', '{"nonce":["n1"]}');
    res.end(Buffer.from(JSON_BODY));
  },
  // The proxy to a real bank (scripts/serve.ts createDigxProxy): writeHead with the bank's headers, then a pipe.
  '/piped': (res) => {
    res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': String(Buffer.byteLength(JSON_BODY)) });
    Readable.from([JSON_BODY.slice(0, 500), JSON_BODY.slice(500)]).pipe(res);
  },
  '/vendor-json': (res) => {
    res.writeHead(400, { 'Content-Type': 'application/problem+json' });
    res.end(JSON_BODY);
  },
  '/small': (res) => {
    res.setHeader('Content-Type', 'application/json');
    res.end(SMALL_JSON);
  },
  '/pdf': (res) => {
    res.writeHead(200, { 'Content-Type': 'application/pdf' });
    res.end(Buffer.from(JSON_BODY));
  },
  '/html-error': (res) => {
    res.writeHead(500, { 'Content-Type': 'text/html' });
    res.end(`<html><body>${JSON_BODY}</body></html>`);
  },
  // A bank that compresses its own answers: they go through untouched, not gzipped twice.
  '/already': (res) => {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'br' });
    res.end(zlib.brotliCompressSync(JSON_BODY));
  },
  '/no-content': (res) => {
    res.writeHead(204, { 'Content-Type': 'application/json' });
    res.end();
  },
};

let server: http.Server;
let base: string;

beforeAll(async () => {
  // A real Node server: msw's in-process interception is switched off.
  mswServer.close();
  server = http.createServer((req, res) => {
    compressJsonAnswers(req, res);
    answers[req.url ?? '']?.(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const get = (pathname: string, acceptEncoding?: string, method = 'GET') => withEncoding(`${base}${pathname}`, acceptEncoding, method);

describe('compressJsonAnswers', () => {
  it.each([
    ['/whole', 200],
    ['/piped', 200],
    ['/vendor-json', 400],
  ])('gzips the JSON answer of %s for a browser that takes gzip, and it decodes to what the bank sent', async (pathname, status) => {
    const answer = await get(pathname, 'gzip, deflate, br');
    expect(answer.status).toBe(status);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    // The bank's length was of the JSON, not of what is sent.
    expect(answer.headers['content-length']).toBeUndefined();
    expect(zlib.gunzipSync(answer.body).toString()).toBe(JSON_BODY);
    expect(answer.body.length).toBeLessThan(Buffer.byteLength(JSON_BODY) / 4);
  });

  it('keeps the bank’s other headers', async () => {
    const answer = await get('/whole', 'gzip');
    expect(answer.headers['x-nonce']).toBe('{"nonce":["n1"]}');
    expect(answer.headers['content-type']).toBe('application/json');
  });

  it.each([
    ['no Accept-Encoding', undefined],
    ['identity only', 'identity'],
    ['gzip refused', 'gzip;q=0, br'],
  ])('sends the JSON as it is, with its length, to a client with %s', async (_, acceptEncoding) => {
    const answer = await get('/whole', acceptEncoding);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(JSON_BODY));
    expect(answer.body.toString()).toBe(JSON_BODY);
  });

  it.each([
    ['a PDF', '/pdf', Buffer.from(JSON_BODY)],
    ['an HTML error page', '/html-error', Buffer.from(`<html><body>${JSON_BODY}</body></html>`)],
    [`JSON under ${MIN_COMPRESSED_BYTES} bytes`, '/small', Buffer.from(SMALL_JSON)],
  ])('sends %s as it is', async (_, pathname, body) => {
    const answer = await get(pathname, 'gzip, deflate, br');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.equals(body)).toBe(true);
  });

  it('passes an answer the bank encoded itself through untouched', async () => {
    const answer = await get('/already', 'gzip, deflate, br');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(JSON_BODY);
  });

  it('leaves a 204 and a HEAD request without a body', async () => {
    const empty = await get('/no-content', 'gzip');
    expect(empty.status).toBe(204);
    expect(empty.headers['content-encoding']).toBeUndefined();
    expect(empty.body.length).toBe(0);
    const head = await get('/whole', 'gzip', 'HEAD');
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(head.body.length).toBe(0);
  });
});
