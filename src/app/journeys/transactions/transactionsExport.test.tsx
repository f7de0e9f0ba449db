import { screen, waitFor, within } from '@testing-library/react';
import Papa from 'papaparse';
import { ACC, accountIdOf } from '@mocks/digx/bank/seed';
import { injectFault } from '@mocks/digx/testing';
import { startMarker } from '@/features/session/sessionMarker';
import { FORMAT_LABELS } from '@/features/transactions/components/ExportPanel';
import { drawnText, inflatedStreams } from '@/features/transactions/export/testing/pdfTesting';
import { createDigxClient } from '@/shared/api/digxClient';
import { postLogin } from '@/shared/api/postLogin';
import * as download from '@/shared/lib/download';
import { recordRequests } from '@/testing/recordRequests';
import { renderApp } from '@/testing/renderApp';

const id = accountIdOf(ACC.everyday).value;
const historyPath = `cz/v1/accounts/demandDeposit/${id}/transactions`;

let saved: jest.SpyInstance;
beforeEach(() => {
  saved = jest.spyOn(download, 'downloadBlob').mockImplementation(() => undefined);
});
afterEach(() => saved.mockRestore());

async function openExport(accountId = id) {
  await postLogin(createDigxClient(), 'RETAIL1', 'Private#2026');
  startMarker();
  const view = renderApp(`/accounts/transactions/${encodeURIComponent(accountId)}`);
  await screen.findByRole('table', { name: 'Transactions' });
  await view.user.click(screen.getByRole('button', { name: 'Export' }));
  // The panel's code loads when first opened: a moment of 'Loading data...'.
  const panel = await screen.findByRole('region', { name: 'Export transactions' });
  return { ...view, panel };
}

async function choosePeriod(user: ReturnType<typeof renderApp>['user'], panel: HTMLElement, from: string, to: string) {
  const start = within(panel).getByRole('textbox', { name: 'From' });
  const end = within(panel).getByRole('textbox', { name: 'To' });
  await user.clear(start);
  await user.type(start, from);
  await user.clear(end);
  await user.type(end, to);
  await user.tab();
}

describe('exporting transactions', () => {
  it('fetches a 13-month period in six-month chunks and saves a CSV the customer can read back', async () => {
    const log = recordRequests();
    const { user, panel } = await openExport();
    await choosePeriod(user, panel, '01/09/25', '30/09/26');
    await user.click(within(panel).getByRole('button', { name: 'Export' }));
    await within(panel).findByText(/is ready \(\d+ transactions\)/);
    const chunks = (await log.to(historyPath, 'GET')).slice(1).map((r) => [r.url.searchParams.get('fromDate'), r.url.searchParams.get('toDate')]);
    expect(chunks).toEqual([
      ['2025-09-01', '2026-02-28'],
      ['2026-03-01', '2026-08-31'],
      ['2026-09-01', '2026-09-30'],
    ]);
    expect(saved).toHaveBeenCalledTimes(1);
    const [blob, fileName] = saved.mock.calls[0] as [Blob, string];
    expect(fileName).toBe('Everyday-4561-2025-09-01-to-2026-09-30.csv');
    const parsed = Papa.parse<string[]>((await blob.text()).replace(/^\uFEFF/, ''), { skipEmptyLines: true });
    expect(parsed.data[0][0]).toBe('Transaction ID');
    const dates = parsed.data.slice(1).map((row) => row[1].split('/').reverse().join('-'));
    expect(dates[0] >= '2025-09-01').toBe(true);
    expect(dates.at(-1)! <= '2026-09-30').toBe(true);
    // Oldest first, like a statement; every id once.
    expect([...dates].sort()).toEqual(dates);
    const ids = parsed.data.slice(1).map((row) => row[0]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(['pdf', 'quickbooks', 'sage', 'xero', 'ofx', 'qif', 'xlsx'] as const)('saves a %s file that is not empty', async (format) => {
    const { user, panel } = await openExport();
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Format' }), FORMAT_LABELS[format]);
    await user.click(within(panel).getByRole('button', { name: 'Export' }));
    await within(panel).findByText(/is ready/, {}, { timeout: 10_000 });
    const [blob, fileName] = saved.mock.calls[0] as [Blob, string];
    expect(blob.size).toBeGreaterThan(100);
    expect(fileName).toMatch({ pdf: /\.pdf$/, quickbooks: /-quickbooks\.csv$/, sage: /-sage\.csv$/, xero: /-xero\.csv$/, ofx: /\.ofx$/, qif: /\.qif$/, xlsx: /\.xlsx$/ }[format]);
  });

  it('puts the balance chart in a PDF when the customer ticks it (issue 30), and keeps 25 rows on page 1 otherwise', async () => {
    const { user, panel } = await openExport();
    expect(within(panel).queryByRole('checkbox', { name: 'Include the balance chart' })).not.toBeInTheDocument();
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Format' }), FORMAT_LABELS.pdf);
    const box = within(panel).getByRole('checkbox', { name: 'Include the balance chart' });
    expect(box).not.toBeChecked();
    await user.click(within(panel).getByRole('button', { name: 'Export' }));
    await within(panel).findByText(/is ready/, {}, { timeout: 10_000 });
    const without = drawnText(await inflatedStreams(saved.mock.calls[0][0] as Blob));
    expect(without).toContain('Transactions');
    expect(without).not.toMatch(/Balance history|Lowest|Highest/);

    await user.click(box);
    expect(box).toBeChecked();
    // The list's dates end today: the walk starts from the account's balance, and the month has a trend.
    await user.click(within(panel).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(2), { timeout: 10_000 });
    const withChart = drawnText(await inflatedStreams(saved.mock.calls[1][0] as Blob));
    expect(withChart).toMatch(/Balance history From \u00a3[\d,.]+ at the start of /);
    expect(withChart).toMatch(/Lowest -?\u00a3[\d,.]+, \d+ \w{3} \d{4}/);
    expect(withChart).toMatch(/Highest -?\u00a3[\d,.]+, \d+ \w{3} \d{4}/);
  });

  it("draws a past period's chart from the bank's closing balance for it", async () => {
    const { user, panel } = await openExport();
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Format' }), FORMAT_LABELS.pdf);
    await choosePeriod(user, panel, '01/09/26', '30/09/26');
    await user.click(within(panel).getByRole('checkbox', { name: 'Include the balance chart' }));
    await user.click(within(panel).getByRole('button', { name: 'Export' }));
    await within(panel).findByText(/is ready/, {}, { timeout: 10_000 });
    const text = drawnText(await inflatedStreams(saved.mock.calls[0][0] as Blob));
    expect(text).toMatch(/Balance history From -?\u00a3[\d,.]+ at the start of 1 Sep 2026 to -?\u00a3[\d,.]+ at the end of 30 Sep 2026\./);
    expect(text).toContain('Lowest ');
  });

  it('offers no balance chart for a loan, whose page charts none', async () => {
    const { user, panel } = await openExport(accountIdOf(ACC.loan).value);
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Format' }), FORMAT_LABELS.pdf);
    expect(within(panel).queryByRole('checkbox', { name: 'Include the balance chart' })).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Export' }));
    await within(panel).findByText(/is ready/, {}, { timeout: 10_000 });
    expect(drawnText(await inflatedStreams(saved.mock.calls[0][0] as Blob))).not.toContain('Balance history');
  });

  it('shows progress and can be cancelled: nothing is saved', async () => {
    const { user, panel } = await openExport();
    injectFault(historyPath, { kind: 'latency', ms: 1500 });
    await choosePeriod(user, panel, '01/01/25', '30/09/26');
    await user.click(within(panel).getByRole('button', { name: 'Export' }));
    expect(await within(panel).findByRole('progressbar', { name: 'Export progress' })).toBeInTheDocument();
    expect(within(panel).getByText(/Fetched 0 of 4 periods/)).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Cancel export' }));
    expect(await within(panel).findByText('Export cancelled. Nothing was downloaded.')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect(saved).not.toHaveBeenCalled();
  });

  it('says why an export failed, keeps the list, and a second click while one runs starts nothing', async () => {
    const log = recordRequests();
    const { user, panel } = await openExport();
    injectFault(historyPath, { kind: 'status', status: 500 }, { times: 1 });
    // The picker gives way to the progress bar at once, so a double click exports once.
    await user.dblClick(within(panel).getByRole('button', { name: 'Export' }));
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent(/^The export could not be finished\. /);
    expect(saved).not.toHaveBeenCalled();
    expect(screen.getByRole('table', { name: 'Transactions' })).toBeInTheDocument();
    await waitFor(async () => expect((await log.to(historyPath, 'GET')).length).toBe(2));
  });
});
