/**
 * `npm run bench`: the floor under /login's Lighthouse figures on the machine that runs the bench.
 * The same prerendered /login, with the same headers and compression, but with its scripts taken out: what a
 * page that runs no JavaScript at all scores here. The difference between its figures and /login's is what
 * the app's start-up costs; the floor itself is the host's (its CPU, and the new renderer process that the
 * Cross-Origin-Opener-Policy header asks for on every fresh navigation), which no change to the app can lower.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';

/** The page with every script element taken out, inline or not; nothing else changes. */
export const withoutScripts = (html: string): string => html.replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '');

/** Headers fetch has already acted on (it decodes the body) or that the new body changes. */
const DROPPED = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive']);

/**
 * A server in front of `base` that answers every GET as `base` does, but serves HTML without its scripts,
 * brotli-compressed again when the browser takes it so that the floor downloads what /login does.
 */
export async function startScriptlessServer(base: string): Promise<{ base: string; stop: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(`${base}${request.url ?? '/'}`, { headers: { 'accept-encoding': 'br, gzip' }, redirect: 'manual' });
      const headers = Object.fromEntries([...upstream.headers].filter(([name]) => !DROPPED.has(name)));
      let body = Buffer.from(await upstream.arrayBuffer());
      if ((upstream.headers.get('content-type') ?? '').startsWith('text/html')) {
        body = Buffer.from(withoutScripts(body.toString('utf8')));
        if (/\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
          body = zlib.brotliCompressSync(body);
          headers['content-encoding'] = 'br';
        }
      }
      response.writeHead(upstream.status, { ...headers, 'content-length': String(body.length) });
      response.end(body);
    })().catch((error: unknown) => {
      response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(`The floor's server could not reach ${base}: ${String(error)}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}`, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
