/**
 * gzip for the bank's JSON answers on `npm run serve` (issue 13): the transactions page's answers are
 * about 51 KB of JSON, 6 KB gzipped; on Lighthouse's mobile line (1.6 Mbit/s) that is about 200 ms
 * before the list shows. The dev server already compresses them (webpack-dev-server's `compress`).
 *
 * Why this is safe from BREACH (docs/deploy.md "Compression"): no answer body carries a secret token
 * (nonces travel in headers, which gzip does not touch), and a page on another site cannot get an
 * authenticated answer to measure: the session cookie is SameSite=Strict and every call needs an
 * x-nonce header, which no cross-site request can send without a preflight /digx never allows.
 * The page itself, whose body holds the CSP nonce, is never compressed.
 *
 * Works on both banks: the fake one, which sets its headers and ends with the whole body, and the
 * proxy to a real one, which writes its head and pipes the answer. An answer the bank already
 * encoded goes through as it came.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import { chooseEncoding } from './contentEncoding';

/** Below this many bytes gzip's own header and trailer eat most of what it saves. */
export const MIN_COMPRESSED_BYTES = 1024;

const JSON_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i;

/** Whether the answer whose head is in `res` is JSON worth compressing and not yet encoded. */
function worthCompressing(res: ServerResponse): boolean {
  const length = res.getHeader('content-length');
  return (
    res.statusCode >= 200 &&
    res.statusCode !== 204 &&
    res.statusCode !== 304 &&
    JSON_TYPE.test(String(res.getHeader('content-type') ?? '')) &&
    res.getHeader('content-encoding') === undefined &&
    (length === undefined || Number(length) >= MIN_COMPRESSED_BYTES)
  );
}

const appendVary = (res: ServerResponse) => {
  const vary = String(res.getHeader('vary') ?? '');
  if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
};

type Callback = (error?: Error | null) => void;
type Chunk = string | Uint8Array;

/**
 * Makes `res` send its JSON answer gzipped when the request takes gzip. Call before the bank writes
 * anything. The choice is made when the head goes out, from the head's own Content-Type,
 * Content-Encoding and Content-Length.
 */
export function compressJsonAnswers(req: IncomingMessage, res: ServerResponse): void {
  if (req.method === 'HEAD' || chooseEncoding(req.headers['accept-encoding'], ['gzip']) !== 'gzip') return;
  const { writeHead } = res;
  // Node's write and end have overloads TypeScript cannot apply with a spread: called as plain functions.
  const write = res.write as (this: ServerResponse, ...args: unknown[]) => boolean;
  const end = res.end as (this: ServerResponse, ...args: unknown[]) => ServerResponse;
  let gzip: zlib.Gzip | undefined;

  res.writeHead = function compressingWriteHead(this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    // The head's headers join those already set, so the choice sees them all.
    const headers = rest.find((arg): arg is OutgoingHttpHeaders => typeof arg === 'object' && arg !== null && !Array.isArray(arg));
    const raw = rest.some(Array.isArray);
    if (!this.headersSent && !raw) {
      this.statusCode = statusCode;
      for (const [name, value] of Object.entries(headers ?? {})) if (value !== undefined) this.setHeader(name, value);
      if (worthCompressing(this)) {
        this.removeHeader('content-length');
        this.setHeader('Content-Encoding', 'gzip');
        appendVary(this);
        gzip = zlib.createGzip();
        gzip.on('data', (part: Buffer) => write.call(this, part));
        gzip.on('drain', () => this.emit('drain'));
        gzip.on('end', () => end.call(this));
        gzip.on('error', (error) => this.destroy(error));
      }
    }
    const reason = rest.find((arg) => typeof arg === 'string');
    const args = raw ? rest : reason === undefined ? [] : [reason];
    return (writeHead as (...a: unknown[]) => ServerResponse).call(this, statusCode, ...args);
  } as ServerResponse['writeHead'];

  const head = () => {
    if (!res.headersSent) res.writeHead(res.statusCode);
  };

  res.write = function compressingWrite(this: ServerResponse, chunk: Chunk, ...rest: unknown[]) {
    head();
    if (!gzip) return write.call(this, chunk, ...rest);
    const encoding = rest.find((arg): arg is BufferEncoding => typeof arg === 'string');
    const callback = rest.find((arg): arg is Callback => typeof arg === 'function');
    return encoding ? gzip.write(chunk, encoding, callback) : gzip.write(chunk, callback);
  } as ServerResponse['write'];

  res.end = function compressingEnd(this: ServerResponse, ...args: unknown[]) {
    const chunk = args.find((arg): arg is Chunk => typeof arg === 'string' || arg instanceof Uint8Array);
    const encoding = args.find((arg, at): arg is BufferEncoding => at > 0 && typeof arg === 'string');
    // The whole body in one end(): its length is known (Node would send it too) and weighs in the choice.
    if (!this.headersSent && this.getHeader('content-length') === undefined) {
      this.setHeader('Content-Length', chunk === undefined ? 0 : typeof chunk === 'string' ? Buffer.byteLength(chunk, encoding) : chunk.byteLength);
    }
    head();
    if (!gzip) return end.apply(this, args);
    const callback = args.find((arg): arg is () => void => typeof arg === 'function');
    if (callback) this.once('finish', callback);
    if (chunk === undefined) gzip.end();
    else if (encoding) gzip.end(chunk, encoding);
    else gzip.end(chunk);
    return this;
  } as ServerResponse['end'];
}
