/**
 * Which bank `npm run serve` serves, and where it listens (issue 26). The production server never falls into the
 * demo: the fake bank answers with published logins and open QA switches, so it runs only when asked for by
 * name, and then only on this machine unless HOST says otherwise.
 */
export type ServeMode = { mode: 'live'; target: string; host?: string } | { mode: 'demo'; host: string } | { mode: 'none'; message: string };

const ON = /^(1|true|on|yes)$/i;

export const SERVE_MODE_MESSAGES = {
  neither:
    'npm run serve needs a bank: DIGX_TARGET=https://your-obdx-host to proxy /digx to a real OBDX, or DEMO=1 for the demo bank ' +
    '(the fake bank with its published demo logins, on 127.0.0.1). See README.md.',
  both: 'DIGX_TARGET and DEMO=1 are both set: choose one (a real bank, or the demo bank).',
} as const;

export function serveModeFrom(env: NodeJS.ProcessEnv): ServeMode {
  const target = env.DIGX_TARGET?.trim();
  const demo = ON.test(env.DEMO?.trim() ?? '');
  const host = env.HOST?.trim() || undefined;
  if (target && demo) return { mode: 'none', message: SERVE_MODE_MESSAGES.both };
  if (target) return { mode: 'live', target, host };
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
