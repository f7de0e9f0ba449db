import type { IncomingMessage, ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { createBank, type Bank } from './bank/Bank';
import { createHandlers } from './handlers';
import { bankModeFrom } from './bank/mode';

type Next = (error?: unknown) => void;

const OWNED = /^\/(digx|__bank)\//;

async function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
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
export function createDigxMiddleware(bank: Bank = createBank({ hostile: hostileByDefault(process.env.DIGX_HOSTILE), mode: bankModeFrom(process.env.DIGX_PROFILE) })) {
  const handlers = createHandlers(bank);
  return (req: IncomingMessage, res: ServerResponse, next: Next): void => {
    if (!OWNED.test(req.url ?? '')) {
      next();
      return;
    }
    (async () => {
      const request = toRequest(req, await readBody(req));
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
