import { sessionEnded } from '@/shared/events';
import { mapAccount } from './mapAccount';
import {
  selectAccountCount,
  selectAccountGroups,
  selectAccountPreview,
  selectAccountsErrorLines,
  selectAllAccounts,
  selectAnyAccountAllowsBulk,
  selectBulkPaymentAccounts,
  selectGroupsHeld,
  selectGroupTotals,
  selectPaymentAccounts,
} from './selectors';
import { accountSaveDismissed, accountsLoaded, accountsLoadFailed, accountsSlice } from './slice';
import type { AccountType } from './types';

const OBDX_TYPE: Record<AccountType, string> = { CA: 'CSA', RA: 'CSA', IA: 'CSA', NT: 'CSA', TD: 'TRD', LN: 'LON', MO: 'LON' };
/** A product of the demo bank's profile for each type (the profile, not the product id's letters, decides the type). */
const PRODUCT: Record<AccountType, string> = { CA: 'CAUSD', RA: 'RARAC', IA: 'IAINS', NT: 'NT095', TD: 'TDFRB', LN: 'LNPER', MO: 'MORES' };

/** An Account made by the real mapper from a minimal bank-shaped answer. */
function account(id: string, type: AccountType, order: number, customerId: string, amount: number, extra: { currency?: string; bulk?: boolean } = {}) {
  const money = { currency: extra.currency ?? 'GBP', amount };
  return mapAccount(
    {
      id: { displayValue: `xxxx${id}`, value: id },
      type: OBDX_TYPE[type],
      currencyCode: money.currency,
      productDTO: { productId: PRODUCT[type] },
      currentBalance: money,
      availableBalance: money,
      outstandingAmount: money,
      currentPrincipalAmount: money,
      customerId,
      accountNumber: `1000${id}`,
      sequenceNumber: order,
      canMakeBulkPayment: extra.bulk ?? false,
    },
    order,
  );
}

const accounts = [
  account('mo', 'MO', 9, 'E1', 500000),
  account('ca1', 'CA', 1, 'E1', 100.1, { bulk: true }),
  account('ca2', 'CA', 2, 'E1', 200.2),
  account('usd', 'CA', 3, 'E1', 50, { currency: 'USD' }),
  account('ca4', 'CA', 4, 'E2', 10, { bulk: true }),
  account('ia', 'IA', 5, 'E1', 1000),
  account('td', 'TD', 6, 'E1', 250000, { bulk: true }),
  account('nt', 'NT', 7, 'E2', 75000, { bulk: true }),
  account('ln', 'LN', 8, 'E1', 30000),
];

const loaded = () => ({ accounts: accountsSlice.reducer(undefined, accountsLoaded(accounts)) });
const ids = (list: { id: string }[]) => list.map((a) => a.id);

describe('accounts in order', () => {
  it('lists every account the bank answered, by display order, whatever order they arrive in', () => {
    expect(ids(selectAllAccounts(loaded()))).toEqual(['ca1', 'ca2', 'usd', 'ca4', 'ia', 'td', 'nt', 'ln', 'mo']);
    expect(selectAccountCount(loaded())).toBe(9);
  });

  it("filters nothing by entity: the bank answers for the entity chosen (X-Target-Unit), and OBDX masks the party ids", () => {
    // Accounts of two parties (E1, E2) in one answer are all shown: the answer is what the entity holds.
    expect(new Set(selectAllAccounts(loaded()).map((a) => a.customerId))).toEqual(new Set(['E1', 'E2']));
    expect(selectAccountGroups(loaded()).flatMap((g) => ids(g.accounts))).toHaveLength(9);
  });
});

describe('groups (SPEC.md section 9: current, racing, deposit, lending)', () => {
  it.each([
    ['every account', accounts, ['current', 'deposit', 'lending']],
    ['no lending', accounts.filter((a) => a.group !== 'lending'), ['current', 'deposit']],
    ['none', [], []],
  ])('%s: holds %p', (_, list, groups) => {
    const state = { accounts: accountsSlice.reducer(undefined, accountsLoaded(list)) };
    expect(selectGroupsHeld(state)).toEqual(groups);
    expect(selectAccountGroups(state).map((g) => g.group)).toEqual(groups);
  });

  it('keeps display order inside each group', () => {
    expect(selectAccountGroups(loaded()).map((g) => [g.group, ids(g.accounts)])).toEqual([
      ['current', ['ca1', 'ca2', 'usd', 'ca4']],
      ['deposit', ['ia', 'td', 'nt']],
      ['lending', ['ln', 'mo']],
    ]);
  });

  it('totals per group and currency', () => {
    expect(selectGroupTotals(loaded())).toEqual([
      { group: 'current', totals: [{ currency: 'GBP', amount: 310.3 }, { currency: 'USD', amount: 50 }] },
      { group: 'deposit', totals: [{ currency: 'GBP', amount: 326000 }] },
      { group: 'lending', totals: [{ currency: 'GBP', amount: 530000 }] },
    ]);
  });

  it('previews the first 3 accounts of each group and counts the rest', () => {
    expect(selectAccountPreview(loaded()).map((p) => [p.group, ids(p.accounts), p.more])).toEqual([
      ['current', ['ca1', 'ca2', 'usd'], 1],
      ['deposit', ['ia', 'td', 'nt'], 0],
      ['lending', ['ln', 'mo'], 0],
    ]);
  });
});

describe('bulk payments (SPEC.md sections 5 and 6)', () => {
  it.each([
    // A bond flagged for bulk still cannot take part: only CA, RA, IA and NT can.
    ['every account', accounts, ['ca1', 'ca4', 'nt'], true],
    ['no bulk account', accounts.filter((a) => !a.canMakeBulkPayment || a.type === 'TD'), [], false],
  ])('%s: %p, any: %p', (_, list, expected, any) => {
    const state = { accounts: accountsSlice.reducer(undefined, accountsLoaded(list)) };
    expect(ids(selectBulkPaymentAccounts(state))).toEqual(expected);
    expect(selectAnyAccountAllowsBulk(state)).toBe(any);
  });
});

describe('payments (issue 24: account status)', () => {
  it('offers the payment screens every account but a closed one (or one in a status the app does not know)', () => {
    const list = [
      { ...accounts[1], status: 'closed' as const },
      { ...accounts[2], status: 'dormant' as const },
      { ...accounts[3], status: 'restricted' as const },
      accounts[4],
    ];
    const state = { accounts: accountsSlice.reducer(undefined, accountsLoaded(list)) };
    expect(ids(selectPaymentAccounts(state))).toEqual(['ca2', 'ca4']);
  });
});

describe('memoisation', () => {
  it('answers the same arrays until the accounts change', () => {
    const state = loaded();
    const other = { accounts: accountsSlice.reducer(state.accounts, accountSaveDismissed()) };
    expect(selectAccountGroups(other)).toBe(selectAccountGroups(state));
    expect(selectGroupTotals(state)).toBe(selectGroupTotals(state));
    expect(selectAccountPreview(other)).toBe(selectAccountPreview(state));
    const reloaded = { accounts: accountsSlice.reducer(state.accounts, accountsLoaded(accounts.slice(1))) };
    expect(selectAccountGroups(reloaded)).not.toBe(selectAccountGroups(state));
  });
});

describe('the list state', () => {
  it('gives the list error lines with the code, and nothing once the session ends', () => {
    const failed = { accounts: accountsSlice.reducer(undefined, accountsLoadFailed({ kind: 'business', message: 'x', code: 'DIGX_CZ_ACCESS_DENIED' })) };
    expect(selectAccountsErrorLines(failed)).toEqual(['Error: Could not load results', 'Error Code: DIGX_CZ_ACCESS_DENIED']);
    const ended = { accounts: accountsSlice.reducer(failed.accounts, sessionEnded({ reason: 'loggedOut' })) };
    expect(selectAccountsErrorLines(ended)).toEqual([]);
    expect(ended.accounts.status).toBe('idle');
  });
});
