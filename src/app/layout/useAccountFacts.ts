import { GROUP_TITLES } from '@/features/accounts/rules';
import { selectAccountCount, selectAccountPreview, selectAccountsStatus, selectAnyAccountAllowsBulk } from '@/features/accounts/selectors';
import { useAppSelector } from '../hooks';

/** The accounts as the menus need them: groups held with their 3-account preview, for the active entity. */
export function useAccountFacts() {
  // The accounts the bank answered for the active entity (the accounts saga asks again on every switch).
  const preview = useAppSelector(selectAccountPreview);
  const anyBulkAccount = useAppSelector(selectAnyAccountAllowsBulk);
  const accountCount = useAppSelector(selectAccountCount);
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
