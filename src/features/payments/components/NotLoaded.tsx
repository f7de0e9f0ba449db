import { useDispatch } from 'react-redux';
import { Button } from '@/shared/ui/Button';
import { LIST_RETRY_LABEL } from '@/shared/ui/ListState';
import { limitsRequested, payeesRequested, type PaymentsState } from '../slice';

/**
 * The limits (and, for a payment, the payees) a form needs could not be loaded: the payment and transfer
 * screens, and a standing order's change. The form still works (the bank checks the amount again), but the
 * customer is told why their payees or limits are missing, and may ask again. Nothing typed is lost.
 */
export function NotLoaded({ payments, withPayees }: { payments: PaymentsState; withPayees: boolean }) {
  const dispatch = useDispatch();
  const limits = payments.limits.status === 'failed' ? payments.limits.error : undefined;
  const payees = withPayees && payments.payees.status === 'failed' ? payments.payees.error : undefined;
  if (!limits && !payees) return null;
  const what = [payees && 'your payees', limits && 'your payment limits'].filter(Boolean).join(' or ');
  return (
    <div role="alert">
      <p>
        We could not load {what}. {(payees ?? limits)?.message}
      </p>
      <Button
        type="button"
        $variant="secondary"
        onClick={() => {
          if (limits) dispatch(limitsRequested({ partyId: payments.limits.partyId }));
          if (payees) dispatch(payeesRequested());
        }}
      >
        {LIST_RETRY_LABEL}
      </Button>
    </div>
  );
}
