import { ACCOUNTS_REQUEST } from '@/features/accounts/requests';
import { ME_REQUEST, PERMISSIONS_REQUEST } from '@/features/session/requests';
import type { DigxClient } from '@/shared/api/digxClient';

/**
 * A reload with a session: the reads its first page waits for go out with the first nonces, before React,
 * the router and the store are built (issue 13); the sagas then take the answers from the client. The
 * profile always. The permissions and the accounts only when this tab got past the first-login steps
 * before (sessionMarker's startedBefore): otherwise the login flow decides what comes next.
 */
export function prefetchSession(client: DigxClient, { flowDoneBefore }: { flowDoneBefore: boolean }): void {
  client.prefetch(ME_REQUEST);
  if (!flowDoneBefore) return;
  client.prefetch(PERMISSIONS_REQUEST);
  client.prefetch(ACCOUNTS_REQUEST);
}
