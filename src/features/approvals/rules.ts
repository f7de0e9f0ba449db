/** SPEC.md section 4: INITIATED and PENDING_APPROVAL count as pending. */
export interface ApprovalCount {
  transactionType?: string;
  pendingApproval?: number;
  initiated?: number;
}

export function pendingApprovals(counts: readonly ApprovalCount[]): number {
  return counts.reduce((sum, c) => sum + (c.pendingApproval ?? 0) + (c.initiated ?? 0), 0);
}
