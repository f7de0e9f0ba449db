/** /payments/bulk/all and /payments/bulk/file/{id} through the whole app (issue 9 "Track"). */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { BulkFileRecord, BulkRecordRecord } from '@mocks/digx/bank/types';
import { server } from '@mocks/digx/node';
import { bank, injectFault } from '@mocks/digx/testing';
import { BACK_TO_FILES, FILE_NOT_FOUND_TEXT } from '@/features/bulk/files/BulkFileScreen';
import { BULK_FILES_TITLE, WINDOW_LABEL } from '@/features/bulk/files/BulkFilesScreen';
import { NOT_PROCESSED_TEXT, RECORDS_TITLE } from '@/features/bulk/files/FileRecords';
import { addMonths } from '@/shared/lib/dates';
import { londonToday } from '@/shared/lib/london';
import * as download from '@/shared/lib/download';
import { openPayments } from '@/testing/paymentSteps';
import { recordRequests } from '@/testing/recordRequests';
import { axeViolations } from '@/testing/axeViolations';
import { narrowScreen } from '@/testing/narrowScreen';

const LIST_PATH = 'v1/fileUploads/files';

const filesTable = () => screen.getByRole('table', { name: /^Bulk files uploaded in/ });
const fileRows = () => within(filesTable()).getAllByRole('row').slice(1);
const rowOf = (fileName: string) => within(filesTable()).getByRole('rowheader', { name: fileName }).closest('tr') as HTMLElement;
const recordRows = () => within(screen.getByRole('table', { name: RECORDS_TITLE })).getAllByRole('row').slice(1);

/** CORP1's seeded files, by the start of their name (their names carry the month they were uploaded in). */
const seeded = (stem: string) => {
  const file = bank.state.bulkFiles.find((f) => f.fileUpload.fileName.startsWith(stem) && f.internal.ownerUserId === 'CORP1');
  if (!file) throw new Error(`No seeded file ${stem}`);
  return file;
};

async function openList() {
  const view = await openPayments('/payments/bulk/all', 'CORP1', { form: false });
  expect(await screen.findByRole('heading', { level: 1, name: BULK_FILES_TITLE })).toBeInTheDocument();
  await screen.findByRole('table', { name: /^Bulk files uploaded in/ });
  return view;
}

async function openFile(file: BulkFileRecord) {
  const view = await openPayments(`/payments/bulk/file/${file.fileUpload.key.id}`, 'CORP1', { form: false });
  expect(await screen.findByRole('heading', { level: 1, name: file.fileUpload.fileName })).toBeInTheDocument();
  return view;
}

/** More files of the party of `like`, uploaded today: enough to fill more than one page. */
function addFiles(like: BulkFileRecord, count: number) {
  for (let i = 0; i < count; i += 1) {
    const copy = structuredClone(like);
    copy.fileUpload.key.id = `99${String(i).padStart(10, '0')}`;
    copy.fileUpload.fileName = `Extra${i + 1}.csv`;
    bank.state.bulkFiles.push(copy);
  }
}

describe('/payments/bulk/all', () => {
  it('lists the files of the last 3 months, 25 a page, with the status word and details of each', async () => {
    const calls = recordRequests();
    await openList();
    const sentAll = await calls.to(LIST_PATH, 'GET');
    expect(sentAll).toHaveLength(1);
    const [sent] = sentAll;
    const today = londonToday();
    expect(Object.fromEntries(sent.url.searchParams)).toMatchObject({ pageNumber: '1', pageSize: '25', uploadDateStartRange: addMonths(today, -3), uploadDateEndRange: today });

    const words = fileRows().map((row) => within(row).getAllByRole('cell')[0].textContent);
    expect(new Set(words)).toEqual(new Set(['Successful', 'Rejected', 'Under process', 'File error']));
    expect(within(rowOf(seeded('SalesCommission').fileUpload.fileName)).getByText('File error')).toBeInTheDocument();
    expect(within(rowOf(seeded('Transport').fileUpload.fileName)).getByText('Rejected')).toBeInTheDocument();
    expect(within(rowOf(seeded('Farriers').fileUpload.fileName)).getByText('Under process')).toBeInTheDocument();
    // 150 days ago: outside the default window.
    expect(within(filesTable()).queryByRole('rowheader', { name: seeded('BoardingFees').fileUpload.fileName })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Bulk file pages' })).not.toBeInTheDocument();
    calls.stop();

    // Each row: the date, account, count, amount and records rejected, and a link to the file.
    const file = seeded('Jockeys');
    const cells = within(rowOf(file.fileUpload.fileName)).getAllByRole('cell').map((c) => c.textContent);
    const [status, uploaded, from, count, amount, rejected] = cells;
    expect(status).toBe('Successful');
    expect(uploaded).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/);
    // The account's title, then its number masked: read as 'ending 2014'.
    expect(from).toMatch(new RegExp(`^\\w.* ••••\u00a0${file.fileUpload.debitAccountId.displayValue.slice(-4)}ending ${file.fileUpload.debitAccountId.displayValue.slice(-4)}$`));
    expect(count).toBe(String(file.fileUpload.noOfRecords));
    expect(amount).toContain(file.fileUpload.totalAmount.amount.toLocaleString('en-GB', { minimumFractionDigits: 2 }));
    expect(rejected).toBe('2');
    expect(within(rowOf(file.fileUpload.fileName)).getByRole('link', { name: file.fileUpload.fileName })).toHaveAttribute('href', `/payments/bulk/file/${file.fileUpload.key.id}`);
    expect(screen.getByRole('link', { name: 'Upload a bulk file' })).toHaveAttribute('href', '/payments/bulk');
  });

  it('widens to a year on request, and asks the bank for the wider range', async () => {
    const { user } = await openList();
    const calls = recordRequests();
    await user.selectOptions(screen.getByRole('combobox', { name: WINDOW_LABEL }), 'Last year');
    expect(await screen.findByRole('table', { name: 'Bulk files uploaded in the last year' })).toBeInTheDocument();
    expect(rowOf(seeded('BoardingFees').fileUpload.fileName)).toBeInTheDocument();
    const sentAll = await calls.to(LIST_PATH, 'GET');
    expect(sentAll).toHaveLength(1);
    const [sent] = sentAll;
    const today = londonToday();
    expect(Object.fromEntries(sent.url.searchParams)).toMatchObject({ pageNumber: '1', pageSize: '25', uploadDateStartRange: addMonths(today, -12), uploadDateEndRange: today });
    calls.stop();
  });

  it('pages through more than 25 files, saying which page is shown', async () => {
    addFiles(seeded('Farriers'), 30);
    const { user } = await openList();
    expect(fileRows()).toHaveLength(25);
    const pages = screen.getByRole('navigation', { name: 'Bulk file pages' });
    expect(within(pages).getByRole('status')).toHaveTextContent('Page 1 of 2');
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(await axeViolations()).toEqual([]);
    const calls = recordRequests();
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(within(pages).getByRole('status')).toHaveTextContent('Page 2 of 2'));
    await screen.findByRole('table', { name: /^Bulk files uploaded in/ });
    const start = addMonths(londonToday(), -3);
    const inWindow = bank.state.bulkFiles.filter((f) => f.internal.ownerUserId === 'CORP1' && f.internal.uploadedOn.slice(0, 10) >= start);
    expect(fileRows()).toHaveLength(inWindow.length - 25);
    const [sent] = await calls.to(LIST_PATH, 'GET');
    expect(sent.url.searchParams.get('pageNumber')).toBe('2');
    expect(within(pages).getByRole('button', { name: 'Next page' })).toBeDisabled();
    calls.stop();
  });

  it('says when the list cannot be loaded, with its code, and tries again', async () => {
    injectFault(LIST_PATH, { kind: 'status', status: 500 }, { method: 'GET', times: 1 });
    const { user } = await openPayments('/payments/bulk/all', 'CORP1', { form: false });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error Code: 500');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: /^Bulk files uploaded in/ })).toBeInTheDocument();
  });

  it('shows only the files of the entity the customer switches to', async () => {
    const { user } = await openList();
    const holdings = seeded('Dividends');
    expect(fileRows().length).toBeGreaterThan(1);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Showing' }), 'Hambleton Hill Holdings Ltd');
    await waitFor(() => expect(fileRows()).toHaveLength(1));
    expect(rowOf(holdings.fileUpload.fileName)).toBeInTheDocument();
  });

  it('shows each file as a card on a narrow screen, every value with its name', async () => {
    narrowScreen();
    await openPayments('/payments/bulk/all', 'CORP1', { form: false });
    const cards = await screen.findByRole('list', { name: 'Bulk files uploaded in the last 3 months' });
    const file = seeded('Transport');
    const card = within(cards).getByRole('heading', { level: 2, name: file.fileUpload.fileName }).closest('li') as HTMLElement;
    expect(within(card).getByRole('link', { name: file.fileUpload.fileName })).toHaveAttribute('href', `/payments/bulk/file/${file.fileUpload.key.id}`);
    expect(within(card).getByText('Status', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Rejected');
    expect(within(card).getByText('Records rejected', { selector: 'dt' }).nextElementSibling).toHaveTextContent('3');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('says so when no file was uploaded in the window', async () => {
    bank.state.bulkFiles = bank.state.bulkFiles.filter((f) => f.internal.ownerUserId !== 'CORP1');
    await openPayments('/payments/bulk/all', 'CORP1', { form: false });
    expect(await screen.findByText('You have not uploaded any bulk files in the last 3 months.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

/**
 * A stock OBDX sends no recordsRejected or details (they come from the demo bank's extension layer):
 * the file's own fileStatus decides its word, and nothing claims a rejected count the bank never gave.
 */
describe('bulk files from a bank without the extension summary', () => {
  /** A seeded file as a stock OBDX sends it: the fileUpload alone (DIGX-CONTRACT.md), in the given status. */
  const stockShaped = (file: BulkFileRecord, fileStatus = file.fileUpload.fileStatus) => ({ fileUpload: { ...file.fileUpload, fileStatus } });

  it('the list reads each file by its status, and has no records-rejected column', async () => {
    const shown = [
      [seeded('Jockeys'), 'PROCESSED', 'Successful'],
      [seeded('Transport'), 'REJECTED', 'Rejected'],
      [seeded('Farriers'), 'PROCESSING_IN_PROGRESS', 'Under process'],
      [seeded('SalesCommission'), 'ERROR', 'File error'],
    ] as const;
    server.use(http.get('*/digx/v1/fileUploads/files', () =>
      HttpResponse.json({ totalCount: shown.length, fileDetails: shown.map(([file, status]) => stockShaped(file, status)) })));
    await openList();
    for (const [file, , word] of shown) expect(within(rowOf(file.fileUpload.fileName)).getAllByRole('cell')[0]).toHaveTextContent(word);
    expect(within(filesTable()).queryByRole('columnheader', { name: 'Records rejected' })).not.toBeInTheDocument();
    expect(within(filesTable()).getByRole('columnheader', { name: 'Amount' })).toBeInTheDocument();
  });

  it('a processed file reads Successful on its page, with no records-rejected line', async () => {
    const file = seeded('Jockeys');
    server.use(http.get('*/digx/v1/fileUploads/files', () => HttpResponse.json({ totalCount: 1, fileDetails: [stockShaped(file, 'PROCESSED')] })));
    await openFile(file);
    await screen.findByRole('table', { name: RECORDS_TITLE });
    const term = (name: string) => screen.queryByText(name, { selector: 'dt' })?.nextElementSibling?.textContent;
    expect(term('Status')).toBe('Successful');
    expect(term('Transactions')).toBe(String(file.fileUpload.noOfRecords));
    expect(term('Records rejected')).toBeUndefined();
    expect(screen.queryByText(/undefined|null/)).not.toBeInTheDocument();
  });
});

describe('/payments/bulk/file/{id}', () => {
  let saved: jest.SpyInstance<void, [Blob, string]>;
  beforeEach(() => {
    saved = jest.spyOn(download, 'downloadBlob').mockImplementation(() => undefined);
  });
  afterEach(() => saved.mockRestore());

  it('opens from the list and shows the file with its payments; a rejected payment says why', async () => {
    const file = seeded('Jockeys');
    const { user } = await openList();
    const calls = recordRequests();
    await user.click(within(rowOf(file.fileUpload.fileName)).getByRole('link'));
    expect(await screen.findByRole('heading', { level: 1, name: file.fileUpload.fileName })).toBeInTheDocument();
    await screen.findByRole('table', { name: RECORDS_TITLE });
    const term = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(term('Status')).toBe('Successful');
    expect(term('Transactions')).toBe('9');
    expect(term('Records rejected')).toBe('2');
    expect(term('Value date')).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
    expect(recordRows()).toHaveLength(9);
    const rejected = recordRows().filter((row) => row.textContent?.includes('Rejected'));
    expect(rejected).toHaveLength(2);
    expect(rejected.map((row) => row.textContent)).toEqual([expect.stringMatching(/Account number is incorrect|Account closed/), expect.stringMatching(/Account number is incorrect|Account closed/)]);
    const first = bank.state.bulkRecords[file.fileUpload.key.id][0];
    expect(within(recordRows()[0]).getByRole('rowheader')).toHaveTextContent(first.beneficiaryName);
    expect(recordRows()[0]).toHaveTextContent(first.reference);
    expect(within(recordRows()[0]).getByText(`ending ${first.creditAccountId.displayValue.slice(-4)}`)).toBeInTheDocument();
    const [sent] = await calls.to(`${LIST_PATH}/${file.fileUpload.key.id}/records`, 'GET');
    expect(Object.fromEntries(sent.url.searchParams)).toMatchObject({ pageNumber: '1', pageSize: '25', transactionType: 'DTF' });
    // The file itself comes from the list, by its id, as OBDX's own file page asks for it.
    const asked = (await calls.to(LIST_PATH, 'GET')).map((r) => Object.fromEntries(r.url.searchParams));
    expect(asked).toContainEqual(expect.objectContaining({ fileId: file.fileUpload.key.id }));
    expect(screen.getByRole('link', { name: BACK_TO_FILES })).toHaveAttribute('href', '/payments/bulk/all');
    // A file that was read offers its response file; the bank has no error log for it.
    expect(screen.getByRole('button', { name: 'Download the response file' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Download the error log' })).not.toBeInTheDocument();
    calls.stop();
  });

  it.each([['table'], ['list']])('a file page passes axe with its payments as a %s', async (role) => {
    if (role === 'list') narrowScreen();
    await openFile(seeded('Jockeys'));
    await screen.findByRole(role, { name: RECORDS_TITLE });
    expect(await axeViolations()).toEqual([]);
  });

  it('pages through more than 25 payments', async () => {
    const file = seeded('Jockeys');
    const records = bank.state.bulkRecords[file.fileUpload.key.id];
    bank.state.bulkRecords[file.fileUpload.key.id] = Array.from({ length: 30 }, (_, i): BulkRecordRecord => ({ ...records[i % records.length], recRefId: `R${i + 1}`, beneficiaryName: `Payee ${i + 1}` }));
    const { user } = await openFile(file);
    await screen.findByRole('table', { name: RECORDS_TITLE });
    expect(recordRows()).toHaveLength(25);
    const pages = screen.getByRole('navigation', { name: 'Payment pages' });
    expect(within(pages).getByRole('status')).toHaveTextContent('Page 1 of 2');
    const calls = recordRequests();
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(recordRows()).toHaveLength(5));
    expect(within(recordRows()[0]).getByRole('rowheader')).toHaveTextContent('Payee 26');
    expect(within(pages).getByRole('status')).toHaveTextContent('Page 2 of 2');
    const [sent] = await calls.to(`${LIST_PATH}/${file.fileUpload.key.id}/records`, 'GET');
    expect(sent.url.searchParams.get('pageNumber')).toBe('2');
    calls.stop();
  });

  it('downloads the response file as the bank names it', async () => {
    const file = seeded('Jockeys');
    const { user } = await openFile(file);
    await user.click(await screen.findByRole('button', { name: 'Download the response file' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    const [blob, name] = saved.mock.calls[0];
    expect(name).toBe(`${file.fileUpload.fileName.replace(/\.csv$/, '')}_response.csv`);
    expect(blob.type).toBe('text/csv');
    expect(await blob.text()).toContain('Account number is incorrect');
  });

  it('a file the bank could not read has no payments and offers only its XML error log', async () => {
    const file = seeded('SalesCommission');
    const { user } = await openFile(file);
    expect(screen.getByText('Status', { selector: 'dt' }).nextElementSibling).toHaveTextContent('File error');
    expect(screen.getByText(NOT_PROCESSED_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download the response file' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download the error log' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    const [blob, name] = saved.mock.calls[0];
    expect(name).toBe(`${file.fileUpload.fileName.replace(/\.csv$/, '')}_errors.xml`);
    expect(blob.type).toBe('application/xml');
    expect(await blob.text()).toContain('Bad sort code on row 3.');
  });

  it.each([
    ['response file', 'text/csv', 'Quarterly.csv'],
    ['error log', 'application/xml', 'Quarterly.xml'],
  ])("saves the %s as the kind of file the app asked for, whatever type and name the bank's answer claims", async (kind, type, name) => {
    // A same-origin blob of the bank's choosing (text/html, image/svg+xml) would run script wherever a
    // browser opens the blob instead of saving it; the app decides what a download is.
    server.use(http.get('*/digx/cz/v1/fileUploads/files/:id/responsefile', () =>
      HttpResponse.json({ documentName: 'Quarterly.html', contentType: 'text/html', documentContents: btoa('<script>parent.__xss("bulk")</script>') })));
    const { user } = await openFile(seeded(kind === 'error log' ? 'SalesCommission' : 'Jockeys'));
    await user.click(await screen.findByRole('button', { name: `Download the ${kind}` }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    const [blob, saveAs] = saved.mock.calls[0];
    expect(blob.type).toBe(type);
    expect(saveAs).toBe(name);
  });

  it('a failed download says so and keeps the page', async () => {
    const file = seeded('Jockeys');
    injectFault(`cz/v1/fileUploads/files/${file.fileUpload.key.id}/responsefile`, { kind: 'status', status: 500 }, { method: 'GET', times: 1 });
    const { user } = await openFile(file);
    await screen.findByRole('table', { name: RECORDS_TITLE });
    await user.click(screen.getByRole('button', { name: 'Download the response file' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The response file could not be downloaded.');
    expect(saved).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1, name: file.fileUpload.fileName })).toBeInTheDocument();
    expect(recordRows()).toHaveLength(9);
    // It can be tried again.
    await user.click(screen.getByRole('button', { name: 'Download the response file' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when the file cannot be loaded, and tries again', async () => {
    const file = seeded('Jockeys');
    injectFault(LIST_PATH, { kind: 'status', status: 500 }, { method: 'GET', times: 1 });
    const { user } = await openPayments(`/payments/bulk/file/${file.fileUpload.key.id}`, 'CORP1', { form: false });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error Code: 500');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: file.fileUpload.fileName })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: RECORDS_TITLE })).toBeInTheDocument();
  });

  it('says when the file cannot be found, and the way back', async () => {
    await openPayments('/payments/bulk/file/123', 'CORP1', { form: false });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(FILE_NOT_FOUND_TEXT);
    expect(within(alert).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: BACK_TO_FILES })).toBeInTheDocument();
  });
});
