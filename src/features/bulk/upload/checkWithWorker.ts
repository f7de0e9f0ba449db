/**
 * The page's side of the bulk file check: the file goes to a worker, the answer comes back. The page
 * never parses a file itself: a file that makes the parser run away (a workbook that unpacks to
 * gigabytes despite its directory, a CSV of endless quotes) costs the worker, never the tab the
 * customer is banking in. So when the worker cannot start, fails, sends nothing back in time, or
 * answers what cannot be read, the check fails with a message the customer can act on (check the
 * file again) and nothing runs on the page instead.
 */
import { CANCEL } from 'redux-saga';
import { CONTACT_TEAM } from '@/shared/api/errorMessages';
import type { BulkFileCheck } from './checkBulkFile';

/** Far beyond a 15 MB file's check, seconds even on a slow phone; short of a customer giving up on the page. */
export const CHECK_TIME_LIMIT_MS = 60_000;

export const CHECK_FAILED_MESSAGE = `We could not finish checking this file. Please check it again, and if this keeps happening, ${CONTACT_TEAM}.`;

/** What the page sends the worker. */
export interface CheckRequest {
  fileName: string;
  bytes: ArrayBuffer;
}

/** What the worker sends back: the check, or that it failed (a parser that threw, where it should not). */
export type CheckAnswer = { check: BulkFileCheck } | { failed: true };

/** The parts of a Worker the check uses, so a test can stand in for one. */
export interface CheckWorker {
  onmessage: ((event: MessageEvent<CheckAnswer>) => void) | null;
  onmessageerror: ((event: MessageEvent) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  postMessage(message: CheckRequest): void;
  terminate(): void;
}

/** The check could not be done (not: the file is wrong). Its message is CHECK_FAILED_MESSAGE. */
export class BulkCheckFailedError extends Error {
  constructor() {
    super(CHECK_FAILED_MESSAGE);
    this.name = 'BulkCheckFailedError';
  }
}

/**
 * Checks the file in the worker `start` makes; rejects with BulkCheckFailedError when that fails.
 * A saga that stops waiting (the customer changed the form, the session ended) stops the worker
 * too, through redux-saga's CANCEL, so an abandoned check does not run on.
 */
export function checkWithWorker(start: () => CheckWorker, fileName: string, bytes: ArrayBuffer, timeLimitMs = CHECK_TIME_LIMIT_MS): Promise<BulkFileCheck> {
  let stop = () => {};
  const answer = new Promise<BulkFileCheck>((resolve, reject) => {
    let worker: CheckWorker;
    try {
      worker = start();
    } catch {
      reject(new BulkCheckFailedError());
      return;
    }
    const timer = setTimeout(() => finish(), timeLimitMs);
    function finish(check?: BulkFileCheck) {
      clearTimeout(timer);
      worker.onmessage = null;
      worker.onmessageerror = null;
      worker.onerror = null;
      worker.terminate();
      if (check) resolve(check);
      else reject(new BulkCheckFailedError());
    }
    stop = () => finish();
    worker.onmessage = (event) => {
      const data: unknown = event.data;
      finish(typeof data === 'object' && data !== null && 'check' in data ? (data as { check: BulkFileCheck }).check : undefined);
    };
    worker.onmessageerror = () => finish();
    worker.onerror = (event) => {
      // Handled here: the browser need not report it as the page's own uncaught error.
      event.preventDefault();
      finish();
    };
    // A copy, not a transfer: the page keeps the bytes to send to the bank.
    worker.postMessage({ fileName, bytes: bytes.slice(0) });
  });
  // Nobody waits on a cancelled check: its rejection must not surface as unhandled.
  return Object.assign(answer, { [CANCEL]: () => { answer.catch(() => {}); stop(); } });
}
