/**
 * The dev server (webpack-dev-server with the fake bank, `npm start`): heavy to start (a whole dev compile),
 * so one for the run, shared by every worker. It is started by the first journey that needs it, not by
 * globalSetup: a run of journeys that never use it (one file, one project) costs no compile.
 *
 * Only journeys that hold the DEV_BANK lock (e2e/fixtures.ts) may use it: Playwright never runs two of them
 * at once, so the dev server's one bank (resets, faults, hostile texts) is never shared by two journeys at a
 * time, and no two workers can start it together either. E2E_DEV_URL names a dev server already running.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ARTIFACTS, trackGroup } from './servers';
import { freePort, start, waitUntilServing } from './startServer';
import { groupAlive } from './stopGroups';

const RECORD = path.join(ARTIFACTS, 'dev-server.json');
const PORT = 8300;
/** A cold dev compile on two busy cores. */
export const DEV_COMPILE_MS = 240_000;

type Record = { url: string; pid: number };

/** Forgets an earlier run's dev server (globalSetup): its pid may have been recycled since. */
export function forgetDevServer(): void {
  fs.rmSync(RECORD, { force: true });
}

function recorded(): Record | undefined {
  try {
    return JSON.parse(fs.readFileSync(RECORD, 'utf8')) as Record;
  } catch {
    return undefined;
  }
}

async function serving(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    return res.ok && (await res.text()).includes('id="root"');
  } catch {
    return false;
  }
}

/** The dev server's URL, once it serves the page: the one this run started, or a new one. */
export async function sharedDevServer(): Promise<string> {
  if (process.env.E2E_DEV_URL) return process.env.E2E_DEV_URL;
  const known = recorded();
  if (known && groupAlive(known.pid)) {
    // Started by a worker that has gone since (its journey failed while the compile ran): wait for it.
    const deadline = Date.now() + DEV_COMPILE_MS;
    while (Date.now() < deadline && groupAlive(known.pid)) {
      if (await serving(known.url)) return known.url;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(`The dev server ${known.url} (group ${known.pid}) did not serve; see e2e/.artifacts/dev.log`);
  }
  const port = await freePort(PORT);
  const child = start('dev', 'scripts/dev.ts', port);
  const url = `http://localhost:${port}`;
  // Recorded before it serves: globalTeardown stops it even if this worker does not live to see it ready.
  trackGroup(child.pid);
  if (child.pid) fs.writeFileSync(RECORD, JSON.stringify({ url, pid: child.pid } satisfies Record));
  const since = Date.now();
  await waitUntilServing('dev', url, child, DEV_COMPILE_MS);
  console.log(`[e2e] dev server ${url} serving after ${Math.round((Date.now() - since) / 1000)} s`);
  return url;
}
