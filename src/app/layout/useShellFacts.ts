import { selectPendingApprovals } from '@/features/approvals/slice';
import { selectUnreadMail } from '@/features/mail/slice';
import { selectPermittedFunctions } from '@/features/session/selectors';
import { useAppSelector } from '../hooks';
import type { AccessFacts } from '../routeAccess';
import { useAccountFacts } from './useAccountFacts';

/** What the shell's menus need from every feature, gathered in one place. */
export interface ShellFacts {
  access: AccessFacts;
  groups: { group: string; title: string; accounts: { id: string; title: string }[] }[];
  unreadMail: number;
  pendingAuthorisations: number;
}

export function useShellFacts(): ShellFacts {
  const permitted = useAppSelector(selectPermittedFunctions);
  const unreadMail = useAppSelector(selectUnreadMail);
  const pendingAuthorisations = useAppSelector(selectPendingApprovals);
  const { groups, anyBulkAccount, accountCount, accountsKnown } = useAccountFacts();
  return { access: { permitted, anyBulkAccount, accountCount, accountsKnown }, groups, unreadMail, pendingAuthorisations };
}
