/**
 * Which bank `npm run serve` serves, and where it listens. The production server never falls into the
 * demo: the fake bank answers with published logins and open QA switches, so it runs only when asked for by
 * name, and then only on this machine unless HOST says otherwise. A real bank is served only over TLS (a
 * terminator in front, PUBLIC_ORIGIN https) or on this machine alone (plainHttpRefusal).
 */
export type ServeMode = { mode: 'live'; target: string; host?: string } | { mode: 'demo'; host: string } | { mode: 'none'; message: string };

const ON = /^(1|true|on|yes)$/i;

/** Addresses that reach this machine only: a name for it, 127.0.0.0/8, or ::1 (also as IPv4-mapped IPv6). */
export function isLoopback(host: string): boolean {
  const bare = host.trim().toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return bare === 'localhost' || bare === '::1' || /^(::ffff:)?127(\.\d{1,3}){3}$/.test(bare);
}

const isHttps = (origin: string | undefined) => {
  try {
    return new URL(origin?.trim() ?? '').protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * Why a server with a real bank (DIGX_TARGET) must not start, or undefined. The customer's session and
 * passcodes must never cross a network in the clear: a server that listens beyond this machine is only for
 * use behind a TLS terminator, which PUBLIC_ORIGIN=https://… names. On this machine alone (HOST a loopback
 * address: a developer's, or a terminator on the same host) plain HTTP stays local.
 */
export function plainHttpRefusal(env: NodeJS.ProcessEnv, host: string | undefined): string | undefined {
  if (!env.DIGX_TARGET?.trim()) return undefined;
  if (isHttps(env.PUBLIC_ORIGIN) || (host !== undefined && isLoopback(host))) return undefined;
  return SERVE_MODE_MESSAGES.plainHttp;
}

export const SERVE_MODE_MESSAGES = {
  neither:
    'npm run serve needs a bank: DIGX_TARGET=https://your-obdx-host to proxy /digx to a real OBDX, or DEMO=1 for the demo bank ' +
    '(the fake bank with its published demo logins, on 127.0.0.1). See README.md.',
  both: 'DIGX_TARGET and DEMO=1 are both set: choose one (a real bank, or the demo bank).',
  plainHttp:
    'DIGX_TARGET is set, but this server speaks plain HTTP and would be reachable beyond this machine: a real bank’s session ' +
    'must not cross a network in the clear. Behind a TLS terminator set PUBLIC_ORIGIN=https://your-host (the origin browsers ' +
    'see); to try a bank from this machine alone set HOST=127.0.0.1. See docs/deploy.md.',
} as const;

export function serveModeFrom(env: NodeJS.ProcessEnv): ServeMode {
  const target = env.DIGX_TARGET?.trim();
  const demo = ON.test(env.DEMO?.trim() ?? '');
  const host = env.HOST?.trim() || undefined;
  if (target && demo) return { mode: 'none', message: SERVE_MODE_MESSAGES.both };
  if (target) {
    const refusal = plainHttpRefusal(env, host);
    return refusal ? { mode: 'none', message: refusal } : { mode: 'live', target, host };
  }
  if (demo) return { mode: 'demo', host: host ?? '127.0.0.1' };
  return { mode: 'none', message: SERVE_MODE_MESSAGES.neither };
}

/**
 * `npm start` stays the demo by default (README's first command); demo or not, a development server with no
 * CSP listens on this machine only unless HOST says otherwise.
 */
export function devHost(env: NodeJS.ProcessEnv): string {
  return env.HOST?.trim() || '127.0.0.1';
}
