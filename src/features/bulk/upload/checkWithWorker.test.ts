/**
 * The page's side of the worker check, with a stand-in worker (jsdom has none): whatever goes wrong in
 * the worker, the page gets a failure to show, and no parse of its own.
 */
import { CANCEL } from 'redux-saga';
import type { BulkFileCheck } from './checkBulkFile';
import { BulkCheckFailedError, CHECK_FAILED_MESSAGE, CHECK_TIME_LIMIT_MS, checkWithWorker, type CheckAnswer, type CheckRequest, type CheckWorker } from './checkWithWorker';

const CHECKED: BulkFileCheck = { ok: false, errors: ['Bad sort code on row 2.'] };

/** A worker that records what it is sent and answers only when the test says. */
class StandInWorker implements CheckWorker {
  onmessage: CheckWorker['onmessage'] = null;
  onmessageerror: CheckWorker['onmessageerror'] = null;
  onerror: CheckWorker['onerror'] = null;
  sent: CheckRequest[] = [];
  terminated = false;
  postMessage(message: CheckRequest) {
    this.sent.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  answer(data: unknown) {
    this.onmessage?.({ data } as MessageEvent<CheckAnswer>);
  }
  fail() {
    const event = { preventDefault: jest.fn() };
    this.onerror?.(event as unknown as ErrorEvent);
    return event;
  }
}

function start() {
  const worker = new StandInWorker();
  const bytes = new Uint8Array([1, 2, 3]).buffer;
  const check = checkWithWorker(() => worker, 'payroll.xlsx', bytes);
  return { worker, bytes, check };
}

afterEach(() => {
  jest.useRealTimers();
});

describe('checking a bulk file in a worker', () => {
  it("sends the worker a copy of the file and gives back the worker's check", async () => {
    const { worker, bytes, check } = start();
    expect(worker.sent).toEqual([{ fileName: 'payroll.xlsx', bytes: expect.any(ArrayBuffer) }]);
    expect(worker.sent[0].bytes).not.toBe(bytes);
    expect(new Uint8Array(worker.sent[0].bytes)).toEqual(new Uint8Array(bytes));
    worker.answer({ check: CHECKED });
    await expect(check).resolves.toEqual(CHECKED);
    expect(worker.terminated).toBe(true);
  });

  it('fails, and parses nothing on the page, when the worker fails', async () => {
    const { worker, check } = start();
    const event = worker.fail();
    await expect(check).rejects.toThrow(BulkCheckFailedError);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(worker.terminated).toBe(true);
    // A late answer from a failed worker changes nothing.
    worker.answer({ check: { ok: true, payments: [] } });
    await expect(check).rejects.toThrow(CHECK_FAILED_MESSAGE);
  });

  it('fails when no worker can start (an old browser, a policy that forbids it)', async () => {
    await expect(
      checkWithWorker(() => {
        throw new Error('SecurityError');
      }, 'payroll.csv', new ArrayBuffer(1)),
    ).rejects.toThrow(BulkCheckFailedError);
  });

  it.each<[string, (worker: StandInWorker) => void]>([
    ['says its parser failed', (worker) => worker.answer({ failed: true })],
    ['answers something that is not a check', (worker) => worker.answer('nonsense')],
    ['answers nothing at all', (worker) => worker.answer(null)],
    ['sends an answer that cannot be read', (worker) => worker.onmessageerror?.({} as MessageEvent)],
  ])('fails when the worker %s', async (_label, act) => {
    const { worker, check } = start();
    act(worker);
    await expect(check).rejects.toThrow(BulkCheckFailedError);
    expect(worker.terminated).toBe(true);
  });

  it('stops a worker that runs past the time limit, and fails', async () => {
    jest.useFakeTimers();
    const { worker, check } = start();
    jest.advanceTimersByTime(CHECK_TIME_LIMIT_MS - 1);
    expect(worker.terminated).toBe(false);
    jest.advanceTimersByTime(1);
    await expect(check).rejects.toThrow(BulkCheckFailedError);
    expect(worker.terminated).toBe(true);
  });

  it('stops the worker when the saga waiting on it is cancelled', () => {
    const { worker, check } = start();
    (check as unknown as Record<string, () => void>)[CANCEL]();
    expect(worker.terminated).toBe(true);
  });

  it('says what to do in words the customer can act on', () => {
    expect(CHECK_FAILED_MESSAGE).toBe('We could not finish checking this file. Please check it again, and if this keeps happening, please contact your private bank team or racing bank team.');
  });
});
