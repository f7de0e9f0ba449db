/**
 * `npm run serve`: the production bundle in dist/ behind the security headers, on plain node:http
 * (no express, so nothing between us and the headers we send).
 *
 *   DIGX_TARGET=https://bank.example   proxy /digx to a real OBDX; sends Strict-Transport-Security. Starts only
 *                        with an https PUBLIC_ORIGIN (behind a TLS terminator) or a loopback HOST (edge/serveMode.ts)
 *   DEMO=1               or: mount the fake bank (published demo logins; on 127.0.0.1 unless HOST is set).
 *                        With neither the server says so and stops (edge/serveMode.ts).
 *   PORT=8080            listen port; HOST=0.0.0.0 listen address (all interfaces when live, by default)
 *   PUBLIC_ORIGIN=https://online.example-bank.co.uk   the app's origin as browsers see it, behind a TLS
 *                        terminator (edge/sameOrigin.ts): the Origin check uses it
 *   TRUSTED_PROXIES=127.0.0.1,10.0.0.0/8   the TLS terminators in front, whose X-Forwarded-For is believed
 *                        (edge/forwarding.ts); unset, nobody's, and the bank hears the peer's address
 *   DIST_DIR=dist-stock  serve another build folder (`npm run serve:stock`: the stock-OBDX build with the
 *                        fake bank in its stock mode, DIGX_PROFILE=stock)
 *
 * Every call to /digx and /__bank passes the door first (edge/bankGate.ts): plain paths only, same-origin only,
 * a body cap; the proxy (edge/digxProxy.ts) adds the deadline and the client-gone abort.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { compressJsonAnswers } from './compressAnswers';
import { refusedAtTheDoor } from './edge/bankGate';
import { isBankPath } from './edge/bankTarget';
import { loggableTarget } from './edge/loggableTarget';
import { createDigxProxy, type Middleware } from './edge/digxProxy';
import { BODY_LIMIT_BYTES } from './edge/limits';
import { serveModeFrom } from './edge/serveMode';
import { chooseEncoding, SUFFIX, type Encoding } from './contentEncoding';
import { outlastClientKeepAlive } from './keepAlive';
import { htmlFor, type PrerenderedMap } from './prerenderedPage';
import { bankAnswerHeaders, BASE_HEADERS, htmlSecurityHeaders, LIVE_HEADERS } from './securityHeaders';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
};
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt', '.webmanifest']);
/** webpack's [contenthash] (20 hex by default): such a file never changes under its name. */
const HASHED_NAME = /\.[0-9a-f]{16,}\.[a-z0-9]+$/i;

/**
 * Makes `headers` win over anything a handler sets later: wraps writeHead, which Node also calls
 * implicitly before the first write, so the fake bank or a proxied bank cannot drop them.
 */
export function forceHeaders(res: ServerResponse, headers: Readonly<Record<string, string>>): void {
  const writeHead = res.writeHead;
  const names = new Set(Object.keys(headers).map((name) => name.toLowerCase()));
  res.writeHead = function patched(this: ServerResponse, ...args: unknown[]) {
    const last = args[args.length - 1];
    if (last && typeof last === 'object' && !Array.isArray(last)) {
      for (const key of Object.keys(last)) if (names.has(key.toLowerCase())) delete (last as Record<string, unknown>)[key];
    }
    if (!this.headersSent) for (const [name, value] of Object.entries(headers)) this.setHeader(name, value);
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];
}

/** Fills the template's placeholders; every occurrence, since the nonce appears on each script. */
export function renderHtml(template: string, nonce: string, mode: 'demo' | 'live'): string {
  return template.replaceAll('__CSP_NONCE__', nonce).replaceAll('__DIGX_MODE__', mode);
}

type Cached = { mtimeMs: number; gzip: Buffer };
const gzipCache = new Map<string, Cached>();

/**
 * The body for the request's Accept-Encoding: the build's brotli or gzip copy beside the file
 * (scripts/precompressPlugin.js) when it is as new as the file, else gzip made here once and kept.
 * A file with no brotli copy (a development build, a source map) falls back to gzip.
 */
async function encodedBody(file: string, mtimeMs: number, acceptEncoding: string | undefined): Promise<{ body: Buffer; encoding?: Encoding }> {
  const copyOf = async (encoding: Encoding) => {
    const copy = file + SUFFIX[encoding];
    const stat = await fs.stat(copy).catch(() => null);
    return stat?.isFile() && stat.mtimeMs >= mtimeMs ? copy : undefined;
  };
  const brotliCopy = await copyOf('br');
  const encoding = chooseEncoding(acceptEncoding, brotliCopy ? ['br', 'gzip'] : ['gzip']);
  if (encoding === 'br' && brotliCopy) return { body: await fs.readFile(brotliCopy), encoding };
  if (encoding !== 'gzip') return { body: await fs.readFile(file) };
  const gzipCopy = await copyOf('gzip');
  if (gzipCopy) return { body: await fs.readFile(gzipCopy), encoding };
  let cached = gzipCache.get(file);
  if (!cached || cached.mtimeMs !== mtimeMs) gzipCache.set(file, (cached = { mtimeMs, gzip: zlib.gzipSync(await fs.readFile(file), { level: 9 }) }));
  return { body: cached.gzip, encoding };
}

async function sendFile(req: IncomingMessage, res: ServerResponse, file: string, mtimeMs: number): Promise<void> {
  const ext = path.extname(file).toLowerCase();
  res.setHeader('Content-Type', CONTENT_TYPES[ext] ?? 'application/octet-stream');
  res.setHeader('Cache-Control', HASHED_NAME.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
  let body: Buffer;
  if (COMPRESSIBLE.has(ext)) {
    const encoded = await encodedBody(file, mtimeMs, req.headers['accept-encoding']);
    body = encoded.body;
    if (encoded.encoding) res.setHeader('Content-Encoding', encoded.encoding);
    res.setHeader('Vary', 'Accept-Encoding');
  } else {
    body = await fs.readFile(file);
  }
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}

export type ServeOptions = { distDir: string; mode: 'demo' | 'live'; bank: Middleware };

/** The request handler: bank first, then static files, then the SPA's index.html. */
export function createHandler({ distDir, mode, bank }: ServeOptions): http.RequestListener {
  const root = path.resolve(distDir);
  // The build's map of prerendered pages, read again when a new build writes it.
  let map: { mtimeMs: number; value: PrerenderedMap | undefined } | undefined;
  const prerenderedMap = async () => {
    const file = path.join(root, 'prerendered.json');
    const mtimeMs = (await fs.stat(file).catch(() => null))?.mtimeMs ?? 0;
    if (map?.mtimeMs !== mtimeMs) map = { mtimeMs, value: mtimeMs ? (JSON.parse(await fs.readFile(file, 'utf8')) as PrerenderedMap) : undefined };
    return map.value;
  };
  /** A page: its prerendered HTML or index.html (prerenderedPage.ts), the nonce filled in for this response. */
  const sendHtml = async (req: IncomingMessage, res: ServerResponse, pathname: string) => {
    const { file, status } = htmlFor(pathname, await prerenderedMap());
    const nonce = randomBytes(16).toString('base64');
    const html = renderHtml(await fs.readFile(path.join(root, file), 'utf8'), nonce, mode);
    // Compressed per response, as the nonce makes each one new (a prerendered page is ~8 KB, ~3 KB in brotli:
    // fewer bytes before the first paint). The nonce is the page's only secret and is never sent twice, so
    // there is nothing for a compression side channel to converge on (docs/deploy.md, "Compressing /digx").
    const encoding = chooseEncoding(req.headers['accept-encoding']);
    const body = encoding === 'br' ? zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }) : encoding === 'gzip' ? zlib.gzipSync(html) : Buffer.from(html);
    res.writeHead(status, {
      ...htmlSecurityHeaders(nonce),
      'Content-Type': CONTENT_TYPES['.html'],
      Vary: 'Accept-Encoding',
      ...(encoding && { 'Content-Encoding': encoding }),
      'Content-Length': body.length,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
  const fail = (res: ServerResponse, status: number, message: string) => {
    if (res.headersSent) return void res.destroy();
    res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' }).end(message);
  };

  const serveStatic = async (req: IncomingMessage, res: ServerResponse, pathname: string) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return fail(res, 405, 'Method not allowed');
    if (pathname === '/' || pathname.endsWith('.html')) return sendHtml(req, res, '/');
    const file = path.join(root, pathname);
    if (!file.startsWith(root + path.sep)) return fail(res, 403, 'Forbidden');
    const stat = await fs.stat(file).catch(() => null);
    if (stat?.isFile()) return sendFile(req, res, file, stat.mtimeMs);
    // A route such as /accounts/123 is the app's; a missing /x.js is a real 404.
    if (!path.posix.basename(pathname).includes('.')) return sendHtml(req, res, pathname);
    return fail(res, 404, 'Not found');
  };

  const base = mode === 'live' ? { ...BASE_HEADERS, ...LIVE_HEADERS } : BASE_HEADERS;
  return (req, res) => {
    for (const [name, value] of Object.entries(base)) res.setHeader(name, value);
    if (refusedAtTheDoor(req, res)) return;
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
      if (pathname.includes('\0')) throw new Error('NUL in path');
    } catch {
      return fail(res, 400, 'Bad request');
    }
    forceHeaders(res, isBankPath(pathname) ? { ...base, ...bankAnswerHeaders(req.method, pathname) } : base);
    if (isBankPath(pathname)) compressJsonAnswers(req, res);
    const onError = (err: unknown) => {
      console.error(`[serve] ${req.method} ${loggableTarget(req.url)}:`, err);
      fail(res, 500, 'Internal error');
    };
    try {
      bank(req, res, (err) => {
        if (err) return onError(err);
        if (isBankPath(pathname)) return fail(res, 404, 'Not found');
        serveStatic(req, res, pathname).catch(onError);
      });
    } catch (err) {
      onError(err);
    }
  };
}

/** The fake bank (demo) or a proxy to DIGX_TARGET (live). Loaded lazily: live mode never imports it. */
export async function bankFor(target: string | undefined): Promise<{ mode: 'demo' | 'live'; bank: Middleware }> {
  if (target) return { mode: 'live', bank: createDigxProxy(target) };
  const { createDigxMiddleware } = await import('../mocks/digx/middleware');
  return { mode: 'demo', bank: createDigxMiddleware(undefined, { bodyLimit: BODY_LIMIT_BYTES }) };
}

async function main(): Promise<void> {
  const plan = serveModeFrom(process.env);
  if (plan.mode === 'none') {
    console.error(plan.message);
    process.exit(2);
  }
  const folder = process.env.DIST_DIR?.trim() || 'dist';
  const distDir = path.resolve(__dirname, '..', folder);
  const port = Number(process.env.PORT ?? 8080);
  await fs.access(path.join(distDir, 'index.html')).catch(() => {
    console.error(`${folder}/index.html is missing: run \`npm run ${folder === 'dist-stock' ? 'build:stock' : 'build'}\` first.`);
    process.exit(1);
  });
  const { mode, bank } = await bankFor(plan.mode === 'live' ? plan.target : undefined);
  const server = outlastClientKeepAlive(http.createServer(createHandler({ distDir, mode, bank })));
  server.listen(port, plan.host, () => {
    const stock = process.env.DIGX_PROFILE?.trim().toLowerCase() === 'stock';
    const where = `http://${plan.host && plan.host !== '0.0.0.0' && plan.host !== '::' ? plan.host : 'localhost'}:${port}`;
    if (plan.mode === 'live') console.log(`Serving ${folder}/ on ${where} with a proxy to ${plan.target} at /digx`);
    else console.log(`DEMO: serving ${folder}/ on ${where} with the fake bank${stock ? ' in its stock-OBDX mode' : ''} at /digx (published demo logins; not a real bank)`);
  });
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

if (require.main === module) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
