/**
 * Approvals and the activity log, in the transactions-approval.json shape. CORP1 approves what a colleague
 * (CORPMAKER1, not a login) initiated: payments, a transfer, a standing order, a bulk file and a payee are
 * pending; a few are already approved, rejected or timed out at the host. RETAIL1 has no approval flow; its
 * recent activity is there for the activity log and receipts. Payments behind the items are in `payments`.
 */
import type {
  AccountRecord, ActivityRecord, ApprovalAuditEntry, ApprovalStatus, BulkFileRecord, Discriminator, PayeeGroupRecord,
  PaymentRecord, PersonDetailsWire, UserRecord,
} from '../types';
import { ACC } from './accountSpecs';
import { auditStamp, hoursBefore, londonDay, monthDay, nextWorkingDay, obdxDate, type Day } from './dates';
import { accountIdOf, activityIdOf, alnumCode, externalAccountIdOf, paymentIdOf } from './ids';
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
  file?: string;
  monthly?: boolean;
  approverRemarks?: string;
}

const ITEMS: readonly ItemSpec[] = [
  { key: 'A1', maker: 'CORPMAKER1', task: 'PC_F_DOM', status: 'PENDING_APPROVAL', hoursAgo: 3, from: ACC.stablesRacing, to: 'Rowley Mile Farriers', pounds: 4850, remarks: 'FARRIERY' },
  { key: 'A2', maker: 'CORPMAKER1', task: 'PC_F_DFTI', status: 'PENDING_APPROVAL', hoursAgo: 20, from: ACC.stablesCurrent, to: 'Heath Feed Merchants Ltd', pounds: 2200, remarks: 'FEED ACC 4471', monthly: true },
  { key: 'A3', maker: 'CORPMAKER1', task: 'PC_F_SELF', status: 'PENDING_APPROVAL', hoursAgo: 26, from: ACC.bloodstockRacing, toOwn: ACC.bloodstockCurrent, pounds: 25000, remarks: 'WORKING CAPITAL' },
  { key: 'A4', maker: 'CORPMAKER1', task: 'FU_F_BLK', status: 'PENDING_APPROVAL', hoursAgo: 26, file: 'A4' },
  { key: 'A5', maker: 'CORPMAKER1', task: 'PC_M_CDP', status: 'PENDING_APPROVAL', hoursAgo: 27, to: 'Hilltop Horse Transport' },
  { key: 'A6', maker: 'CORPMAKER1', task: 'PC_F_DOM', status: 'INITIATED', hoursAgo: 0.5, from: ACC.stablesCurrent, to: 'Newmarket Equine Vets LLP', pounds: 980, remarks: 'VET FEES HH' },
  { key: 'A7', maker: 'CORPMAKER1', task: 'PC_F_DOM', status: 'APPROVED', hoursAgo: 24 * 5, from: ACC.stablesRacing, to: 'Newmarket Equine Vets LLP', pounds: 3150, remarks: 'VET FEES HH' },
  { key: 'A8', maker: 'CORPMAKER1', task: 'PC_F_SELF', status: 'REJECTED', hoursAgo: 24 * 9, from: ACC.stablesRacing, toOwn: ACC.stablesCurrent, pounds: 40000, remarks: 'TOP UP', approverRemarks: 'Not needed this month' },
  { key: 'A9', maker: 'CORPMAKER1', task: 'FU_F_BLK', status: 'APPROVED', hoursAgo: 24 * 62 + 5, file: 'A9' },
  { key: 'A10', maker: 'CORPMAKER1', task: 'PC_F_DOM', status: 'SENT_TO_HOST', hoursAgo: 24 * 12, from: ACC.bloodstockRacing, to: 'Park Paddocks Sales Ltd', pounds: 12000, remarks: 'SALE FEES NVB' },
  { key: 'A11', maker: 'CORPMAKER1', task: 'FU_F_BLK', status: 'REJECTED', hoursAgo: 24 * 20 + 6, file: 'A11', approverRemarks: 'Wrong debit account' },
  { key: 'R1', maker: 'RETAIL1', task: 'PC_F_DOM', status: 'APPROVED', hoursAgo: 24 * 3, from: ACC.everyday, to: 'Dr Rachel Shah', pounds: 85, remarks: 'PHYSIO' },
  { key: 'R2', maker: 'RETAIL1', task: 'PC_F_SELF', status: 'APPROVED', hoursAgo: 24 * 7, from: ACC.everyday, toOwn: ACC.instant, pounds: 2000, remarks: 'SAVINGS' },
  { key: 'R3', maker: 'RETAIL1', task: 'PC_F_ADHOC', status: 'APPROVED', hoursAgo: 24 * 15, from: ACC.everyday, to: ['M Ellison', '200000', '30019283'], pounds: 120, remarks: 'LESSONS' },
  { key: 'R4', maker: 'RETAIL1', task: 'PC_F_SELFI', status: 'APPROVED', hoursAgo: 48, from: ACC.everyday, toOwn: ACC.instant, pounds: 10000, remarks: 'BONUS SAVINGS' },
  { key: 'R5', maker: 'RETAIL1', task: 'PC_F_DOM', status: 'SENT_TO_HOST', hoursAgo: 24 * 20, from: ACC.everyday, to: 'J Carter Builders Ltd', pounds: 1200, remarks: 'KITCHEN WORKS' },
];

const DISCRIMINATOR = (task: string): Discriminator => (task === 'FU_F_BLK' ? 'BULK_FILE' : task === 'PC_M_CDP' ? 'PAYEE' : 'PAYMENTS');
const PAYMENT_STATUS: Record<ApprovalStatus, PaymentRecord['status']> = { INITIATED: 'INITIATED', PENDING_APPROVAL: 'PENDING_APPROVAL', APPROVED: 'COMPLETED', REJECTED: 'REJECTED', SENT_TO_HOST: 'SENT_TO_HOST' };

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

export function createActivity(ctx: ApprovalContext): { activity: ActivityRecord[]; payments: Record<string, PaymentRecord> } {
  const payments: Record<string, PaymentRecord> = {};
  const today = londonDay(ctx.now);
  const activity = ITEMS.map((item): ActivityRecord => {
    const created = hoursBefore(ctx.now, item.hoursAgo);
    const acted = hoursBefore(ctx.now, Math.max(0, item.hoursAgo - 1.5));
    const corporate = item.maker === 'CORPMAKER1';
    const transactionId = activityIdOf(item.key);
    const file = item.file ? ctx.bulkFiles.find((f) => f.internal.activityId === transactionId) : undefined;
    const from = item.from ? ctx.accounts[accountIdOf(item.from).value] : file ? ctx.accounts[file.fileUpload.debitAccountId.value] : undefined;
    const payeeSpec = typeof item.to === 'string' ? PAYEE_SPECS.find((p) => p.accountName === item.to) : undefined;
    const payee = payeeSpec ? ctx.payeeGroups.flatMap((g) => g.listPayees).find((p) => p.ukDomesticPayee.accountNumber === payeeSpec.accountNumber && p.ukDomesticPayee.accountName === payeeSpec.accountName) : undefined;
    const adhoc = Array.isArray(item.to) ? (item.to as readonly [string, string, string]) : null;
    const credit = item.toOwn ? accountIdOf(item.toOwn) : payeeSpec ? externalAccountIdOf(payeeSpec.sortCode, payeeSpec.accountNumber) : adhoc ? externalAccountIdOf(adhoc[1], adhoc[2]) : null;
    const creditName = item.toOwn ? ctx.accounts[accountIdOf(item.toOwn).value].displayName : payeeSpec?.accountName ?? adhoc?.[0] ?? null;
    const amount = file ? file.fileUpload.totalAmount : item.pounds !== undefined ? money('GBP', item.pounds * 100) : null;
    const valueDay: Day = item.monthly ? nextWorkingDay(monthDay(today, 1, 1)) : item.key === 'R4' ? nextWorkingDay(today + 14) : londonDay(created);
    const snapshot: Record<string, string> = file ? { fileId: file.fileUpload.key.id } : payee && item.task === 'PC_M_CDP' ? { payeeId: payee.id, groupId: payee.groupId } : { paymentId: paymentIdOf(item.key) };

    const audit: ApprovalAuditEntry[] = [{ authedBy: item.maker, authedOn: auditStamp(created), status: corporate ? 'INITIATED' : 'APPROVED', remarks: null }];
    if (corporate && item.status !== 'INITIATED' && item.status !== 'PENDING_APPROVAL') {
      audit.push({ authedBy: 'CORP1', authedOn: auditStamp(acted), status: item.status === 'REJECTED' ? 'REJECTED' : 'APPROVED', remarks: item.approverRemarks ?? null });
    }
    const done = item.status === 'APPROVED' || item.status === 'REJECTED';

    if ('paymentId' in snapshot && from && credit && amount) {
      const details = {
        amount, debitAccountId: from.id, creditAccountId: credit, valueDate: obdxDate(valueDay), type: item.monthly ? 'REC' as const : 'NONREC' as const,
        frequency: item.monthly ? 'MONTHLY' : null, startDate: item.monthly || item.key === 'R4' ? obdxDate(valueDay) : null, endDate: item.key === 'R4' ? obdxDate(valueDay) : null,
        remarks: item.remarks ?? '',
        ...(payee ? { payeeId: payee.id } : {}),
        ...(item.toOwn ? {} : { sortCode: payeeSpec?.sortCode ?? adhoc?.[1] ?? '', accountName: creditName ?? '' }),
      };
      payments[snapshot.paymentId] = {
        paymentId: snapshot.paymentId,
        status: PAYMENT_STATUS[item.status],
        ...(item.toOwn ? { transferDetails: details } : { payoutDetails: details }),
        internal: { ownerUserId: corporate ? 'CORP1' : item.maker, partyId: from.partyId.value, kind: item.toOwn ? 'SELF' : 'EXTERNAL', createdAt: auditStamp(created), activityId: transactionId },
      };
    }
    const partyId = from?.partyId ?? ctx.users[corporate ? 'CORP1' : item.maker].userProfile.partyId;
    return {
      transactionId,
      transactionName: item.task,
      limitTaskCode: LIMIT_TASK[item.task],
      createdBy: item.maker,
      creationDate: auditStamp(created),
      lastUpdatedBy: audit[audit.length - 1].authedBy,
      lastUpdatedDate: audit[audit.length - 1].authedOn,
      approvalDetails: { stepNo: 1, status: item.status, action: 'CREATE', approvalType: 'SE', countOfApprovals: item.status === 'APPROVED' || item.status === 'SENT_TO_HOST' ? 1 : 0 },
      processingDetails: done ? { currentStep: 'completed', status: item.status === 'REJECTED' ? 'F' : 'S' } : item.status === 'SENT_TO_HOST' ? { currentStep: 'processing', status: 'P' } : { currentStep: 'approval', status: 'P' },
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
      remarks: item.remarks ?? (file ? file.fileUpload.fileName : null),
      hostReference: item.status === 'APPROVED' ? `${from?.branchCode ?? '000'}OUFP${alnumCode(`host:${item.key}`, 9)}` : null,
      audit,
      internal: { partyId: partyId.value, userIds: [corporate ? 'CORP1' : item.maker], approverUserIds: corporate ? ['CORP1'] : [] },
    };
  });
  return { activity, payments };
}

/** countDTOList of GET cz/v1/transactions/count?countFor=approval, computed from the live state. */
export function countApprovals(activity: readonly ActivityRecord[], userId: string): { transactionType: Discriminator; pendingApproval: number; approved: number; rejected: number; initiated: number }[] {
  const types: Discriminator[] = ['PAYMENTS', 'BULK_FILE', 'PAYEE'];
  return types.map((transactionType) => {
    const mine = activity.filter((a) => a.discriminator === transactionType && a.internal.approverUserIds.includes(userId));
    const count = (status: ApprovalStatus) => mine.filter((a) => a.approvalDetails.status === status).length;
    return { transactionType, pendingApproval: count('PENDING_APPROVAL'), approved: count('APPROVED'), rejected: count('REJECTED'), initiated: count('INITIATED') };
  });
}
