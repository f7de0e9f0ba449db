/**
 * OBDX shapes to the activity log's own (SPEC.md section 3 "Activity log item"). The item is the OBDX
 * approval item (transactions-approval.json) with remarks, hostReference, audit and activityDetails
 * beside it: those four come only from a bank's extension layer (BankProfile 'approvalDetails'), so
 * every fact they carry is optional and the OBDX keys stand in where they can. An audit the bank did not
 * send is undefined (the history is unknown), not [] (no one has acted). Read defensively: a bank may
 * leave out any field, send ids as plain strings, amounts as numeric strings, or business dates with a time.
 */
import { type IsoDate } from '@/shared/lib/dates';
import { toLondonDay } from '@/shared/lib/london';
import { typeNameOf } from './rules';
import type { ActivityCount, ActivityItem, Amount, AuditEntry, NewPayeeDetails } from './types';

type IdWire = { displayValue?: string | null; value?: string | null } | string | null;

export interface CountWire {
  transactionType?: string | null;
  transactionName?: string | null;
  initiated?: number | string | null;
  pendingApproval?: number | string | null;
  approved?: number | string | null;
  rejected?: number | string | null;
  sentToHost?: number | string | null;
}

export interface ActivityDetailsWire {
  type?: string | null;
  toAccountNo?: string | null;
  toSortCode?: string | null;
  beneName?: string | null;
  reference?: string | null;
  repeatsUntil?: string | null;
  payeeId?: string | null;
  groupId?: string | null;
  newBeneDetails?: { title?: string | null; accountNumber?: string | null; sortCode?: string | null } | null;
}

export interface ActivityWire {
  transactionId?: string | null;
  transactionName?: string | null;
  taskDTO?: { id?: string | null; name?: string | null } | null;
  createdBy?: string | null;
  creationDate?: string | null;
  approvalDetails?: { status?: string | null } | null;
  processingDetails?: { currentStep?: string | null; status?: string | null } | null;
  discriminator?: string | null;
  partyId?: IdWire;
  accountId?: IdWire;
  amount?: { amount?: number | string | null; currency?: string | null } | null;
  valueDate?: string | null;
  creditAccountId?: IdWire;
  creditAccountName?: string | null;
  remarks?: string | null;
  hostReference?: string | null;
  audit?: { authedBy?: string | null; authedOn?: string | null; status?: string | null; remarks?: string | null }[] | null;
  activityDetails?: ActivityDetailsWire | null;
}

/** A trimmed string, or undefined for nothing, null, blanks and non-strings. */
function text(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function count(value: unknown): number {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

const shown = (id: IdWire | undefined): string | undefined => (typeof id === 'string' ? text(id) : text(id?.displayValue) ?? text(id?.value));
const valueOf = (id: IdWire | undefined): string | undefined => (typeof id === 'string' ? text(id) : text(id?.value));

/** A business date ('2026-03-05T00:00:00' or '2026-03-05') is that day; an instant is its London day. */
export function dayOf(value: unknown): IsoDate | undefined {
  const raw = text(value);
  if (!raw) return undefined;
  const local = /^(\d{4}-\d{2}-\d{2})(T[\d:.]+)?$/.exec(raw);
  return toLondonDay(local ? local[1] : raw);
}

function amountOf(wire: ActivityWire['amount']): Amount | undefined {
  if (!wire) return undefined;
  const amount = typeof wire.amount === 'string' ? Number(wire.amount) : wire.amount;
  const currency = text(wire.currency);
  return typeof amount === 'number' && Number.isFinite(amount) && currency ? { amount, currency } : undefined;
}

function newPayeeOf(wire: ActivityDetailsWire['newBeneDetails']): NewPayeeDetails | undefined {
  if (!wire) return undefined;
  const details = { title: text(wire.title) ?? '', accountNumber: text(wire.accountNumber) ?? '', sortCode: text(wire.sortCode) ?? '' };
  return details.title || details.accountNumber || details.sortCode ? details : undefined;
}

function auditOf(wire: ActivityWire['audit']): AuditEntry[] | undefined {
  if (!Array.isArray(wire)) return undefined;
  return wire
    .filter((entry) => entry && typeof entry === 'object')
    .map((entry) => ({ authorisedBy: text(entry.authedBy) ?? '', on: text(entry.authedOn) ?? '', status: text(entry.status) ?? '', remarks: text(entry.remarks) ?? '' }));
}

/** One item; undefined when it has no id (nothing could link to it). */
export function mapActivityItem(wire: ActivityWire | null | undefined): ActivityItem | undefined {
  const id = text(wire?.transactionId);
  if (!wire || !id) return undefined;
  const details = wire.activityDetails ?? {};
  const taskCode = text(wire.transactionName) ?? text(wire.taskDTO?.id) ?? '';
  return {
    id,
    taskCode,
    type: typeNameOf(taskCode, text(details.type) ?? text(wire.taskDTO?.name)),
    discriminator: text(wire.discriminator) ?? '',
    status: text(wire.approvalDetails?.status)?.toUpperCase() ?? '',
    processingStep: text(wire.processingDetails?.currentStep),
    processingStatus: text(wire.processingDetails?.status),
    createdBy: text(wire.createdBy),
    createdOn: text(wire.creationDate),
    partyId: shown(wire.partyId),
    groupId: text(details.groupId),
    payeeId: text(details.payeeId),
    accountNo: shown(wire.accountId),
    accountId: valueOf(wire.accountId),
    toAccountId: shown(wire.creditAccountId),
    toAccountNo: text(details.toAccountNo),
    toSortCode: text(details.toSortCode),
    beneName: text(details.beneName) ?? text(wire.creditAccountName),
    amount: amountOf(wire.amount),
    valueDate: dayOf(wire.valueDate),
    reference: text(details.reference) ?? text(wire.remarks),
    repeatsUntil: dayOf(details.repeatsUntil),
    newBeneDetails: newPayeeOf(details.newBeneDetails),
    hostReference: text(wire.hostReference),
    audit: auditOf(wire.audit),
  };
}

export function mapActivityItems(wire: unknown): ActivityItem[] {
  return Array.isArray(wire) ? wire.map((w) => mapActivityItem(w as ActivityWire)).filter((i): i is ActivityItem => i !== undefined) : [];
}

/** The count rows with a task code; the name falls back to the known one. */
export function mapCounts(wire: unknown): ActivityCount[] {
  if (!Array.isArray(wire)) return [];
  return (wire as (CountWire | null)[])
    .filter((row): row is CountWire => !!row && !!text(row.transactionType))
    .map((row) => {
      const taskCode = text(row.transactionType) as string;
      return {
        taskCode,
        name: typeNameOf(taskCode, text(row.transactionName)),
        initiated: count(row.initiated),
        pendingApproval: count(row.pendingApproval),
        approved: count(row.approved),
        rejected: count(row.rejected),
        sentToHost: count(row.sentToHost),
      };
    });
}
