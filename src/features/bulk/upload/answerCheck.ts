/**
 * The worker's side of the bulk file check (checkWithWorker.ts): one file in, its check out. A parser
 * that throws where it should not still gets an answer back, so the page is told at once instead of
 * waiting out its time limit.
 */
import { checkBulkFile } from './checkBulkFile';
import type { CheckAnswer, CheckRequest } from './checkWithWorker';

export async function answerCheck({ fileName, bytes }: CheckRequest): Promise<CheckAnswer> {
  try {
    return { check: await checkBulkFile(fileName, bytes) };
  } catch {
    return { failed: true };
  }
}
