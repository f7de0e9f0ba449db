/** The worker side of checkInWorker: one file in, its check out. */
import { checkBulkFile } from './checkBulkFile';

interface WorkerScope {
  onmessage: ((event: MessageEvent<{ fileName: string; bytes: ArrayBuffer }>) => void) | null;
  postMessage(message: unknown): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => {
  void checkBulkFile(event.data.fileName, event.data.bytes).then((result) => scope.postMessage(result));
};
