import { injectLazySlices } from '../../rootReducer';
import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { selectPermittedFunctions } from '@/features/session/selectors';
import { selectAccountsStatus, selectAllAccounts, selectPaymentAccounts } from '@/features/accounts/selectors';
import type { Account } from '@/features/accounts/types';
import { useFreshAccounts } from '@/features/accounts/useFreshAccounts';
import { selectActiveEntityId } from '@/features/entity/slice';
import { InternationalRequestScreen } from '@/features/payments/components/InternationalRequestScreen';
import { PaymentScreen } from '@/features/payments/components/PaymentScreen';
import { paymentAccountOf } from '@/features/payments/paymentForm';
import { paymentsSaga } from '@/features/payments/sagas';
import { payeesSlice } from '@/features/payments/payees/payeesSlice';
import { paymentsSlice } from '@/features/payments/slice';
import { upcomingSlice } from '@/features/payments/upcoming/upcomingSlice';
import { UpcomingScreen } from '@/features/payments/upcoming/UpcomingScreen';
import { EditUpcomingScreen } from '@/features/payments/upcoming/EditUpcomingScreen';
import { PayeesScreen } from '@/features/payments/payees/PayeesScreen';
import { NewPayeeScreen } from '@/features/payments/payees/NewPayeeScreen';
import { ListState } from '@/shared/ui/ListState';
import { useAppSelector } from '../../hooks';
import { useFeatureSaga } from '../../useFeatureSaga';

injectLazySlices(paymentsSlice, upcomingSlice, payeesSlice);

const NO_ACCOUNTS: Account[] = [];

/**
 * The active entity's accounts and their load state, for the payment screens: `payments` only those a payment
 * may use (a closed account is neither payer nor payee), else every one (upcoming payments name their accounts).
 */
function useEntityAccounts(which: 'payments' | 'all' = 'payments') {
  const entityId = useAppSelector(selectActiveEntityId);
  const accounts = useAppSelector(which === 'payments' ? selectPaymentAccounts : selectAllAccounts) ?? NO_ACCOUNTS;
  const status = useAppSelector(selectAccountsStatus);
  return { accounts, loading: accounts.length === 0 && (status === 'idle' || status === 'loading'), entityId };
}

/**
 * /payments/make/{fromAccountId?}?toAccountId&isNewPayee and /payments/transfer-money/{id?}: the route's
 * accounts become the form's first choices. The key remounts the form when the entity changes, so a
 * switch starts a clean payment (the slice resets too).
 */
function PaymentPage({ mode }: { mode: 'payment' | 'transfer' }) {
  useFeatureSaga('payments', paymentsSaga);
  // The From list shows each account's available balance, and the funds check reads it.
  useFreshAccounts();
  const { fromAccountId, id } = useParams();
  const [query] = useSearchParams();
  const { accounts, loading, entityId } = useEntityAccounts();
  const permitted = useAppSelector(selectPermittedFunctions);
  const may = useMemo(
    () => ({ future: permitted.includes('paymentsFuture'), newPayee: permitted.includes('payeesManage'), transfer: mode === 'transfer' || permitted.includes('transfer') }),
    [permitted, mode],
  );
  const from = fromAccountId ?? id ?? '';
  const to = query.get('toAccountId');
  const initial = {
    from: accounts.some((a) => a.id === from) ? from : '',
    to: query.get('isNewPayee') === 'true' && may.newPayee ? 'new' : to ? (accounts.some((a) => a.id === to) ? (may.transfer ? `account:${to}` : '') : `payee:${to}`) : '',
  };
  return <PaymentScreen key={entityId ?? 'all'} mode={mode} accounts={accounts.map(paymentAccountOf)} initial={initial} accountsLoading={loading} may={may} />;
}

export const MakePaymentPage = () => <PaymentPage mode="payment" />;
export const TransferMoneyPage = () => <PaymentPage mode="transfer" />;

/** /payments/request-international/{id?}. */
export function RequestInternationalPage() {
  useFeatureSaga('payments', paymentsSaga);
  useFreshAccounts();
  const { id } = useParams();
  const { accounts, loading, entityId } = useEntityAccounts();
  return <InternationalRequestScreen key={entityId ?? 'all'} accounts={accounts.map(paymentAccountOf)} initialFrom={id ?? ''} accountsLoading={loading} />;
}

/** /payments/upcoming: the active entity's standing orders, direct debits and future payments. */
export function UpcomingPage() {
  useFeatureSaga('payments', paymentsSaga);
  const { accounts, loading } = useEntityAccounts('all');
  if (loading) return <ListState state="loading" />;
  return <UpcomingScreen accounts={accounts.map(paymentAccountOf)} />;
}

/** /payments/upcoming/edit/{id}. */
export function EditUpcomingPage() {
  useFeatureSaga('payments', paymentsSaga);
  const { id = '' } = useParams();
  const { accounts, loading } = useEntityAccounts('all');
  if (loading) return <ListState state="loading" />;
  return <EditUpcomingScreen id={id} accounts={accounts.map(paymentAccountOf)} />;
}

/** /payments/payees. */
export function PayeesPage() {
  useFeatureSaga('payments', paymentsSaga);
  return <PayeesScreen />;
}

/** /payments/payees/new, and ?replaces={payeeId} for new account details of a payee. */
export function NewPayeePage() {
  useFeatureSaga('payments', paymentsSaga);
  const [query] = useSearchParams();
  const replaces = query.get('replaces') ?? undefined;
  return <NewPayeeScreen key={replaces ?? 'new'} replacesId={replaces} />;
}
