/**
 * @jest-environment node
 */
/**
 * The bench's floor under /login: the same page, headers and compression, without its scripts.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { server as mswServer } from '../mocks/digx/node';
import { startScriptlessServer, withoutScripts } from './scriptlessPage';

describe('withoutScripts', () => {
  it.each([
    ['an inline loader', '<p>a</p><script nonce="n">(function(){var s=["/main.js"]})()</script></body>', '<p>a</p></body>'],
    ['a script by address', '<head><script src="/main.js" defer></script></head>', '<head></head>'],
    ['several, across lines', '<script>\n1\n</script><b>x</b><SCRIPT type="module">2</SCRIPT >', '<b>x</b>'],
    ['none', '<noscript>Online Banking needs JavaScript.</noscript>', '<noscript>Online Banking needs JavaScript.</noscript>'],
    ['a tag only named like one', '<scripted-note>kept</scripted-note>', '<scripted-note>kept</scripted-note>'],
  ])('takes out %s and nothing else', (_, html, expected) => {
    expect(withoutScripts(html)).toBe(expected);
  });
});

describe('startScriptlessServer', () => {
  const page = '<!doctype html><html><head><style nonce="n">p{}</style></head><body><p>Log in</p><script nonce="n">go()</script></body></html>';
  let upstream: http.Server;
  let base: string;

  beforeAll(async () => {
    // Real Node servers: msw's in-process interception is switched off.
    mswServer.close();
    upstream = http.createServer((request, response) => {
      const html = request.url === '/login';
      const body = html ? zlib.brotliCompressSync(page) : Buffer.from('<svg/>');
      response.writeHead(html ? 200 : 404, {
        'content-type': html ? 'text/html; charset=utf-8' : 'image/svg+xml',
        'cross-origin-opener-policy': 'same-origin',
        'content-security-policy': "script-src 'nonce-n'",
        ...(html ? { 'content-encoding': 'br' } : {}),
      });
      response.end(body);
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => upstream.close(() => resolve())));

  /** A raw GET, so that the test sees the bytes and headers as a browser would, not fetch's decoded body. */
  const get = (url: string, acceptEncoding: string) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });

  it("serves the page without its scripts, with the page's own headers, brotli-compressed as the original", async () => {
    const floor = await startScriptlessServer(base);
    try {
      const answer = await get(`${floor.base}/login`, 'gzip, deflate, br');
      expect(answer.status).toBe(200);
      expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(answer.headers['content-security-policy']).toBe("script-src 'nonce-n'");
      expect(answer.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(page.replace('<script nonce="n">go()</script>', ''));

      const plain = await get(`${floor.base}/login`, 'identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(withoutScripts(page));
    } finally {
      await floor.stop();
    }
  });

  it('passes anything else through as it is, status included', async () => {
    const floor = await startScriptlessServer(base);
    try {
      const answer = await get(`${floor.base}/favicon.svg`, 'br');
      expect(answer.status).toBe(404);
      expect(answer.body.toString()).toBe('<svg/>');
    } finally {
      await floor.stop();
    }
  });
});
