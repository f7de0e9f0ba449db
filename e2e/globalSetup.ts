/**
 * Before any journey: build dist/ if stale, then start the dev server and the production server
 * as child processes (each in its own process group, so teardown can stop tsx and its node child
 * together) and wait until both serve the page.
 *
 * E2E_DEV_URL and E2E_PROD_URL point the journeys at servers that are already running instead.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { distIsStale } from '../scripts/chunkSizes';
import { writeServers } from './servers';
import { freePort, start, waitUntilServing } from './startServer';
import { stopGroups } from './stopGroups';

const root = path.resolve(__dirname, '..');
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
