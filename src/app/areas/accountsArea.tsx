import { useMemo } from 'react';
import { AccountsOverview } from '@/features/accounts/components/AccountsOverview';
import { selectAccountsForEntity, selectAccountsStatus } from '@/features/accounts/selectors';
import { AccountServicesPage as ServicesPage } from '@/features/accountServices/components/AccountServicesPage';
import { selectActiveEntityId } from '@/features/entity/slice';
import { selectPermittedFunctions, selectUser } from '@/features/session/selectors';
import { useAppSelector } from '../hooks';
import { placeholder } from './placeholder';

export { StatementsPage } from '@/features/statements/components/StatementsPage';

const NO_ENTITIES: { id: string; name: string }[] = [];

/** The accounts area's screens, one lazy chunk. */
export function AccountsOverviewPage() {
  const entityId = useAppSelector(selectActiveEntityId);
  // The user's entities are stable for the session (entity id = customer number).
  const entities = useAppSelector(selectUser)?.entities ?? NO_ENTITIES;
  const permitted = useAppSelector(selectPermittedFunctions);
  return <AccountsOverview entityId={entityId} entities={entities} permitted={permitted} />;
}
export const TransactionsPage = placeholder('Transactions');

/**
 * /accounts/services: the accounts of the active entity, each account's book and cheque
 * flags narrowed by what the user is permitted (SPEC.md section 6).
 */
export function AccountServicesPage() {
  const entityId = useAppSelector(selectActiveEntityId);
  const accounts = useAppSelector((state) => selectAccountsForEntity(state, entityId));
  const status = useAppSelector(selectAccountsStatus);
  const permitted = useAppSelector(selectPermittedFunctions);
  const offered = useMemo(
    () =>
      accounts.map((account) => ({
        ...account,
        hasChequeBooks: account.hasChequeBooks && permitted.includes('chequeBooks'),
        hasPayInBooks: account.hasPayInBooks && permitted.includes('payInBooks'),
        hasChequeStatus: account.hasChequeStatus && permitted.includes('chequeStatus'),
      })),
    [accounts, permitted],
  );
  return <ServicesPage accounts={offered} loading={status === 'loading' || status === 'idle'} />;
}
