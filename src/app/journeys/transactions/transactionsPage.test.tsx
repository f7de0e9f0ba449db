import { screen, waitFor, within } from '@testing-library/react';
import { ACC, accountIdOf } from '@mocks/digx/bank/seed';
import { bank, injectFault } from '@mocks/digx/testing';
import { startMarker } from '@/features/session/sessionMarker';
import { createDigxClient } from '@/shared/api/digxClient';
import { postLogin } from '@/shared/api/postLogin';
import { londonToday } from '@/shared/lib/london';
import { LIST_STATE_TEXT } from '@/shared/ui/ListState';
import { recordRequests } from '@/testing/recordRequests';
import { renderApp } from '@/testing/renderApp';
import { NOT_FOUND_TEXT } from '@/app/pages/NotFoundPage';
import { EARLIEST_DATE } from '@/features/transactions/searchWindow';
import { addDays } from '@/shared/lib/dates';
import { NO_TRANSACTIONS_YET } from '@/features/transactions/components/TransactionsScreen';

const idOf = (number: string) => accountIdOf(number).value;
const historyPath = (number: string) => `cz/v1/accounts/demandDeposit/${idOf(number)}/transactions`;
const today = () => londonToday();

async function openTransactions(number: string = ACC.everyday, user: 'RETAIL1' | 'CORP1' = 'RETAIL1') {
  await postLogin(createDigxClient(), user, user === 'RETAIL1' ? 'Private#2026' : 'Racing#2026');
  startMarker();
  const view = renderApp(`/accounts/transactions/${encodeURIComponent(idOf(number))}`);
  await screen.findByRole('heading', { level: 1, name: 'Transactions' });
  return view;
}

const table = () => screen.findByRole('table', { name: 'Transactions' });
const bodyRows = async () => within(await table()).getAllByRole('row').slice(1);
const windowsAsked = (requests: { url: URL }[]) =>
  requests.map((r) => [r.url.searchParams.get('fromDate'), r.url.searchParams.get('toDate'), r.url.searchParams.get('description')]);

describe('TransactionsScreen (/accounts/transactions/{id})', () => {
  it('opens on the last 30 days, newest first, with date, description, reference, money out or in and balance', async () => {
    const log = recordRequests();
    await openTransactions();
    const rows = await bodyRows();
    expect(rows.length).toBeGreaterThan(5);
    const [request] = await log.to(historyPath(ACC.everyday), 'GET');
    expect(request.url.searchParams.get('searchBy')).toBe('SPD');
    expect(windowsAsked([request])).toEqual([[addDays(today(), -29), today(), null]]);
    expect(screen.getByText(/^Showing \d+ of \d+ transactions from /)).toBeInTheDocument();
    const cells = within(rows[0]).getAllByRole('cell');
    expect(cells).toHaveLength(5);
    expect(cells[2].textContent || cells[3].textContent).toMatch(/£[\d,]+\.\d\d/);
    expect(cells[4].textContent).toMatch(/£[\d,]+\.\d\d/);
    // aria-rowindex places each rendered row in the whole list.
    expect(rows[0]).toHaveAttribute('aria-rowindex', '2');
  });

  it('puts the rows on the page before Show earlier transactions, so the button never jumps down as they arrive', async () => {
    // The rows render at low priority; a button shown before them sat where they were about to go, then was
    // pushed below the screen: a layout shift (Lighthouse measured 0.09 on a phone).
    const added: Node[] = [];
    const observer = new MutationObserver((records) => records.forEach((record) => added.push(...record.addedNodes)));
    observer.observe(document.body, { childList: true, subtree: true });
    await openTransactions();
    const list = await table();
    const more = await screen.findByRole('button', { name: 'Show earlier transactions' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    observer.disconnect();
    const listAt = added.findLastIndex((node) => node.contains(list));
    const moreAt = added.findLastIndex((node) => node.contains(more));
    expect(listAt).toBeGreaterThanOrEqual(0);
    expect(moreAt).toBeGreaterThan(listAt);
  });

  it('searches from 3 characters, 300 ms after the last key, on the bank side, and clears when emptied', async () => {
    const log = recordRequests();
    const { user } = await openTransactions();
    await table();
    const box = screen.getByRole('searchbox', { name: 'Search transactions' });
    await user.type(box, 'wa');
    expect(screen.getByText('Enter at least 3 characters to search.')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await log.to(historyPath(ACC.everyday), 'GET')).toHaveLength(1);

    await user.type(box, 'itrose');
    await screen.findByRole('button', { name: 'Remove filter: Search: waitrose' });
    const searches = (await log.to(historyPath(ACC.everyday), 'GET')).slice(1);
    // Typing fast sent one search, not one per key.
    expect(searches).toHaveLength(1);
    expect(windowsAsked(searches)).toEqual([[addDays(today(), -179), today(), 'waitrose']]);
    // The rows follow the chip at low priority (a deferred render): wait for them to settle.
    await waitFor(async () => {
      for (const row of await bodyRows()) expect(row.textContent?.toLowerCase()).toContain('waitrose');
    });

    await user.clear(box);
    await waitFor(() => expect(screen.queryByRole('button', { name: /Remove filter: Search/ })).not.toBeInTheDocument());
    await waitFor(async () => expect(windowsAsked((await log.to(historyPath(ACC.everyday), 'GET')).slice(-1))).toEqual([[addDays(today(), -29), today(), null]]));
  });

  it('widens a search that finds nothing by 365 days at a time down to 2016, then says No results found', async () => {
    const log = recordRequests();
    const { user } = await openTransactions();
    await table();
    await user.type(screen.getByRole('searchbox', { name: 'Search transactions' }), 'zzqqxx');
    expect(await screen.findByText(LIST_STATE_TEXT.noResults, {}, { timeout: 5000 })).toBeInTheDocument();
    const asked = windowsAsked((await log.to(historyPath(ACC.everyday), 'GET')).slice(1));
    expect(asked[0]).toEqual([addDays(today(), -179), today(), 'zzqqxx']);
    // Each step asks only for the days before the last one, 365 days at a time, never before 2016.
    for (let i = 1; i < asked.length; i += 1) {
      expect(asked[i][1]).toBe(addDays(asked[i - 1][0] as string, -1));
      expect(asked[i][0]! >= EARLIEST_DATE).toBe(true);
    }
    expect(asked.at(-1)?.[0]).toBe(EARLIEST_DATE);
    expect(screen.queryByRole('button', { name: 'Show earlier transactions' })).not.toBeInTheDocument();
  });

  it('filters money in and out, types, and amounts on the loaded rows, each removable alone', async () => {
    const log = recordRequests();
    const { user } = await openTransactions();
    const all = (await bodyRows()).length;
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const filters = await screen.findByRole('region', { name: 'Filters' });

    await user.click(within(filters).getByRole('radio', { name: 'Money in' }));
    for (const row of await bodyRows()) expect(within(row).getAllByRole('cell')[3].textContent).toMatch(/£/);
    expect(screen.getByRole('button', { name: 'Remove filter: Money in' })).toBeInTheDocument();

    const allTypes = within(filters).getByRole('checkbox', { name: 'All types' });
    const cards = within(filters).getByRole('checkbox', { name: 'Card transactions' });
    expect(allTypes).toBeChecked();
    await user.click(within(filters).getByRole('radio', { name: 'All' }));
    await user.click(cards);
    expect(allTypes).not.toBeChecked();
    for (const row of await bodyRows()) expect(row.textContent).toContain('Card transactions');
    await user.click(allTypes);
    expect(cards).not.toBeChecked();

    await user.type(within(filters).getByRole('textbox', { name: 'Minimum amount' }), '500');
    await user.type(within(filters).getByRole('textbox', { name: 'Maximum amount' }), '20');
    await user.click(within(filters).getByRole('button', { name: 'Apply amounts' }));
    expect(within(filters).getByText('The minimum amount must not be more than the maximum.')).toBeInTheDocument();
    await user.clear(within(filters).getByRole('textbox', { name: 'Maximum amount' }));
    await user.click(within(filters).getByRole('button', { name: 'Apply amounts' }));
    await user.click(cards);
    expect(screen.getByRole('button', { name: 'Remove filter: From £500.00' })).toBeInTheDocument();

    // Card payments of £500 or more: none in a month of household spending.
    expect(await screen.findByText(LIST_STATE_TEXT.noResultsFilter)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove filter: From £500.00' }));
    expect((await bodyRows()).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(await bodyRows()).toHaveLength(all);
    // None of that went back to the bank.
    expect(await log.to(historyPath(ACC.everyday), 'GET')).toHaveLength(1);
  });

  it('fetches a chosen date range as it is and ends with End of results', async () => {
    const log = recordRequests();
    const { user } = await openTransactions();
    await table();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const dates = await screen.findByRole('group', { name: 'Transaction dates' });
    await user.click(within(dates).getByRole('button', { name: 'Previous month' }));
    await user.click(within(dates).getByRole('button', { name: 'Apply dates' }));
    await screen.findByRole('button', { name: /^Remove filter: \d+\w\w \w{3} \d{4} to / });
    expect(await screen.findByText(LIST_STATE_TEXT.endOfEverything)).toBeInTheDocument();
    const [, request] = await log.to(historyPath(ACC.everyday), 'GET');
    const [from, to] = windowsAsked([request])[0];
    expect(from?.endsWith('-01')).toBe(true);
    expect(from!.slice(0, 7)).toBe(to!.slice(0, 7));
    for (const row of await bodyRows()) expect(within(row).getAllByRole('cell')[0].textContent).toMatch(new RegExp(new Date(`${from}T00:00:00Z`).toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' })));
  });

  it('shows earlier transactions a step at a time until the opening date', async () => {
    const { user } = await openTransactions();
    const first = (await bodyRows()).length;
    expect(first).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Show earlier transactions' }));
    await waitFor(() => expect(screen.getByText(/^Showing \d+ of \d+ transactions from/).textContent).not.toMatch(new RegExp(`of ${first} `)));
  });

  it('looks further back on an account with nothing in the last 30 days', async () => {
    const log = recordRequests();
    await openTransactions(ACC.dollars);
    expect((await bodyRows()).length).toBeGreaterThan(0);
    expect((await log.to(historyPath(ACC.dollars), 'GET')).length).toBeGreaterThan(1);
  });

  it('says so when the account has never had a transaction', async () => {
    bank.state.transactions[idOf(ACC.household)] = [];
    await openTransactions(ACC.household);
    expect(await screen.findByText(NO_TRANSACTIONS_YET, {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('shows the list error with its code and loads on Try again', async () => {
    injectFault(historyPath(ACC.everyday), { kind: 'status', status: 500 }, { times: 1 });
    const { user } = await openTransactions();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(LIST_STATE_TEXT.error);
    expect(alert).toHaveTextContent(/Error Code: /);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect((await bodyRows()).length).toBeGreaterThan(0);
  });

  it("answers an id that is not one of the customer's with the not-found page and its way back", async () => {
    await postLogin(createDigxClient(), 'RETAIL1', 'Private#2026');
    startMarker();
    renderApp(`/accounts/transactions/${encodeURIComponent(idOf(ACC.stablesRacing))}`);
    expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND_TEXT })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my accounts' })).toHaveAttribute('href', '/accounts');
  });

  it("searches a mortgage on the loan resource, widening 730 days at a time", async () => {
    const log = recordRequests();
    const { user } = await openTransactions(ACC.mortgage);
    expect(await screen.findByText(/^Showing \d+ of \d+ transactions from /)).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search transactions' }), 'zzqqxx');
    expect(await screen.findByText(LIST_STATE_TEXT.noResults)).toBeInTheDocument();
    const asked = windowsAsked((await log.to(`cz/v1/accounts/loan/${idOf(ACC.mortgage)}/transactions`, 'GET')).slice(1));
    expect(asked[0]).toEqual([addDays(today(), -179), today(), 'zzqqxx']);
    expect(asked[1]).toEqual([addDays(today(), -179 - 730), addDays(today(), -180), 'zzqqxx']);
  });

  it("shows 'Loading data...' while the bank answers", async () => {
    injectFault(historyPath(ACC.everyday), { kind: 'latency', ms: 800 }, { times: 1 });
    await openTransactions();
    expect(screen.getByText(LIST_STATE_TEXT.loading)).toBeInTheDocument();
    expect(await table()).toBeInTheDocument();
    expect(screen.queryByText(LIST_STATE_TEXT.loading)).not.toBeInTheDocument();
  });
});
