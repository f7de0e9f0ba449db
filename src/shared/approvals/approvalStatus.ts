/**
 * SPEC.md section 4 "Approval statuses": the words a customer reads for an OBDX approval status, shared
 * by the authorisations screen and the activity log (two features, one wording). INITIATED and
 * PENDING_APPROVAL both count as pending; APPROVED reads Accepted; SENT_TO_HOST (the bank's host did
 * not answer in time) reads Time Out Error.
 *
 * Where SPEC.md is silent, the other statuses a stock OBDX sends (its own client's activity log lists
 * them): COMPLETED (approved and processed; OBDX words it as it words APPROVED) reads Accepted, EXPIRED
 * (not approved in time) Expired, MODIFICATION_REQUESTED (sent back to the maker) Returned for changes.
 * A status the bank adds later is shown in words ('ON_HOLD' → 'On hold'), never as a code or 'undefined'.
 */
export type ApprovalStatus = 'INITIATED' | 'PENDING_APPROVAL' | 'APPROVED' | 'COMPLETED' | 'REJECTED' | 'SENT_TO_HOST' | 'EXPIRED' | 'MODIFICATION_REQUESTED';

const WORDS: Readonly<Record<ApprovalStatus, string>> = {
  INITIATED: 'Pending',
  PENDING_APPROVAL: 'Pending',
  APPROVED: 'Accepted',
  COMPLETED: 'Accepted',
  REJECTED: 'Rejected',
  SENT_TO_HOST: 'Time Out Error',
  EXPIRED: 'Expired',
  MODIFICATION_REQUESTED: 'Returned for changes',
};

/** SPEC.md section 4: authorising an item shows Authorised; declining shows Declined. */
export const DECISION_WORDS = { approve: 'Authorised', reject: 'Declined' } as const;

const code = (status: string | null | undefined) => String(status ?? '').trim().toUpperCase();

export function isPendingApproval(status: string | null | undefined): boolean {
  const key = code(status);
  return key === 'INITIATED' || key === 'PENDING_APPROVAL';
}

export function approvalStatusWord(status: string | null | undefined): string {
  const key = code(status);
  const known = WORDS[key as ApprovalStatus];
  if (known) return known;
  const words = key.replace(/[_\s]+/g, ' ').trim().toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Unknown';
}
