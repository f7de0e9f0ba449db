import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';

/**
 * The app's own origin, which a browser's `Origin` must match for a call to reach the bank or the demo bank's
 * switches (issue 26). PUBLIC_ORIGIN names it when the servers sit behind a TLS terminator or a host name they
 * cannot see (`https://online.example-bank.co.uk`); otherwise it is the scheme this server was reached by and
 * the Host the browser asked for (a cross-site page cannot choose another Host than the site's own).
 */
export function appOriginOf(req: Pick<IncomingMessage, 'headers' | 'socket'>, publicOrigin = process.env.PUBLIC_ORIGIN): string {
  if (publicOrigin?.trim()) return new URL(publicOrigin.trim()).origin;
  const scheme = (req.socket as Partial<TLSSocket>).encrypted ? 'https' : 'http';
  return `${scheme}://${req.headers.host ?? 'localhost'}`;
}

/** Methods a cross-site form or script could use to change something. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Why a request must not reach a bank, or undefined when it may. A browser names the page's origin on every
 * cross-origin call and on every same-origin call that is not a GET or HEAD (Fetch standard); when it sends
 * none, `Sec-Fetch-Site` still says where the call came from. So:
 * - an `Origin` that is present and is not the app's own (including `null`, a sandboxed or file page) is refused;
 * - a call that can change something (not GET/HEAD/OPTIONS) with no `Origin` passes only when `Sec-Fetch-Site`
 *   says same-origin: a form post from another site, or a client too old to say, does not.
 * Tools (curl, the journeys' set-up) send `Origin` with the app's own origin.
 */
export function crossSiteRefusal(method: string | undefined, headers: IncomingHttpHeaders, appOrigin: string): string | undefined {
  const origin = headers.origin;
  if (origin !== undefined) return origin === appOrigin ? undefined : `Origin ${origin} is not ${appOrigin}`;
  if (SAFE_METHODS.has((method ?? 'GET').toUpperCase())) return undefined;
  return headers['sec-fetch-site'] === 'same-origin' ? undefined : `${method} without Origin or a same-origin Sec-Fetch-Site`;
}

/**
 * Why a request for a bank path is not one of the app's own calls, or undefined when it may be. The app only
 * fetches /digx (and the demo panel /__bank) from its page, which a browser sends with `Sec-Fetch-Mode: cors`
 * or `same-origin` and `Sec-Fetch-Dest: empty`. A link, a typed address, a frame, an image or a script is a
 * navigation (`Sec-Fetch-Mode: navigate`) or names its destination, and must not get a bank answer it could
 * render or run as this origin. A browser that sends no Sec-Fetch headers says nothing either way and is let
 * through: the answers' sandbox CSP (securityHeaders.ts DIGX_HEADERS) still holds for it.
 */
export function navigationRefusal(headers: IncomingHttpHeaders): string | undefined {
  const mode = String(headers['sec-fetch-mode'] ?? '').toLowerCase();
  const dest = String(headers['sec-fetch-dest'] ?? '').toLowerCase();
  // nested-navigate: the name older Chromium gave a frame's navigation.
  if (mode === 'navigate' || mode === 'nested-navigate') return `Sec-Fetch-Mode ${mode}`;
  if (dest !== '' && dest !== 'empty') return `Sec-Fetch-Dest ${dest}`;
  return undefined;
}
