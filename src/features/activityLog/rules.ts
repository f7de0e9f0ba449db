/**
 * The activity log's business rules (SPEC.md sections 3, 4 and 9), pure so they are table-tested:
 * the status word an item reads, when a receipt is offered, the status filter and the date windows.
 * Days are Europe/London calendar days ('YYYY-MM-DD'), computed without moment.
 */
import { approvalStatusWord } from '@/shared/approvals/approvalStatus';
import { addMonths, type IsoDate } from '@/shared/lib/dates';
import { paymentReference } from '@/shared/receipts/paymentReference';
import type { ActivityCount, ActivityItem } from './types';

/** The types the bank logs, by task code: the names when an answer leaves them out. */
export const ACTIVITY_TYPE_NAMES: Readonly<Record<string, string>> = {
  PC_F_DOM: 'Make a Payment',
  PC_F_SELF: 'Internal Transfer',
  FU_F_BLK: 'Bulk Domestic Transfer',
  PC_F_DFTI: 'External Standing Order/Future Payment',
  PC_F_SELFI: 'Internal Standing Order/Future Payment',
  PC_F_ADHOC: 'Third Party Payment - Adhoc',
  PC_M_CDP: 'Create Payee',
};

export const BULK_TYPE = 'Bulk Domestic Transfer';
export const FILE_PROCESSED = 'File Processed';

/** A name the bank gave wins; then the known name of the code; then the code itself. */
export function typeNameOf(taskCode: string, given?: string): string {
  return given?.trim() || ACTIVITY_TYPE_NAMES[taskCode] || taskCode || 'Unknown';
}

type StatusFacts = Pick<ActivityItem, 'type' | 'taskCode' | 'status' | 'processingStep' | 'processingStatus'>;

/**
 * SPEC.md section 4: the approval status word, except a bulk transfer the bank has approved and
 * finished processing (processingDetails completed/S), which reads File Processed. A stock OBDX may
 * call such an item COMPLETED rather than APPROVED: it reads the same.
 */
export function activityStatusWord(item: StatusFacts): string {
  const bulk = item.type === BULK_TYPE || item.taskCode === 'FU_F_BLK';
  const approved = ['APPROVED', 'COMPLETED'].includes(String(item.status ?? '').trim().toUpperCase());
  const processed = String(item.processingStep ?? '').toLowerCase() === 'completed' && String(item.processingStatus ?? '').toUpperCase() === 'S';
  return bulk && approved && processed ? FILE_PROCESSED : approvalStatusWord(item.status);
}

/** An audit entry's status: the maker's own step reads Initiated; the rest read as approval statuses do. */
export function auditStatusWord(status: string): string {
  return String(status ?? '').trim().toUpperCase() === 'INITIATED' ? 'Initiated' : approvalStatusWord(status);
}

/** SPEC.md section 4 "Activity-log receipts": the types a receipt exists for. */
export const RECEIPT_TYPES: readonly string[] = [
  'Make a Payment',
  'Internal Transfer',
  BULK_TYPE,
  'External Standing Order/Future Payment',
  'Internal Standing Order/Future Payment',
  'Third Party Payment - Adhoc',
];

/** The task codes of RECEIPT_TYPES. */
const RECEIPT_TASK_CODES: readonly string[] = Object.keys(ACTIVITY_TYPE_NAMES).filter((code) => RECEIPT_TYPES.includes(ACTIVITY_TYPE_NAMES[code]));

/**
 * A receipt only for a receipt type whose status word is Accepted or File Processed. The type is known by
 * its task code when the bank sends one: the name is the bank's label (it may rename it, or send anything).
 */
export function receiptAvailable(type: string, statusWord: string, taskCode = ''): boolean {
  const receiptType = taskCode in ACTIVITY_TYPE_NAMES ? RECEIPT_TASK_CODES.includes(taskCode) : RECEIPT_TYPES.includes(type);
  return receiptType && (statusWord === 'Accepted' || statusWord === FILE_PROCESSED);
}

/** What the list is about: OBDX's discriminator in the customer's words (payees are OBDX's PAYEE_BILLER). */
export function activityKindWord(discriminator: string): string {
  return ({ PAYMENTS: 'Payment', BULK_FILE: 'Bulk file', PAYEE_BILLER: 'Payee', PAYEE: 'Payee' } as Record<string, string>)[discriminator] ?? discriminator;
}

// ---------- the status filter (type/{type}?status=) ----------

export interface StatusFilter {
  /** In the query string and sent to the bank as `status`; '' is all. */
  value: '' | 'PENDING' | 'APPROVED' | 'REJECTED' | 'SENT_TO_HOST';
  label: string;
}

export const STATUS_FILTERS: readonly StatusFilter[] = [
  { value: '', label: 'All' },
  { value: 'PENDING', label: 'Pending' },
  { value: 'APPROVED', label: 'Accepted' },
  { value: 'REJECTED', label: 'Rejected' },
  { value: 'SENT_TO_HOST', label: 'Time Out Error' },
];

/** ?status= read leniently: the code or the word, any case; INITIATED and PENDING_APPROVAL are pending. */
export function statusFilterOf(query: string | null | undefined): StatusFilter['value'] {
  const text = String(query ?? '').trim().toUpperCase().replace(/[\s-]+/g, '_');
  if (text === 'INITIATED' || text === 'PENDING_APPROVAL') return 'PENDING';
  const found = STATUS_FILTERS.find((f) => f.value === text || f.label.toUpperCase().replace(/\s+/g, '_') === text);
  return found?.value ?? '';
}

// ---------- windows (SPEC.md section 9: counts over 6 months, the list 1 month by default) ----------

export const COUNT_WINDOW_MONTHS = 6;

export interface ActivityWindow {
  value: '1m' | '3m' | '6m' | '1y';
  months: number;
  label: string;
  /** 'No activity of this type in {phrase}.' */
  phrase: string;
}

export const ACTIVITY_WINDOWS: readonly ActivityWindow[] = [
  { value: '1m', months: 1, label: 'Last month', phrase: 'the last month' },
  { value: '3m', months: 3, label: 'Last 3 months', phrase: 'the last 3 months' },
  { value: '6m', months: 6, label: 'Last 6 months', phrase: 'the last 6 months' },
  { value: '1y', months: 12, label: 'Last year', phrase: 'the last year' },
];

export const DEFAULT_WINDOW: ActivityWindow['value'] = '1m';

/** The window of ?period=; anything unknown is the default (never a wider one). */
export function windowOf(value: string | null | undefined): ActivityWindow {
  return ACTIVITY_WINDOWS.find((w) => w.value === value) ?? ACTIVITY_WINDOWS[0];
}

export interface DayRange {
  fromDate: IsoDate;
  toDate: IsoDate;
}

/** `months` back from today, both ends included; never more than a year (the bank refuses wider). */
export function monthsBack(months: number, today: IsoDate): DayRange {
  return { fromDate: addMonths(today, -Math.min(Math.max(months, 1), 12)), toDate: today };
}

export const countRange = (today: IsoDate): DayRange => monthsBack(COUNT_WINDOW_MONTHS, today);

export const windowRange = (window: string, today: IsoDate): DayRange => monthsBack(windowOf(window).months, today);

// ---------- counts and rows ----------

export const pendingCount = (count: ActivityCount): number => count.initiated + count.pendingApproval;

export const countTotal = (count: ActivityCount): number => pendingCount(count) + count.approved + count.rejected + count.sentToHost;

/** Who or what an item went to, for a list row: the beneficiary, the new payee, or the account. */
export function toText(item: Pick<ActivityItem, 'beneName' | 'newBeneDetails' | 'toAccountNo' | 'toAccountId'>): string {
  return item.beneName || item.newBeneDetails?.title || item.toAccountNo || item.toAccountId || '';
}

/**
 * The reference an item is known by, on its page and its receipt: the one its payment's outcome and receipt show
 * (shared/receipts/paymentReference), the item's transactionId being OBDX's reference number.
 */
export const activityReference = (item: Pick<ActivityItem, 'id' | 'hostReference'>): string => paymentReference({ referenceNumber: item.id, hostReference: item.hostReference });
