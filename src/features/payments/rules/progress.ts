/**
 * SPEC.md section 4 "Payment make progress": how far the customer is through making a payment,
 * for the step indicator. 0 no from account; 1 no to account; 1.1 new payee (its details are being
 * entered, so there is no to account yet); 2 no amount; 3 not succeeded; 4 done.
 */
import { parseAmount } from '@/shared/lib/amount';

export type PaymentProgress = 0 | 1 | 1.1 | 2 | 3 | 4;

export interface ProgressDraft {
  from?: string | null;
  /** The chosen account or payee; a new payee counts once its details are complete (the form sets it then). */
  to?: string | null;
  isNewPayee?: boolean;
  amount?: string | number | null;
  success?: boolean;
}

const hasAmount = (amount: ProgressDraft['amount']) => {
  const value = typeof amount === 'number' ? amount : parseAmount(amount ?? '');
  return value !== undefined && value > 0;
};

export function paymentProgress(draft: ProgressDraft): PaymentProgress {
  if (!draft.from) return 0;
  if (!draft.to) return draft.isNewPayee ? 1.1 : 1;
  if (!hasAmount(draft.amount)) return 2;
  if (!draft.success) return 3;
  return 4;
}
