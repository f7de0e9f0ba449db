import { act, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ACC, accountIdOf } from '@mocks/digx/bank/seed';
import { bank, injectFault } from '@mocks/digx/testing';
import { createDigxClient } from '@/shared/api/digxClient';
import { postLogin } from '@/shared/api/postLogin';
import { FUNCTION_TASK_CODES } from '@/shared/api/taskCodes';
import * as download from '@/shared/lib/download';
import { LIST_STATE_TEXT } from '@/shared/ui/ListState';
import { recordRequests } from '@/testing/recordRequests';
import { renderApp } from '@/testing/renderApp';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { STATEMENTS_TEXT, statementDisplayDate } from '../rules';
import { statementDownloadRequested } from '../slice';
import type { StatementAccount } from '../types';
import { StatementsPage } from './StatementsPage';

/** Login, a lazy screen and four list calls: more than findBy's default second on a busy machine. */
const SLOW = 5000;
const idOf = (number: string) => accountIdOf(number).value;
const urlOf = (number: string) => `/accounts/statements/${idOf(number)}`;
const listPath = (number: string) => `cz/v1/accounts/${idOf(number)}/statements`;

/** Logs in through the login page (the app's own session start), then opens the path. */
async function openAs(path: string, userId = 'RETAIL1', password = 'Private#2026') {
  const app = renderApp('/login');
  await app.user.type(await screen.findByLabelText('User ID'), userId);
  await app.user.type(screen.getByLabelText('Password'), password);
  await app.user.click(screen.getByRole('button', { name: 'Log in' }));
  await waitFor(() => expect(app.location()).toBe('/accounts'), { timeout: SLOW });
  await act(() => app.router.navigate(path));
  await screen.findByRole('heading', { level: 1, name: STATEMENTS_TEXT.title }, { timeout: SLOW });
  return app;
}

const accountPicker = () => screen.getByRole('combobox', { name: STATEMENTS_TEXT.accountLabel });
const yearPicker = () => screen.findByRole('combobox', { name: STATEMENTS_TEXT.yearLabel });
const table = () => screen.findByRole('table', { name: /^Statements for \d{4}$/ }, { timeout: SLOW });
const rows = (t: HTMLElement) => within(t).getAllByRole('row').slice(1);
const cells = (row: HTMLElement) => [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map((c) => c.textContent ?? '');

/** What the fake bank holds for an account: its statements newest first. */
const seeded = (number: string) =>
  bank.state.statements.filter((s) => s.accountId.value === idOf(number)).sort((a, b) => b.date.localeCompare(a.date));

async function blobText(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  return String.fromCharCode(...bytes.slice(0, 8));
}

describe('/accounts/statements', () => {
  let saved: jest.SpyInstance;
  beforeEach(() => {
    saved = jest.spyOn(download, 'downloadBlob').mockImplementation(() => undefined);
  });
  afterEach(() => saved.mockRestore());

  it('opens the first account with statements and lists its newest year, newest first', async () => {
    const recorder = recordRequests();
    const { location } = await openAs('/accounts/statements');
    const list = await table();
    expect(location()).toBe('/accounts/statements');
    expect(accountPicker()).toHaveValue(idOf(ACC.everyday));
    const newest = seeded(ACC.everyday)[0];
    const year = Number(newest.date.slice(0, 4));
    expect(await yearPicker()).toHaveValue(String(year));
    expect(list).toHaveAccessibleName(`Statements for ${year}`);
    const shown = rows(list).map(cells);
    const expected = seeded(ACC.everyday).filter((s) => s.date.startsWith(String(year)));
    expect(shown.map((c) => c[0])).toEqual(expected.map((s) => s.title));
    expect(shown[0]).toEqual([newest.title, statementDisplayDate(newest.date.slice(0, 10)), 'Account statement', `Download ${newest.title}`]);
    expect(screen.getByRole('button', { name: `Download ${newest.title}` })).toBeEnabled();
    // One GET per SPEC.md type, from 2015-01-01.
    const calls = await recorder.to(listPath(ACC.everyday), 'GET');
    expect(calls.map((c) => c.url.searchParams.get('statementType')).sort()).toEqual(['CASA-Statement', 'CCALOAN-STATEMENT', 'LOAN-PRENOTICE', 'Statement']);
    expect(calls.every((c) => c.url.searchParams.get('fromDate') === '2015-01-01' && /^\d{4}-\d{2}-\d{2}$/.test(c.url.searchParams.get('toDate') ?? ''))).toBe(true);
    recorder.stop();
  });

  it('offers the years present newest first and switches the list', async () => {
    const { user } = await openAs(urlOf(ACC.everyday));
    const picker = await yearPicker();
    const years = within(picker).getAllByRole('option').map((o) => Number(o.textContent));
    expect(years).toEqual([...new Set(seeded(ACC.everyday).map((s) => Number(s.date.slice(0, 4))))].sort((a, b) => b - a));
    expect(years.at(-1)).toBe(2015);
    await user.selectOptions(picker, '2015');
    const list = await table();
    expect(list).toHaveAccessibleName('Statements for 2015');
    expect(rows(list).map(cells)).toEqual([['Annual statement 2015', '31 Dec 2015', 'Statement', 'Download Annual statement 2015']]);
  });

  it('offers only accounts with statements (never loans or mortgages) and changes the URL with the account', async () => {
    const { user, location } = await openAs(urlOf(ACC.everyday));
    await table();
    const options = within(accountPicker()).getAllByRole('option');
    const values = options.map((o) => (o as HTMLOptionElement).value);
    expect(values).toContain(idOf(ACC.household));
    expect(values).toContain(idOf(ACC.bond));
    expect(values).not.toContain(idOf(ACC.loan));
    expect(values).not.toContain(idOf(ACC.mortgage));
    expect(options.every((o) => !o.textContent?.includes(idOf(ACC.everyday)))).toBe(true);
    await user.selectOptions(accountPicker(), idOf(ACC.bond));
    await waitFor(() => expect(location()).toBe(urlOf(ACC.bond)));
    const list = await table();
    expect(rows(list).map((r) => cells(r)[0])).toEqual(['Deposit confirmation']);
  });

  it('downloads the PDF once, as a PDF blob with a file name showing only the last four digits', async () => {
    const recorder = recordRequests();
    const { user } = await openAs(urlOf(ACC.everyday));
    await table();
    const newest = seeded(ACC.everyday)[0];
    // A slow answer: the second click lands while the first download is still on its way.
    injectFault(`${listPath(ACC.everyday)}/${newest.documentId}`, { kind: 'latency', ms: 300 }, { method: 'GET' });
    const button = screen.getByRole('button', { name: `Download ${newest.title}` });
    await user.dblClick(button);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1), { timeout: SLOW });
    const [blob, name] = saved.mock.calls[0] as [Blob, string];
    expect(blob.type).toBe('application/pdf');
    expect(await blobText(blob)).toMatch(/^%PDF-1\.4/);
    expect(name).toBe(`${newest.title.replace(/ /g, '-')}-${ACC.everyday.slice(-4)}.pdf`);
    expect(name).not.toContain(ACC.everyday);
    expect(await recorder.to(`${listPath(ACC.everyday)}/${newest.documentId}`, 'GET')).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('button', { name: `Download ${newest.title}` })).not.toHaveAttribute('aria-disabled'));
    recorder.stop();
  });

  it('sends one document request when the same download is asked for twice at once', async () => {
    const recorder = recordRequests();
    const { store } = await openAs(urlOf(ACC.everyday));
    await table();
    const newest = seeded(ACC.everyday)[0];
    const asked = statementDownloadRequested({ accountId: idOf(ACC.everyday), documentId: newest.documentId, fileName: 'statement.pdf' });
    act(() => {
      store.dispatch(asked);
      store.dispatch(asked);
    });
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1), { timeout: SLOW });
    expect(await recorder.to(`${listPath(ACC.everyday)}/${newest.documentId}`, 'GET')).toHaveLength(1);
    recorder.stop();
  });

  it('shows a failed download by its statement, keeps the list, and lets the customer try again', async () => {
    const { user } = await openAs(urlOf(ACC.everyday));
    const list = await table();
    const newest = seeded(ACC.everyday)[0];
    injectFault(`${listPath(ACC.everyday)}/${newest.documentId}`, { kind: 'status', status: 500 }, { method: 'GET', times: 1 });
    await user.click(screen.getByRole('button', { name: `Download ${newest.title}` }));
    const row = within(list).getByRole('row', { name: new RegExp(`^${newest.title}`) });
    const alert = await within(row).findByRole('alert', {}, { timeout: SLOW });
    expect(alert.textContent).toMatch(/technical issue|went wrong/);
    expect(saved).not.toHaveBeenCalled();
    expect(rows(list).length).toBeGreaterThan(1);
    const again = within(row).getByRole('button', { name: `Download ${newest.title}` });
    expect(again).toBeEnabled();
    await user.click(again);
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1), { timeout: SLOW });
    await waitFor(() => expect(within(row).queryByRole('alert')).not.toBeInTheDocument());
  });

  it('shows a mapped refusal of the document in its own words', async () => {
    const { user } = await openAs(urlOf(ACC.everyday));
    await table();
    const newest = seeded(ACC.everyday)[0];
    injectFault(`${listPath(ACC.everyday)}/${newest.documentId}`, { kind: 'code', code: 'DIGX_CZ_ACCESS_DENIED' }, { method: 'GET', times: 1 });
    await user.click(screen.getByRole('button', { name: `Download ${newest.title}` }));
    expect(await screen.findByRole('alert', {}, { timeout: SLOW })).toHaveTextContent('You do not have access to this service.');
  });

  it('shows the list error with its code, and the retry loads the list', async () => {
    injectFault(listPath(ACC.everyday), { kind: 'status', status: 500 }, { method: 'GET', times: 1 });
    const { user } = await openAs(urlOf(ACC.everyday));
    const alert = await screen.findByRole('alert', {}, { timeout: SLOW });
    expect(alert).toHaveTextContent(LIST_STATE_TEXT.error);
    expect(alert).toHaveTextContent('Error Code: 500');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await table()).toBeInTheDocument();
  });

  it('says so when the account has no statements', async () => {
    bank.state.statements = bank.state.statements.filter((s) => s.accountId.value !== idOf(ACC.household));
    await openAs(urlOf(ACC.household));
    expect(await screen.findByText(STATEMENTS_TEXT.empty, {}, { timeout: SLOW })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: STATEMENTS_TEXT.yearLabel })).not.toBeInTheDocument();
  });

  it("shows the not-found message for an account that is not the user's, and the chooser still works", async () => {
    const { user, location } = await openAs(urlOf(ACC.stablesRacing));
    expect(await screen.findByText(STATEMENTS_TEXT.notFound, {}, { timeout: SLOW })).toBeInTheDocument();
    expect(accountPicker()).toHaveValue('');
    await user.selectOptions(accountPicker(), idOf(ACC.instant));
    await waitFor(() => expect(location()).toBe(urlOf(ACC.instant)));
    expect(await table()).toBeInTheDocument();
  });

  it('says statements are not available for a mortgage opened by its URL, and asks the bank nothing', async () => {
    const recorder = recordRequests();
    await openAs(urlOf(ACC.mortgage));
    expect(await screen.findByText(STATEMENTS_TEXT.notAvailable, {}, { timeout: SLOW })).toBeInTheDocument();
    expect(recorder.requests.filter((r) => r.path.includes('/statements'))).toHaveLength(0);
    recorder.stop();
  });

  it('offers no account when the user may see no statements of the accounts held', async () => {
    const user = bank.state.users.RETAIL1;
    user.allowedTransactions = user.allowedTransactions.filter((code) => !FUNCTION_TASK_CODES.statements.includes(code));
    await openAs('/accounts/statements');
    // loanStatements alone opens the route, but loans and mortgages have statementsDisabled.
    expect(await screen.findByText(STATEMENTS_TEXT.noAccounts, {}, { timeout: SLOW })).toBeInTheDocument();
  });

  it("follows the active entity's accounts", async () => {
    const { user, router } = await openAs('/accounts/statements', 'CORP1', 'Racing#2026');
    await table();
    const all = within(accountPicker()).getAllByRole('option').map((o) => (o as HTMLOptionElement).value);
    expect(all).toEqual(expect.arrayContaining([idOf(ACC.stablesRacing), idOf(ACC.holdingsCurrent), idOf(ACC.bloodstockRacing)]));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Showing' }), 'Northern Vale Bloodstock Ltd');
    await act(() => router.navigate('/accounts/statements'));
    await table();
    expect(accountPicker()).toHaveValue(idOf(ACC.bloodstockRacing));
    const narrowed = within(accountPicker()).getAllByRole('option').map((o) => (o as HTMLOptionElement).value);
    expect(narrowed.sort()).toEqual([idOf(ACC.bloodstockRacing), idOf(ACC.bloodstockCurrent)].sort());
  });
});

describe('StatementsPage on its own', () => {
  const lending = (number: string, title: string): StatementAccount => ({
    id: idOf(number),
    accountId: idOf(number),
    title,
    accountNumber: number,
    group: 'lending',
    statementsDisabled: false,
    hasStatements: true,
  });
  const current: StatementAccount = { ...lending(ACC.everyday, 'Everyday'), group: 'current' };

  async function renderPage(accounts: StatementAccount[], permitted: string[]) {
    bank.state.accounts[idOf(ACC.loan)].internal.capabilities.statementsDisabled = false;
    const client = createDigxClient();
    await postLogin(client, 'RETAIL1', 'Private#2026');
    return renderWithProviders(
      <MemoryRouter initialEntries={['/accounts/statements']}>
        <Routes>
          <Route path="/accounts/statements/:id?" element={<StatementsPage accounts={accounts} permitted={permitted} />} />
        </Routes>
      </MemoryRouter>,
      { client },
    );
  }

  it('does not offer a lending account without the loanStatements function', async () => {
    await renderPage([lending(ACC.loan, 'Personal Loan'), current], ['statements']);
    await screen.findByRole('table');
    const options = within(screen.getByRole('combobox', { name: STATEMENTS_TEXT.accountLabel })).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([`Everyday (${ACC.everyday})`]);
  });

  it('offers it with loanStatements, and lists its notices and annual statements', async () => {
    await renderPage([lending(ACC.loan, 'Personal Loan'), current], ['loanStatements']);
    const list = await screen.findByRole('table');
    const options = within(screen.getByRole('combobox', { name: STATEMENTS_TEXT.accountLabel })).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([`Personal Loan (${ACC.loan})`]);
    const types = new Set(within(list).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[1].textContent));
    expect([...types].every((t) => t === 'Repayment notice' || t === 'Annual loan statement')).toBe(true);
  });

  it('shows the loading state while the accounts load', async () => {
    const client = createDigxClient();
    renderWithProviders(
      <MemoryRouter>
        <StatementsPage accounts={[]} permitted={['statements']} loading />
      </MemoryRouter>,
      { client },
    );
    expect(screen.getByText(LIST_STATE_TEXT.loading)).toBeInTheDocument();
  });
});
