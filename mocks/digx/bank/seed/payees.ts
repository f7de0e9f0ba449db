/**
 * Payee groups in the GET v1/payments/payeeGroup?expand=ALL shape: OBDX's group is the beneficiary, its
 * payees the ways to pay it. Most demo beneficiaries have one account, so one payee; specs that name the
 * same group (CORP1's landlord: rent and service charge) share one. The last payment reference comes from
 * the real history.
 */
import type { AccountRecord, PayeeGroupRecord, TransactionRecord } from '../types';
import { bankBySortCode } from './banks';
import { auditStamp, hoursBefore } from './dates';
import { hexToken, partyIdOf } from './ids';
import { PAYEE_SPECS, type PayeeSpec } from './payeeSpecs';

export function payeeIdOf(spec: Pick<PayeeSpec, 'owner' | 'sortCode' | 'accountNumber'>): string {
  return hexToken(`payee:${spec.owner}:${spec.sortCode}:${spec.accountNumber}`, 16);
}

export function payeeGroupIdOf(spec: Pick<PayeeSpec, 'owner' | 'sortCode' | 'accountNumber' | 'group'>): string {
  return hexToken(spec.group ? `group:${spec.owner}:${spec.group}` : `group:${spec.owner}:${spec.sortCode}:${spec.accountNumber}`, 16);
}

/** The reference of the latest payment (highest posting number) to the payee from any of the histories. */
function lastReferenceTo(spec: PayeeSpec, histories: readonly (readonly TransactionRecord[])[]): string | null {
  const name = spec.accountName.toUpperCase();
  let latest: TransactionRecord | undefined;
  for (const history of histories) {
    // Each history is in posting order, so its last match is its latest.
    for (let i = history.length - 1; i >= 0; i -= 1) {
      const t = history[i];
      if (t.transactionType === 'D' && t.description.endsWith(name)) {
        if (!latest || t.internal.seq > latest.internal.seq) latest = t;
        break;
      }
    }
  }
  return latest ? latest.userReferenceNumber : null;
}

export function createPayeeGroups(now: Date, accounts: Record<string, AccountRecord>, transactions: Record<string, TransactionRecord[]>): PayeeGroupRecord[] {
  const groups = new Map<string, PayeeGroupRecord>();
  for (const spec of PAYEE_SPECS) {
    const bank = bankBySortCode(spec.sortCode);
    const created = auditStamp(hoursBefore(now, spec.createdDaysAgo * 24 + 3));
    const party = partyIdOf(spec.party);
    const histories = Object.values(accounts)
      .filter((a) => a.internal.partyNumber === spec.party)
      .map((a) => transactions[a.id.value] ?? []);
    const groupId = payeeGroupIdOf(spec);
    const group = groups.get(groupId) ?? { groupId, name: spec.group ?? spec.accountName, listPayees: [], internal: { ownerUserId: spec.owner, partyId: party.value } };
    groups.set(groupId, group);
    group.listPayees.push({
        id: payeeIdOf(spec),
        groupId,
        nickName: spec.nickName,
        payeeType: 'DOMESTIC',
        domesticPayeeType: 'UK',
        ukDomesticPayee: {
          accountNumber: spec.accountNumber,
          accountName: spec.accountName,
          bankDetails: { code: spec.sortCode, name: bank.name, branch: bank.branch, address: bank.address, city: bank.city, country: 'GB' },
          network: 'SORT',
          paymentType: 'FAS',
        },
        payeeAccessType: 'PUBLIC',
        createdBy: spec.addedBy ?? (spec.pending ? 'CORPMAKER1' : spec.owner),
        lastPaymentReference: spec.pending ? null : lastReferenceTo(spec, histories),
        payeeReference: spec.reference,
        payeeDescription: spec.description,
        verificationReport: spec.verification && {
          matched: spec.verification.matched,
          reasonCode: spec.verification.reasonCode,
          payeeAccountName: spec.verification.nameOnAccount,
          verifiedOn: created,
        },
        status: spec.pending ? 'PENDING_APPROVAL' : 'ACTIVE',
    });
  }
  return [...groups.values()];
}
