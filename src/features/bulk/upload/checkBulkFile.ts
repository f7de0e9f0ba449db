/**
 * Verify, part one (SPEC.md section 4 "Bulk upload"): read the file and check every row. This runs in a
 * worker (checkInWorker) so a large file never freezes the page; the answer is plain data that crosses
 * the worker boundary. The limits are checked after, on the page, where the customer's limits are.
 */
import { parseBulkFile } from '../rules/parseBulkFile';
import { validateRows, type BulkPayment } from '../rules/rowRules';

export type BulkFileCheck = { ok: true; payments: BulkPayment[] } | { ok: false; errors: string[] };

export async function checkBulkFile(fileName: string, bytes: ArrayBuffer | Uint8Array): Promise<BulkFileCheck> {
  const parsed = await parseBulkFile(fileName, bytes);
  if (!parsed.ok) return { ok: false, errors: [parsed.error] };
  const { payments, errors } = validateRows(parsed.rows);
  return errors.length ? { ok: false, errors } : { ok: true, payments };
}
