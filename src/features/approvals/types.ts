/** An item waiting for this user's authorisation (SPEC.md section 3 "Approval transaction"). */
export interface ApprovalItem {
  id: string;
  /** The reference the customer knows the item by: the bank's reference, else the payment's id. */
  reference: string;
  /** The task code (PC_F_DOM…) and its name ('Make a Payment'…). */
  typeCode: string;
  typeName: string;
  discriminator: string;
  /** The OBDX approval status (INITIATED, PENDING_APPROVAL…) and its words. */
  status: string;
  statusWord: string;
  amount: { amount: number; currency: string } | null;
  /** YYYY-MM-DD or ''. */
  valueDate: string;
  requestedBy: string;
  /** ISO date and time it was created. */
  created: string;
  /** The account it is paid from, masked as the bank sends it. */
  fromAccount: string;
  payee: { name: string; account: string; sortCode: string };
  remarks: string;
  audit: { authedBy: string; authedOn: string; status: string; remarks: string }[];
}

export type ApprovalAction = 'approve' | 'reject';
