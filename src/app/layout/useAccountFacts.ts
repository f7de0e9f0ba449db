import { GROUP_TITLES } from '@/features/accounts/rules';
import { selectAccountCount, selectAccountPreview, selectAccountsStatus, selectAnyAccountAllowsBulk } from '@/features/accounts/selectors';
import { selectActiveEntityId } from '@/features/entity/slice';
import { useAppSelector } from '../hooks';

/** The accounts as the menus need them: groups held with their 3-account preview, for the active entity. */
export function useAccountFacts() {
  const entityId = useAppSelector(selectActiveEntityId);
  const preview = useAppSelector((state) => selectAccountPreview(state, entityId));
  const anyBulkAccount = useAppSelector((state) => selectAnyAccountAllowsBulk(state, entityId));
  const accountCount = useAppSelector((state) => selectAccountCount(state, entityId));
  const status = useAppSelector(selectAccountsStatus);
  // A failed load is known too: the list screens show its error, the gates do not wait for ever.
  const accountsKnown = status === 'succeeded' || status === 'failed';
  const groups = preview.map((view) => ({
    group: view.group,
    title: GROUP_TITLES[view.group],
    accounts: view.accounts.map((account) => ({ id: account.id, title: account.title })),
  }));
  return { groups, anyBulkAccount, accountCount, accountsKnown };
}
