/**
 * Journey (issue 24, both banks): from the accounts overview to an account's transactions, a search, and an
 * export the customer can open. The demo bank's cz/ layer sends each row's category (transactionCode) and
 * running balance; a stock OBDX sends neither, and then the page says less rather than something wrong: no
 * column left empty, no "Miscellaneous" standing in for a category the bank never sent.
 */
import { screen, waitFor, within } from '@testing-library/react';
import Papa from 'papaparse';
import { ACC } from '@mocks/digx/bank/seed';
import { server } from '@mocks/digx/node';
import * as download from '@/shared/lib/download';
import { accountRow, bankSends, JOURNEY_TIMEOUT, logInAtPage } from '@/testing/journeySteps';
import { recordRequests } from '@/testing/recordRequests';

const EVERYDAY = ACC.everyday.slice(-4);

let saved: jest.SpyInstance;
beforeEach(() => {
  // The file the customer gets: the blob and name handed to the browser's download.
  saved = jest.spyOn(download, 'downloadBlob').mockImplementation(() => undefined);
});
afterEach(() => saved.mockRestore());

const table = () => screen.getByRole('table', { name: 'Transactions' });
const headers = () => within(table()).getAllByRole('columnheader').map((header) => header.textContent?.trim() ?? '');
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent?.trim() ?? '');

/** Every column says something in at least one row: a column the bank gave nothing for is not shown. */
function expectNoEmptyColumn(header: string[], rows: string[][]) {
  const empty = header.filter((_, i) => rows.every((row) => !row[i]));
  expect(empty).toEqual([]);
}

/** What a customer should see of the fields only an extension layer sends, on the bank this build talks to. */
function expectWhatTheBankSent(header: string[], rows: string[][], { typeColumn }: { typeColumn?: string } = {}) {
  expect(rows.length).toBeGreaterThan(0);
  expectNoEmptyColumn(header, rows);
  const balance = header.indexOf('Balance');
  if (bankSends('runningBalance')) {
    expect(balance).toBeGreaterThanOrEqual(0);
    for (const row of rows) expect(row[balance]).toMatch(/\d\.\d\d/);
  }
  const text = (row: string[]) => (typeColumn ? row[header.indexOf(typeColumn)] ?? '' : row.join(' '));
  if (bankSends('transactionCode')) {
    // The demo bank's postings fall into SPEC.md's categories: a month of spending is not all Miscellaneous.
    expect(rows.some((row) => /Card transactions|Payments|Incoming transfers|Internal transfers/.test(text(row)))).toBe(true);
  } else {
    for (const row of rows) expect(text(row)).not.toMatch(/Miscellaneous/);
  }
}

describe('journey: an account\'s transactions, a search and an export', () => {
  it('opens the Everyday account\'s transactions from the overview, searches them, and exports a CSV the customer can read', async () => {
    const log = recordRequests();
    const { user } = await logInAtPage('RETAIL1');
    const everyday = accountRow(EVERYDAY);
    await user.click(within(everyday).getByRole('button', { name: 'Details' }));
    await user.click(await within(everyday).findByRole('link', { name: 'Transactions' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Transactions' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Transactions' });
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(5));
    expect(headers().slice(0, 4)).toEqual(['Date', 'Description', 'Money out', 'Money in']);
    expectWhatTheBankSent(headers(), bodyRows().map(cellsOf));

    // SPEC.md: a search needs 3 characters, and goes to the bank 300 ms after the last key.
    const box = screen.getByRole('searchbox', { name: 'Search transactions' });
    const keyAt: Record<string, number> = {};
    box.addEventListener('input', () => (keyAt[(box as HTMLInputElement).value] = Date.now()));
    const searchAt: Record<string, number> = {};
    const onSearch = ({ request }: { request: Request }) => {
      const words = new URL(request.url).searchParams.get('description');
      if (words) searchAt[words] ??= Date.now();
    };
    server.events.on('request:start', onSearch);
    await user.type(box, 'wa');
    expect(screen.getByText('Enter at least 3 characters to search.')).toBeInTheDocument();
    await user.type(box, 'itrose');
    expect(await screen.findByRole('button', { name: 'Remove filter: Search: waitrose' })).toBeInTheDocument();
    await waitFor(() => {
      expect(bodyRows().length).toBeGreaterThan(0);
      for (const row of bodyRows()) expect(row.textContent?.toLowerCase()).toContain('waitrose');
    });
    server.events.removeListener('request:start', onSearch);
    // Never under 3 characters; the whole word 300 ms after its last key (timers fire late under load, never
    // early, so one search per key on a slow machine is allowed, a search before its 300 ms is not).
    const searches = log.requests.map((request) => request.url.searchParams.get('description')).filter((words) => words !== null);
    expect(searches.every((words) => words.length >= 3)).toBe(true);
    expect(searches.at(-1)).toBe('waitrose');
    for (const words of searches) expect(searchAt[words] - keyAt[words]).toBeGreaterThanOrEqual(299);
    await user.clear(box);
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Remove filter: Search/ })).not.toBeInTheDocument());
    await waitFor(() => expect(bodyRows().some((row) => !/waitrose/i.test(row.textContent ?? ''))).toBe(true));

    await user.click(screen.getByRole('button', { name: 'Export' }));
    const panel = await screen.findByRole('region', { name: 'Export transactions' });
    expect(within(panel).getByRole('combobox', { name: 'Format' })).toHaveDisplayValue('CSV (spreadsheet)');
    await user.click(within(panel).getByRole('button', { name: 'Export' }));
    const ready = await within(panel).findByText(/is ready \(\d+ transactions\)/, {}, { timeout: 10_000 });
    expect(saved).toHaveBeenCalledTimes(1);
    const [blob, fileName] = saved.mock.calls[0] as [Blob, string];
    // Named after the account's last four digits and the period, never the whole number.
    expect(fileName).toMatch(new RegExp(`-${EVERYDAY}-\\d{4}-\\d\\d-\\d\\d-to-\\d{4}-\\d\\d-\\d\\d\\.csv$`));
    expect(fileName).not.toContain(ACC.everyday);
    expect(ready).toHaveTextContent(fileName);
    const [header, ...rows] = Papa.parse<string[]>((await blob.text()).replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(header.slice(0, 4)).toEqual(['Transaction ID', 'Date', 'Description', 'Reference']);
    expect(`${rows.length} transactions`).toBe(/\((\d+ transactions)\)/.exec(ready.textContent ?? '')?.[1]);
    // Oldest first, like a statement; every transaction once.
    const dates = rows.map((row) => row[1].split('/').reverse().join('-'));
    expect([...dates].sort()).toEqual(dates);
    expect(new Set(rows.map((row) => row[0])).size).toBe(rows.length);
    expectWhatTheBankSent(header, rows, { typeColumn: header.includes('Type') ? 'Type' : undefined });
  }, JOURNEY_TIMEOUT);
});
