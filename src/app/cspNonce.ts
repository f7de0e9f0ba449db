/**
 * Runs before any other module (imported first by main.tsx): webpack's chunk loader
 * and styled-components read `__webpack_nonce__`, and without the per-response nonce
 * the strict CSP of `npm run serve` blocks every style and lazy chunk.
 */
declare let __webpack_nonce__: string | undefined;

export function readMeta(name: string): string | undefined {
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;
  // An unreplaced placeholder (e.g. the dev server) means "none".
  return content && !content.startsWith('__') ? content : undefined;
}

export const cspNonce = readMeta('csp-nonce');
if (cspNonce) __webpack_nonce__ = cspNonce;
