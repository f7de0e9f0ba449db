import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import { checkBankTarget } from './bankTarget';
import { refuse } from './bankGate';
import { headersForBank, headersForBrowser, trustedProxiesFrom } from './forwarding';
import { BODY_LIMIT_BYTES, EDGE_MESSAGES, UPSTREAM_DEADLINE_MS } from './limits';

export type Middleware = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

export type ProxyLimits = { deadlineMs?: number; bodyLimit?: number };

/** The limits, and TRUSTED_PROXIES (forwarding.ts trustedProxiesFrom): the environment's unless given. */
export type ProxyOptions = ProxyLimits & { trustedProxies?: string };

/**
 * Streams /digx to a real bank (live mode of both servers), after the door (bankGate.ts) has let the call in:
 * the upstream path is the checked path plus the query, under the target's own path; the headers are
 * forwarding.ts's; cookies come back as Secure, HttpOnly, SameSite=Strict `__Host-` cookies. Limits: a body
 * that grows past the cap while it streams is cut off (413), the whole exchange has a deadline (504), and a
 * client that goes away takes the bank's request with it, so a closed tab does not hold a connection to the
 * bank for two minutes.
 */
export function createDigxProxy(
  target: string,
  { deadlineMs = UPSTREAM_DEADLINE_MS, bodyLimit = BODY_LIMIT_BYTES, trustedProxies = process.env.TRUSTED_PROXIES }: ProxyOptions = {},
): Middleware {
  const trusted = trustedProxiesFrom(trustedProxies);
  const base = new URL(target);
  const client = base.protocol === 'https:' ? https : http;
  const prefix = base.pathname.replace(/\/$/, '');
  return (req, res, next) => {
    const checked = checkBankTarget(req.url);
    if (!checked.ok) return next();
    const upstreamPath = prefix + checked.path + checked.query;
    const upstream = client.request({
      protocol: base.protocol,
      hostname: base.hostname,
      port: base.port,
      method: req.method,
      path: upstreamPath,
      headers: headersForBank(req.headers, { peer: req.socket.remoteAddress, bankOrigin: base.origin, trustedProxies: trusted }),
    });
    let ended = false;
    /** Ends the exchange on our side: the bank's request is dropped, the browser told why (when it still listens). */
    const giveUp = (status: number, message: string) => {
      if (ended) return;
      ended = true;
      clearTimeout(deadline);
      req.unpipe(upstream);
      upstream.destroy();
      refuse(res, status, message);
    };
    const deadline = setTimeout(() => giveUp(504, EDGE_MESSAGES.tooSlow), deadlineMs);
    upstream.on('response', (answer) => {
      res.writeHead(answer.statusCode ?? 502, headersForBrowser(answer.headers, { bankUrl: base.origin + upstreamPath, prefix }));
      answer.pipe(res);
    });
    upstream.on('error', () => giveUp(502, EDGE_MESSAGES.unreachable));
    res.on('close', () => {
      clearTimeout(deadline);
      // Closed before the whole answer was sent: the client went away (or we gave up). Either way the bank's
      // request goes too.
      if (!res.writableFinished) {
        ended = true;
        upstream.destroy();
      }
    });
    let received = 0;
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > bodyLimit) giveUp(413, EDGE_MESSAGES.tooLarge);
    });
    req.pipe(upstream);
  };
}
