import { mapAccounts, type AccountWire } from '@/features/accounts/mapAccount';
import { firstHistoryRequest } from '@/features/transactions/api';
import type { DigxRead } from '@/shared/api/digxClient';
import { londonToday } from '@/shared/lib/london';

/**
 * The first transactions call of a transactions page for `accountId`, worked out from the accounts answer
 * (the account's resource and opening date come from it): a reload of that page sends it ahead of the
 * page (prefetchSession.ts). Undefined for an account not in the answer. Loaded with the accounts
 * area's chunk, only when such a page is opened.
 */
export function transactionsPrefetch(accountId: string, accounts: readonly AccountWire[] | undefined, today: string = londonToday()): DigxRead | undefined {
  const account = mapAccounts(accounts).find((candidate) => candidate.id === accountId);
  return account && firstHistoryRequest(account, today);
}
