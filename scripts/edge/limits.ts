/**
 * The servers' limits on a call to the bank (issue 26), one place for both servers and docs/deploy.md.
 */

/**
 * The largest request body that reaches a bank: 20 MiB, as docs/deploy.md's nginx example's
 * client_max_body_size. A bulk file travels base64-encoded inside JSON (4/3 of its size): a 10 000-row payment
 * file (the bench's, about 0.6 MB) takes a thirtieth of it, and a file of up to 15 MB fits.
 */
export const BODY_LIMIT_BYTES = 20 * 1024 * 1024;

/**
 * How long a call to the bank may take from the request to the end of its answer: the client gives up after
 * 120 s (SPEC.md section 7), so the proxy waits a little longer and then frees the connection to the bank.
 */
export const UPSTREAM_DEADLINE_MS = 125_000;

/** The JSON bodies the servers answer with themselves (the client reads them as technical issues or timeouts). */
export const EDGE_MESSAGES = {
  badRequest: 'Bad request',
  crossSite: 'Cross-site request refused',
  notACall: 'Not a call of the app',
  tooLarge: 'Request too large',
  unreachable: 'Bank unreachable',
  tooSlow: 'Bank did not answer in time',
} as const;
