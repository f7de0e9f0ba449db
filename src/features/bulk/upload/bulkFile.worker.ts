/** The bulk file check's worker (checkInWorker.ts starts it): answers each file the page sends. */
import { answerCheck } from './answerCheck';
import type { CheckAnswer, CheckRequest } from './checkWithWorker';

interface WorkerScope {
  onmessage: ((event: MessageEvent<CheckRequest>) => void) | null;
  postMessage(message: CheckAnswer): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => {
  void answerCheck(event.data).then((answer) => scope.postMessage(answer));
};
