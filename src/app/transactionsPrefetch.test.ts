import { ACC, accountIdOf } from '@mocks/digx/bank/seed';
import { mapAccounts, type AccountWire } from '@/features/accounts/mapAccount';
import { firstHistoryRequest } from '@/features/transactions/api';
import demandDeposits from '@/features/accounts/fixtures/obdx-demandDeposit-list.json';
import { transactionsAccountId } from './prefetchSession';
import { transactionsPrefetch } from './transactionsPrefetch';

const wires = (demandDeposits as { accounts: AccountWire[] }).accounts;
const first = mapAccounts(wires)[0];

describe('transactionsPrefetch: the first call of a reloaded transactions page', () => {
  it('is the call the page makes itself, for the account in the address', () => {
    const accountId = transactionsAccountId(`/accounts/transactions/${encodeURIComponent(first.id)}`);
    expect(accountId).toBe(first.id);
    const request = transactionsPrefetch(first.id, wires, '2026-11-26');
    expect(request).toEqual(firstHistoryRequest(first, '2026-11-26'));
    expect(request).toMatchObject({ method: 'GET', params: { searchBy: 'SPD', toDate: '2026-11-26', transactionType: 'A' } });
  });

  it.each([
    ['another page', '/accounts'],
    ['the statements page', `/accounts/statements/${encodeURIComponent(first.id)}`],
    ['a broken address', '/accounts/transactions/%E0%A4%A'],
  ])('is nothing for %s, which names no account', (_what, pathname) => {
    expect(transactionsAccountId(pathname)).toBeUndefined();
  });

  it('is nothing for an account not in the answer', () => {
    expect(transactionsPrefetch(`${accountIdOf(ACC.everyday).value}X`, wires, '2026-11-26')).toBeUndefined();
  });

  it('is nothing when the accounts answer has none', () => {
    expect(transactionsPrefetch(first.id, undefined, '2026-11-26')).toBeUndefined();
  });
});
