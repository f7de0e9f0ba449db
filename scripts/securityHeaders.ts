/**
 * The security headers `npm run serve` sends (DECISIONS.md "Security"). Pure: no I/O, so the
 * policy can be unit-tested and read in one place.
 */

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

/** /digx answers hold account data: never store them in any cache. */
export const DIGX_HEADERS: Readonly<Record<string, string>> = { 'Cache-Control': 'no-store' };

/**
 * The Content-Security-Policy for one HTML response.
 * - script-src: only scripts carrying this response's nonce, plus what they load ('strict-dynamic'
 *   lets webpack's runtime add lazy chunks without listing every file).
 * - style-src: styled-components injects <style nonce>; no 'unsafe-inline'.
 * - worker-src blob: is for libraries that spawn workers from blobs; our own workers are 'self'.
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
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
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
