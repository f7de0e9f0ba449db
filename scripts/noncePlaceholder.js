/** What the build writes where each response's CSP nonce goes; the server (scripts/serve.ts) fills it in. */
const NONCE_PLACEHOLDER = '__CSP_NONCE__';

module.exports = { NONCE_PLACEHOLDER };
