/**
 * Before any journey: build dist/ if stale, then start the dev server and the production server as child
 * processes (each in its own process group, so teardown can stop tsx and its node child together) and wait
 * until both serve the page. Meanwhile the stock-OBDX server of e2e/stockObdx.e2e.ts: dist-stock/ (the bundle
 * built for a stock OBDX, DIGX_PROFILE=stock) rebuilt only when stale, like dist/, then served with the fake
 * bank in its stock mode. Its build runs while the dev server compiles, on the core the dev compile leaves.
 *
 * E2E_DEV_URL and E2E_PROD_URL (together), and E2E_STOCK_URL, point the journeys at servers that are already
 * running instead. The stock server is left out when the journeys chosen on the command line do not include
 * the stock one.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { distIsStale } from '../scripts/chunkSizes';
import { ARTIFACTS, writeServers, type Servers } from './servers';
import { freePort, serverEnv, start, waitUntilServing } from './startServer';
import { stopGroups } from './stopGroups';

const root = path.resolve(__dirname, '..');
const STOCK_JOURNEY = path.join(__dirname, 'stockObdx.e2e.ts');

/** What globalSetup reads of jest's global config (@jest/types' GlobalConfig, a package jest brings, not ours). */
type GlobalConfig = { rootDir: string; testPathPatterns?: { isSet(): boolean; toExecutor(options: { rootDir: string }): { isMatch(file: string): boolean } } };

/** Whether the run includes `file`: every journey runs unless paths were given on the command line. */
function runs(globalConfig: GlobalConfig, file: string): boolean {
  const patterns = globalConfig.testPathPatterns;
  return !patterns?.isSet() || patterns.toExecutor({ rootDir: globalConfig.rootDir }).isMatch(file);
}

const seconds = (since: number) => `${Math.round((Date.now() - since) / 1000)} s`;

/**
 * `npm run build:stock` as a process group of its own (teardown can stop it), its output in the artifacts.
 * Unminified and without compressed copies (E2E_FAST_BUILD, webpack.config.js): the journey checks how the
 * app behaves on a stock OBDX, not its bytes (dist/ is held to the budgets), for a quarter of the build's time.
 */
function buildStock(): { child: ChildProcess; done: Promise<void> } {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  const logFile = path.join(ARTIFACTS, 'build-stock.log');
  const log = fs.openSync(logFile, 'w');
  const child = spawn('npm', ['run', 'build:stock'], { cwd: root, env: serverEnv({ E2E_FAST_BUILD: '1' }), detached: true, stdio: ['ignore', log, log] });
  const done = new Promise<void>((resolve, reject) =>
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm run build:stock failed (exit ${code}). Its log ends:\n${fs.readFileSync(logFile, 'utf8').slice(-3000)}`)))),
  );
  return { child, done };
}

export default async function globalSetup(globalConfig: GlobalConfig): Promise<void> {
  const started = Date.now();
  // How long each server took to serve, for the log: what the journeys' set-up costs CI.
  const ready = (name: string, wait: Promise<void>) => wait.then(() => console.log(`[e2e] ${name} serving after ${seconds(started)}`));
  // Forget any earlier run's pids first, so teardown can never signal a recycled pid.
  const servers: Servers = { dev: process.env.E2E_DEV_URL ?? '', prod: process.env.E2E_PROD_URL ?? '', stock: process.env.E2E_STOCK_URL ?? '', pids: [] };
  const givenPair = Boolean(servers.dev && servers.prod);
  if (!givenPair) Object.assign(servers, { dev: '', prod: '' });
  writeServers(servers);
  const track = (child: ChildProcess) => {
    if (child.pid) servers.pids.push(child.pid);
    writeServers(servers);
  };

  const waits: Promise<void>[] = [];
  try {
    const devPort = await freePort(8181);
    const prodPort = await freePort(8182, [devPort]);
    const stockPort = await freePort(8183, [devPort, prodPort]);
    if (!givenPair) {
      if (distIsStale(root)) {
        console.log('\n[e2e] dist/ is stale: npm run build');
        const build = spawnSync('npm', ['run', 'build'], { cwd: root, env: serverEnv(), stdio: 'inherit' });
        if (build.status !== 0) throw new Error('npm run build failed');
      }
      const dev = start('dev', 'scripts/dev.ts', devPort);
      const prod = start('serve', 'scripts/serve.ts', prodPort);
      Object.assign(servers, { dev: `http://localhost:${devPort}`, prod: `http://localhost:${prodPort}` });
      track(dev);
      track(prod);
      waits.push(ready('production server', waitUntilServing('serve', servers.prod, prod, 60_000)), ready('dev server', waitUntilServing('dev', servers.dev, dev, 240_000)));
    }
    if (!servers.stock && runs(globalConfig, STOCK_JOURNEY)) {
      waits.push(
        (async () => {
          if (distIsStale(root, 'dist-stock')) {
            const since = Date.now();
            console.log('\n[e2e] dist-stock/ is stale: npm run build:stock');
            const build = buildStock();
            track(build.child);
            await build.done;
            console.log(`[e2e] dist-stock/ built in ${seconds(since)}`);
          }
          const stock = start('serve-stock', 'scripts/serve.ts', stockPort, { DIGX_PROFILE: 'stock', DIST_DIR: 'dist-stock' });
          servers.stock = `http://localhost:${stockPort}`;
          track(stock);
          await ready('stock-OBDX server', waitUntilServing('serve-stock', servers.stock, stock, 60_000));
        })(),
      );
    }
    // Every wait settles before a failure is thrown, so no build or server is left starting behind it.
    const failed = (await Promise.allSettled(waits)).find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  } catch (err) {
    await stopGroups(servers.pids);
    throw err;
  }
  console.log(`[e2e] dev server ${servers.dev}, production server ${servers.prod}, stock-OBDX server ${servers.stock || '(not needed)'}`);
}
