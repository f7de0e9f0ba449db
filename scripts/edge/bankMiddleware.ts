import type { IncomingMessage, ServerResponse } from 'node:http';
import { bankAnswerHeaders, BASE_HEADERS } from '../securityHeaders';
import { forceHeaders } from '../serve';
import { refusedAtTheDoor } from './bankGate';
import { isBankPath } from './bankTarget';
import type { Middleware } from './digxProxy';

/**
 * The dev server's bank (scripts/dev.ts): the door, then the fake bank or the proxy, with the production server's
 * headers on every bank answer; what the bank does not answer under /digx or /__bank is a 404, never the app's
 * page (as in `npm run serve`). Everything else goes on to webpack.
 */
export function bankMiddleware(bank: Middleware): Middleware {
  return (req: IncomingMessage, res: ServerResponse, next) => {
    if (refusedAtTheDoor(req, res)) return;
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    const bankPath = isBankPath(pathname);
    if (bankPath) forceHeaders(res, { ...BASE_HEADERS, ...bankAnswerHeaders(req.method, pathname) });
    bank(req, res, (err) => {
      if (err || !bankPath) return next(err);
      res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"message":"Not found"}');
    });
  };
}
