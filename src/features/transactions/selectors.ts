import { createSelector } from '@reduxjs/toolkit';
import { selectLazySlice } from '@/shared/state/selectLazySlice';
import type { ListStateName } from '@/shared/ui/ListState';
import { activeFilters, filterTransactions, hasActiveFilters } from './filters';
import { rowFacts } from './rules';
import { transactionsSlice, type TransactionsState } from './slice';

/** The only code that reads the transactions slice. */
export type WithTransactions = { transactions?: TransactionsState };

const slice = selectLazySlice(transactionsSlice);

export const selectTransactionsState = slice;
export const selectTransactionsAccount = (state: WithTransactions) => slice(state).account;
export const selectTransactionFilters = (state: WithTransactions) => slice(state).filters;
export const selectTransactionsExport = (state: WithTransactions) => slice(state).export;
const selectRows = (state: WithTransactions) => slice(state).rows;
/** An account's latest few entries in the overview's panel, or undefined before they were asked for. */
export const selectLatestTransactions = (state: WithTransactions, accountId: string) => slice(state).latest[accountId];

/** The loaded rows that pass the filters, newest first. Memoised: typing elsewhere re-filters nothing. */
export const selectVisibleTransactions = createSelector([selectRows, selectTransactionFilters], filterTransactions);

/**
 * What the loaded rows carry (rules.ts): whether to offer the type filter and show the balance column. Read
 * from every loaded row, not the filtered ones, so the column does not come and go as filters change.
 */
export const selectRowFacts = createSelector([selectRows], rowFacts);

export const selectActiveFilters = createSelector(
  [selectTransactionFilters, (state: WithTransactions) => slice(state).account?.currency ?? 'GBP'],
  activeFilters,
);

/**
 * What the list shows instead of rows, or after them (SPEC.md section 4 "Lists"):
 * - loading; an error with its code;
 * - 'No results found' when a search or a chosen range finds nothing at the bank;
 * - no results for the filter when rows were found but the filters hide them all;
 * - completely empty when the account has never had a transaction;
 * - 'End of results' under the last row once nothing earlier is left; otherwise none (the list offers more).
 */
export const selectListState = createSelector([slice, selectVisibleTransactions], (state, visible): ListStateName | undefined => {
  if (state.status === 'idle' || state.status === 'loading') return 'loading';
  if (state.status === 'failed') return 'error';
  if (state.rows.length === 0) {
    return state.loadedFor.search || state.loadedFor.datesStartEnd ? 'noResults' : 'completelyEmpty';
  }
  if (visible.length === 0) return hasActiveFilters(state.filters) ? 'noResultsFilter' : 'noResults';
  return state.atFloor ? 'endOfEverything' : undefined;
});
