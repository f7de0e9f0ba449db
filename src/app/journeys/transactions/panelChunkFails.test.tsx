/**
 * The export panel's code does not arrive: the failure stays in the panel's place, the search the customer
 * typed and the list stay as they are, and Try again brings the panel.
 */
import { screen, within } from '@testing-library/react';
import { ACC, accountIdOf } from '@mocks/digx/bank/seed';
import { startMarker } from '@/features/session/sessionMarker';
import { createDigxClient } from '@/shared/api/digxClient';
import { postLogin } from '@/shared/api/postLogin';
import { LOAD_FAILURE_TEXT } from '@/shared/errors/loadFailureMessages';
import { renderApp } from '@/testing/renderApp';

// The chunk fails to evaluate while this is set, as a dropped connection would make import() reject.
let mockChunkFails = true;
jest.mock('@/features/transactions/components/ExportPanel', () => {
  if (mockChunkFails) throw new Error('Loading chunk transaction-panels failed');
  return jest.requireActual('@/features/transactions/components/ExportPanel');
});

it('keeps the search and the list when the export panel cannot load, says so in its place, and opens it on Try again', async () => {
  await postLogin(createDigxClient(), 'RETAIL1', 'Private#2026');
  startMarker();
  const { user } = renderApp(`/accounts/transactions/${encodeURIComponent(accountIdOf(ACC.everyday).value)}`);
  await screen.findByRole('table', { name: 'Transactions' });
  await user.type(screen.getByRole('searchbox', { name: 'Search transactions' }), 'Tesco');
  // The automatic second try takes a moment before the failure shows.
  await user.click(screen.getByRole('button', { name: 'Export' }));
  const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
  expect(alert).toHaveTextContent(LOAD_FAILURE_TEXT.part('The export options'));
  expect(screen.getByRole('searchbox', { name: 'Search transactions' })).toHaveValue('Tesco');
  expect(screen.getByRole('table', { name: 'Transactions' })).toBeInTheDocument();

  mockChunkFails = false;
  await user.click(within(alert).getByRole('button', { name: LOAD_FAILURE_TEXT.tryAgain }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Export transactions' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Search transactions' })).toHaveValue('Tesco');
});
