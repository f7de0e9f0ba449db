/**
 * The security headers `npm run serve` sends (DECISIONS.md "Security"). Pure: no I/O, so the
 * policy can be unit-tested and read in one place.
 */
import { TRUSTED_TYPES_POLICIES } from './trustedTypesPolicies';

/**
 * Powerful browser features the app never uses, switched off for it and anything it could ever frame, so an
 * injected script cannot ask for the camera, the location or a payment sheet under the bank's name. Only
 * features Chromium knows: an unknown name is reported on the console of every page.
 */
export const DISABLED_FEATURES = [
  'accelerometer', 'autoplay', 'browsing-topics', 'camera', 'display-capture', 'encrypted-media', 'geolocation', 'gyroscope',
  'hid', 'magnetometer', 'microphone', 'midi', 'payment', 'picture-in-picture', 'screen-wake-lock', 'serial', 'usb', 'xr-spatial-tracking',
] as const;

export function permissionsPolicy(): string {
  return DISABLED_FEATURES.map((feature) => `${feature}=()`).join(', ');
}

/** Headers every response carries, HTML, assets and /digx alike. */
export const BASE_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Permissions-Policy': permissionsPolicy(),
};

/**
 * A server with a real bank (live mode) sends these on every response. It starts only behind TLS or on this
 * machine alone (edge/serveMode.ts): behind TLS, browsers then refuse plain HTTP to the host and its subdomains
 * for a year, so no first request can be stripped of TLS; over plain HTTP on this machine browsers ignore it.
 */
export const LIVE_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
};

/**
 * Every answer under /digx and /__bank, the bank's (or the demo bank's) and the servers' own refusals alike:
 * - Cache-Control: they hold account data, so no cache may keep them;
 * - Content-Security-Policy with `sandbox`: a bank's answer is data for the app's fetches, never a page. An HTML
 *   error page from OBDX or WebLogic that echoes its input would otherwise run its script as this origin, which
 *   can read nonces and call the bank with the customer's cookie; sandboxed, it runs nothing and has no origin.
 *   frame-ancestors, as no bank answer is ever framed;
 * - Cross-Origin-Resource-Policy: no other site may embed an answer (an image, a script, a PDF).
 * The door also refuses navigations and subresource loads of these paths (edge/sameOrigin.ts); these headers
 * hold for a browser too old to say what it is asking for.
 */
export const DIGX_HEADERS: Readonly<Record<string, string>> = {
  'Cache-Control': 'no-store',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; sandbox",
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/** The logout, as the client sends it (src/shared/api/endpoints/session.ts `logout`): DELETE v1/session. */
const LOGOUT = { method: 'DELETE', path: '/digx/v1/session' } as const;

/**
 * The answer to the logout also tells the browser to forget what the site kept: its HTTP cache and its storage
 * (localStorage, IndexedDB, service workers), so nothing of the session outlives it on a shared computer.
 * Browsers act on it over HTTPS and on this machine.
 */
export const SESSION_END_HEADERS: Readonly<Record<string, string>> = { 'Clear-Site-Data': '"cache", "storage"' };

/** The headers forced on the answer to a call under /digx or /__bank (`pathname` decoded, without the query). */
export function bankAnswerHeaders(method: string | undefined, pathname: string): Readonly<Record<string, string>> {
  const logout = method?.toUpperCase() === LOGOUT.method && pathname === LOGOUT.path;
  return logout ? { ...DIGX_HEADERS, ...SESSION_END_HEADERS } : DIGX_HEADERS;
}

/**
 * The Content-Security-Policy for one HTML response.
 * - script-src: only scripts carrying this response's nonce, plus what they load ('strict-dynamic'
 *   lets webpack's runtime add lazy chunks without listing every file).
 * - style-src: styled-components injects <style nonce>; no 'unsafe-inline'.
 * - worker-src: the bulk file's worker is a file of the build (new Worker(new URL(…))); no library the app
 *   uses starts one from a blob (papaparse could, and is never asked to), so blob: is not allowed.
 * - require-trusted-types-for 'script': no string reaches an HTML, script or script-URL sink (innerHTML, a
 *   script's src, eval, new Worker…); only values a policy made do, and trusted-types names the only policies
 *   that may be made, each once (scripts/trustedTypesPolicies.js says why each is there). A payload that got
 *   past the sanitiser into such a sink would be refused and reported, not run.
 */
export function contentSecurityPolicy(nonce: string): string {
  if (!/^[A-Za-z0-9+/=_-]+$/.test(nonce)) throw new Error('CSP nonce must be base64');
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "require-trusted-types-for 'script'",
    `trusted-types ${Object.values(TRUSTED_TYPES_POLICIES).join(' ')}`,
  ].join('; ');
}

/** Everything an HTML response sends. The HTML itself is per-response, so it is never cached. */
export function htmlSecurityHeaders(nonce: string): Record<string, string> {
  return {
    ...BASE_HEADERS,
    'Content-Security-Policy': contentSecurityPolicy(nonce),
    'Cache-Control': 'no-store',
    // Belt and braces for browsers without frame-ancestors; a bank page is never framed.
    'X-Frame-Options': 'DENY',
    // Keeps other windows (a phishing opener) from scripting this one.
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
