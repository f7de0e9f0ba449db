/**
 * The charts' chunk does not arrive (issue 30): the transactions page keeps its list, says the charts could
 * not be loaded in their place, and loads them on "Try again". Without the charts' own error boundary, the
 * failed chunk unmounted the whole app: a blank page.
 */
import { screen, within } from '@testing-library/react';
import { ACC, accountIdOf } from '@mocks/digx/bank/seed';
import { startMarker } from '@/features/session/sessionMarker';
import { createDigxClient } from '@/shared/api/digxClient';
import { postLogin } from '@/shared/api/postLogin';
import { renderApp } from '@/testing/renderApp';

// The chunk fails to evaluate while this is set, as a dropped connection would make import() reject.
let mockChunkFails = true;
jest.mock('@/features/transactions/insights/MoneyCharts', () => {
  if (mockChunkFails) throw new Error('Loading chunk charts failed');
  return jest.requireActual('@/features/transactions/insights/MoneyCharts');
});

it('keeps the list when the charts cannot load, says so in their place, and loads them on Try again', async () => {
  await postLogin(createDigxClient(), 'RETAIL1', 'Private#2026');
  startMarker();
  const { user } = renderApp(`/accounts/transactions/${encodeURIComponent(accountIdOf(ACC.everyday).value)}`);
  const table = await screen.findByRole('table', { name: 'Transactions' });
  expect(within(table).getAllByRole('row').length).toBeGreaterThan(2);
  const money = screen.getByRole('region', { name: 'Your money' });
  const alert = await within(money).findByRole('alert');
  expect(alert).toHaveTextContent('The charts could not be loaded. Your transactions are below.');

  mockChunkFails = false;
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await within(money).findByText(/^From £[\d,]+\.\d\d at the start of/)).toBeInTheDocument();
  expect(within(money).queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByRole('table', { name: 'Transactions' })).toBeInTheDocument();
});
