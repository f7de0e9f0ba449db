/** jest's stand-in for checkInWorker (jsdom has no Worker): the same check, on the page. */
import { checkBulkFile, type BulkFileCheck } from './checkBulkFile';

export function checkInWorker(fileName: string, bytes: ArrayBuffer): Promise<BulkFileCheck> {
  return checkBulkFile(fileName, bytes);
}
