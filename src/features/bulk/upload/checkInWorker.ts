/**
 * Runs checkBulkFile in a web worker, so parsing a large CSV or workbook never blocks the page. Where a
 * worker cannot start (an old browser, a policy that blocks it) the same check runs on the page: slower
 * for a big file, never wrong. jest has no workers: it maps this module to checkInThread.ts.
 */
import { checkBulkFile, type BulkFileCheck } from './checkBulkFile';

export function checkInWorker(fileName: string, bytes: ArrayBuffer): Promise<BulkFileCheck> {
  return new Promise((resolve) => {
    const onPage = () => resolve(checkBulkFile(fileName, bytes));
    let worker: Worker;
    try {
      worker = new Worker(new URL('./bulkFile.worker.ts', import.meta.url));
    } catch {
      onPage();
      return;
    }
    worker.onmessage = (event: MessageEvent<BulkFileCheck>) => {
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      onPage();
    };
    // A copy, not a transfer: the page keeps the bytes for the fallback and for the upload itself.
    worker.postMessage({ fileName, bytes: bytes.slice(0) });
  });
}
