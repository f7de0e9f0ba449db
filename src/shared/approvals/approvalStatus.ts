/**
 * SPEC.md section 4 "Approval statuses": the words a customer reads for an OBDX approval status, shared
 * by the authorisations screen and the activity log (two features, one wording). INITIATED and
 * PENDING_APPROVAL both count as pending; APPROVED reads Accepted; SENT_TO_HOST (the bank's host did
 * not answer in time) reads Time Out Error. A status the bank adds later is shown as it comes.
 */
export type ApprovalStatus = 'INITIATED' | 'PENDING_APPROVAL' | 'APPROVED' | 'REJECTED' | 'SENT_TO_HOST';

const WORDS: Readonly<Record<ApprovalStatus, string>> = {
  INITIATED: 'Pending',
  PENDING_APPROVAL: 'Pending',
  APPROVED: 'Accepted',
  REJECTED: 'Rejected',
  SENT_TO_HOST: 'Time Out Error',
};

/** SPEC.md section 4: authorising an item shows Authorised; declining shows Declined. */
export const DECISION_WORDS = { approve: 'Authorised', reject: 'Declined' } as const;

export function isPendingApproval(status: string | null | undefined): boolean {
  return status === 'INITIATED' || status === 'PENDING_APPROVAL';
}

export function approvalStatusWord(status: string | null | undefined): string {
  const key = String(status ?? '').trim().toUpperCase();
  return WORDS[key as ApprovalStatus] ?? (key ? key : 'Unknown');
}
