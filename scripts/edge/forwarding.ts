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
 * The prefix every bank cookie carries in the browser. A `__Host-` cookie is one the browser accepts only with
 * Secure, Path=/ and no Domain, from this very host: no sibling host (a compromised `www.` or a marketing
 * subdomain) can set or overwrite one, so none can fix a session on the customer. OBDX names its cookies
 * itself (JSESSIONID), so the proxy renames them: `__Host-` in front on the way to the browser, taken off on
 * the way back to the bank. Every named cookie gets it, even one whose name has a prefix already, so the way
 * back is one rule and no two bank names can meet.
 */
export const COOKIE_PREFIX = '__Host-';

/**
 * The browser's Cookie header as the bank should see it: the cookies this proxy set (the prefixed ones) under
 * the bank's own names, and nothing else. An unprefixed cookie was not set through this proxy (a sibling
 * host's, set with a Domain, or one from before the rename) and never reaches the bank. A cookie with no name
 * could not carry the prefix (cookieForBrowser) and goes as it is. Undefined when nothing is left.
 */
export function cookiesForBank(cookie: string | undefined): string | undefined {
  const kept = (cookie ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .flatMap((part) => {
      if (!part.includes('=') || part.startsWith('=')) return [part];
      return part.startsWith(COOKIE_PREFIX) ? [part.slice(COOKIE_PREFIX.length)] : [];
    });
  return kept.length ? kept.join('; ') : undefined;
}

/**
 * What a browser's call carries on to the bank: its own headers without the hop-by-hop, `Connection:`-named and
 * forwarding ones, no Referer (the bank needs no page address), `X-Forwarded-For` set to the real peer, the
 * cookies under the bank's own names (cookiesForBank), and an Origin that was already checked to be the app's
 * own (bankGate) restated as the bank's, as a browser on the bank's own domain would send it: the bank knows its
 * own origin, not the app's host name.
 */
export function headersForBank(headers: IncomingHttpHeaders, { peer, bankOrigin }: { peer: string | undefined; bankOrigin: string }): OutgoingHttpHeaders {
  const out = without(headers, [...HOP_BY_HOP, ...FORWARDING, 'referer', 'cookie']);
  const cookie = cookiesForBank(headers.cookie);
  if (cookie !== undefined) out.cookie = cookie;
  if (out.origin !== undefined) out.origin = bankOrigin;
  if (peer) out['x-forwarded-for'] = peer;
  return out;
}

/**
 * A bank's Set-Cookie as the browser gets it: renamed with COOKIE_PREFIX, host-only (no Domain, which would not
 * match the app's host and could widen the cookie to sibling hosts), Path=/ (as the prefix requires; only /digx
 * calls carry it on to the bank), HttpOnly (no script reads the session), SameSite=Strict (no other site's page
 * sends it) and Secure, always: a server with a real bank runs only behind TLS or on this machine, where
 * browsers take a Secure cookie over plain HTTP too (edge/serveMode.ts). The bank's own values for these are
 * replaced, never trusted.
 */
export function cookieForBrowser(cookie: string): string {
  const [pair, ...attributes] = cookie.split(';');
  const named = pair.includes('=') && !pair.trim().startsWith('=');
  const kept = attributes.map((a) => a.trim()).filter((a) => a && !/^(domain|httponly|samesite|secure)(=|$)/i.test(a) && !(named && /^path(=|$)/i.test(a)));
  return [named ? COOKIE_PREFIX + pair.trim() : pair.trim(), ...kept, ...(named ? ['Path=/'] : []), 'HttpOnly', 'SameSite=Strict', 'Secure'].join('; ');
}

/** The bank's answer headers for the browser: no hop-by-hop ones, cookies as cookieForBrowser makes them. */
export function headersForBrowser(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const out = without(headers, HOP_BY_HOP);
  const cookies = headers['set-cookie'];
  if (cookies) out['set-cookie'] = cookies.map((cookie) => cookieForBrowser(cookie));
  return out;
}
