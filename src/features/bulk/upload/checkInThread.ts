/**
 * jest's stand-in for checkInWorker (jsdom has no Worker; jest.config.js maps the one to the other):
 * the worker's own answer, run in the test's thread behind the same page-side code, so the whole-app
 * tests go through the same messages, copy and time limit as the browser. Never in a build.
 */
import { answerCheck } from './answerCheck';
import type { BulkFileCheck } from './checkBulkFile';
import { checkWithWorker, type CheckAnswer, type CheckWorker } from './checkWithWorker';

function threadWorker(): CheckWorker {
  let stopped = false;
  const worker: CheckWorker = {
    onmessage: null,
    onmessageerror: null,
    onerror: null,
    postMessage(request) {
      void answerCheck(request).then((answer) => {
        if (!stopped) worker.onmessage?.({ data: answer } as MessageEvent<CheckAnswer>);
      });
    },
    terminate() {
      stopped = true;
    },
  };
  return worker;
}

export function checkInWorker(fileName: string, bytes: ArrayBuffer): Promise<BulkFileCheck> {
  return checkWithWorker(threadWorker, fileName, bytes);
}
