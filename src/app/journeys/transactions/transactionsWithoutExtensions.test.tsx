/**
 * A transactions page as a stock OBDX answers it (issue 24): its rows carry no transactionCode and no
 * runningBalance, and the answer no summary (src/features/transactions/fixtures, a real OBDX answer). The
 * fake bank's history call is answered here with that shape, moved into the last 30 days; everything else
 * is the fake bank, the real store and the real sagas.
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import Papa from 'papaparse';
import { ACC, accountIdOf } from '@mocks/digx/bank/seed';
import { server } from '@mocks/digx/node';
import { startMarker } from '@/features/session/sessionMarker';
import obdx from '@/features/transactions/fixtures/obdx-demandDeposit-transactions.json';
import { createDigxClient } from '@/shared/api/digxClient';
import { postLogin } from '@/shared/api/postLogin';
import { addDays } from '@/shared/lib/dates';
import { londonToday } from '@/shared/lib/london';
import * as download from '@/shared/lib/download';
import { renderApp } from '@/testing/renderApp';

const id = accountIdOf(ACC.everyday).value;

/** The real answer, its rows dated `day` (inside the page's first 30-day window). */
function stockAnswer(day: string) {
  const { items, ...rest } = obdx;
  const at = `${day}T00:00:00`;
  return { ...rest, items: items.map((item) => ({ ...item, postingDate: at, valueDate: at, transactionDate: at })) };
}

async function openStockTransactions() {
  const day = addDays(londonToday(), -3);
  server.use(http.get('*/digx/cz/v1/accounts/demandDeposit/:id/transactions', () => HttpResponse.json(stockAnswer(day))));
  await postLogin(createDigxClient(), 'RETAIL1', 'Private#2026');
  startMarker();
  const view = renderApp(`/accounts/transactions/${encodeURIComponent(id)}`);
  const table = await screen.findByRole('table', { name: 'Transactions' });
  return { ...view, table };
}

describe('a transactions page from a bank that sends no codes, running balances or summary', () => {
  it('shows every row without a balance column and without a made-up category', async () => {
    const { table } = await openStockTransactions();
    const [header, ...rows] = within(table).getAllByRole('row');
    expect(within(header).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Date', 'Description', 'Money out', 'Money in']);
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(within(row).getAllByRole('cell')).toHaveLength(4);
    // The bank's own description stays ("MISCELLANEOUS" is what it wrote); no category line pretends to be one.
    expect(within(table).queryByText('Miscellaneous')).not.toBeInTheDocument();
    expect(within(rows[0]).getByText('Ref: AT3BPAT14002F3NX')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Payments and Collections Transaction code').nextElementSibling).toBeEmptyDOMElement();
    expect(screen.getByText(/^Showing 3 of 3 transactions from /)).toBeInTheDocument();
  });

  it('says three transactions are too few for a trend, and still gives their figures, walked without a running balance', async () => {
    const { user } = await openStockTransactions();
    const card = await screen.findByRole('region', { name: 'Balance history' });
    expect(within(card).getByText('Only 3 transactions in this period: too few to draw a trend.')).toBeInTheDocument();
    expect(within(card).getByText(/^From £[\d,.]+ at the start of .+, over 30 days and 3 transactions\.$/)).toBeInTheDocument();
    expect(card.querySelector('svg')).toBeNull();
    // The figures are there as a table all the same.
    await user.click(within(card).getByRole('button', { name: 'Show as a table' }));
    expect(within(card).getByRole('table', { name: /^End-of-day balance from/ })).toBeInTheDocument();
  });

  it('offers no transaction types to filter on, and the other filters still work', async () => {
    const { user } = await openStockTransactions();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const filters = await screen.findByRole('region', { name: 'Filters' });
    expect(within(filters).queryByRole('group', { name: 'Transaction types' })).not.toBeInTheDocument();
    expect(within(filters).queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(within(filters).getByRole('radio', { name: 'Money in' }));
    expect(await screen.findByText(/^Showing 1 of 3 transactions from /)).toBeInTheDocument();
  });

  it('exports a CSV without the Type and Balance columns', async () => {
    const saved = jest.spyOn(download, 'downloadBlob').mockImplementation(() => undefined);
    try {
      const { user } = await openStockTransactions();
      await user.click(screen.getByRole('button', { name: 'Export' }));
      const panel = await screen.findByRole('region', { name: 'Export transactions' });
      await user.click(within(panel).getByRole('button', { name: 'Export' }));
      await within(panel).findByText(/is ready \(\d+ transactions\)/);
      const [blob] = saved.mock.calls[0] as [Blob, string];
      const { data } = Papa.parse<string[]>((await blob.text()).replace(/^\uFEFF/, ''), { skipEmptyLines: true });
      expect(data[0]).toEqual(['Transaction ID', 'Date', 'Description', 'Reference', 'Money out', 'Money in', 'Currency']);
      expect(data.slice(1).map((row) => row[0]).sort()).toEqual(['AT3BPAT14002F3NX-295644', 'AT3BPAT14002F3NX-295647', 'AT3INPA14002F3WM-296800']);
    } finally {
      saved.mockRestore();
    }
  });
});
