import { auditStamp, londonDay, postTransaction } from '../bank/seed';
import { dayOf } from '../bank/seed/dates';
import type { BankState, BulkFileRecord, BulkFileStatus, BulkRecordRecord, BulkRecordStatus } from '../bank/types';

/**
 * How the fake bank processes an uploaded bulk file, with its clock (no timers: every fileUploads call first
 * brings each live file up to the clock's now, so tests fix the clock and advance it):
 *
 *   at upload            VERIFIED (records VERIFIED)     — or PENDING_APPROVAL when an authoriser must approve it
 *                                                          (records VERIFIED), or ERROR for good (no records)
 *   from approval        APPROVED (records APPROVED)     — a file that waited for an authoriser; approveBulkFile()
 *   + 30 s               PROCESSING_IN_PROGRESS (records PROCESSING_IN_PROGRESS)
 *   + 90 s               PROCESSED: records whose credit account number ends 0000 are REJECTED (AC01 "Account
 *                        number is incorrect"), ending 9999 REJECTED (AC04 "Account closed"); the others PROCESSED.
 *                        One debit (code BLK, "BULK PAYMENT {FILE NAME}", reference the file id) of the accepted
 *                        total is posted to the debit account, and the file's activity-log item is completed.
 *   on the value date    the accepted records become COMPLETED (at once when the value date is already today).
 *
 * Times count from the upload, or from the approval for a file that waited. A file rejected by an authoriser
 * (rejectBulkFile) is REJECTED with every record REJECTED. Seeded files (no `internal.live`) keep their status,
 * except a seeded PENDING_APPROVAL file that an authoriser approves, which then goes on as above.
 * The debit is posted when the bank first answers a fileUploads call after the 90 s, dated that day.
 */

export const PROCESSING_AFTER_MS = 30_000;
export const PROCESSED_AFTER_MS = 90_000;

/** Credit account numbers (last four digits) the receiving banks turn away. */
export const REJECTED_ENDINGS: Readonly<Record<string, readonly [string, string]>> = {
  '0000': ['AC01', 'Account number is incorrect'],
  '9999': ['AC04', 'Account closed'],
};

const RANK: Partial<Record<BulkFileStatus, number>> = { VERIFIED: 0, APPROVED: 0, PROCESSING_IN_PROGRESS: 1, PROCESSED: 2 };
const pennies = (amount: number) => Math.round(amount * 100);

/** The rejection a record meets at the receiving bank, by its credit account's last four digits. */
export function rejectionOf(record: BulkRecordRecord): readonly [string, string] | undefined {
  return REJECTED_ENDINGS[record.creditAccountId.displayValue.slice(-4)];
}

/** recordsRejected and details[{statusCode, count}] (the records not rejected, per status), as the seed has them. */
export function summarise(file: BulkFileRecord, records: readonly BulkRecordRecord[]): void {
  const counts = new Map<BulkRecordStatus, number>();
  for (const r of records) if (r.status !== 'REJECTED') counts.set(r.status, (counts.get(r.status) ?? 0) + 1);
  file.details = [...counts].map(([statusCode, count]) => ({ statusCode, count }));
  file.recordsRejected = records.filter((r) => r.status === 'REJECTED').length;
}

function moveTo(file: BulkFileRecord, records: readonly BulkRecordRecord[], status: BulkFileStatus & BulkRecordStatus): void {
  file.fileUpload.fileStatus = status;
  for (const r of records) if (r.status !== 'REJECTED') r.status = status;
}

/** The end of processing: rejections, the one debit, the activity item completed. */
function finish(state: BankState, file: BulkFileRecord, records: readonly BulkRecordRecord[], now: Date): void {
  moveTo(file, records, 'PROCESSED');
  for (const r of records) {
    const rejected = rejectionOf(r);
    if (rejected) Object.assign(r, { status: 'REJECTED', errorCode: rejected[0], errorMessage: rejected[1] });
  }
  const accepted = records.filter((r) => r.status !== 'REJECTED').reduce((sum, r) => sum + pennies(r.currencyAmount.amount), 0);
  const live = file.internal.live;
  if (live && live.postedReference === null && accepted > 0 && state.accounts[file.fileUpload.debitAccountId.value]) {
    const posted = postTransaction(state, file.fileUpload.debitAccountId.value, {
      code: 'BLK', dir: 'D', amount: accepted / 100, description: `BULK PAYMENT ${file.fileUpload.fileName.toUpperCase()}`, reference: file.fileUpload.key.id,
    }, now);
    live.postedReference = posted.key.transactionReferenceNumber;
  }
  const item = state.activity.find((a) => a.transactionId === file.internal.activityId);
  if (item) {
    item.processingDetails = { currentStep: 'completed', status: 'S' };
    item.hostReference = live?.postedReference ?? file.fileUpload.key.id;
    item.lastUpdatedDate = auditStamp(now);
  }
}

/** Brings one live file up to `now`; only ever forward. */
function refreshFile(state: BankState, file: BulkFileRecord, now: Date): void {
  const live = file.internal.live;
  if (!live || live.processingFrom === null) return;
  const current = RANK[file.fileUpload.fileStatus];
  if (current === undefined) return; // ERROR, REJECTED, PENDING_APPROVAL, UPLOADED: nothing moves them with time
  const records = state.bulkRecords[file.fileUpload.key.id] ?? [];
  const elapsed = now.getTime() - Date.parse(live.processingFrom);
  if (current < 2) {
    if (elapsed >= PROCESSED_AFTER_MS) finish(state, file, records, now);
    else if (elapsed >= PROCESSING_AFTER_MS && current < 1) moveTo(file, records, 'PROCESSING_IN_PROGRESS');
  }
  if (file.fileUpload.fileStatus === 'PROCESSED' && londonDay(now) >= dayOf(file.fileUpload.valueDate)) {
    for (const r of records) if (r.status === 'PROCESSED') r.status = 'COMPLETED';
  }
  summarise(file, records);
}

/** Every live file of the bank, brought up to the clock (called first by each fileUploads handler). */
export function refreshBulkFiles(state: BankState, now: Date): void {
  for (const file of state.bulkFiles) refreshFile(state, file, now);
}

const fileById = (state: BankState, fileId: string) => state.bulkFiles.find((f) => f.fileUpload.key.id === fileId);

/**
 * An authoriser approved a PENDING_APPROVAL file: it shows APPROVED and is processed from now on (timeline
 * above). The caller (the approvals handler) updates the approval item itself. False when there is no such
 * file waiting.
 */
export function approveBulkFile(state: BankState, fileId: string, now: Date): boolean {
  const file = fileById(state, fileId);
  if (!file || file.fileUpload.fileStatus !== 'PENDING_APPROVAL') return false;
  const records = state.bulkRecords[fileId] ?? [];
  moveTo(file, records, 'APPROVED');
  file.internal.live = { processingFrom: auditStamp(now), approved: true, postedReference: file.internal.live?.postedReference ?? null };
  summarise(file, records);
  return true;
}

/** An authoriser rejected a PENDING_APPROVAL file: the file and all its records are REJECTED for good. */
export function rejectBulkFile(state: BankState, fileId: string): boolean {
  const file = fileById(state, fileId);
  if (!file || file.fileUpload.fileStatus !== 'PENDING_APPROVAL') return false;
  const records = state.bulkRecords[fileId] ?? [];
  file.fileUpload.fileStatus = 'REJECTED';
  for (const r of records) r.status = 'REJECTED';
  summarise(file, records);
  return true;
}
