/** After the journeys: stop the servers globalSetup started (their whole process groups). */
import { readServers } from './servers';
import { stopGroups } from './stopGroups';

export default async function globalTeardown(): Promise<void> {
  const { pids } = (() => {
    try {
      return readServers();
    } catch {
      return { pids: [] };
    }
  })();
  await stopGroups(pids);
}
