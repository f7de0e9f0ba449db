/**
 * Approvals and the activity log, in the transactions-approval.json shape. CORP1 approves what a colleague
 * (CORPMAKER1, not a login) initiated: payments (A1, A6), a transfer (A3), a standing order (A2), a bulk file
 * (A4) and a payee (A5) are pending, each backed by the real object (a payment in `payments`, the bulk file,
 * the payee) so approving or rejecting acts on it; a few more CORP1 already decided. CORP1's own activity
 * (C*) and RETAIL1's (R*) fill the activity log with several types, receipts included. Every item carries
 * the SPEC "Activity log item" facts as `activityDetails` (activityDetailsOf, shared with handlers/payments.ts).
 */
import type {
  AccountRecord, ActivityDetailsWire, ActivityRecord, ApprovalAuditEntry, ApprovalStatus, BulkFileRecord, Discriminator,
  PayeeGroupRecord, PaymentRecord, PersonDetailsWire, UserRecord,
} from '../types';
import { ACC } from './accountSpecs';
import { addMonths, auditStamp, hoursBefore, londonDay, monthDay, nextWorkingDay, obdxDate, type Day } from './dates';
import { accountIdOf, activityIdOf, alnumCode, externalAccountIdOf, maskAccountNumber, paymentIdOf } from './ids';
import { money } from './money';
import { PAYEE_SPECS } from './payeeSpecs';

export const TASK_NAMES: Readonly<Record<string, string>> = {
  PC_F_DOM: 'Make a Payment',
  PC_F_ADHOC: 'Third Party Payment - Adhoc',
  PC_F_SELF: 'Internal Transfer',
  PC_F_DFTI: 'External Standing Order/Future Payment',
  PC_F_SELFI: 'Internal Standing Order/Future Payment',
  FU_F_BLK: 'Bulk Domestic Transfer',
  PC_M_CDP: 'Create Payee',
};
const LIMIT_TASK: Readonly<Record<string, string | null>> = {
  PC_F_DOM: 'PC_F_DOM', PC_F_ADHOC: 'PC_F_DOM', PC_F_SELF: 'PC_F_SELF', PC_F_DFTI: 'PC_F_DOM', PC_F_SELFI: 'PC_F_SELF', FU_F_BLK: 'FU_F_BLK', PC_M_CDP: null,
};
const INSTRUCTION_TASKS = ['PC_F_DFTI', 'PC_F_SELFI'];

const MAKER: PersonDetailsWire = { title: 'Mr', firstName: 'Tom', middleName: '', lastName: 'Fairweather', emailId: 'tom.fairweather&#x40;example.com', mobileNumber: '+447700900654' };

interface ItemSpec {
  key: string;
  maker: string;
  task: string;
  status: ApprovalStatus;
  hoursAgo: number;
  from?: string;
  toOwn?: string;
  /** A payee's account name, or [name, sort code, account number] of a one-off (adhoc) payee. */
  to?: string | readonly [string, string, string];
  pounds?: number;
  remarks?: string;
  /** A bulk file item: the seeded file uploaded at the same moment (seed/bulkFiles.ts plans). */
  file?: boolean;
  monthly?: boolean;
  /** A monthly standing order that ends this many months after its start. */
  untilMonths?: number;
  approverRemarks?: string;
}

const ITEMS: readonly ItemSpec[] = [
  { key: 'A1', maker: 'CORPMAKER1', task: 'PC_F_DOM', status: 'PENDING_APPROVAL', hoursAgo: 3, from: ACC.stablesRacing, to: 'Rowley Mile Farriers', pounds: 4850, remarks: 'FARRIERY' },
  { key: 'A2', maker: 'CORPMAKER1', task: 'PC_F_DFTI', status: 'PENDING_APPROVAL', hoursAgo: 20, from: ACC.stablesCurrent, to: 'Heath Feed Merchants Ltd', pounds: 2200, remarks: 'FEED ACC 4471', monthly: true },
  { key: 'A3', maker: 'CORPMAKER1', task: 'PC_F_SELF', status: 'PENDING_APPROVAL', hoursAgo: 26, from: ACC.bloodstockRacing, toOwn: ACC.bloodstockCurrent, pounds: 25000, remarks: 'WORKING CAPITAL' },
  { key: 'A4', maker: 'CORPMAKER1', task: 'FU_F_BLK', status: 'PENDING_APPROVAL', hoursAgo: 26, file: true },
  { key: 'A5', maker: 'CORPMAKER1', task: 'PC_M_CDP', status: 'PENDING_APPROVAL', hoursAgo: 27, to: 'Hilltop Horse Transport' },
  { key: 'A6', maker: 'CORPMAKER1', task: 'PC_F_DOM', status: 'INITIATED', hoursAgo: 0.5, from: ACC.stablesCurrent, to: 'Newmarket Equine Vets LLP', pounds: 980, remarks: 'VET FEES HH' },
  { key: 'A7', maker: 'CORPMAKER1', task: 'PC_F_DOM', status: 'APPROVED', hoursAgo: 24 * 5, from: ACC.stablesRacing, to: 'Newmarket Equine Vets LLP', pounds: 3150, remarks: 'VET FEES HH' },
  { key: 'A8', maker: 'CORPMAKER1', task: 'PC_F_SELF', status: 'REJECTED', hoursAgo: 24 * 9, from: ACC.stablesRacing, toOwn: ACC.stablesCurrent, pounds: 40000, remarks: 'TOP UP', approverRemarks: 'Not needed this month' },
  { key: 'A9', maker: 'CORPMAKER1', task: 'FU_F_BLK', status: 'APPROVED', hoursAgo: 24 * 62 + 5, file: true },
  { key: 'A10', maker: 'CORPMAKER1', task: 'PC_F_DOM', status: 'SENT_TO_HOST', hoursAgo: 24 * 12, from: ACC.bloodstockRacing, to: 'Park Paddocks Sales Ltd', pounds: 12000, remarks: 'SALE FEES NVB' },
  { key: 'A11', maker: 'CORPMAKER1', task: 'FU_F_BLK', status: 'REJECTED', hoursAgo: 24 * 20 + 6, file: true, approverRemarks: 'Wrong debit account' },
  { key: 'C1', maker: 'CORP1', task: 'PC_F_DOM', status: 'APPROVED', hoursAgo: 24 * 2 + 4, from: ACC.stablesRacing, to: 'Rowley Mile Farriers', pounds: 1850, remarks: 'FARRIERY' },
  { key: 'C2', maker: 'CORP1', task: 'PC_F_SELF', status: 'APPROVED', hoursAgo: 24 * 10 + 2, from: ACC.stablesCurrent, toOwn: ACC.stablesRacing, pounds: 5000, remarks: 'TOP UP' },
  { key: 'C3', maker: 'CORP1', task: 'PC_F_DFTI', status: 'APPROVED', hoursAgo: 24 * 4 + 1, from: ACC.stablesCurrent, to: 'Hambleton Estates', pounds: 3200, remarks: 'YARD LEASE', monthly: true, untilMonths: 11 },
  { key: 'C4', maker: 'CORP1', task: 'FU_F_BLK', status: 'APPROVED', hoursAgo: 24 * 33 + 4, file: true },
  { key: 'C5', maker: 'CORP1', task: 'FU_F_BLK', status: 'REJECTED', hoursAgo: 24 * 12 + 2, file: true },
  { key: 'C6', maker: 'CORP1', task: 'FU_F_BLK', status: 'APPROVED', hoursAgo: 2, file: true },
  { key: 'C7', maker: 'CORP1', task: 'FU_F_BLK', status: 'APPROVED', hoursAgo: 5, file: true },
  { key: 'C8', maker: 'CORP1', task: 'FU_F_BLK', status: 'APPROVED', hoursAgo: 24 * 150 + 3, file: true },
  { key: 'R1', maker: 'RETAIL1', task: 'PC_F_DOM', status: 'APPROVED', hoursAgo: 24 * 3, from: ACC.everyday, to: 'Dr Rachel Shah', pounds: 85, remarks: 'PHYSIO' },
  { key: 'R2', maker: 'RETAIL1', task: 'PC_F_SELF', status: 'APPROVED', hoursAgo: 24 * 7, from: ACC.everyday, toOwn: ACC.instant, pounds: 2000, remarks: 'SAVINGS' },
  { key: 'R3', maker: 'RETAIL1', task: 'PC_F_ADHOC', status: 'APPROVED', hoursAgo: 24 * 15, from: ACC.everyday, to: ['M Ellison', '200000', '30019283'], pounds: 120, remarks: 'LESSONS' },
  { key: 'R4', maker: 'RETAIL1', task: 'PC_F_SELFI', status: 'APPROVED', hoursAgo: 48, from: ACC.everyday, toOwn: ACC.instant, pounds: 10000, remarks: 'BONUS SAVINGS' },
  { key: 'R5', maker: 'RETAIL1', task: 'PC_F_DOM', status: 'SENT_TO_HOST', hoursAgo: 24 * 20, from: ACC.everyday, to: 'J Carter Builders Ltd', pounds: 1200, remarks: 'KITCHEN WORKS' },
  { key: 'R6', maker: 'RETAIL1', task: 'PC_F_DFTI', status: 'APPROVED', hoursAgo: 24 * 40 + 3, from: ACC.everyday, to: 'Chelsea Lawn Tennis Club', pounds: 95, remarks: 'MEMBERSHIP 2291', monthly: true, untilMonths: 12 },
  { key: 'R7', maker: 'RETAIL1', task: 'PC_M_CDP', status: 'APPROVED', hoursAgo: 24 * 300 + 3, to: 'Thomas Pemberton' },
];

const DISCRIMINATOR = (task: string): Discriminator => (task === 'FU_F_BLK' ? 'BULK_FILE' : task === 'PC_M_CDP' ? 'PAYEE_BILLER' : 'PAYMENTS');
const PAYMENT_STATUS: Record<ApprovalStatus, PaymentRecord['status']> = { INITIATED: 'INITIATED', PENDING_APPROVAL: 'PENDING_APPROVAL', APPROVED: 'COMPLETED', REJECTED: 'REJECTED', SENT_TO_HOST: 'SENT_TO_HOST' };

/** What activityDetailsOf reads: the bank's state, or the seed while it is being built. */
export interface DetailsSource {
  accounts: Record<string, AccountRecord>;
  payeeGroups: readonly PayeeGroupRecord[];
  payments: Record<string, PaymentRecord>;
}

type DetailsItem = Pick<ActivityRecord, 'transactionName' | 'transactionSnapshot' | 'remarks' | 'creditAccountId' | 'creditAccountName'>;

function payeeAt(src: DetailsSource, payeeId: string | undefined) {
  for (const group of src.payeeGroups) {
    const payee = group.listPayees.find((p) => p.id === payeeId);
    if (payee) return { group, payee };
  }
  return undefined;
}

/** The SPEC "Activity log item" facts of an item, from the payment, payee or file behind it (stored when it is made). */
export function activityDetailsOf(src: DetailsSource, item: DetailsItem): ActivityDetailsWire {
  const none = { toAccountNo: '', toSortCode: '', beneName: '', reference: item.remarks ?? '', repeatsUntil: null, payeeId: null, groupId: null, newBeneDetails: null };
  const type = TASK_NAMES[item.transactionName] ?? item.transactionName;
  const snap = item.transactionSnapshot;
  const payment = snap.paymentId ? src.payments[snap.paymentId] : undefined;
  const d = payment?.payoutDetails ?? payment?.transferDetails;
  if (payment && d) {
    const own = payment.transferDetails ? src.accounts[d.creditAccountId.value] : undefined;
    const found = payeeAt(src, d.payeeId);
    const toAccountNo = d.creditAccountId.displayValue;
    const toSortCode = own?.internal.sortCode ?? d.sortCode ?? '';
    const beneName = own?.displayName ?? d.accountName ?? item.creditAccountName ?? '';
    return {
      type, toAccountNo, toSortCode, beneName, reference: d.remarks,
      repeatsUntil: d.type === 'REC' && d.endDate ? d.endDate.slice(0, 10) : null,
      payeeId: found?.payee.id ?? null, groupId: found?.group.groupId ?? null,
      newBeneDetails: item.transactionName === 'PC_F_ADHOC' ? { title: beneName, accountNumber: toAccountNo, sortCode: toSortCode } : null,
    };
  }
  const found = payeeAt(src, snap.payeeId);
  if (found) {
    const { accountNumber, accountName, bankDetails } = found.payee.ukDomesticPayee;
    const masked = maskAccountNumber(accountNumber);
    return {
      type, toAccountNo: masked, toSortCode: bankDetails.code, beneName: accountName, reference: found.payee.payeeReference, repeatsUntil: null,
      payeeId: found.payee.id, groupId: found.group.groupId, newBeneDetails: { title: found.payee.nickName, accountNumber: masked, sortCode: bankDetails.code },
    };
  }
  return { type, ...none, toAccountNo: snap.fileId ? '' : item.creditAccountId?.displayValue ?? '', beneName: snap.fileId ? '' : item.creditAccountName ?? '' };
}

export interface ApprovalContext {
  now: Date;
  users: Record<string, UserRecord>;
  accounts: Record<string, AccountRecord>;
  payeeGroups: PayeeGroupRecord[];
  bulkFiles: BulkFileRecord[];
}

function person(ctx: ApprovalContext, userId: string): PersonDetailsWire {
  if (userId === 'CORPMAKER1') return MAKER;
  const p = ctx.users[userId].userProfile;
  return { title: p.prefix, firstName: p.firstName, middleName: p.middleName, lastName: p.lastName, emailId: p.emailId.displayValue, mobileNumber: p.phoneNumber.displayValue };
}

/** The seeded file uploaded with the item (linked by activity id, or by its upload moment; then linked). */
function fileOf(ctx: ApprovalContext, transactionId: string, created: Date): BulkFileRecord | undefined {
  const file = ctx.bulkFiles.find((f) => f.internal.activityId === transactionId)
    ?? ctx.bulkFiles.find((f) => f.internal.activityId === null && f.fileUpload.creationDate === auditStamp(created));
  if (file) file.internal.activityId = transactionId;
  return file;
}

/** A bulk item's processing step, as the file stands (a processed file reads 'File Processed' in the app). */
function fileProcessing(file: BulkFileRecord): ActivityRecord['processingDetails'] {
  const status = file.fileUpload.fileStatus;
  if (status === 'PROCESSED') return { currentStep: 'completed', status: 'S' };
  if (status === 'ERROR' || status === 'REJECTED') return { currentStep: 'completed', status: 'F' };
  if (status === 'PENDING_APPROVAL') return { currentStep: 'approval', status: 'P' };
  return { currentStep: 'processing', status: 'P' };
}

export function createActivity(ctx: ApprovalContext): { activity: ActivityRecord[]; payments: Record<string, PaymentRecord> } {
  const payments: Record<string, PaymentRecord> = {};
  const today = londonDay(ctx.now);
  const activity = ITEMS.map((item): ActivityRecord => {
    const created = hoursBefore(ctx.now, item.hoursAgo);
    const acted = hoursBefore(ctx.now, Math.max(0, item.hoursAgo - 1.5));
    const corporate = item.maker === 'CORPMAKER1';
    const owner = corporate ? 'CORP1' : item.maker;
    const transactionId = activityIdOf(item.key);
    const file = item.file ? fileOf(ctx, transactionId, created) : undefined;
    const from = item.from ? ctx.accounts[accountIdOf(item.from).value] : file ? ctx.accounts[file.fileUpload.debitAccountId.value] : undefined;
    const payeeSpec = typeof item.to === 'string' ? PAYEE_SPECS.find((p) => p.accountName === item.to && p.owner === owner) : undefined;
    const payee = payeeSpec ? ctx.payeeGroups.flatMap((g) => g.listPayees).find((p) => p.ukDomesticPayee.accountNumber === payeeSpec.accountNumber && p.ukDomesticPayee.accountName === payeeSpec.accountName) : undefined;
    const adhoc = Array.isArray(item.to) ? (item.to as readonly [string, string, string]) : null;
    const credit = item.toOwn ? accountIdOf(item.toOwn) : payeeSpec ? externalAccountIdOf(payeeSpec.sortCode, payeeSpec.accountNumber) : adhoc ? externalAccountIdOf(adhoc[1], adhoc[2]) : null;
    const creditName = item.toOwn ? ctx.accounts[accountIdOf(item.toOwn).value].displayName : payeeSpec?.accountName ?? adhoc?.[0] ?? null;
    const amount = file ? file.fileUpload.totalAmount : item.pounds !== undefined ? money('GBP', item.pounds * 100) : null;
    const instruction = INSTRUCTION_TASKS.includes(item.task);
    const valueDay: Day = item.monthly ? nextWorkingDay(monthDay(today, 1, 1)) : instruction ? nextWorkingDay(today + 14) : londonDay(created);
    const snapshot: Record<string, string> = file ? { fileId: file.fileUpload.key.id } : payee && item.task === 'PC_M_CDP' ? { payeeId: payee.id, groupId: payee.groupId } : { paymentId: paymentIdOf(item.key) };

    const audit: ApprovalAuditEntry[] = [{ authedBy: item.maker, authedOn: auditStamp(created), status: corporate ? 'INITIATED' : 'APPROVED', remarks: null }];
    if (corporate && item.status !== 'INITIATED' && item.status !== 'PENDING_APPROVAL') {
      audit.push({ authedBy: 'CORP1', authedOn: auditStamp(acted), status: item.status === 'REJECTED' ? 'REJECTED' : 'APPROVED', remarks: item.approverRemarks ?? null });
    }
    const done = item.status === 'APPROVED' || item.status === 'REJECTED';

    if ('paymentId' in snapshot && from && credit && amount) {
      const details = {
        amount, debitAccountId: from.id, creditAccountId: credit, valueDate: obdxDate(valueDay), type: item.monthly ? 'REC' as const : 'NONREC' as const,
        frequency: item.monthly ? '50' : instruction ? '10' : null, startDate: instruction ? obdxDate(valueDay) : null,
        endDate: item.untilMonths ? obdxDate(addMonths(valueDay, item.untilMonths)) : instruction && !item.monthly ? obdxDate(valueDay) : null,
        remarks: item.remarks ?? '',
        ...(payee ? { payeeId: payee.id } : {}),
        ...(item.toOwn ? {} : { sortCode: payeeSpec?.sortCode ?? adhoc?.[1] ?? '', accountName: creditName ?? '' }),
      };
      payments[snapshot.paymentId] = {
        paymentId: snapshot.paymentId,
        status: PAYMENT_STATUS[item.status],
        ...(item.toOwn ? { transferDetails: details } : { payoutDetails: details }),
        internal: { ownerUserId: owner, partyId: from.partyId.value, kind: item.toOwn ? 'SELF' : 'EXTERNAL', createdAt: auditStamp(created), activityId: transactionId, instruction },
      };
    }
    const partyId = from?.partyId ?? ctx.users[owner].userProfile.partyId;
    const remarks = item.remarks ?? (file ? file.fileUpload.fileName : null);
    return {
      transactionId,
      transactionName: item.task,
      limitTaskCode: LIMIT_TASK[item.task],
      createdBy: item.maker,
      creationDate: auditStamp(created),
      lastUpdatedBy: audit[audit.length - 1].authedBy,
      lastUpdatedDate: audit[audit.length - 1].authedOn,
      approvalDetails: { stepNo: 1, status: item.status, action: 'CREATE', approvalType: 'SE', countOfApprovals: item.status === 'APPROVED' || item.status === 'SENT_TO_HOST' ? 1 : 0 },
      processingDetails: file ? fileProcessing(file) : done ? { currentStep: 'completed', status: item.status === 'REJECTED' ? 'F' : 'S' } : item.status === 'SENT_TO_HOST' ? { currentStep: 'processing', status: 'P' } : { currentStep: 'approval', status: 'P' },
      transactionSnapshot: snapshot,
      taskDTO: { id: item.task, name: TASK_NAMES[item.task], type: item.task === 'PC_M_CDP' ? 'NONFINANCIAL_TRANSACTION' : 'FINANCIAL_TRANSACTION', moduleType: item.task.slice(0, 2) },
      createdByDetails: person(ctx, item.maker),
      discriminator: DISCRIMINATOR(item.task),
      partyId,
      accountId: from?.id ?? null,
      accountType: from ? 'CSA' : null,
      amount,
      valueDate: item.task === 'PC_M_CDP' ? null : file ? file.fileUpload.valueDate : obdxDate(valueDay),
      creditAccountId: credit,
      creditAccountName: creditName,
      remarks,
      hostReference: item.status === 'APPROVED' && item.task !== 'PC_M_CDP' && (!file || file.fileUpload.fileStatus === 'PROCESSED') ? `${from?.branchCode ?? '000'}OUFP${alnumCode(`host:${item.key}`, 9)}` : null,
      audit,
      activityDetails: activityDetailsOf({ accounts: ctx.accounts, payeeGroups: ctx.payeeGroups, payments }, { transactionName: item.task, transactionSnapshot: snapshot, remarks, creditAccountId: credit, creditAccountName: creditName }),
      internal: { partyId: partyId.value, userIds: [owner], approverUserIds: corporate ? ['CORP1'] : [] },
    };
  });
  return { activity, payments };
}

/** countDTOList of GET cz/v1/transactions/count?countFor=approval, computed from the live state. */
export function countApprovals(activity: readonly ActivityRecord[], userId: string): { transactionType: Discriminator; pendingApproval: number; approved: number; rejected: number; initiated: number }[] {
  const types: Discriminator[] = ['PAYMENTS', 'BULK_FILE', 'PAYEE_BILLER'];
  return types.map((transactionType) => {
    // What this user may decide: never their own (the approval list shows the same set).
    const mine = activity.filter((a) => a.discriminator === transactionType && a.internal.approverUserIds.includes(userId) && a.createdBy !== userId);
    const count = (status: ApprovalStatus) => mine.filter((a) => a.approvalDetails.status === status).length;
    return { transactionType, pendingApproval: count('PENDING_APPROVAL'), approved: count('APPROVED'), rejected: count('REJECTED'), initiated: count('INITIATED') };
  });
}
