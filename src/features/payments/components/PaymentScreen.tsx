import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { Receipt } from '@/shared/receipts/receipt';
import { ListState } from '@/shared/ui/ListState';
import { formContextOf, receiptOf, type PaymentAccount, type PaymentFormValues, type PaymentOptions } from '../paymentForm';
import { reviewOf } from '../reviewOf';
import { limitsRequested, payeesRequested, paymentConfirmClicked, paymentEdited, paymentReset, selectPayments, type WithPayments } from '../slice';
import { NotLoaded } from './NotLoaded';
import { OutcomeStep } from './OutcomeStep';
import { PaymentForm } from './PaymentForm';
import { PaymentSteps } from './PaymentSteps';
import { ReviewStep } from './ReviewStep';

/** jspdf comes with the receipt module, only when a customer asks for a receipt. */
async function saveReceipt(receipt: Receipt): Promise<void> {
  const [{ buildReceiptPdf }, { downloadBlob }] = await Promise.all([import('@/shared/receipts/receiptPdf'), import('@/shared/lib/download')]);
  downloadBlob(buildReceiptPdf(receipt), `Payment-receipt-${receipt.lines[0][1].replace(/[^A-Za-z0-9]/g, '')}.pdf`);
}

export const PAYMENT_TITLES = { payment: 'Make a payment', transfer: 'Internal transfer' } as const;
export const PAYEE_AWAITING_AUTHORISER_TEXT = 'Your new payee is waiting for an authoriser. You can pay them once they have been approved.';

export interface PaymentScreenProps {
  mode: 'payment' | 'transfer';
  /** The active entity's accounts that may send money (the area filters them). */
  accounts: readonly PaymentAccount[];
  /** Every account of the entity that may receive a transfer. */
  initial: Partial<PaymentFormValues>;
  accountsLoading: boolean;
  /** SPEC.md section 6: what the customer's permitted functions let the form offer. */
  may: PaymentOptions;
}

/**
 * /payments/make and /payments/transfer-money: the form, the review of exactly what will be sent, and
 * the outcome (SPEC.md section 4 "Payment flow"). The form keeps what the customer typed when the bank
 * refuses; a payment is confirmed once.
 */
export function PaymentScreen({ mode, accounts, initial, accountsLoading, may }: PaymentScreenProps) {
  const dispatch = useDispatch();
  const payments = useSelector((state: WithPayments) => selectPayments(state));
  const { flow } = payments;

  useEffect(() => {
    dispatch(paymentReset());
    dispatch(limitsRequested());
    if (mode === 'payment') dispatch(payeesRequested());
  }, [dispatch, mode]);

  if (accountsLoading) return <ListState state="loading" />;
  const context = formContextOf(payments);

  return (
    <>
      <h1>{PAYMENT_TITLES[mode]}</h1>
      {flow.status === 'editing' && flow.error && (
        <p role="alert">
          {flow.error.message}
        </p>
      )}
      {flow.status === 'editing' && flow.payeeAwaitingAuthoriser && <p role="alert">{PAYEE_AWAITING_AUTHORISER_TEXT}</p>}
      {flow.status === 'editing' && <NotLoaded payments={payments} withPayees={mode === 'payment'} />}
      {(flow.status === 'editing' || flow.status === 'preparing') && (
        // The draft in the store brings back what the customer typed after a refusal or "Change details".
        <PaymentForm mode={mode} accounts={accounts} initial={initial} context={context} may={may} />
      )}
      {(flow.status === 'review' || flow.status === 'confirming') && <PaymentSteps progress={3} />}
      {flow.status === 'done' && <PaymentSteps progress={4} />}
      {(flow.status === 'review' || flow.status === 'confirming') && flow.order && (
        <ReviewStep
          {...reviewOf(flow.order, flow.bankCopy, accounts, payments.payees.items, payments.draft)}
          confirming={flow.status === 'confirming'}
          onConfirm={() => dispatch(paymentConfirmClicked())}
          onChange={() => dispatch(paymentEdited())}
        />
      )}
      {(flow.status === 'done' || flow.status === 'unsure') && (
        <OutcomeStep
          outcome={flow.outcome}
          error={flow.error}
          onAnother={() => dispatch(paymentReset())}
          onReceipt={
            flow.order && flow.outcome
              ? () => saveReceipt(receiptOf(flow.order!, flow.outcome!.reference, accounts, payments.payees.items, payments.draft, new Date()))
              : undefined
          }
        />
      )}
    </>
  );
}
