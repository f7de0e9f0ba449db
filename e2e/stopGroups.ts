/** Stops process groups the journeys started: SIGTERM, then SIGKILL whatever is left after 5 s. */
export function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function stopGroups(pids: number[]): Promise<void> {
  for (const pid of pids) if (groupAlive(pid)) process.kill(-pid, 'SIGTERM');
  const deadline = Date.now() + 5000;
  while (pids.some(groupAlive) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  for (const pid of pids) if (groupAlive(pid)) process.kill(-pid, 'SIGKILL');
}
