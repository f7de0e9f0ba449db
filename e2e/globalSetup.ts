/**
 * Before any journey: forget an earlier run's servers, and build dist/ if it is older than its sources (every
 * worker serves it with a fake bank of its own, e2e/fixtures.ts). The servers themselves start on demand: each
 * worker's production server with the worker, the dev server and dist-stock/ with the first journey that
 * needs them (e2e/devServer.ts, e2e/buildStockIfStale.ts).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { distIsStale } from '../scripts/chunkSizes';
import { forgetDevServer } from './devServer';
import { forgetGroups } from './servers';
import { serverEnv } from './startServer';

const root = path.resolve(__dirname, '..');

export default function globalSetup(): void {
  forgetGroups();
  forgetDevServer();
  if (distIsStale(root)) {
    const since = Date.now();
    console.log('[e2e] dist/ is stale: npm run build');
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, env: serverEnv(), stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
    console.log(`[e2e] dist/ built in ${Math.round((Date.now() - since) / 1000)} s`);
  }
}
