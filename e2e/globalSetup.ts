/**
 * Before any journey: build dist/ if stale, then start the dev server and the production server
 * as child processes (each in its own process group, so teardown can stop tsx and its node child
 * together) and wait until both serve the page.
 *
 * E2E_DEV_URL and E2E_PROD_URL point the journeys at servers that are already running instead.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { distIsStale } from '../scripts/chunkSizes';
import { ARTIFACTS, writeServers } from './servers';
import { stopGroups } from './stopGroups';

const root = path.resolve(__dirname, '..');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');

/** The first port from `preferred` up that nothing listens on. */
async function freePort(preferred: number, taken: number[] = []): Promise<number> {
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

function start(name: string, script: string, port: number): ChildProcess {
  const log = fs.openSync(path.join(ARTIFACTS, `${name}.log`), 'w');
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), BROWSER: 'none' };
  delete env.DIGX_TARGET; // both servers run the fake bank
  return spawn(tsx, [script], { cwd: root, env, detached: true, stdio: ['ignore', log, log] });
}

/** Polls until the page is served (the dev server answers only once its first build is done). */
async function waitUntilServing(name: string, url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
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

export default async function globalSetup(): Promise<void> {
  // Forget any earlier run's pids first, so teardown can never signal a recycled pid.
  writeServers({ dev: '', prod: '', pids: [] });
  if (process.env.E2E_DEV_URL && process.env.E2E_PROD_URL) {
    writeServers({ dev: process.env.E2E_DEV_URL, prod: process.env.E2E_PROD_URL, pids: [] });
    return;
  }

  if (distIsStale(root)) {
    console.log('\n[e2e] dist/ is stale: npm run build');
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }

  const devPort = await freePort(8181);
  const prodPort = await freePort(8182, [devPort]);
  const dev = start('dev', 'scripts/dev.ts', devPort);
  const prod = start('serve', 'scripts/serve.ts', prodPort);
  const servers = { dev: `http://localhost:${devPort}`, prod: `http://localhost:${prodPort}`, pids: [dev.pid, prod.pid].filter((p): p is number => !!p) };
  writeServers(servers);
  try {
    await Promise.all([waitUntilServing('serve', servers.prod, prod, 60_000), waitUntilServing('dev', servers.dev, dev, 240_000)]);
  } catch (err) {
    await stopGroups(servers.pids);
    throw err;
  }
  console.log(`[e2e] dev server ${servers.dev}, production server ${servers.prod}`);
}
