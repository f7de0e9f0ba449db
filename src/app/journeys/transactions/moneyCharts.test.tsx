/**
 * "See your money" (issue 30) through the whole app: the real store and sagas, the fake bank, the charts'
 * lazy chunk. The balance history and where it went on a transactions page: the summary read first, the
 * "Show as a table" switch with the same figures, the account's own currency, and words instead of a
 * drawing where the rows cannot carry one.
 */
import { act, screen, within } from '@testing-library/react';
import { ACC, accountIdOf } from '@mocks/digx/bank/seed';
import { startMarker } from '@/features/session/sessionMarker';
import { monthLabel } from '@/features/transactions/insights/flowSummary';
import { createDigxClient } from '@/shared/api/digxClient';
import { postLogin } from '@/shared/api/postLogin';
import { addMonths } from '@/shared/lib/dates';
import { londonToday } from '@/shared/lib/london';
import { axeViolations } from '@/testing/axeViolations';
import { renderApp } from '@/testing/renderApp';

const idOf = (number: string) => accountIdOf(number).value;

async function openTransactions(number: string, user: 'RETAIL1' | 'CORP1' = 'RETAIL1') {
  await postLogin(createDigxClient(), user, user === 'RETAIL1' ? 'Private#2026' : 'Racing#2026');
  startMarker();
  const view = renderApp(`/accounts/transactions/${encodeURIComponent(idOf(number))}`);
  await screen.findByRole('table', { name: 'Transactions' });
  return view;
}

const chartCard = (name: string) => screen.findByRole('region', { name });
/** The account's balance as the page's header states it ("Balance £1,234.56"). */
const headerBalance = () => /Balance\s*(-?[£$€][\d,]+\.\d\d)/.exec(screen.getByRole('heading', { level: 1 }).closest('header')!.textContent ?? '')![1];

describe('the balance history', () => {
  it('tells the story in words first, then draws it, hidden from screen readers', async () => {
    await openTransactions(ACC.everyday);
    const card = await chartCard('Balance history');
    const summary = within(card).getByText(/^From £[\d,]+\.\d\d at the start of .+ to £[\d,]+\.\d\d at the end of/);
    expect(summary).toHaveTextContent(/Lowest £[\d,.]+ on .+; highest £[\d,.]+ on .+\. Money in £[\d,.]+, money out £[\d,.]+, over 30 days and \d+ transactions\./);
    // It ends at the balance the page states for the account: the walk starts there.
    expect(summary.textContent).toContain(`to ${headerBalance()} at the end of`);
    const drawing = card.querySelector('svg')!;
    expect(drawing.closest('[aria-hidden="true"]')).not.toBeNull();
    // Read first: the summary comes before the drawing in the page.
    expect(summary.compareDocumentPosition(drawing) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(await axeViolations(screen.getByRole('region', { name: 'Your money' }))).toEqual([]);
  });

  it('shows the same figures as a table: the end-of-day balance on each day it changed, ending at today’s balance', async () => {
    const { user } = await openTransactions(ACC.everyday);
    const card = await chartCard('Balance history');
    const toggle = within(card).getByRole('button', { name: 'Show as a table' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const table = within(card).getByRole('table', { name: /^End-of-day balance from/ });
    expect(card.querySelector('svg')).toBeNull();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(2);
    expect(within(rows.at(-1)!).getByRole('cell')).toHaveTextContent(headerBalance());
    await user.click(toggle);
    expect(card.querySelector('svg')).not.toBeNull();
  });

  it('is in the account’s own currency: the US dollar account in dollars', async () => {
    // Idle for months: the page widens its window until it finds entries, and the chart follows it.
    await openTransactions(ACC.dollars);
    const summary = await within(await chartCard('Balance history')).findByText(/^From \$[\d,]+\.\d\d at the start of/);
    expect(summary).toHaveTextContent(/money out \$[\d,]+\.\d\d, over \d{3} days/);
    expect(summary.textContent).toContain(`to ${headerBalance()} at the end of`);
  });

  it('is not drawn for a search, whose rows leave every other entry out', async () => {
    const { user } = await openTransactions(ACC.everyday);
    await chartCard('Balance history');
    await user.type(screen.getByRole('searchbox', { name: 'Search transactions' }), 'waitrose');
    await screen.findByRole('button', { name: 'Remove filter: Search: waitrose' });
    const card = await chartCard('Balance history');
    expect(await within(card).findByText('The chart shows every transaction, so it is not drawn for a search. Clear the search to see it.')).toBeInTheDocument();
    expect(card.querySelector('svg')).toBeNull();
    expect(within(await chartCard('Where it went')).getByText(/not drawn for a search/)).toBeInTheDocument();
  });
});

describe('where it went', () => {
  it('groups this month’s money out and in by payee, with the amounts, and switches to last month', async () => {
    const { user } = await openTransactions(ACC.everyday);
    const card = await chartCard('Where it went');
    const thisMonth = monthLabel(londonToday().slice(0, 7));
    const lastMonth = monthLabel(addMonths(londonToday(), -1).slice(0, 7));
    const months = within(card).getByRole('group', { name: 'Month' });
    expect(within(months).getByRole('button', { name: thisMonth })).toHaveAttribute('aria-pressed', 'true');
    expect(within(card).getByText(new RegExp(`^(In ${thisMonth}, £[\\d,.]+ went out|Nothing went out or came in during ${thisMonth})`))).toBeInTheDocument();

    await user.click(within(months).getByRole('button', { name: lastMonth }));
    expect(within(months).getByRole('button', { name: lastMonth })).toHaveAttribute('aria-pressed', 'true');
    const summary = within(card).getByText(new RegExp(`^In ${lastMonth}, £[\\d,.]+ went out in \\d+ transactions? and £[\\d,.]+ came in`));
    // The 30-day window starts in the middle of last month: it says so rather than passing a part for the whole.
    expect(within(card).getByText(/^Only .+ is loaded: show earlier transactions to see the whole month\.$/)).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Show as a table' }));
    const out = within(card).getByRole('table', { name: `Money out in ${lastMonth}` });
    const rows = within(out).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(11);
    // The table's biggest payee is the one the summary names, with the same amount.
    const [, name, amount] = /Most went to (.+?): (£[\d,]+\.\d\d)\./.exec(summary.textContent ?? '')!;
    expect(within(rows[0]).getByRole('rowheader')).toHaveTextContent(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\d+ transactions?$`));
    expect(within(rows[0]).getByRole('cell')).toHaveTextContent(amount);
    expect(within(card).getByRole('table', { name: `Money in during ${lastMonth}` })).toBeInTheDocument();
  });
});

describe('the charts on the page', () => {
  it('can be hidden, and stay hidden on the next account until shown again', async () => {
    const { user, router } = await openTransactions(ACC.everyday);
    await chartCard('Balance history');
    const hide = screen.getByRole('button', { name: 'Hide charts' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    await user.click(hide);
    expect(screen.queryByRole('region', { name: 'Balance history' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show charts' })).toHaveAttribute('aria-expanded', 'false');

    // Another account, as its link would open it: the same store, the customer's choice kept.
    await act(() => router.navigate(`/accounts/transactions/${encodeURIComponent(idOf(ACC.household))}`));
    await screen.findByText(/^Showing \d+ of \d+ transactions from /);
    expect(screen.getByRole('button', { name: 'Show charts' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Balance history' })).not.toBeInTheDocument();
  });

  it('come with the rows, never after them: a chart arriving later pushed the list down (a layout shift)', async () => {
    // Each time the list's table is in the page, is the balance chart's summary already above it?
    const seen: boolean[] = [];
    const observer = new MutationObserver(() => {
      const table = document.querySelector('[role="table"][aria-label="Transactions"]');
      if (table && seen.length === 0) seen.push(Boolean(screen.queryByText(/^From £/)));
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    try {
      await openTransactions(ACC.everyday);
    } finally {
      observer.disconnect();
    }
    expect(seen).toEqual([true]);
    expect(screen.queryByText('Loading charts...')).not.toBeInTheDocument();
  });

  it('are not offered on a lending account', async () => {
    await openTransactions(ACC.loan);
    expect(screen.queryByRole('region', { name: 'Your money' })).not.toBeInTheDocument();
  });
});
