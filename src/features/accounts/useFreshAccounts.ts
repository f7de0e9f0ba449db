import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { accountsListOpened } from './slice';

/**
 * For a screen that shows the accounts' balances (My Accounts, a From list): says so when it opens, and when the
 * customer comes back to its tab, so a list older than a minute is read again behind the figures on screen
 * (freshness.ts). The saga decides; a fresh list costs nothing.
 */
export function useFreshAccounts(): void {
  const dispatch = useDispatch();
  useEffect(() => {
    dispatch(accountsListOpened());
    const onVisible = () => {
      if (document.visibilityState === 'visible') dispatch(accountsListOpened());
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [dispatch]);
}
