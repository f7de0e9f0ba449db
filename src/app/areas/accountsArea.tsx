import { AccountsOverview } from '@/features/accounts/components/AccountsOverview';
import { selectActiveEntityId } from '@/features/entity/slice';
import { selectUser } from '@/features/session/selectors';
import { useAppSelector } from '../hooks';
import { placeholder } from './placeholder';

const NO_ENTITIES: { id: string; name: string }[] = [];

/** The accounts area's screens, one lazy chunk. */
export function AccountsOverviewPage() {
  const entityId = useAppSelector(selectActiveEntityId);
  // The user's entities are stable for the session (entity id = customer number).
  const entities = useAppSelector(selectUser)?.entities ?? NO_ENTITIES;
  return <AccountsOverview entityId={entityId} entities={entities} />;
}
export const TransactionsPage = placeholder('Transactions');
export const StatementsPage = placeholder('Statements');
export const AccountServicesPage = placeholder('Cheque and pay-in book services');
