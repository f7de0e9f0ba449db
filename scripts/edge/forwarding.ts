import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { BlockList, isIP } from 'node:net';

/**
 * Hop-by-hop headers (RFC 9110 section 7.6.1): they describe one connection, not the call, and a proxy must not
 * pass them on. `proxy-connection` is the old non-standard spelling some clients still send.
 */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade'];

/**
 * The only request headers that reach the bank, by name: what the client sends (src/shared/api/digxClient.ts:
 * Accept, Content-Type, the nonce and its count, the entity, the party, the multi-approval flag and the passcode)
 * and what the browser adds to its calls that the bank needs (the session cookie, the body's length, Origin,
 * which the door has checked and headersForBank restates). Anything else a client invents, an identity header
 * an SSO agent in front of OBDX would trust (`OAM_REMOTE_USER`, `X-Remote-User`), an `Authorization`, a method
 * or URL override, never reaches it; nor do the browser's own (User-Agent, Accept-Encoding: the proxy compresses
 * the bank's JSON itself). `X-Forwarded-For` is the proxy's own (headersForBank).
 */
export const TO_BANK: ReadonlySet<string> = new Set([
  'accept',
  'content-type',
  'content-length',
  'cookie',
  'origin',
  'x-nonce',
  'x-noncecount',
  'x-target-unit',
  'x-party-id',
  'x-multiapproval',
  'x-challenge_response',
]);

/**
 * Answer headers the browser never gets: the bank's server software and version, and a CORS policy of its own
 * (the app calls /digx on its own origin only, and a bank's `Access-Control-Allow-Origin: *` or credentials
 * would let other sites read answers). Location is made a path here (locationForBrowser).
 */
const FROM_BANK_DROPPED = /^(server|x-powered-by|access-control-.*)$/i;

/** The names `Connection:` lists are hop-by-hop too (`Connection: close, X-Secret`). */
function connectionNamed(headers: IncomingHttpHeaders | OutgoingHttpHeaders): string[] {
  const value = headers.connection;
  const list = Array.isArray(value) ? value.join(',') : String(value ?? '');
  return list.split(',').map((name) => name.trim().toLowerCase()).filter(Boolean);
}

/** Who may vouch for a client's address: a test of an address (IPv4-mapped IPv6 read as the IPv4 it holds). */
export type TrustedProxies = (address: string) => boolean;

const bareAddress = (address: string) => address.trim().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');

/**
 * TRUSTED_PROXIES: the addresses (or `address/prefix` ranges) of the TLS terminators or load balancers in front
 * of this server, separated by commas or spaces. Unset or empty: nobody, and `X-Forwarded-For` from a client is
 * never believed. A value that is not an address or a range stops the server rather than trust nobody, or
 * everybody, by mistake.
 */
export function trustedProxiesFrom(value: string | undefined): TrustedProxies {
  const list = new BlockList();
  const entries = (value ?? '').split(/[\s,]+/).filter(Boolean);
  for (const entry of entries) {
    const [address, prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    const bits = prefix === undefined ? undefined : Number(prefix);
    const max = family === 6 ? 128 : 32;
    if (!family || rest.length || (bits !== undefined && !(Number.isInteger(bits) && bits >= 0 && bits <= max && /^\d+$/.test(prefix)))) {
      throw new Error(`TRUSTED_PROXIES: "${entry}" is neither an IP address nor an address/prefix range (e.g. 127.0.0.1 or 10.0.0.0/8).`);
    }
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, bits, type);
  }
  if (!entries.length) return () => false;
  return (address) => {
    const bare = bareAddress(address);
    const family = isIP(bare);
    return family !== 0 && list.check(bare, family === 6 ? 'ipv6' : 'ipv4');
  };
}

/**
 * The client's address for the bank's audit log and lockout counting. The peer, unless it is a trusted proxy:
 * then its `X-Forwarded-For`, read from the right (each proxy appends the address it saw, and whatever stands to
 * the left of a trusted proxy's entry is only the client's word), passing over the trusted ones. An entry that
 * is not an address ends the reading at the last trusted hop.
 */
function clientAddress(peer: string | undefined, forwardedFor: string | string[] | undefined, trusted: TrustedProxies): string | undefined {
  if (!peer || !trusted(peer)) return peer;
  const chain = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  let client = bareAddress(peer);
  for (let i = chain.length - 1; i >= 0; i -= 1) {
    const entry = bareAddress(chain[i]);
    if (!isIP(entry)) return client;
    client = entry;
    if (!trusted(entry)) return client;
  }
  return client;
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
 * What a browser's call carries on to the bank: only the TO_BANK headers (and of those not the hop-by-hop ones
 * `Connection:` names), the cookies under the bank's own names (cookiesForBank), an Origin that was already
 * checked to be the app's own (bankGate) restated as the bank's, as a browser on the bank's own domain would send
 * it (the bank knows its own origin, not the app's host name), and `X-Forwarded-For` set to the client's
 * address: the peer's, or a trusted proxy's word for it (clientAddress).
 */
export function headersForBank(
  headers: IncomingHttpHeaders,
  { peer, bankOrigin, trustedProxies = () => false }: { peer: string | undefined; bankOrigin: string; trustedProxies?: TrustedProxies },
): OutgoingHttpHeaders {
  const dropped = new Set([...HOP_BY_HOP, ...connectionNamed(headers)]);
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (value !== undefined && TO_BANK.has(lower) && !dropped.has(lower) && lower !== 'cookie') out[lower] = value;
  }
  const cookie = cookiesForBank(headers.cookie);
  if (cookie !== undefined) out.cookie = cookie;
  if (out.origin !== undefined) out.origin = bankOrigin;
  const client = clientAddress(peer, headers['x-forwarded-for'], trustedProxies);
  if (client) out['x-forwarded-for'] = client;
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

/**
 * A redirect's Location as the browser gets it: a path on this origin, never a host name. OBDX and WebLogic may
 * redirect to their own internal names (`https://obdx-ms1.internal:7003/…`), which say where the bank's servers
 * are; the browser's call follows the path on this origin instead, as it would a relative redirect, so a login's
 * redirect still ends where OBDX's own client expects it (a 404 after a successful login: DIGX-CONTRACT.md).
 * Read against the bank's address of this call; DIGX_TARGET's base path taken off; leading slashes made one, so
 * the path cannot read as another host (`//evil.example`).
 */
export function locationForBrowser(location: string, { bankUrl, prefix }: { bankUrl: string; prefix: string }): string | undefined {
  let url: URL;
  try {
    url = new URL(location, bankUrl);
  } catch {
    return undefined;
  }
  let path = url.pathname;
  if (prefix && (path === prefix || path.startsWith(`${prefix}/`))) path = path.slice(prefix.length) || '/';
  return path.replace(/^[/\\]+/, '/') + url.search + url.hash;
}

/**
 * The bank's answer headers for the browser: no hop-by-hop ones, none that name the bank's servers or widen who
 * may read the answer (FROM_BANK_DROPPED), a Location as a path (locationForBrowser), cookies as
 * cookieForBrowser makes them. The rest (Content-Type, Content-Disposition, x-nonce, X-CHALLENGE,
 * X-AUTH-LOCATION-URL…) is the app's to read.
 */
export function headersForBrowser(headers: IncomingHttpHeaders, { bankUrl, prefix = '' }: { bankUrl: string; prefix?: string }): OutgoingHttpHeaders {
  const dropped = new Set([...HOP_BY_HOP, ...connectionNamed(headers)]);
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !dropped.has(name.toLowerCase()) && !FROM_BANK_DROPPED.test(name)) out[name] = value;
  }
  if (typeof headers.location === 'string') {
    const location = locationForBrowser(headers.location, { bankUrl, prefix });
    if (location === undefined) delete out.location;
    else out.location = location;
  }
  const cookies = headers['set-cookie'];
  if (cookies) out['set-cookie'] = cookies.map((cookie) => cookieForBrowser(cookie));
  return out;
}
