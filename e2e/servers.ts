/**
 * What the journeys leave behind in e2e/.artifacts/ (server logs, Lighthouse reports, Playwright's output),
 * and the record of the process groups they started. Each server runs in a process group of its own; the
 * fixture that started one stops it, and globalTeardown stops whatever is still recorded (a worker that died
 * before its teardown, the dev server the workers share).
 */
import fs from 'node:fs';
import path from 'node:path';

export const ARTIFACTS = path.resolve(__dirname, '.artifacts');

/**
 * What a call from outside a browser (the journeys' set-up, the bench) sends to the demo bank's switches or to
 * /digx when it changes something: the app's own Origin, as a browser on the page would (scripts/edge/sameOrigin.ts
 * refuses anything else).
 */
export const sameOriginHeaders = (base: string): Record<string, string> => ({ Origin: new URL(base).origin });
const GROUPS = path.join(ARTIFACTS, 'groups');

/** One empty file per group, named by its pid: two workers can add and remove theirs without a lock. */
export function trackGroup(pid: number | undefined): void {
  if (!pid) return;
  fs.mkdirSync(GROUPS, { recursive: true });
  fs.writeFileSync(path.join(GROUPS, String(pid)), '');
}

export function untrackGroup(pid: number | undefined): void {
  if (pid) fs.rmSync(path.join(GROUPS, String(pid)), { force: true });
}

export function trackedGroups(): number[] {
  if (!fs.existsSync(GROUPS)) return [];
  return fs.readdirSync(GROUPS).map(Number).filter((pid) => Number.isInteger(pid) && pid > 0);
}

/** Forgets an earlier run's groups (never signal a pid that may since have been recycled). */
export function forgetGroups(): void {
  fs.rmSync(GROUPS, { recursive: true, force: true });
}
