import type { LoadStatus } from '@/shared/lib/loadStatus';

/**
 * How old a list of balances may be before a screen that shows it asks the bank again. A customer who comes back
 * to My Accounts or a From list after a while may have spent money elsewhere since (another tab, the phone, a
 * card): past a minute the figures are read again, quietly, behind the ones on screen. Within the minute they are
 * kept, so moving between pages does not send the same call over and over.
 */
export const ACCOUNTS_MAX_AGE_MS = 60_000;

/**
 * True when a list fetched at `fetchedAt` (ms since the epoch) should be read again at `now`: more than
 * `maxAgeMs` old, never fetched, or fetched "in the future" (the device's clock went back, so its age is unknown).
 */
export function isStale(fetchedAt: number | undefined, now: number, maxAgeMs: number = ACCOUNTS_MAX_AGE_MS): boolean {
  if (fetchedAt === undefined) return true;
  const age = now - fetchedAt;
  return age < 0 || age > maxAgeMs;
}

/**
 * What asks for the accounts: the session starting, the list's Try again, an entity switch, the bank confirming a
 * money movement, a screen that shows the list being opened, or the Try again of a refresh that failed.
 */
export type AccountsTrigger = 'sessionStarted' | 'retry' | 'entitySwitched' | 'moneyMoved' | 'opened' | 'refreshRetry';

/**
 * What the app does about a trigger: `load` (the list is on its way or empty: the screens wait for it), `refresh`
 * (a list is on screen: it stays there while the bank is asked again, and a failure keeps it), or nothing.
 */
export type AccountsPlan = 'load' | 'refresh' | 'none';

export interface AccountsFacts {
  status: LoadStatus;
  /** A quiet refresh is already on its way. */
  refreshing: boolean;
  /** isStale of the list's fetchedAt, now. */
  stale: boolean;
}

export function accountsPlan(trigger: AccountsTrigger, facts: AccountsFacts): AccountsPlan {
  switch (trigger) {
    case 'sessionStarted':
    case 'retry':
    case 'entitySwitched':
      return 'load';
    case 'moneyMoved':
      // A list on its way may have been read before the bank moved the money: it is asked for again. A list that
      // failed keeps its error and its Try again, which reads the new figures anyway.
      if (facts.status === 'loading') return 'load';
      return facts.status === 'succeeded' ? 'refresh' : 'none';
    case 'opened':
      return facts.status === 'succeeded' && facts.stale && !facts.refreshing ? 'refresh' : 'none';
    case 'refreshRetry':
      return facts.status === 'succeeded' ? 'refresh' : 'none';
  }
}
