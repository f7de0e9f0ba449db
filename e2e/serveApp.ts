/**
 * One worker's own production server: scripts/serve.ts (a built bundle behind the production headers) with
 * the fake bank inside it, on a port of the worker's own. Its bank's state (resets, faults, hostile texts)
 * belongs to that worker alone, so two workers never see each other's.
 */
import { trackGroup, untrackGroup } from './servers';
import { freePort, start, waitUntilServing } from './startServer';
import { stopGroups } from './stopGroups';

export type Served = { url: string; stop: () => Promise<void> };

/**
 * Ports from 8310 up, ten per parallel worker slot (a restarted worker reuses its slot's ports once the old
 * one has stopped): clear of the 8080-8200 a developer's own servers use, and of the dev server's 8300.
 */
export const workerPort = (parallelIndex: number, offset = 0) => 8310 + 10 * parallelIndex + offset;

export async function serveApp(name: string, preferredPort: number, extra: NodeJS.ProcessEnv = {}): Promise<Served> {
  const port = await freePort(preferredPort);
  const child = start(name, 'scripts/serve.ts', port, extra);
  trackGroup(child.pid);
  const url = `http://localhost:${port}`;
  const stop = async () => {
    if (child.pid) await stopGroups([child.pid]);
    untrackGroup(child.pid);
  };
  try {
    await waitUntilServing(name, url, child, 60_000);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, stop };
}
