/**
 * Standing orders, direct debits and future payments (SPEC.md section 3 "Future payment", "Standing order",
 * "Direct debit"), one type for the three: the list shows them side by side.
 */
export type InstructionCode = 'SI' | 'DD' | 'FD';

export interface Instruction {
  id: string;
  code: InstructionCode;
  /** 'A' active, 'C' cancelled (SPEC.md section 4 "Instructions"). */
  statusCode: 'A' | 'C';
  type: 'REC' | 'NONREC';
  recipientName: string;
  reference: string;
  amount: { amount: number; currency: string };
  /** YYYY-MM-DD or null. */
  nextPaymentDate: string | null;
  endDate: string | null;
  startDate: string | null;
  /** 'Monthly', 'Quarterly'…, or '' for a one-off. */
  frequency: string;
  fromAccountId: string;
  toAccountId: string;
  /** Direct debits: the originator's mandate reference and the last collection. */
  dealId: string | null;
  lastPaymentDate: string | null;
}
