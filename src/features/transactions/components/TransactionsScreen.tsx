import { lazy, Suspense, useDeferredValue, useEffect, useId, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { hiddenInPrint } from '@/shared/theme/hiddenInPrint';
import styled from 'styled-components';
import { TRANSPORT_MESSAGES } from '@/shared/api/errorMessages';
import { formatFilterDate } from '@/shared/lib/dates';
import { londonToday } from '@/shared/lib/london';
import { Button } from '@/shared/ui/Button';
import { ListState } from '@/shared/ui/ListState';
import { Money } from '@/shared/ui/Money';
import { Spinner } from '@/shared/ui/Spinner';
import { PartBoundary } from '@/shared/errors/PartBoundary';
import { retryOnce } from '@/shared/lib/chunkLoad';
import { TextField } from '@/shared/ui/TextField';
import { SEARCH_MIN_LENGTH } from '../filters';
import { isCharted } from '../insights/chartReadiness';
import { floorOf, windowAccount } from '../searchWindow';
import { selectActiveFilters, selectListState, selectRowFacts, selectTransactionsState, selectVisibleTransactions, type WithTransactions } from '../selectors';
import {
  earlierRequested,
  exportCancelled,
  exportDismissed,
  exportRequested,
  filterRemoved,
  filtersChanged,
  filtersCleared,
  searchTyped,
  transactionsClosed,
  transactionsOpened,
  transactionsRetried,
} from '../slice';
import type { TransactionAccount } from '../types';
import { ActiveFilters } from './ActiveFilters';
import { useChartsReady } from './chartsChunk';
import { MoneySection } from './MoneySection';
import { TransactionList } from './TransactionList';

// The filter and export panels open on demand, and their date pickers bring moment (about 24 KiB gzip):
// their own chunk, so the transactions page and the accounts overview (same area) load without it.
// A failed lazy component stays failed, so each try after a failure gets new ones; each asks twice by itself.
const lazyPanels = () => ({
  ExportPanel: lazy(() => retryOnce(() => import(/* webpackChunkName: "transaction-panels" */ './ExportPanel')).then((m) => ({ default: m.ExportPanel }))),
  FiltersPanel: lazy(() => retryOnce(() => import(/* webpackChunkName: "transaction-panels" */ './FiltersPanel')).then((m) => ({ default: m.FiltersPanel }))),
});
const PANEL_NAMES = { filters: 'The filters', export: 'The export options' } as const;

export const NO_TRANSACTIONS_YET = 'There are no transactions on this account yet.';
export const SEARCH_HINT = `Matches the description or the reference. Enter at least ${SEARCH_MIN_LENGTH} characters.`;

export interface TransactionsScreenProps {
  account: TransactionAccount;
}

const fromTo = (range: { start: string; end: string }) => `${formatFilterDate(range.start)} to ${formatFilterDate(range.end)}`;

/** /accounts/transactions/{id}: search, filter, read and export one account's history. */
export function TransactionsScreen({ account }: TransactionsScreenProps) {
  const dispatch = useDispatch();
  const filtersId = useId();
  const exportId = useId();
  const state = useSelector((s: WithTransactions) => selectTransactionsState(s));
  const visible = useSelector(selectVisibleTransactions);
  // The rows render at low priority: the summary and the search box answer at once, and a long list comes
  // in slices the browser can interrupt, not one long task (issue 13), on arrival and on every keystroke.
  const rows = useDeferredValue(visible);
  const bankListState = useSelector(selectListState);
  const chips = useSelector(selectActiveFilters);
  // A stock OBDX sends no posting codes and no running balances: no type filter, no balance column then.
  const carried = useSelector(selectRowFacts);
  const [search, setSearch] = useState(state.filters.search);
  const [panel, setPanel] = useState<'filters' | 'export' | null>(null);
  const [{ ExportPanel, FiltersPanel }, setPanels] = useState(lazyPanels);
  const today = londonToday();
  const floor = floorOf(windowAccount(account));

  useEffect(() => {
    dispatch(transactionsOpened({ account }));
  }, [dispatch, account]);
  useEffect(() => () => void dispatch(transactionsClosed()), [dispatch]);
  // A search removed from the chips (or cleared with the other filters) empties the box too.
  const [appliedSearch, setAppliedSearch] = useState(state.filters.search);
  if (appliedSearch !== state.filters.search) {
    setAppliedSearch(state.filters.search);
    if (!state.filters.search && search.trim().length >= SEARCH_MIN_LENGTH) setSearch('');
  }

  // The rows wait for the charts' chunk (asked for as the page opens), so the charts never push them down.
  const charted = isCharted(account.group);
  const chartsWanted = state.chartsShown && charted;
  const chartsReady = useChartsReady(chartsWanted);
  const loading = state.status === 'loading' || state.status === 'idle';
  const succeeded = state.status === 'succeeded' && chartsReady;
  const listState = chartsReady ? bankListState : 'loading';
  const toggle = (which: 'filters' | 'export') => setPanel((open) => (open === which ? null : which));
  const short = search.trim().length > 0 && search.trim().length < SEARCH_MIN_LENGTH;

  return (
    <Page>
      <Header>
        <Title>Transactions</Title>
        <Facts>
          <span>{account.title}</span>
          <span>
            Balance <Money amount={account.balance.amount} currency={account.balance.currency} />
          </span>
          <span>
            Available <Money amount={account.availableBalance.amount} currency={account.availableBalance.currency} />
          </span>
        </Facts>
      </Header>

      <Toolbar role="search" aria-label="Transactions">
        <SearchField>
          <TextField
            label="Search transactions"
            type="search"
            hint={short ? `Enter at least ${SEARCH_MIN_LENGTH} characters to search.` : SEARCH_HINT}
            value={search}
            maxLength={100}
            onChange={(e) => {
              setSearch(e.target.value);
              dispatch(searchTyped(e.target.value));
            }}
          />
        </SearchField>
        <Actions>
          <Button type="button" $variant="secondary" aria-expanded={panel === 'filters'} aria-controls={filtersId} onClick={() => toggle('filters')}>
            Filters
          </Button>
          <Button type="button" $variant="secondary" aria-expanded={panel === 'export'} aria-controls={exportId} onClick={() => toggle('export')}>
            Export
          </Button>
        </Actions>
      </Toolbar>

      {/* While a panel's code loads, its place (the id its button controls) holds the spinner; if it fails, the
          failure stays there and the search, the filters and the list stay as they are. */}
      <PartBoundary key={panel} what={panel ? PANEL_NAMES[panel] : ''} onRetry={() => setPanels(lazyPanels())}>
        <Suspense
          fallback={
            <div id={panel === 'export' ? exportId : filtersId}>
              <Spinner label={TRANSPORT_MESSAGES.loading} />
            </div>
          }
        >
          {panel === 'filters' && (
            <FiltersPanel
              id={filtersId}
              filters={state.filters}
              currency={account.currency}
              minDate={floor}
              maxDate={today}
              shownRange={state.window}
              offerTypes={carried.categories}
              onChange={(filters) => dispatch(filtersChanged(filters))}
            />
          )}
          {panel === 'export' && (
            <ExportPanel
              id={exportId}
              state={state.export}
              minDate={floor}
              maxDate={today}
              initialRange={state.window ?? undefined}
              filtered={chips.some((c) => c.key !== 'dates')}
              balanceChartOffered={charted}
              onExport={(format, range, balanceChart) => dispatch(exportRequested({ format, range, balanceChart }))}
              onCancel={() => dispatch(exportCancelled())}
              onDismiss={() => dispatch(exportDismissed())}
            />
          )}
        </Suspense>
      </PartBoundary>

      <ActiveFilters filters={chips} onRemove={(key) => dispatch(filterRemoved(key))} onClear={() => dispatch(filtersCleared())} />

      {/* Every loaded row, not the filtered ones: a filter narrows the list, the charts keep the whole picture. */}
      {succeeded && state.window && charted && (
        <MoneySection
          shown={state.chartsShown}
          rows={state.rows}
          range={state.window}
          loadedFor={state.loadedFor}
          today={today}
          balance={account.balance.amount}
          currency={account.currency}
        />
      )}

      <Summary role="status">
        {loading && state.window ? `Searching back to ${formatFilterDate(state.window.start)}…` : null}
        {!loading && succeeded && state.window && state.rows.length > 0
          ? `Showing ${visible.length} of ${state.rows.length} transactions from ${fromTo(state.window)}.`
          : null}
      </Summary>

      {succeeded && rows.length > 0 && <TransactionList rows={rows} currency={account.currency} balances={carried.balances} />}

      {listState && (
        <ListState
          state={listState}
          code={state.error?.code ?? state.error?.status}
          message={listState === 'completelyEmpty' ? NO_TRANSACTIONS_YET : undefined}
          onRetry={() => dispatch(transactionsRetried())}
          onClearFilters={() => dispatch(filtersCleared())}
        />
      )}

      {/* Not before the rows: shown above where they were about to go, it jumped down as they came. */}
      {succeeded && !state.atFloor && !(rows.length === 0 && visible.length > 0) && (
        <More>
          {state.earlier.status === 'loading' ? (
            <Spinner label="Loading earlier transactions..." />
          ) : (
            <>
              {state.earlier.status === 'failed' && state.earlier.error && (
                <ListState state="error" code={state.earlier.error.code ?? state.earlier.error.status} />
              )}
              <Button type="button" $variant="secondary" onClick={() => dispatch(earlierRequested())}>
                {state.earlier.status === 'failed' ? 'Try again: show earlier transactions' : 'Show earlier transactions'}
              </Button>
            </>
          )}
        </More>
      )}
    </Page>
  );
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
`;

const Header = styled.header`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Title = styled.h1`
  margin-bottom: ${({ theme }) => theme.space.xs};
`;

const Facts = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Toolbar = styled.div`
  ${hiddenInPrint}
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const SearchField = styled.div`
  flex: 1 1 18rem;
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Summary = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  &:empty {
    display: none;
  }
`;

const More = styled.div`
  ${hiddenInPrint}
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
`;
