import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ACC, accountIdOf, PARTY } from '@mocks/digx/bank/seed';
import { server } from '@mocks/digx/node';
import { injectFault, useStockBank } from '@mocks/digx/testing';
import demandDeposits from '@/features/accounts/fixtures/obdx-demandDeposit-list.json';
import deposits from '@/features/accounts/fixtures/obdx-deposit-list.json';
import loans from '@/features/accounts/fixtures/obdx-loan-list.json';
import { OVERVIEW_TEXT } from '@/features/accounts/components/AccountsOverview';
import { recordRequests } from '@/testing/recordRequests';
import { startMarker } from '@/features/session/sessionMarker';
import { createDigxClient } from '@/shared/api/digxClient';
import { TRANSPORT_MESSAGES } from '@/shared/api/errorMessages';
import { postLogin } from '@/shared/api/postLogin';
import { renderApp } from '../../../testing/renderApp';

/** The overview at /accounts as the shell composes it: the entity selector asks the bank for that entity's accounts. */
describe('/accounts with entities', () => {
  const choose = (user: ReturnType<typeof renderApp>['user'], name: string) => user.selectOptions(screen.getByRole('combobox', { name: 'Showing' }), name);
  const accountRows = () => screen.getAllByRole('button', { name: OVERVIEW_TEXT.details });

  it("shows every entity's accounts under All Accounts, then the chosen entity's as the bank answers, loading in between", async () => {
    await postLogin(createDigxClient(), 'CORP1', 'Racing#2026');
    startMarker();
    const { user } = renderApp('/accounts');
    await screen.findByRole('heading', { level: 1, name: 'My accounts' });
    const racing = await screen.findByRole('region', { name: 'Racing accounts' });
    expect(within(racing).getAllByText(/Northern Vale Bloodstock Ltd/).length).toBeGreaterThan(0);
    expect(within(racing).getAllByText(/Hambleton Hill Racing Stables Ltd/).length).toBeGreaterThan(0);

    const log = recordRequests();
    injectFault('v1/accounts', { kind: 'latency', ms: 300 }, { times: 1 });
    await choose(user, 'Hambleton Hill Holdings Ltd');
    // While the bank answers: a loading state, and nothing of the list it replaces.
    expect(await screen.findByText(TRANSPORT_MESSAGES.loading)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Racing accounts' })).not.toBeInTheDocument();
    const current = await screen.findByRole('region', { name: 'Current accounts' });
    expect(within(current).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(within(current).queryByText(/Northern Vale/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Racing accounts' })).not.toBeInTheDocument();
    const [asked] = await log.to('v1/accounts', 'GET');
    expect(asked.headers.get('X-Target-Unit')).toBe(PARTY.holdings);

    await choose(user, 'All Accounts');
    expect(await screen.findByRole('region', { name: 'Racing accounts' })).toBeInTheDocument();
    expect((await log.to('v1/accounts', 'GET')).at(-1)?.headers.get('X-Target-Unit')).toBeNull();
  });

  it('shows each entity what a stock OBDX answers for it, though every party id in its lists is masked', async () => {
    // Real OBDX lists (src/features/accounts/fixtures): masked party ids, no party number beside them. The bank
    // narrows by X-Target-Unit; here each of CORP1's entities holds one of the lists.
    const byEntity: Record<string, unknown[]> = { [PARTY.stables]: demandDeposits.accounts, [PARTY.holdings]: deposits.accounts, [PARTY.bloodstock]: loans.accounts };
    server.use(
      http.get('*/digx/v1/accounts', ({ request }) => {
        const unit = request.headers.get('X-Target-Unit');
        return HttpResponse.json({ accounts: unit ? byEntity[unit] : Object.values(byEntity).flat() });
      }),
    );
    await postLogin(createDigxClient(), 'CORP1', 'Racing#2026');
    startMarker();
    const { user } = renderApp('/accounts');
    await screen.findByRole('region', { name: 'Lending' });
    expect(accountRows()).toHaveLength(7);
    // Under All Accounts each row names whose it is: the bank's party name, as no party number matches an entity.
    expect(screen.getAllByText(/· James Smith/)).toHaveLength(4);

    await choose(user, 'Hambleton Hill Holdings Ltd');
    const deposit = await screen.findByRole('region', { name: 'Deposit accounts' });
    expect(accountRows()).toHaveLength(2);
    // The bank masks these numbers: shown as •••• 1213, read 'ending 1213'.
    expect(within(deposit).getByText('ending 1213')).toBeInTheDocument();
    expect(deposit).not.toHaveTextContent(/xxxx/);
    expect(screen.queryByText(OVERVIEW_TEXT.noAccounts)).not.toBeInTheDocument();
    expect(screen.queryByText('ending 0014')).not.toBeInTheDocument();

    await choose(user, 'Northern Vale Bloodstock Ltd');
    await waitFor(() => expect(accountRows()).toHaveLength(1));
    expect(within(screen.getByRole('region', { name: 'Lending' })).getByText('ending 0011')).toBeInTheDocument();
  });

  it("shows CORP1's entities the stock bank's answers: the chosen entity's accounts, every entity's under All Accounts", async () => {
    // Holds whether or not the stock bank still sends its party numbers: the app no longer reads them.
    useStockBank();
    await postLogin(createDigxClient(), 'CORP1', 'Racing#2026');
    startMarker();
    const { user } = renderApp('/accounts');
    await screen.findByRole('region', { name: 'Racing accounts' });
    const all = accountRows().length;
    await choose(user, 'Hambleton Hill Holdings Ltd');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Racing accounts' })).not.toBeInTheDocument());
    await screen.findByRole('region', { name: 'Current accounts' });
    expect(accountRows()).toHaveLength(2);
    await choose(user, 'All Accounts');
    await screen.findByRole('region', { name: 'Racing accounts' });
    await waitFor(() => expect(accountRows()).toHaveLength(all));
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
