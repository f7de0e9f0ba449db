/**
 * Standing orders, direct debits and future payments (SPEC.md section 3 "Future payment", "Standing order",
 * "Direct debit"), one type for the three: the list shows them side by side.
 */
import type { RepeatCounts } from '../rules/frequency';

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
  /** The repeat as the bank counts it (all zero for a one-off): for the edit form and the instalments left. */
  repeat: RepeatCounts;
  fromAccountId: string;
  toAccountId: string;
  /** The account paid into as the bank masks it ('xxxxxxxxxxxx1234'); '' when not given. */
  toAccountNumber: string;
  /** Direct debits: the originator's mandate reference and the last collection. */
  dealId: string | null;
  lastPaymentDate: string | null;
}
