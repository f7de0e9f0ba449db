import { injectLazySlices } from '../rootReducer';
import { useParams } from 'react-router-dom';
import { AccountsOverview } from '@/features/accounts/components/AccountsOverview';
import { selectAccountsStatus, selectAllAccounts } from '@/features/accounts/selectors';
import { selectActiveEntityId } from '@/features/entity/slice';
import { selectPermittedFunctions, selectUser } from '@/features/session/selectors';
import { useAppSelector } from '../hooks';
import { useFeatureSaga } from '../useFeatureSaga';
import { transactionsSaga } from '@/features/transactions/sagas';
import { transactionsSlice } from '@/features/transactions/slice';
import { LatestTransactions } from '@/features/transactions/components/LatestTransactions';
import { TransactionsScreen } from '@/features/transactions/components/TransactionsScreen';
import type { Account } from '@/features/accounts/types';
import { ListState } from '@/shared/ui/ListState';
import { NotFoundPage } from '../pages/NotFoundPage';

injectLazySlices(transactionsSlice);

/** An opened account's panel shows its latest transactions (searchBy LNT). */
const latestOf = (account: Account) => <LatestTransactions account={account} />;

const NO_ENTITIES: { id: string; name: string }[] = [];

/** The accounts area's screens, one lazy chunk. */
export function AccountsOverviewPage() {
  const entityId = useAppSelector(selectActiveEntityId);
  // The user's entities are stable for the session (entity id = customer number).
  const entities = useAppSelector(selectUser)?.entities ?? NO_ENTITIES;
  const permitted = useAppSelector(selectPermittedFunctions);
  useFeatureSaga('transactions', transactionsSaga);
  return <AccountsOverview entityId={entityId} entities={entities} permitted={permitted} detailExtra={latestOf} />;
}

/**
 * /accounts/transactions/{id}: the account must be one of the active entity's; while the accounts
 * load the page waits, and an id that is not the customer's gets the app's not-found page (its words
 * and the way back to the accounts, as any unknown path), never a blank.
 */
export function TransactionsPage() {
  useFeatureSaga('transactions', transactionsSaga);
  const { id = '' } = useParams();
  const accounts = useAppSelector(selectAllAccounts);
  const status = useAppSelector(selectAccountsStatus);
  const account = accounts.find((a) => a.id === id);
  if (account) return <TransactionsScreen account={account} />;
  if (status === 'succeeded') return <NotFoundPage />;
  return (
    <>
      <h1>Transactions</h1>
      {status === 'failed' ? (
        <ListState state="error" message={TRANSACTIONS_ACCOUNT_UNAVAILABLE} />
      ) : (
        <ListState state="loading" />
      )}
    </>
  );
}

export const TRANSACTIONS_ACCOUNT_UNAVAILABLE = 'Your accounts could not be loaded, so this account cannot be shown.';
