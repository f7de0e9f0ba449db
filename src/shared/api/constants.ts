/** Constants of the /digx client (SPEC.md sections 7 and 9). */
export const DIGX_BASE = '/digx';
/** SPEC.md section 9: request timeout. */
export const REQUEST_TIMEOUT_MS = 120_000;
export const LOCALE = 'en';
/** How many nonces one refill asks for (x-noncecount). */
export const NONCE_BATCH = 5;
/** Refill in the background when the pool falls to this many. */
export const NONCE_LOW_WATER = 2;
