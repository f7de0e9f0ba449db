/** /payments/bulk through the whole app against the fake bank: verify, confirm, track (issue 9). */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { ACC } from '@mocks/digx/bank/seed';
import { FILE_IDENTIFIERS } from '@mocks/digx/bank/seed/fileIdentifiers';
import { server } from '@mocks/digx/node';
import { PARTY } from '@mocks/digx/bank/seed/parties';
import { FUNCTION_TASK_CODES } from '@mocks/digx/bank/types';
import { bank, injectFault } from '@mocks/digx/testing';
import { BULK_LIMIT_MESSAGES } from '@/features/bulk/rules/bulkLimits';
import { BULK_ROW_MESSAGES } from '@/features/bulk/rules/rowRules';
import obdxMappings from '@/features/bulk/obdx-userFileIdentifiersMappings.json';
import { declareSize, workbookBytes } from '@/features/bulk/rules/testing/zipBytes';
import { FILE_ERROR_TEXT } from '@/features/bulk/upload/BulkUploadOutcome';
import { UNSURE_TEXT } from '@/features/bulk/upload/BulkUploadScreen';
import { MAPPED_MESSAGES } from '@/shared/api/errorMessages';
import { openPayments, type User } from '@/testing/paymentSteps';
import { recordRequests } from '@/testing/recordRequests';

type Row = [string, string, string, string, string, string];
const row = (n: number, amount = '125.50', account = String(11223300 + n)): Row => [`Payee ${n}`, '200000', account, 'FP', `INVOICE ${n}`, amount];
const csv = (rows: readonly (readonly string[])[]) => `name,sortCode,accountNumber,type,reference,amount\n${rows.map((r) => r.join(',')).join('\n')}\n`;
const csvFile = (name: string, rows: readonly (readonly string[])[]) => new File([csv(rows)], name, { type: 'text/csv' });

async function open() {
  const view = await openPayments('/payments/bulk', 'CORP1');
  return view;
}

async function chooseAndCheck(user: User, file: File, account: RegExp = /^Yard racing/) {
  const form = screen.getByRole('form', { name: 'Upload a bulk file' });
  const select = within(form).getByRole('combobox', { name: 'Pay from' });
  await user.selectOptions(select, within(select).getByRole('option', { name: account }));
  await user.upload(within(form).getByLabelText('Payment file'), file);
  await user.click(within(form).getByRole('button', { name: 'Check the file' }));
}

async function answerPasscode(user: User) {
  const otp = await screen.findByRole('dialog', { name: 'Enter your one-time passcode' });
  // SPEC.md section 4: the bulk upload's two-factor step cannot be cancelled.
  expect(within(otp).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  await user.type(within(otp).getByLabelText('One-time passcode'), '123456');
  await user.click(within(otp).getByRole('button', { name: 'Confirm' }));
}

const filesNamed = (name: string) => bank.state.bulkFiles.filter((f) => f.fileUpload.fileName === name);

describe('uploading a bulk file', () => {
  it('checks a good CSV, shows what will be paid, and sends it once with the passcode', async () => {
    const { user } = await open();
    const log = recordRequests();
    await chooseAndCheck(user, csvFile('Suppliers Week 48.csv', [row(1), row(2, '74.50'), row(3, '300', '11223301')]));
    const summary = await screen.findByRole('region', { name: 'Check and send' });
    expect(summary).toHaveTextContent('Payments3');
    expect(summary).toHaveTextContent('Payees2');
    expect(summary).toHaveTextContent('£500.00');
    expect(summary).toHaveTextContent(/09:00/);
    const send = within(summary).getByRole('button', { name: 'Send the file' });
    await user.dblClick(send);
    await answerPasscode(user);
    const done = await screen.findByRole('region', { name: 'Your file has been sent' });
    const [file] = filesNamed('Suppliers Week 48.csv');
    expect(done).toHaveTextContent(`Reference ${file.fileUpload.key.id}`);
    expect(file.fileUpload).toMatchObject({ noOfRecords: 3, totalAmount: { amount: 500 } });
    // The first POST met the challenge; the replay carried the passcode; nothing else was sent.
    expect(await log.to('cz/v1/fileUploads/files', 'POST')).toHaveLength(2);
  });

  it("sends every upload field SPEC.md lists, the file's content base64 both as fileData and as fileContent", async () => {
    const rows = [row(1), row(2, '74.50')];
    const { user } = await open();
    const log = recordRequests();
    await chooseAndCheck(user, csvFile('Fields.csv', rows));
    await user.click(within(await screen.findByRole('region', { name: 'Check and send' })).getByRole('button', { name: 'Send the file' }));
    await answerPasscode(user);
    await screen.findByRole('region', { name: 'Your file has been sent' });
    const base64 = Buffer.from(csv(rows)).toString('base64');
    const bodies = (await log.to('cz/v1/fileUploads/files', 'POST')).map((r) => JSON.parse(r.body) as Record<string, unknown>);
    expect(bodies).toHaveLength(2);
    for (const body of bodies) {
      expect(Object.keys(body)).toEqual(
        expect.arrayContaining(['fileName', 'fileContent', 'fileIdentifier', 'debitAccountId', 'customerId', 'valueDate', 'accountId', 'date', 'fileData']),
      );
      expect(body).toMatchObject({ fileName: 'Fields.csv', fileData: base64, fileContent: base64 });
    }
  });

  it('checks a good XLSX and it appears in the file list', async () => {
    const XLSX = await import('xlsx');
    const sheet = XLSX.utils.aoa_to_sheet([['name', 'sortCode', 'accountNumber', 'type', 'reference', 'amount'], ['A Kowalski', '200000', '40915582', 'BACS', 'WAGES', 612.4], ['B Hennessy', '309634', '14478209', 'FP', 'WAGES', 580]]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Payments');
    const bytes = XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
    const { user } = await open();
    await chooseAndCheck(user, new File([bytes], 'Wages November.xlsx'));
    const summary = await screen.findByRole('region', { name: 'Check and send' });
    expect(summary).toHaveTextContent('£1,192.40');
    await user.click(within(summary).getByRole('button', { name: 'Send the file' }));
    await answerPasscode(user);
    await screen.findByRole('region', { name: 'Your file has been sent' });
    await user.click(screen.getByRole('link', { name: 'All bulk files' }));
    expect(await screen.findByRole('link', { name: /Wages November\.xlsx/ })).toBeInTheDocument();
  });

  it('lists the first five problems of a file with 12 bad rows, counts the rest, and sends nothing', async () => {
    const { user } = await open();
    const log = recordRequests();
    const bad = Array.from({ length: 12 }, (_, i): Row => [`Payee ${i}`, '2000', '11223344', 'FP', 'REF', '10']);
    await chooseAndCheck(user, csvFile('Bad rows.csv', bad));
    const problems = await screen.findByRole('alert', { name: 'There are 12 problems with this file' });
    const items = within(problems).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([2, 3, 4, 5, 6].map((n) => BULK_ROW_MESSAGES.sortCode(n)));
    expect(problems).toHaveTextContent('and 7 more errors.');
    expect(screen.queryByRole('button', { name: 'Send the file' })).not.toBeInTheDocument();
    expect(log.requests.filter((r) => r.path.includes('fileUploads/files'))).toHaveLength(0);
  });

  it.each<[string, () => Row[], RegExp, (string | RegExp)[]]>([
    ['a payment above the per-payment limit', () => [row(1, '40000')], /^Yard racing/, [BULK_LIMIT_MESSAGES.amountTooBig(2, 30000)]],
    ['a payment below the minimum', () => [row(1, '4.99')], /^Yard racing/, [BULK_LIMIT_MESSAGES.amountTooSmall(2, 5)]],
    ['more payments than one file may hold', () => Array.from({ length: 501 }, (_, i) => row(i, '5')), /^Yard racing/, [BULK_LIMIT_MESSAGES.countTooBig(501, 500)]],
    ['a total above the file limit', () => Array.from({ length: 6 }, (_, i) => row(i, '29000')), /^Yard racing/, [/is above the limit of £150,000\.00 for one bulk file/]],
    ['more than the account holds', () => Array.from({ length: 4 }, (_, i) => row(i, '45000')), /^Holdings/, [BULK_LIMIT_MESSAGES.funds]],
  ])('refuses %s before anything is sent', async (_label, rows, account, messages) => {
    const { user } = await open();
    const log = recordRequests();
    await chooseAndCheck(user, csvFile('Limits.csv', rows()), account);
    const problems = await screen.findByRole('alert', { name: /problems? with this file/ });
    for (const message of messages) expect(problems).toHaveTextContent(message);
    expect(log.requests.filter((r) => r.path.includes('fileUploads/files'))).toHaveLength(0);
  });

  it.each([
    ['the daily amount', { amount: 149_000 * 100, count: 0 }, BULK_LIMIT_MESSAGES.dailyLimit],
    ['the daily count', { amount: 0, count: 500 }, /daily/i],
  ])('refuses a file over %s left today', async (_label, used, message) => {
    const record = bank.state.limitUtilization.find((u) => u.entityType === 'PARTY' && u.entityId === PARTY.stables && u.utilizationId === FUNCTION_TASK_CODES.bulkUpload[0]);
    expect(record).toBeDefined();
    Object.assign(record!, { count: used.count, amount: { ...record!.amount, amount: used.amount / 100 } });
    const { user } = await open();
    await chooseAndCheck(user, csvFile('Daily.csv', [row(1, '2000')]));
    expect(await screen.findByRole('alert', { name: /problem with this file/ })).toHaveTextContent(message);
  });

  it('refuses a file over 15 MB before reading it, keeps what was chosen, and sends nothing', async () => {
    const { user } = await open();
    const log = recordRequests();
    const read = jest.spyOn(FileReader.prototype, 'readAsArrayBuffer');
    // A good file that says it is 16 MB: were it read, it would pass its check.
    const file = csvFile('Big payroll.csv', [row(1)]);
    Object.defineProperty(file, 'size', { value: 16 * 1024 * 1024 });
    await chooseAndCheck(user, file);
    const message = 'This file is larger than 15 MB. Please split it into smaller files and upload each one.';
    expect(await screen.findByRole('group', { name: 'There is a problem' })).toHaveTextContent(message);
    expect(screen.getByLabelText('Payment file')).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(screen.getByRole('combobox', { name: 'Pay from' })).toHaveDisplayValue(/^Yard racing/);
    expect(screen.queryByText('Checking your file…')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Check and send' })).not.toBeInTheDocument();
    expect(read).not.toHaveBeenCalled();
    expect(log.requests.filter((r) => r.path.includes('fileUploads/files'))).toHaveLength(0);
    read.mockRestore();
  });

  it('refuses a small workbook whose zip declares a 3 GB sheet, without unpacking it, and sends nothing', async () => {
    const bytes = declareSize(workbookBytes([['name', 'sortCode', 'accountNumber', 'type', 'reference', 'amount'], ['A Kowalski', '200000', '40915582', 'BACS', 'WAGES', 612.4]]), 'xl/worksheets/sheet1.xml', 3 * 2 ** 30);
    expect(bytes.length).toBeLessThan(20_000);
    const { user } = await open();
    const log = recordRequests();
    await chooseAndCheck(user, new File([bytes], 'payroll.xlsx'));
    const problems = await screen.findByRole('alert', { name: 'There is a problem with this file' });
    expect(problems).toHaveTextContent('This workbook is larger than 50 MB once unpacked. Please keep only the payment rows in it, or save it as .csv, and retry.');
    expect(screen.queryByRole('region', { name: 'Check and send' })).not.toBeInTheDocument();
    expect(log.requests.filter((r) => r.path.includes('fileUploads/files'))).toHaveLength(0);
  });

  it('keeps the form as chosen when the bank refuses the file, and sends again only after a new check', async () => {
    const { user } = await open();
    const seeded = bank.state.bulkFiles.find((f) => f.fileUpload.debitAccountId.value === bank.state.accounts[Object.keys(bank.state.accounts).find((id) => bank.state.accounts[id].internal.accountNumber === ACC.stablesRacing)!].id.value)!;
    await chooseAndCheck(user, csvFile(seeded.fileUpload.fileName, [row(1)]));
    const summary = await screen.findByRole('region', { name: 'Check and send' });
    await user.click(within(summary).getByRole('button', { name: 'Send the file' }));
    await answerPasscode(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(MAPPED_MESSAGES.duplicateFileName);
    expect(screen.getByRole('combobox', { name: 'Pay from' })).toHaveValue(seeded.fileUpload.debitAccountId.value);
    expect(screen.queryByRole('button', { name: 'Send the file' })).not.toBeInTheDocument();
    expect(filesNamed(seeded.fileUpload.fileName)).toHaveLength(1);
  });

  it('says it cannot be sure when the send is lost, and offers no second send', async () => {
    const { user } = await open();
    injectFault('cz/v1/fileUploads/files', { kind: 'network' }, { method: 'POST', times: 1 });
    await chooseAndCheck(user, csvFile('Lost.csv', [row(1)]));
    await user.click(within(await screen.findByRole('region', { name: 'Check and send' })).getByRole('button', { name: 'Send the file' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(UNSURE_TEXT);
    expect(screen.queryByRole('button', { name: 'Send the file' })).not.toBeInTheDocument();
  });

  it('tells a customer who may only view bulk files that they cannot upload', async () => {
    const corp = bank.state.users.CORP1;
    corp.allowedTransactions = corp.allowedTransactions.filter((code) => !FUNCTION_TASK_CODES.bulkUpload.includes(code));
    await openPayments('/payments/bulk', 'CORP1', { form: false });
    expect(await screen.findByText('You can see your bulk files, but not upload them. To upload a file, contact your private bank team or racing bank team.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('tells a customer none of whose accounts can make bulk payments whom to ask', async () => {
    for (const account of Object.values(bank.state.accounts)) account.internal.capabilities.canMakeBulkPayment = false;
    await openPayments('/payments/bulk', 'CORP1', { form: false });
    expect(
      await screen.findByText('None of your accounts can make bulk payments. To set this up, contact your private bank team or racing bank team.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});

describe('permissions (issue 9: bulkUpload to upload, bulkView to track)', () => {
  it('tells a customer who may only upload that the file list is not theirs to see', async () => {
    const corp = bank.state.users.CORP1;
    corp.allowedTransactions = corp.allowedTransactions.filter((code) => !FUNCTION_TASK_CODES.bulkView.includes(code));
    const log = recordRequests();
    await openPayments('/payments/bulk/all', 'CORP1', { form: false });
    expect(await screen.findByText('You can upload bulk files, but not view them here. To see a file, contact your private bank team or racing bank team.')).toBeInTheDocument();
    expect(log.requests.filter((r) => r.path.includes('fileUploads/files'))).toHaveLength(0);
  });
});

/**
 * A stock OBDX's mappings answer (obdx-samples/fileUploads-userFileIdentifiersMappings.json): templates of
 * several transactions, and no party named. The profile's rule picks a DTF template, or none.
 */
describe('choosing the file identifier from a stock OBDX answer', () => {
  const answerMappings = (body: JsonBodyType) => server.use(http.get('*/digx/cz/v1/fileUploads/userFileIdentifiersMappings', () => HttpResponse.json(body)));
  const [internal, mixed] = obdxMappings.userTemplateRelationships;

  it('tells a user whose templates are for internal and mixed payments only that bulk is not set up, and sends nothing', async () => {
    answerMappings(obdxMappings);
    const { user } = await open();
    const log = recordRequests();
    await chooseAndCheck(user, csvFile('Internal only.csv', [row(1)]));
    expect(await screen.findByText('Bulk payments are not set up for this account. Please contact your private bank team or racing bank team.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Check and send' })).not.toBeInTheDocument();
    expect(log.requests.filter((r) => r.path.includes('fileUploads/files'))).toHaveLength(0);
  });

  it("sends with the UK domestic (DTF) template even when another comes first and none names a party", async () => {
    const domestic = structuredClone(internal);
    domestic.fileIdentifierRegistrationDTO.fileIdentifier = FILE_IDENTIFIERS[PARTY.stables];
    domestic.fileIdentifierRegistrationDTO.fileTemplateDTO.transaction = 'DTF';
    answerMappings({ ...obdxMappings, userTemplateRelationships: [internal, mixed, domestic] });
    const { user } = await open();
    const log = recordRequests();
    await chooseAndCheck(user, csvFile('Domestic.csv', [row(1)]));
    await user.click(within(await screen.findByRole('region', { name: 'Check and send' })).getByRole('button', { name: 'Send the file' }));
    await answerPasscode(user);
    await screen.findByRole('region', { name: 'Your file has been sent' });
    const sent = await log.to('cz/v1/fileUploads/files', 'POST');
    expect(sent.map((r) => JSON.parse(r.body).fileIdentifier)).toEqual([FILE_IDENTIFIERS[PARTY.stables], FILE_IDENTIFIERS[PARTY.stables]]);
    expect(filesNamed('Domestic.csv')).toHaveLength(1);
  });
});

describe('following a sent file (SPEC.md: polled after 5 s, only on a bulk page)', () => {
  it('reads the file list 5 s after the send and shows a file error', async () => {
    const { user } = await open();
    await chooseAndCheck(user, csvFile('ERROR test.csv', [row(1)]));
    await user.click(within(await screen.findByRole('region', { name: 'Check and send' })).getByRole('button', { name: 'Send the file' }));
    await answerPasscode(user);
    await screen.findByRole('region', { name: 'Your file has been sent' });
    const log = recordRequests();
    await new Promise((resolve) => setTimeout(resolve, 4000));
    expect(log.requests.filter((r) => r.path === 'v1/fileUploads/files')).toHaveLength(0);
    expect(await screen.findByText(FILE_ERROR_TEXT, {}, { timeout: 4000 })).toBeInTheDocument();
    expect(log.requests.filter((r) => r.path === 'v1/fileUploads/files').length).toBeGreaterThan(0);
  }, 15000);

  it('stops when the customer leaves the bulk pages', async () => {
    const { user } = await open();
    await chooseAndCheck(user, csvFile('Leaving.csv', [row(1)]));
    await user.click(within(await screen.findByRole('region', { name: 'Check and send' })).getByRole('button', { name: 'Send the file' }));
    await answerPasscode(user);
    await screen.findByRole('region', { name: 'Your file has been sent' });
    const log = recordRequests();
    await user.click(screen.getByRole('link', { name: 'Details & settings' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Your file has been sent' })).not.toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 6000));
    expect(log.requests.filter((r) => r.path === 'v1/fileUploads/files')).toHaveLength(0);
  }, 15000);
});
