import { ACC, accountIdOf } from '@mocks/digx/bank/seed';
import { mapAccounts, type AccountWire } from '@/features/accounts/mapAccount';
import { firstHistoryRequest } from '@/features/transactions/api';
import demandDeposits from '@/features/accounts/fixtures/obdx-demandDeposit-list.json';
import { transactionsPrefetch } from './transactionsPrefetch';

const wires = (demandDeposits as { accounts: AccountWire[] }).accounts;
const first = mapAccounts(wires)[0];

describe('transactionsPrefetch: the first call of a reloaded transactions page', () => {
  it('is the call the page makes itself, for the account in the address', () => {
    const request = transactionsPrefetch(`/accounts/transactions/${encodeURIComponent(first.id)}`, wires, '2026-11-26');
    expect(request).toEqual(firstHistoryRequest(first, '2026-11-26'));
    expect(request).toMatchObject({ method: 'GET', params: { searchBy: 'SPD', toDate: '2026-11-26', transactionType: 'A' } });
  });

  it.each([
    ['another page', '/accounts'],
    ['the statements page', `/accounts/statements/${encodeURIComponent(first.id)}`],
    ['an account not in the answer', `/accounts/transactions/${encodeURIComponent(accountIdOf(ACC.everyday).value)}X`],
    ['a broken address', '/accounts/transactions/%E0%A4%A'],
  ])('is nothing for %s', (_what, pathname) => {
    expect(transactionsPrefetch(pathname, wires, '2026-11-26')).toBeUndefined();
  });

  it('is nothing when the accounts answer has none', () => {
    expect(transactionsPrefetch(`/accounts/transactions/${encodeURIComponent(first.id)}`, undefined, '2026-11-26')).toBeUndefined();
  });
});
