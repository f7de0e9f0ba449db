/**
 * The walk back from today's balance agrees with the fake bank's own running balances (issue 30: "where the
 * bank does send one, the two must agree"), on every account the charts draw (current, racing, savings and
 * the bond; a loan runs its balance as the amount owed, and has no chart), the Yard racing account's 10 000+
 * entries included. Through the app's own calls and mapper, as the transactions page would fetch them.
 */
import { addMonths } from '@/shared/lib/dates';
import { ACC, accountIdOf } from '@mocks/digx/bank/seed';
import { bank, fixBankClock, logInAs } from '@mocks/digx/testing';
import { historyRequest, type HistoryAccount } from '../api';
import { mapSummary, mapTransactions, type TransactionsSummaryWire, type TransactionWire } from '../mapTransaction';
import { balanceHistory, runningBalanceMismatches } from './balanceHistory';

interface MoneyWire {
  currency: string;
  amount: number;
}
/** The fields of the bank's account answer (GET v1/accounts) this test reads. */
interface AccountWire {
  id: { value: string };
  accountNumber: string;
  accountModule: 'demandDeposit' | 'deposit' | 'loan';
  currencyCode: string;
  currentBalance?: MoneyWire;
  currentPrincipalAmount?: MoneyWire;
  availableBalance?: MoneyWire;
}

/** The balance the page walks back from, read as the accounts feature reads it (mapAccount.ts balancesOf). */
const balanceOf = (a: AccountWire) => (a.accountModule === 'deposit' ? (a.currentPrincipalAmount ?? a.availableBalance) : (a.currentBalance ?? a.availableBalance))?.amount;

/** A GMT day, a BST day, and one whose two years hold a leap day (29 Feb 2024). */
describe.each(['2026-11-20T10:30:00Z', '2025-07-01T09:00:00Z', '2024-06-15T12:00:00Z'])('the balance walk on the fake bank seeded at %s', (now) => {
  it.each(['RETAIL1', 'CORP1', 'NEWUSER'] as const)('agrees with the running balances of every charted account of %s', async (user) => {
    fixBankClock(now);
    const today = bank.state.today;
    const client = await logInAs(user);
    const { accounts } = (await client.request<{ accounts: AccountWire[] }>({ method: 'GET', path: 'v1/accounts', params: { expand: 'all' } })).data;
    const charted = accounts.filter((a) => a.accountModule !== 'loan');
    expect(charted.length).toBeGreaterThan(0);

    for (const account of charted) {
      const history: HistoryAccount = { accountId: account.id.value, accountType: account.accountModule, currency: account.currencyCode };
      const window = { start: addMonths(today, -24), end: today };
      const { data } = await client.request<{ items?: TransactionWire[]; summary?: TransactionsSummaryWire }>(historyRequest(history, window));
      const rows = mapTransactions(data.items, account.currencyCode);
      if (account.id.value === accountIdOf(ACC.stablesRacing).value) expect(rows.length).toBeGreaterThan(10_000);
      if (rows.length === 0) continue;
      // The demo bank sends a running balance on every entry: the comparison below is over all of them.
      expect(rows.filter((r) => r.balance === null)).toEqual([]);

      const closing = balanceOf(account);
      expect(closing).toEqual(expect.any(Number));
      const period = { start: rows[rows.length - 1].date, end: today };
      const walked = balanceHistory(rows, closing as number, period);
      const mismatches = runningBalanceMismatches(rows, walked);
      // Named, counted and the first few shown: a wrong start puts every one of 731 days out.
      expect({ account: account.accountNumber, count: mismatches.length, first: mismatches.slice(0, 3) }).toEqual({ account: account.accountNumber, count: 0, first: [] });
      // And back at the start: the balance before the oldest entry is the bank's opening balance of the window.
      expect(walked.opening).toBe(mapSummary(data.summary).openingBalance);
    }
  });
});
