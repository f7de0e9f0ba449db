import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { server } from '../../../../mocks/digx/node';
import { injectFault } from '../../../../mocks/digx/testing';
import { entitySwitched } from '@/shared/events';
import { createDigxClient } from '@/shared/api/digxClient';
import { postLogin } from '@/shared/api/postLogin';
import { LIST_STATE_TEXT } from '@/shared/ui/ListState';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { accountsRequested } from '../slice';
import { AccountsOverview, formatSortCode, OVERVIEW_TEXT, type EntityOption } from './AccountsOverview';

const LOGINS = { RETAIL1: 'Private#2026', CORP1: 'Racing#2026' } as const;
const CORP_ENTITIES: EntityOption[] = [
  { id: '200731', name: 'Hambleton Hill Racing Stables Ltd' },
  { id: '200732', name: 'Hambleton Hill Holdings Ltd' },
  { id: '200733', name: 'Northern Vale Bloodstock Ltd' },
];
const RETAIL_ENTITIES: EntityOption[] = [{ id: '100452', name: 'Alexander James Pemberton' }];

/**
 * A logged-in store whose sagas load the accounts from the fake bank, the overview on screen. With an entity,
 * as the entity saga switches: X-Target-Unit, then entitySwitched, on which the accounts are asked again.
 */
async function renderOverview(userId: keyof typeof LOGINS = 'RETAIL1', props: { entityId?: string; entities?: EntityOption[] } = {}) {
  const client = createDigxClient();
  await postLogin(client, userId, LOGINS[userId]);
  const view = renderWithProviders(
    <MemoryRouter>
      <AccountsOverview entityId={props.entityId} entities={props.entities ?? (userId === 'CORP1' ? CORP_ENTITIES : RETAIL_ENTITIES)} />
    </MemoryRouter>,
    { client },
  );
  act(() => {
    if (props.entityId) {
      client.setTargetUnit(props.entityId);
      view.store.dispatch(entitySwitched({ entityId: props.entityId }));
    } else view.store.dispatch(accountsRequested());
  });
  return view;
}

const groupHeadings = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const row = (title: string) => screen.getByRole('listitem', { name: title });

describe('AccountsOverview', () => {
  it('formats sort codes with dashes', () => {
    expect(formatSortCode('609303')).toBe('60-93-03');
  });

  it('groups RETAIL1 accounts current, deposit, lending in order, with totals per currency', async () => {
    await renderOverview();
    expect(screen.getByRole('heading', { level: 1, name: 'My accounts' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Current accounts' })).toBeInTheDocument();
    expect(groupHeadings()).toEqual(['Current accounts', 'Deposit accounts', 'Lending']);

    const current = screen.getByRole('region', { name: 'Current accounts' });
    const currentRows = within(current).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(currentRows).toEqual(['Everyday', 'Household', 'Private Current Account', 'US Dollar Current Account']);
    const totals = within(current).getByText('Total').parentElement as HTMLElement;
    expect(totals.textContent).toMatch(/Total£[\d,]+\.\d\d\$[\d,]+\.\d\d/);

    const deposit = screen.getByRole('region', { name: 'Deposit accounts' });
    expect(within(deposit).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Rainy day',
      '95 Day Notice Account',
      '1 Year Fixed Rate Bond',
    ]);
    const lending = screen.getByRole('region', { name: 'Lending' });
    expect(within(lending).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Personal Loan', 'Home']);
  });

  it('shows each row with its type, sort code, number and balances, and no entity name for one entity', async () => {
    await renderOverview();
    await screen.findByRole('heading', { level: 2, name: 'Current accounts' });
    const everyday = row('Everyday');
    expect(within(everyday).getByText('Current account')).toBeInTheDocument();
    expect(within(everyday).getByText(/Sort code 60-93-03 · Account number 10234561/)).toBeInTheDocument();
    expect(within(everyday).getByText('Balance').nextSibling?.textContent).toMatch(/^-?£[\d,]+\.\d\d$/);
    expect(within(everyday).getByText('Available balance').nextSibling?.textContent).toMatch(/^-?£[\d,]+\.\d\d$/);
    expect(within(row('US Dollar Current Account')).getByText('Balance').nextSibling?.textContent).toMatch(/^-?\$[\d,]+\.\d\d$/);
    expect(within(row('Private Current Account')).getByText(/Sort code 60-93-11/)).toBeInTheDocument();
    expect(screen.queryByText(/Pemberton/)).not.toBeInTheDocument();
  });

  it("names each account's entity under 'All Accounts' for CORP1, and shows what the bank answers for the active entity", async () => {
    const { unmount } = await renderOverview('CORP1');
    expect(await screen.findByRole('heading', { level: 2, name: 'Current accounts' })).toBeInTheDocument();
    expect(groupHeadings()).toEqual(['Current accounts', 'Racing accounts']);
    expect(within(row('Holdings')).getByText(/Hambleton Hill Holdings Ltd/)).toBeInTheDocument();
    expect(within(row('Yard racing')).getByText(/Hambleton Hill Racing Stables Ltd/)).toBeInTheDocument();
    expect(screen.getAllByText(/Northern Vale Bloodstock Ltd/)).toHaveLength(2);
    const current = screen.getByRole('region', { name: 'Current accounts' });
    expect(within(current).getAllByRole('definition').some((dd) => dd.textContent?.startsWith('€'))).toBe(true);
    unmount();

    await renderOverview('CORP1', { entityId: '200732' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Current accounts' })).toBeInTheDocument();
    expect(groupHeadings()).toEqual(['Current accounts']);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Holdings', 'Euro Business Account']);
    expect(screen.queryByText(/Hambleton Hill Holdings Ltd/)).not.toBeInTheDocument();
  });

  it('says so when the bank lists no accounts for the entity', async () => {
    server.use(http.get('*/digx/v1/accounts', () => HttpResponse.json({ accounts: [] })));
    await renderOverview('CORP1', { entityId: '200732' });
    expect(await screen.findByText(OVERVIEW_TEXT.noAccounts)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(OVERVIEW_TEXT.noAccounts);
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  it('shows loading, then the list error with its code, and Try again loads the accounts', async () => {
    injectFault('v1/accounts', { kind: 'status', status: 500 }, { times: 1, method: 'GET' });
    const { user } = await renderOverview();
    expect(screen.getByRole('status')).toHaveTextContent(LIST_STATE_TEXT.loading);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error: Could not load results');
    expect(alert).toHaveTextContent(/Error Code: \S+/);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Current accounts' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('rows are keyboard reachable: Tab reaches each Details button', async () => {
    const { user } = await renderOverview();
    await screen.findByRole('heading', { level: 2, name: 'Current accounts' });
    await user.tab();
    expect(within(row('Everyday')).getByRole('button', { name: OVERVIEW_TEXT.details })).toHaveFocus();
    await user.tab();
    expect(within(row('Household')).getByRole('button', { name: OVERVIEW_TEXT.details })).toHaveFocus();
  });
});
