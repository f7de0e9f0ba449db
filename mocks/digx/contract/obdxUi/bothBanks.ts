import type { Bank } from '../../bank/Bank';
import { bank, fixBankClock, useStockBank } from '../../testing';

/**
 * The two banks every OBDX_UI contract is held on, for `describe.each`: the demo bank (a `v1/` resource is stock
 * OBDX at this bank too, so it answers as OBDX does) and a stock OBDX. `use()` puts the bank in front, its clock
 * fixed at `now` when given, and returns it.
 */
export function bothBanks(now?: string): [{ bank: string; use: () => Bank }, { bank: string; use: () => Bank }] {
  return [
    {
      bank: 'the demo bank',
      use: () => {
        if (now) fixBankClock(now);
        return bank;
      },
    },
    { bank: 'a stock OBDX', use: () => useStockBank({ now }) },
  ];
}

/** The query the app sent, without the locale every call carries (DIGX-CONTRACT.md "base"). */
export const queryOf = (url: URL): Record<string, string> => Object.fromEntries([...url.searchParams].filter(([key]) => key !== 'locale'));
