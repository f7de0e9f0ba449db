/**
 * A request's target (path and query) as a server may write it to a log. The password-reset link's token
 * resets the password until it is spent, and it travels in three targets: the page's
 * /change-credentials-password?token=…, and the bank's GET v1/token/{token} and v1/passwordPolicy?token=…
 * A log is read by more people than the customer's browser, and kept longer: the token is replaced, the rest
 * of the target stays for whoever reads the log.
 */
export const REDACTED = '[redacted]';

/** A query parameter named token, however spelled (`Token`, `%74oken`); a name that cannot be decoded counts. */
function isTokenName(name: string): boolean {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' ')).trim().toLowerCase() === 'token';
  } catch {
    return true;
  }
}

export function loggableTarget(target: string | undefined): string {
  if (!target) return '';
  const at = target.indexOf('?');
  const path = (at < 0 ? target : target.slice(0, at)).replace(/(\/token\/)[^/]+/gi, `$1${REDACTED}`);
  if (at < 0) return path;
  const query = target
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      return equals >= 0 && isTokenName(name) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}
