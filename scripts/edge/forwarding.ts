import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';

/**
 * Hop-by-hop headers (RFC 9110 section 7.6.1) and `host`: they describe one connection, not the call, and a
 * proxy must not pass them on. `proxy-connection` is the old non-standard spelling some clients still send.
 */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'host'];

/**
 * Headers through which a client could claim another address, host or scheme in the bank's audit log and its
 * lockout counting. The servers are the first hop: none of these can be true when a browser sends them.
 */
const FORWARDING = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-forwarded-prefix', 'x-forwarded-server', 'x-real-ip', 'x-client-ip', 'true-client-ip', 'x-cluster-client-ip', 'cf-connecting-ip', 'via'];

/** The names `Connection:` lists are hop-by-hop too (`Connection: close, X-Secret`). */
function connectionNamed(headers: IncomingHttpHeaders | OutgoingHttpHeaders): string[] {
  const value = headers.connection;
  const list = Array.isArray(value) ? value.join(',') : String(value ?? '');
  return list.split(',').map((name) => name.trim().toLowerCase()).filter(Boolean);
}

function without(headers: IncomingHttpHeaders | OutgoingHttpHeaders, names: readonly string[]): OutgoingHttpHeaders {
  const drop = new Set([...names, ...connectionNamed(headers)]);
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined && !drop.has(name.toLowerCase())) out[name] = value;
  return out;
}

/**
 * What a browser's call carries on to the bank: its own headers without the hop-by-hop, `Connection:`-named and
 * forwarding ones, no Referer (the bank needs no page address), `X-Forwarded-For` set to the real peer, and an
 * Origin that was already checked to be the app's own (bankGate) restated as the bank's, as a browser on the
 * bank's own domain would send it: the bank knows its own origin, not the app's host name.
 */
export function headersForBank(headers: IncomingHttpHeaders, { peer, bankOrigin }: { peer: string | undefined; bankOrigin: string }): OutgoingHttpHeaders {
  const out = without(headers, [...HOP_BY_HOP, ...FORWARDING, 'referer']);
  if (out.origin !== undefined) out.origin = bankOrigin;
  if (peer) out['x-forwarded-for'] = peer;
  return out;
}

/**
 * A bank's Set-Cookie as the browser gets it: host-only (no Domain, which would not match the app's host and
 * could widen the cookie to sibling hosts), HttpOnly (no script reads the session), SameSite=Strict (no other
 * site's page sends it), and Secure when the app is served over TLS (over plain HTTP, on a developer's machine,
 * a Secure cookie would never come back). The bank's own values for these are replaced, never trusted.
 */
export function cookieForBrowser(cookie: string, { secure }: { secure: boolean }): string {
  const [pair, ...attributes] = cookie.split(';');
  const kept = attributes.map((a) => a.trim()).filter((a) => a && !/^(domain|httponly|samesite|secure)(=|$)/i.test(a));
  return [pair.trim(), ...kept, 'HttpOnly', 'SameSite=Strict', ...(secure ? ['Secure'] : [])].join('; ');
}

/** The bank's answer headers for the browser: no hop-by-hop ones, cookies as cookieForBrowser makes them. */
export function headersForBrowser(headers: IncomingHttpHeaders, { secure }: { secure: boolean }): OutgoingHttpHeaders {
  const out = without(headers, HOP_BY_HOP);
  const cookies = headers['set-cookie'];
  if (cookies) out['set-cookie'] = cookies.map((cookie) => cookieForBrowser(cookie, { secure }));
  return out;
}
