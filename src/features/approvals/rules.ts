import { isPendingApproval } from '@/shared/approvals/approvalStatus';
import type { ApprovalAction, ApprovalItem } from './types';

/** SPEC.md section 4: INITIATED and PENDING_APPROVAL count as pending. */
export interface ApprovalCount {
  transactionType?: string;
  pendingApproval?: number;
  initiated?: number;
}

export function pendingApprovals(counts: readonly ApprovalCount[]): number {
  return counts.reduce((sum, c) => sum + (c.pendingApproval ?? 0) + (c.initiated ?? 0), 0);
}

/** The kinds of item whose approval sends money (OBDX_UI approvals/pending-approvals.js: payments and bulk files are financial). */
const FINANCIAL = ['PAYMENTS', 'BULK_FILE'];

/**
 * Whether an approval the bank accepted released money, so the balances and the day's limits are read again: an
 * approval (not a decline) of a payment or a bulk file, unless the bank's answer shows it still waiting for a
 * further approver. A kind or status the bank did not send counts as released: reading the balances once more
 * costs a call, leaving them stale misleads the customer.
 */
export function releasesMoney(action: ApprovalAction, listed: Pick<ApprovalItem, 'discriminator'> | undefined, answered: Pick<ApprovalItem, 'discriminator' | 'status'> | undefined): boolean {
  if (action !== 'approve') return false;
  const kind = (answered?.discriminator || listed?.discriminator || '').toUpperCase();
  if (kind && !FINANCIAL.includes(kind)) return false;
  return !isPendingApproval(answered?.status);
}
