/**
 * Verify, part one (SPEC.md section 4 "Bulk upload"): read the file and check every row. This runs only
 * in a worker (checkInWorker) so a large or hostile file never freezes the page; the answer is plain
 * data that crosses the worker boundary. The limits are checked after, on the page, where the
 * customer's limits are. The form refuses a file over the size limit before reading it; the size is
 * checked again here, where the bytes are, so no other way in can hand the parser more.
 */
import { validateFileSize } from '../rules/fileSize';
import { parseBulkFile } from '../rules/parseBulkFile';
import { validateRows, type BulkPayment } from '../rules/rowRules';

export type BulkFileCheck = { ok: true; payments: BulkPayment[] } | { ok: false; errors: string[] };

export async function checkBulkFile(fileName: string, bytes: ArrayBuffer | Uint8Array): Promise<BulkFileCheck> {
  const sizeError = validateFileSize(bytes.byteLength);
  if (sizeError) return { ok: false, errors: [sizeError] };
  const parsed = await parseBulkFile(fileName, bytes);
  if (!parsed.ok) return { ok: false, errors: [parsed.error] };
  const { payments, errors } = validateRows(parsed.rows);
  return errors.length ? { ok: false, errors } : { ok: true, payments };
}
