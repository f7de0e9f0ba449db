import type { IncomingMessage, ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { createBank, type Bank } from './bank/Bank';
import { createHandlers } from './handlers';
import { bankModeFrom } from './bank/mode';

type Next = (error?: unknown) => void;

const OWNED = /^\/(digx|__bank)\//;

/** A body that grew past the server's cap while it was read (the server answers 413). */
class BodyTooLarge extends Error {}

async function readBody(req: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new BodyTooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function toRequest(req: IncomingMessage, body: Buffer | undefined): Request {
  const origin = `http://${req.headers.host ?? 'localhost'}`;
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v);
  }
  return new Request(new URL(req.url ?? '/', origin), { method: req.method, headers, body: body?.length ? new Uint8Array(body) : undefined });
}

async function writeResponse(res: ServerResponse, response: Response): Promise<void> {
  if (response.type === 'error') {
    // An injected network error: drop the connection, as a broken network would.
    res.socket?.destroy();
    return;
  }
  res.statusCode = response.status;
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie') res.setHeader(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader('set-cookie', cookies);
  res.end(Buffer.from(await response.arrayBuffer()));
}

/** DIGX_HOSTILE=1 (or true, on, yes): the server's bank starts, and resets, in hostile mode (README "Hostile texts"). */
export function hostileByDefault(value: string | undefined): boolean {
  return /^(1|true|on|yes)$/i.test(value?.trim() ?? '');
}

/**
 * The fake bank inside a Node server (the dev server and `npm run serve`): the very
 * handlers jest uses, answered through msw's getResponse. One bank lives as long as
 * the process, so a reload keeps the session and what was paid.
 */
export function createDigxMiddleware(
  bank: Bank = createBank({ hostile: hostileByDefault(process.env.DIGX_HOSTILE), mode: bankModeFrom(process.env.DIGX_PROFILE) }),
  // The servers pass their cap (scripts/edge/limits.ts): a body that only turns out larger while read is refused too.
  { bodyLimit = Infinity }: { bodyLimit?: number } = {},
) {
  const handlers = createHandlers(bank);
  return (req: IncomingMessage, res: ServerResponse, next: Next): void => {
    if (!OWNED.test(req.url ?? '')) {
      next();
      return;
    }
    (async () => {
      let body: Buffer | undefined;
      try {
        body = await readBody(req, bodyLimit);
      } catch (error) {
        if (!(error instanceof BodyTooLarge)) throw error;
        res.writeHead(413, { 'content-type': 'application/json', connection: 'close' }).end(JSON.stringify({ message: 'Request too large' }));
        return;
      }
      const request = toRequest(req, body);
      const response = await getResponse(handlers, request);
      if (!response) {
        res.statusCode = 404;
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ message: { code: 'DIGX_NOT_FOUND', type: 'ERROR', detail: bank.text(`No such call: ${req.method} ${req.url}`) } }));
        return;
      }
      await writeResponse(res, response);
    })().catch(next);
  };
}
