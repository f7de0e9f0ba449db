import { ACCOUNTS_REQUEST } from '@/features/accounts/requests';
import type { AccountWire } from '@/features/accounts/mapAccount';
import { ME_REQUEST, PERMISSIONS_REQUEST } from '@/features/session/requests';
import type { DigxClient } from '@/shared/api/digxClient';

/** The account of a transactions page's address (/accounts/transactions/{id}); undefined for any other page. */
export function transactionsAccountId(pathname: string): string | undefined {
  const id = /^\/accounts\/transactions\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (!id) return undefined;
  try {
    return decodeURIComponent(id);
  } catch {
    return undefined; // a broken address: the page itself says it is not found
  }
}

/**
 * A reload with a session: the reads its first page waits for go out with the first nonces, before React,
 * the router and the store are built (issue 13); the sagas then take the answers from the client.
 * - The profile always.
 * - The permissions and the accounts only when this tab got past the first-login steps before
 *   (sessionMarker's startedBefore): otherwise the login flow decides what comes next.
 * - On a transactions page, its first transactions call too, once the accounts have answered.
 */
export function prefetchSession(client: DigxClient, { flowDoneBefore, pathname }: { flowDoneBefore: boolean; pathname: string }): void {
  client.prefetch(ME_REQUEST);
  if (!flowDoneBefore) return;
  client.prefetch(PERMISSIONS_REQUEST);
  const accounts = client.prefetch<{ accounts?: AccountWire[] }>(ACCOUNTS_REQUEST);
  const accountId = transactionsAccountId(pathname);
  if (!accountId) return;
  Promise.all([accounts, import(/* webpackChunkName: "accounts" */ './transactionsPrefetch')])
    .then(([answer, { transactionsPrefetch }]) => {
      const request = transactionsPrefetch(accountId, answer.data?.accounts);
      if (request) client.prefetch(request);
    })
    // The page asks for itself as it always would.
    .catch(() => undefined);
}
