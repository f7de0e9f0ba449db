/**
 * Checks a bulk file in a web worker of our own origin (STACK.md: papaparse's own worker hangs under
 * the strict CSP). Only ever in the worker: where one cannot start or it fails, the check fails
 * (checkWithWorker.ts) rather than parse a possibly hostile file on the page. jest has no workers:
 * it maps this module to checkInThread.ts.
 */
import type { BulkFileCheck } from './checkBulkFile';
import { checkWithWorker } from './checkWithWorker';

export function checkInWorker(fileName: string, bytes: ArrayBuffer): Promise<BulkFileCheck> {
  return checkWithWorker(() => new Worker(new URL('./bulkFile.worker.ts', import.meta.url)), fileName, bytes);
}
