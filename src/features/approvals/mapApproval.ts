/**
 * GET v1/transactions?view=approval items (DIGX-CONTRACT.md; obdx-samples/transactions-approval.json)
 * to ApprovalItem. Read defensively: the bank leaves out what does not apply (a payee has no amount).
 * OBDX escapes some text as HTML entities ('&#x40;'): it is decoded, and React shows it as text.
 * remarks, hostReference, audit and activityDetails come only from a bank's extension layer (BankProfile
 * 'approvalDetails'); without them the reference is the payment's own id, remarks are '' and audit is [],
 * and the card leaves out what is empty.
 */
import { approvalStatusWord } from '@/shared/approvals/approvalStatus';
import type { ApprovalItem } from './types';

interface IdWire { displayValue?: string; value?: string }

export interface ApprovalWire {
  transactionId?: string;
  transactionName?: string;
  taskDTO?: { id?: string; name?: string };
  discriminator?: string;
  createdBy?: string;
  creationDate?: string;
  createdByDetails?: { firstName?: string; lastName?: string };
  approvalDetails?: { status?: string };
  transactionSnapshot?: Record<string, string>;
  accountId?: IdWire;
  amount?: { amount?: number | string; currency?: string } | null;
  valueDate?: string | null;
  creditAccountId?: IdWire | null;
  creditAccountName?: string | null;
  remarks?: string | null;
  hostReference?: string | null;
  audit?: { authedBy?: string; authedOn?: string; status?: string; remarks?: string | null }[];
  activityDetails?: { type?: string; toAccountNo?: string; toSortCode?: string; beneName?: string; reference?: string } | null;
}

const ENTITIES: Readonly<Record<string, string>> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'", '&#x2F;': '/', '&#x40;': '@', '&#x23;': '#' };
/** Decodes the few entities OBDX writes; anything else stays as written (and is shown as text). */
export const decodeEntities = (text: string) => text.replace(/&(amp|lt|gt|quot|#39|#x27|#x2F|#x40|#x23);/g, (entity) => ENTITIES[entity] ?? entity);

const text = (value: unknown) => (value === undefined || value === null ? '' : decodeEntities(String(value)));
const day = (value: unknown) => /^(\d{4}-\d{2}-\d{2})/.exec(text(value))?.[1] ?? '';

export function mapApproval(wire: ApprovalWire): ApprovalItem {
  const snapshot = wire.transactionSnapshot ?? {};
  const details = wire.activityDetails ?? {};
  const person = [wire.createdByDetails?.firstName, wire.createdByDetails?.lastName].map(text).filter(Boolean).join(' ');
  const amount = wire.amount && wire.amount.amount !== undefined && Number.isFinite(Number(wire.amount.amount)) ? { amount: Number(wire.amount.amount), currency: text(wire.amount.currency) || 'GBP' } : null;
  const status = text(wire.approvalDetails?.status);
  return {
    id: text(wire.transactionId),
    reference: text(wire.hostReference) || text(snapshot.paymentId ?? snapshot.instructionId ?? snapshot.fileId ?? snapshot.payeeId) || text(wire.transactionId),
    typeCode: text(wire.transactionName ?? wire.taskDTO?.id),
    typeName: text(wire.taskDTO?.name ?? details.type),
    discriminator: text(wire.discriminator),
    status,
    statusWord: approvalStatusWord(status),
    amount,
    valueDate: day(wire.valueDate),
    requestedBy: person || text(wire.createdBy),
    created: text(wire.creationDate),
    fromAccount: text(wire.accountId?.displayValue),
    payee: {
      name: text(wire.creditAccountName ?? details.beneName),
      account: text(wire.creditAccountId?.displayValue ?? details.toAccountNo),
      sortCode: text(details.toSortCode),
    },
    remarks: text(wire.remarks ?? details.reference),
    audit: (Array.isArray(wire.audit) ? wire.audit : []).map((a) => ({ authedBy: text(a.authedBy), authedOn: text(a.authedOn), status: text(a.status), remarks: text(a.remarks) })),
  };
}
