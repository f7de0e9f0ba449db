import type { IncomingMessage, ServerResponse } from 'node:http';
import { DIGX_HEADERS } from '../securityHeaders';
import { checkBankTarget, isBankPath } from './bankTarget';
import { BODY_LIMIT_BYTES, EDGE_MESSAGES } from './limits';
import { appOriginOf, crossSiteRefusal, navigationRefusal } from './sameOrigin';

/**
 * Answers a call the servers refuse themselves, in the JSON shape of their other answers, with the headers of
 * every bank answer (never cached, never a page).
 */
export function refuse(res: ServerResponse, status: number, message: string): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = JSON.stringify({ message });
  // Connection: close: after a refused body the rest of it is not read, so the connection cannot carry another call.
  res.writeHead(status, { ...DIGX_HEADERS, 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body), Connection: 'close' });
  res.end(body);
}

/** The path a loose reading (URL parsing, then decoding) would make of the target: what a bank behind might see. */
function looseSpelling(target: string): string {
  try {
    return decodeURIComponent(new URL(target, 'http://localhost').pathname);
  } catch {
    return target;
  }
}

/**
 * The door of both servers (scripts/serve.ts and scripts/dev.ts) to /digx and /__bank, in either mode. Answers
 * and returns true when it refuses the request; false lets it go on.
 * - 400: a target that is not origin-form (any path), or a path that reaches /digx or /__bank in any spelling
 *   other than the plain one (bankTarget.ts);
 * - 403: a call from another site (sameOrigin.ts), before any bank sees it; and a navigation or a subresource
 *   load (a link, a typed address, a frame, an image, a script: sameOrigin.ts navigationRefusal), which is never
 *   one of the app's own calls;
 * - 413: a body declared larger than BODY_LIMIT_BYTES (a body that only turns out larger is cut off where it is
 *   read: the proxy and the demo bank).
 */
export function refusedAtTheDoor(req: IncomingMessage, res: ServerResponse): boolean {
  const target = req.url ?? '';
  if (!target.startsWith('/')) {
    refuse(res, 400, EDGE_MESSAGES.badRequest);
    return true;
  }
  const rawPath = target.split('?')[0];
  if (!isBankPath(rawPath) && !isBankPath(looseSpelling(target))) return false;
  const root = rawPath.startsWith('/__bank') ? '__bank' : 'digx';
  if (!checkBankTarget(target, root).ok) {
    refuse(res, 400, EDGE_MESSAGES.badRequest);
    return true;
  }
  if (crossSiteRefusal(req.method, req.headers, appOriginOf(req))) {
    refuse(res, 403, EDGE_MESSAGES.crossSite);
    return true;
  }
  if (navigationRefusal(req.headers)) {
    refuse(res, 403, EDGE_MESSAGES.notACall);
    return true;
  }
  if (Number(req.headers['content-length'] ?? 0) > BODY_LIMIT_BYTES) {
    refuse(res, 413, EDGE_MESSAGES.tooLarge);
    return true;
  }
  return false;
}
