/**
 * Which request targets the servers let through to a bank (issue 26): only origin-form paths under /digx/,
 * spelled plainly. A proxy that checks one spelling of a path and forwards another is the classic way past it:
 * WebLogic and Tomcat read `/digx/..;/console` as `/console`, an upstream may decode `%2f` into a `/` after the
 * check, and an absolute-form target (`GET http://internal-admin/digx/…`) names a host of the client's choosing.
 * So nothing is normalised here: a path that would need it is refused, and what reaches the bank is exactly the
 * path that was checked, plus the query.
 */

export type BankTarget =
  | { ok: true; /** The checked path, e.g. `/digx/v1/me`. */ path: string; /** `?…` or empty. */ query: string }
  | { ok: false; reason: string };

/** The characters a path may hold below its root: RFC 3986 pchar without `;` (a path parameter to Java servers) and `%`. */
const PLAIN_PATH = /^[A-Za-z0-9\-._~!$&'()*+,=:@/]*$/;

/** Splits the request line's target; no decoding, no resolving. */
function split(target: string): { path: string; query: string } {
  const at = target.indexOf('?');
  return at < 0 ? { path: target, query: '' } : { path: target.slice(0, at), query: target.slice(at) };
}

/**
 * `rawTarget` is Node's `req.url`: the request line's target as the client sent it; `root` the tree it must stay
 * in (the demo bank's switches live under /__bank/ and are held to the same spelling).
 * Refused: absolute- or authority-form targets; paths outside /digx/; any `%` (so no encoded `/`, `\`, `.`, NUL,
 * or a second round of decoding); `;`; `\`; `.` or `..` segments; empty segments (`//`); a fragment.
 */
export function checkBankTarget(rawTarget: string | undefined, root: 'digx' | '__bank' = 'digx'): BankTarget {
  const target = rawTarget ?? '';
  if (!target.startsWith('/')) return { ok: false, reason: 'not origin-form' };
  const { path, query } = split(target);
  if (/[\s#]/.test(query)) return { ok: false, reason: 'bad query' };
  if (!path.startsWith(`/${root}/`)) return { ok: false, reason: `outside /${root}/` };
  if (path.includes('%')) return { ok: false, reason: 'percent-encoded path' };
  if (!PLAIN_PATH.test(path)) return { ok: false, reason: 'character not allowed in path' };
  const segments = path.slice(1).split('/');
  // The last segment may be empty (`/digx/v1/`), no other.
  if (segments.slice(0, -1).some((s) => s === '')) return { ok: false, reason: 'empty segment' };
  if (segments.some((s) => s === '.' || s === '..')) return { ok: false, reason: 'dot segment' };
  return { ok: true, path, query };
}

/** True for the paths the fake bank or a real bank answer, in whatever spelling (and so never cached or served). */
export function isBankPath(pathname: string): boolean {
  return /^\/(digx|__bank)(\/|$)/.test(pathname);
}
