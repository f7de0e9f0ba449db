/**
 * Starting the app's servers as child processes, for the journeys (globalSetup) and the browser
 * benchmark: each in its own process group so stopGroups can stop tsx and its node child together.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ARTIFACTS } from './servers';

const root = path.resolve(__dirname, '..');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');

/** The first port from `preferred` up that nothing listens on. */
export async function freePort(preferred: number, taken: number[] = []): Promise<number> {
  for (let port = preferred; port < preferred + 100; port++) {
    if (taken.includes(port)) continue;
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer().once('error', () => resolve(false));
      probe.listen(port, () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`No free port from ${preferred}`);
}

/**
 * The environment a server or build of the journeys runs in: the fake bank (no DIGX_TARGET), in its normal
 * texts (the XSS journey switches hostile texts on for itself), the demo bank and its profile unless `extra`
 * says otherwise (the stock-OBDX server passes DIGX_PROFILE=stock), whatever the caller's shell has set.
 */
export function serverEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  // DEMO=1: `npm run serve` mounts the fake bank only when asked (scripts/edge/serveMode.ts); on 127.0.0.1.
  const env: NodeJS.ProcessEnv = { ...process.env, BROWSER: 'none', DEMO: '1' };
  for (const name of ['DIGX_TARGET', 'DIGX_HOSTILE', 'DIGX_PROFILE', 'BANK_PROFILE', 'DIST_DIR', 'E2E_FAST_BUILD', 'PROF_MAPS', 'HOST', 'PUBLIC_ORIGIN']) delete env[name];
  return { ...env, ...extra };
}

export function start(name: string, script: string, port: number, extra: NodeJS.ProcessEnv = {}): ChildProcess {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  const log = fs.openSync(path.join(ARTIFACTS, `${name}.log`), 'w');
  return spawn(tsx, [script], { cwd: root, env: serverEnv({ ...extra, PORT: String(port) }), detached: true, stdio: ['ignore', log, log] });
}

/** Polls until the page is served (the dev server answers only once its first build is done). */
export async function waitUntilServing(name: string, url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      if (res.ok && (await res.text()).includes('id="root"')) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const log = fs.readFileSync(path.join(ARTIFACTS, `${name}.log`), 'utf8');
  throw new Error(`The ${name} server did not serve ${url} (exit ${child.exitCode}). Its log ends:\n${log.slice(-3000)}`);
}

