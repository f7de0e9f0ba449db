import { screen, waitFor, within } from '@testing-library/react';
import { ACC, accountIdOf, DEMO_LOGINS } from '@mocks/digx/bank/seed';
import { bank, injectFault } from '@mocks/digx/testing';
import { createDigxClient } from '@/shared/api/digxClient';
import { MAPPED_MESSAGES } from '@/shared/api/errorMessages';
import { postLogin } from '@/shared/api/postLogin';
import { recordRequests } from '@/testing/recordRequests';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { CHEQUE_MESSAGES } from '../rules';
import type { ServiceAccount } from '../types';
import { ACCOUNT_SERVICES_TITLE, AccountServicesPage, BOOK_MAYBE_SENT_TEXT, NO_CHEQUES, NO_SERVICE_ACCOUNTS } from './AccountServicesPage';

const account = (number: string, title: string, flags: Partial<ServiceAccount> = {}): ServiceAccount => ({
  id: accountIdOf(number).value,
  accountId: accountIdOf(number).value,
  accountNumber: number,
  title,
  hasChequeBooks: false,
  hasPayInBooks: false,
  hasChequeStatus: false,
  accountType: 'demandDeposit',
  ...flags,
});

const CORP_ACCOUNTS = [
  account(ACC.stablesRacing, 'Yard racing', { hasChequeBooks: true, hasPayInBooks: true, hasChequeStatus: true }),
  account(ACC.holdingsEuro, 'Euro account'),
  account(ACC.bloodstockRacing, 'Bloodstock racing', { hasPayInBooks: true }),
];

async function renderPage(accounts = CORP_ACCOUNTS, userId: keyof typeof DEMO_LOGINS = 'CORP1') {
  const client = createDigxClient();
  await postLogin(client, userId, DEMO_LOGINS[userId]);
  return renderWithProviders(<AccountServicesPage accounts={accounts} />, { client });
}

describe('AccountServicesPage', () => {
  it('offers only accounts with cheque books or pay-in books, and the books each has', async () => {
    const { user } = await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: ACCOUNT_SERVICES_TITLE })).toBeInTheDocument();
    const picker = screen.getByLabelText('Account');
    expect(within(picker).getAllByRole('option').map((o) => o.textContent)).toEqual([`Yard racing (${ACC.stablesRacing})`, `Bloodstock racing (${ACC.bloodstockRacing})`]);
    expect(screen.getByRole('button', { name: 'Request a cheque book' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cheque status' })).toBeInTheDocument();
    await user.selectOptions(picker, accountIdOf(ACC.bloodstockRacing).value);
    expect(screen.queryByRole('button', { name: 'Request a cheque book' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request a pay-in book' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Cheque status' })).not.toBeInTheDocument();
  });

  it('says so when no account has books', async () => {
    await renderPage([account(ACC.holdingsEuro, 'Euro account')]);
    expect(screen.getByText(NO_SERVICE_ACCOUNTS)).toBeInTheDocument();
  });

  it('requests a cheque book after confirmation, once even on a double click, and shows the reference', async () => {
    const recorder = recordRequests();
    const { user } = await renderPage();
    const before = bank.state.bookRequests.length;
    await user.click(screen.getByRole('button', { name: 'Request a cheque book' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Request a cheque book?' });
    await user.dblClick(within(dialog).getByRole('button', { name: 'Request cheque book' }));
    expect(await screen.findByText(/Your cheque book request has been sent/)).toHaveTextContent(/Reference: CBR\d{8}/);
    expect(await recorder.to('cz/v1/chequebookRequest', 'POST')).toHaveLength(1);
    expect(await recorder.to('cz/v1/chequebookRequest/prepare', 'GET')).toHaveLength(1);
    expect(bank.state.bookRequests).toHaveLength(before + 1);
    expect(JSON.parse((await recorder.to('cz/v1/chequebookRequest', 'POST'))[0].body)).toEqual({ accNo: accountIdOf(ACC.stablesRacing).value });
    recorder.stop();
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const recorder = recordRequests();
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Request a pay-in book' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await recorder.to('cz/v1/payInBookRequest', 'POST')).toHaveLength(0);
    recorder.stop();
  });

  it('never offers a book again whose request may have reached the bank (a 500 on the send)', async () => {
    const recorder = recordRequests();
    injectFault('cz/v1/payInBookRequest', { kind: 'status', status: 500 }, { method: 'POST', times: 1 });
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Request a pay-in book' }));
    await user.click(screen.getByRole('button', { name: 'Request pay-in book' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(BOOK_MAYBE_SENT_TEXT);
    expect(screen.getByRole('button', { name: 'Request a pay-in book' })).toBeDisabled();
    expect(await recorder.to('cz/v1/payInBookRequest', 'POST')).toHaveLength(1);
  });

  it('keeps the screen usable with the message after a 500 on the check, and a retry works', async () => {
    injectFault('cz/v1/payInBookRequest/prepare', { kind: 'status', status: 500 }, { method: 'GET', times: 1 });
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Request a pay-in book' }));
    await user.click(screen.getByRole('button', { name: 'Request pay-in book' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toBe('');
    const again = screen.getByRole('button', { name: 'Request a pay-in book' });
    expect(again).toBeEnabled();
    await user.click(again);
    await user.click(screen.getByRole('button', { name: 'Request pay-in book' }));
    expect(await screen.findByText(/Your pay-in book request has been sent/)).toHaveTextContent(/Reference: PBR\d{8}/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('validates the cheque range before asking the bank', async () => {
    const recorder = recordRequests();
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Show cheque status' }));
    expect(await screen.findAllByText(CHEQUE_MESSAGES.required)).toHaveLength(2);
    await user.type(screen.getByLabelText(/Start cheque number/), '000000');
    await user.type(screen.getByLabelText(/End cheque number/), '010001');
    await user.click(screen.getByRole('button', { name: 'Show cheque status' }));
    expect(await screen.findAllByText(CHEQUE_MESSAGES.range)).toHaveLength(2);
    await user.clear(screen.getByLabelText(/Start cheque number/));
    await user.type(screen.getByLabelText(/Start cheque number/), '000200');
    await user.clear(screen.getByLabelText(/End cheque number/));
    await user.type(screen.getByLabelText(/End cheque number/), '000100');
    await user.click(screen.getByRole('button', { name: 'Show cheque status' }));
    expect(await screen.findByText(CHEQUE_MESSAGES.order)).toBeInTheDocument();
    expect(recorder.requests.filter((r) => r.path.endsWith('issuedCheques'))).toHaveLength(0);
    recorder.stop();
  });

  it('lists the cheques of the range with number, amount, paid date, status in words and reason', async () => {
    const { user } = await renderPage();
    await user.type(screen.getByLabelText(/Start cheque number/), '000001');
    await user.type(screen.getByLabelText(/End cheque number/), '000100');
    await user.click(screen.getByRole('button', { name: 'Show cheque status' }));
    const table = await screen.findByRole('table', { name: 'Cheques 000001 to 000100' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Cheque number', 'Amount', 'Paid date', 'Status', 'Reason']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    const statusOf = (row: HTMLElement) => within(row).getAllByRole('cell')[2].textContent;
    const statuses = new Set(rows.map(statusOf));
    // The first hundred leaves are all written: every status but Not Used.
    expect(statuses).toEqual(new Set(['Used', 'Stopped', 'Cancelled', 'Rejected', 'Hold']));
    const used = rows.find((row) => statusOf(row) === 'Used') as HTMLElement;
    expect(within(used).getAllByRole('cell')[0].textContent).toMatch(/£/);
    expect(within(used).getAllByRole('cell')[1].textContent).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    const stopped = rows.find((row) => statusOf(row) === 'Stopped') as HTMLElement;
    expect(within(stopped).getAllByRole('cell')[3].textContent).not.toBe('–');
  });

  it("asks with OBDX's query names and leaves out the paid date column when the bank sends none", async () => {
    const recorder = recordRequests();
    const { user } = await renderPage();
    await user.type(screen.getByLabelText(/Start cheque number/), '000300');
    await user.type(screen.getByLabelText(/End cheque number/), '000310');
    await user.click(screen.getByRole('button', { name: 'Show cheque status' }));
    const table = await screen.findByRole('table', { name: 'Cheques 000300 to 000310' });
    // Leaves after the last one written: Not Used, never paid, no reason.
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Cheque number', 'Amount', 'Status']);
    const [sent] = await recorder.to(`v1/accounts/demandDeposit/${accountIdOf(ACC.stablesRacing).value}/issuedCheques`, 'GET');
    expect(Object.fromEntries(sent.url.searchParams)).toMatchObject({ startChequeNo: '000300', endChequeNo: '000310' });
    recorder.stop();
  });

  it('has the bank check the account may see cheque status before asking for its cheques', async () => {
    const recorder = recordRequests();
    const { user } = await renderPage();
    await user.type(screen.getByLabelText(/Start cheque number/), '000001');
    await user.type(screen.getByLabelText(/End cheque number/), '000010');
    await user.click(screen.getByRole('button', { name: 'Show cheque status' }));
    await screen.findByRole('table', { name: 'Cheques 000001 to 000010' });
    const checks = await recorder.to('cz/v1/chequeStatus/prepare', 'GET');
    expect(checks.map((r) => r.url.searchParams.get('accNo'))).toEqual([accountIdOf(ACC.stablesRacing).value]);
    const [list] = await recorder.to(`v1/accounts/demandDeposit/${accountIdOf(ACC.stablesRacing).value}/issuedCheques`, 'GET');
    expect(recorder.requests.indexOf(checks[0])).toBeLessThan(recorder.requests.indexOf(list));
    recorder.stop();
  });

  it("says why when the bank's check refuses an account cheque status, asks for no cheques and keeps the range", async () => {
    const recorder = recordRequests();
    // The list offered it, but the bank holds no cheque status for this account.
    const { user } = await renderPage([account(ACC.bloodstockRacing, 'Bloodstock racing', { hasPayInBooks: true, hasChequeStatus: true })]);
    await user.type(screen.getByLabelText(/Start cheque number/), '000001');
    await user.type(screen.getByLabelText(/End cheque number/), '000010');
    await user.click(screen.getByRole('button', { name: 'Show cheque status' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MAPPED_MESSAGES.wrongDetails);
    expect(await recorder.to('cz/v1/chequeStatus/prepare', 'GET')).toHaveLength(1);
    expect(recorder.requests.filter((r) => r.path.endsWith('issuedCheques'))).toHaveLength(0);
    expect(screen.getByLabelText(/Start cheque number/)).toHaveValue('000001');
    expect(screen.getByLabelText(/End cheque number/)).toHaveValue('000010');
    recorder.stop();
  });

  it('says when the range holds no cheques', async () => {
    const { user } = await renderPage();
    await user.type(screen.getByLabelText(/Start cheque number/), '009000');
    await user.type(screen.getByLabelText(/End cheque number/), '009100');
    await user.click(screen.getByRole('button', { name: 'Show cheque status' }));
    expect(await screen.findByText(NO_CHEQUES)).toBeInTheDocument();
  });

  it('shows the list error with its code when the bank fails', async () => {
    injectFault(`v1/accounts/demandDeposit/${accountIdOf(ACC.stablesRacing).value}/issuedCheques`, { kind: 'status', status: 500 }, { method: 'GET', times: 1 });
    const { user } = await renderPage();
    await user.type(screen.getByLabelText(/Start cheque number/), '000001');
    await user.type(screen.getByLabelText(/End cheque number/), '000010');
    await user.click(screen.getByRole('button', { name: 'Show cheque status' }));
    expect(await screen.findByText('Error: Could not load results')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('table')).toBeInTheDocument());
  });
});
