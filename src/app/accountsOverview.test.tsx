import { screen, within } from '@testing-library/react';
import { ACC, accountIdOf } from '@mocks/digx/bank/seed';
import { injectFault } from '@mocks/digx/testing';
import { OVERVIEW_TEXT } from '@/features/accounts/components/AccountsOverview';
import { recordRequests } from '@/testing/recordRequests';
import { startMarker } from '@/features/session/sessionMarker';
import { createDigxClient } from '@/shared/api/digxClient';
import { postLogin } from '@/shared/api/postLogin';
import { renderApp } from '../testing/renderApp';

/** The overview at /accounts as the shell composes it: the entity selector filters it. */
describe('/accounts with entities', () => {
  it("shows every entity's accounts under All Accounts, then only the chosen entity's", async () => {
    await postLogin(createDigxClient(), 'CORP1', 'Racing#2026');
    startMarker();
    const { user } = renderApp('/accounts');
    await screen.findByRole('heading', { level: 1, name: 'My accounts' });
    const racing = await screen.findByRole('region', { name: 'Racing accounts' });
    expect(within(racing).getAllByText(/Northern Vale Bloodstock Ltd/).length).toBeGreaterThan(0);
    expect(within(racing).getAllByText(/Hambleton Hill Racing Stables Ltd/).length).toBeGreaterThan(0);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Showing' }), 'Hambleton Hill Holdings Ltd');
    expect(screen.queryByRole('region', { name: 'Racing accounts' })).not.toBeInTheDocument();
    const current = screen.getByRole('region', { name: 'Current accounts' });
    expect(within(current).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(within(current).queryByText(/Northern Vale/)).not.toBeInTheDocument();
  });

  it('shows RETAIL1 the groups in SPEC order', async () => {
    await postLogin(createDigxClient(), 'RETAIL1', 'Private#2026');
    startMarker();
    renderApp('/accounts');
    await screen.findByRole('region', { name: 'Current accounts' });
    const groups = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(groups.filter((g) => ['Current accounts', 'Racing accounts', 'Deposit accounts', 'Lending'].includes(g ?? ''))).toEqual([
      'Current accounts',
      'Deposit accounts',
      'Lending',
    ]);
  });

  it("shows an opened account's latest transactions, whatever their age, from searchBy LNT", async () => {
    const log = recordRequests();
    await postLogin(createDigxClient(), 'RETAIL1', 'Private#2026');
    startMarker();
    const { user } = renderApp('/accounts');
    const dollars = (await screen.findByText(`${OVERVIEW_TEXT.accountNumber} ${ACC.dollars}`, { exact: false })).closest('li') as HTMLElement;
    await user.click(within(dollars).getByRole('button', { name: OVERVIEW_TEXT.details }));
    const latest = await within(dollars).findByRole('region', { name: /^Latest transactions: / });
    const items = await within(latest).findAllByRole('listitem');
    expect(items).toHaveLength(5);
    // The dollar account has been idle for months: LNT still finds its last entries.
    expect(items[0]).toHaveTextContent(/\$[\d,]+\.\d\d/);
    const [request] = await log.to(`cz/v1/accounts/demandDeposit/${accountIdOf(ACC.dollars).value}/transactions`, 'GET');
    expect(Object.fromEntries(request.url.searchParams)).toMatchObject({ searchBy: 'LNT', noOfTransactions: '5' });
  });

  it('offers Try again when the latest transactions cannot be loaded', async () => {
    injectFault(`cz/v1/accounts/demandDeposit/${accountIdOf(ACC.everyday).value}/transactions`, { kind: 'status', status: 500 }, { times: 1 });
    await postLogin(createDigxClient(), 'RETAIL1', 'Private#2026');
    startMarker();
    const { user } = renderApp('/accounts');
    const everyday = (await screen.findByText(`${OVERVIEW_TEXT.accountNumber} ${ACC.everyday}`, { exact: false })).closest('li') as HTMLElement;
    await user.click(within(everyday).getByRole('button', { name: OVERVIEW_TEXT.details }));
    const latest = await within(everyday).findByRole('region', { name: /^Latest transactions: / });
    await user.click(await within(latest).findByRole('button', { name: 'Try again' }));
    expect(await within(latest).findAllByRole('listitem')).toHaveLength(5);
  });
});
