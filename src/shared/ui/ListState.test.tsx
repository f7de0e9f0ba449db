import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { LIST_CLEAR_FILTERS_LABEL, LIST_RETRY_LABEL, LIST_STATE_TEXT, ListState, type ListStateName } from './ListState';

describe('ListState', () => {
  it.each<ListStateName>(['loading', 'fetching'])('%s shows the labelled spinner', (state) => {
    renderWithProviders(<ListState state={state} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading data...');
  });

  it('error shows the message, the code and a retry', async () => {
    const onRetry = jest.fn();
    const { user } = renderWithProviders(<ListState state="error" code="DIGX_PROD_0101" onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error: Could not load results');
    expect(alert).toHaveTextContent('Error Code: DIGX_PROD_0101');
    await user.click(screen.getByRole('button', { name: LIST_RETRY_LABEL }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('error without a code or retry shows only the message', () => {
    renderWithProviders(<ListState state="error" />);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Error: Could not load results$/);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it.each<[ListStateName, string]>([
    ['empty', 'There is nothing to show here.'],
    ['noResults', 'No results found'],
    ['noResultsFilter', 'No results match your filters.'],
    ['endOfResults', 'End of results'],
    ['endOfExisting', 'End of results'],
    ['endOfEverything', 'End of results'],
    ['completelyEmpty', 'There is nothing here yet.'],
  ])('%s says %j as a status', (state, text) => {
    expect(LIST_STATE_TEXT[state]).toBe(text);
    renderWithProviders(<ListState state={state} />);
    expect(screen.getByRole('status')).toHaveTextContent(text);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('noResultsFilter offers to clear the filters', async () => {
    const onClearFilters = jest.fn();
    const { user } = renderWithProviders(<ListState state="noResultsFilter" onClearFilters={onClearFilters} />);
    await user.click(screen.getByRole('button', { name: LIST_CLEAR_FILTERS_LABEL }));
    expect(onClearFilters).toHaveBeenCalledTimes(1);
  });

  it("takes a screen's own wording", () => {
    renderWithProviders(<ListState state="empty" message="You have no payees yet." />);
    expect(screen.getByRole('status')).toHaveTextContent('You have no payees yet.');
  });
});
