import { mapAccounts, type AccountWire } from '@/features/accounts/mapAccount';
import { firstHistoryRequest } from '@/features/transactions/api';
import type { DigxRead } from '@/shared/api/digxClient';
import { toLondonDay } from '@/shared/lib/dates';

/**
 * The first transactions call of the page at `pathname`, worked out from the accounts answer (the
 * account's resource and opening date come from it): a reload of a transactions page sends it ahead of
 * the page (prefetchSession.ts). Undefined for any other page, or an account not in the answer.
 * Loaded with the accounts area's chunk, only when such a page is opened.
 */
export function transactionsPrefetch(pathname: string, accounts: readonly AccountWire[] | undefined, today: string = toLondonDay(new Date()) as string): (DigxRead) | undefined {
  const id = /^\/accounts\/transactions\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (!id) return undefined;
  let accountId: string;
  try {
    accountId = decodeURIComponent(id);
  } catch {
    return undefined;
  }
  const account = mapAccounts(accounts).find((candidate) => candidate.id === accountId);
  return account && firstHistoryRequest(account, today);
}
