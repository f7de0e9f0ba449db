import { createSelector } from '@reduxjs/toolkit';
import { ACCOUNT_PREVIEW_SIZE, ACCOUNT_TYPES, addAmounts, GROUP_ORDER, listErrorLines, takesPartInPayments } from './rules';
import { selectLazySlice } from '@/shared/state/selectLazySlice';
import { accountsAdapter, accountsSlice, type AccountsState } from './slice';
import type { Account, AccountGroup, Money } from './types';

/**
 * The only code that reads the accounts slice. The slice holds the accounts the bank answered for the
 * active entity (X-Target-Unit; every entity's under 'All Accounts'): SPEC.md section 6's "entity switching
 * limits accounts shown to the active entity" is the bank's doing, since OBDX masks the party ids an app
 * could filter on. No selector here filters by entity.
 */
/** Any state that holds the accounts slice (the app's root state does). */
export type WithAccounts = { accounts?: AccountsState };

/** The slice joins the store with the logged-in app's chunk (src/app/loggedInApp.ts): until then, its initial state. */
const accountsOf = selectLazySlice(accountsSlice);
const adapterSelectors = accountsAdapter.getSelectors(accountsOf);

/** Every account, in display order. */
export const selectAllAccounts = adapterSelectors.selectAll;
export const selectAccountById = adapterSelectors.selectById;
export const selectAccountsStatus = (state: WithAccounts) => accountsOf(state).status;
export const selectAccountsError = (state: WithAccounts) => accountsOf(state).error;
/** The quiet refresh of a list on screen: refreshing, or failed with the figures kept. */
export const selectAccountsRefresh = (state: WithAccounts) => accountsOf(state).refresh;
/** When the list on screen came from the bank (ms since the epoch). */
export const selectAccountsFetchedAt = (state: WithAccounts) => accountsOf(state).fetchedAt;
/** 'Error: Could not load results' and 'Error Code: {code}', or nothing. */
export const selectAccountsErrorLines = createSelector([selectAccountsError], listErrorLines);
export const selectAccountSave = (state: WithAccounts) => accountsOf(state).save;
export const selectTargetEntity = (state: WithAccounts) => accountsOf(state).targetEntity;
export const selectAccountDetails = (state: WithAccounts, accountId: string) => accountsOf(state).details[accountId];

/** How many accounts the active entity (or the user) holds: approvals need at least one (SPEC.md section 6). */
export const selectAccountCount = (state: WithAccounts) => accountsOf(state).ids.length;

export interface AccountGroupView {
  group: AccountGroup;
  accounts: Account[];
}

/** Groups in SPEC order (current, racing, deposit, lending), only those held. */
export const selectAccountGroups = createSelector([selectAllAccounts], (accounts): AccountGroupView[] =>
  GROUP_ORDER.map((group) => ({ group, accounts: accounts.filter((account) => account.group === group) })).filter(
    (view) => view.accounts.length > 0,
  ),
);

export const selectGroupsHeld = createSelector([selectAccountGroups], (groups): AccountGroup[] => groups.map((view) => view.group));

/** Sums balances per currency, currencies in the order their first account appears. */
export function totalsByCurrency(accounts: readonly Account[]): Money[] {
  const byCurrency = new Map<string, number[]>();
  for (const account of accounts) {
    const amounts = byCurrency.get(account.balance.currency) ?? [];
    amounts.push(account.balancePure);
    byCurrency.set(account.balance.currency, amounts);
  }
  return [...byCurrency].map(([currency, amounts]) => ({ currency, amount: addAmounts(amounts) }));
}

/** Each held group's balance total per currency (lending: the total owed). */
export const selectGroupTotals = createSelector([selectAccountGroups], (groups) =>
  groups.map((view) => ({ group: view.group, totals: totalsByCurrency(view.accounts) })),
);

/** SPEC.md section 9: the overview preview shows the first 3 accounts of each group; `more` says how many are left. */
export const selectAccountPreview = createSelector([selectAccountGroups], (groups) =>
  groups.map((view) => ({
    group: view.group,
    accounts: view.accounts.slice(0, ACCOUNT_PREVIEW_SIZE),
    more: Math.max(0, view.accounts.length - ACCOUNT_PREVIEW_SIZE),
  })),
);

/**
 * The accounts the payment screens offer, as payer or as the other side of a transfer: a closed account (or one
 * in a status the app cannot vouch for) is in neither (rules.ts ACCOUNT_STATUS_RULES).
 */
export const selectPaymentAccounts = createSelector([selectAllAccounts], (accounts) => accounts.filter(takesPartInPayments));

/** SPEC.md section 5: accounts with canMakeBulkPayment, of type CA, RA, IA or NT. */
export const selectBulkPaymentAccounts = createSelector([selectAllAccounts], (accounts) =>
  accounts.filter((account) => account.canMakeBulkPayment && ACCOUNT_TYPES[account.type].bulkEligible),
);

/** SPEC.md section 6: the Bulk menu item also appears when any account allows it. */
export const selectAnyAccountAllowsBulk = createSelector([selectBulkPaymentAccounts], (accounts) => accounts.length > 0);
