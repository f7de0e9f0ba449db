/**
 * dist-stock/ (the bundle built for a stock OBDX, DIGX_PROFILE=stock) for e2e/stockObdx.e2e.ts, rebuilt only
 * when older than its sources, like dist/. Called by the stock server's fixture, so a run without the stock
 * journey never builds it; the journey holds the STOCK_BANK lock, so two workers never build it together.
 *
 * Unminified and without compressed copies (E2E_FAST_BUILD, webpack.config.js): the journey checks how the
 * app behaves on a stock OBDX, not its bytes (dist/ is held to the budgets), for a quarter of the build's time.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { distIsStale } from '../scripts/chunkSizes';
import { ARTIFACTS, trackGroup, untrackGroup } from './servers';
import { serverEnv } from './startServer';

const root = path.resolve(__dirname, '..');

export async function buildStockIfStale(): Promise<void> {
  if (!distIsStale(root, 'dist-stock')) return;
  const since = Date.now();
  console.log('[e2e] dist-stock/ is stale: npm run build:stock');
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  const logFile = path.join(ARTIFACTS, 'build-stock.log');
  const log = fs.openSync(logFile, 'w');
  // A process group of its own, recorded: globalTeardown stops it if the run ends while it builds.
  const child = spawn('npm', ['run', 'build:stock'], { cwd: root, env: serverEnv({ E2E_FAST_BUILD: '1' }), detached: true, stdio: ['ignore', log, log] });
  trackGroup(child.pid);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  untrackGroup(child.pid);
  if (code !== 0) throw new Error(`npm run build:stock failed (exit ${code}). Its log ends:\n${fs.readFileSync(logFile, 'utf8').slice(-3000)}`);
  console.log(`[e2e] dist-stock/ built in ${Math.round((Date.now() - since) / 1000)} s`);
}
