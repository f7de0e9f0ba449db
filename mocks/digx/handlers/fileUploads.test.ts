import { digxFailure } from '../../../src/testing/digxFailure';
import { ACC, accountIdOf, PARTY } from '../bank/seed';
import { bank, fixBankClock, logInAs, setBankSessionIdle, withOtp } from '../testing';
import {
  csv, download, fileItem, GOOD_ROWS, listFiles, recordsOf, STABLES_RACING, uploadFile, uploadRequest,
} from '../testing/fileUploadTestKit';

/** Bulk file upload, list, records and downloads through the app's real client (rules: fileUploads.ts header). */

// Monday 08:00 in London: before the 09:00 cut-off, so today is a possible value date.
beforeEach(() => fixBankClock('2025-06-16T07:00:00Z'));

const TOMORROW = '2025-06-17';
const filesOf = (partyNumber: string) => bank.state.bulkFiles.filter((f) => bank.state.parties[f.internal.partyId].partyNumber === partyNumber);

describe('file identifier mappings', () => {
  it('answers one mapping per party of the user, with the party beside the OBDX keys', async () => {
    const { data } = await (await logInAs('CORP1')).request<{ userTemplateRelationships: Record<string, unknown>[] }>({ method: 'GET', path: 'cz/v1/fileUploads/userFileIdentifiersMappings' });
    expect(data.userTemplateRelationships.map((m) => m.customerId)).toEqual([PARTY.stables, PARTY.holdings, PARTY.bloodstock]);
    expect(data.userTemplateRelationships[0]).toMatchObject({
      fileIdentifierRegistrationDTO: { fileIdentifier: 'HHRS_UKDOM_SDMC', approvalType: 'F', fileTemplateDTO: { transaction: 'DTF', formatType: 'CSV' } },
      userId: 'CORP1', partyId: { displayValue: '***731', value: expect.any(String) },
    });
    expect(data.userTemplateRelationships[0]).not.toHaveProperty('internal');
  });

  it('narrows to the X-Target-Unit entity and answers none for a user without bulk', async () => {
    const narrowed = await (await logInAs('CORP1', PARTY.holdings)).request<{ userTemplateRelationships: { customerId: string }[] }>({ method: 'GET', path: 'v1/fileUploads/userFileIdentifiersMappings' });
    expect(narrowed.data.userTemplateRelationships.map((m) => m.customerId)).toEqual([PARTY.holdings]);
    const retail = await (await logInAs('RETAIL1')).request<{ userTemplateRelationships: unknown[] }>({ method: 'GET', path: 'cz/v1/fileUploads/userFileIdentifiersMappings' });
    expect(retail.data.userTemplateRelationships).toEqual([]);
  });
});

describe('uploading a file', () => {
  it('asks for the passcode, then stores the file VERIFIED with its records, an activity item and the limit use', async () => {
    const client = await logInAs('CORP1');
    const before = bank.state.bulkFiles.length;
    const partyUse = () => bank.state.limitUtilization.find((u) => u.entityType === 'PARTY' && u.entityId === PARTY.stables && u.utilizationId === 'FU_F_BLK');
    const used = { count: partyUse()?.count ?? 0, pennies: Math.round((partyUse()?.amount.amount ?? 0) * 100) };
    const answer = await uploadFile(client, { fileName: 'Yard June.csv', valueDate: TOMORROW, fileIdentifier: 'HHRS_UKDOM_SDMC', customerId: PARTY.stables });
    expect(answer.status).toBe(201);
    const id = answer.data.referenceNumber;
    expect(answer.data).toMatchObject({ fileId: id, status: { result: 'SUCCESSFUL', referenceNumber: id } });
    expect(bank.state.bulkFiles).toHaveLength(before + 1);

    const item = await fileItem(client, id);
    expect(item).toMatchObject({
      fileUpload: {
        key: { id }, fileName: 'Yard June.csv', fileStatus: 'VERIFIED', fileIdentifier: 'HHRS_UKDOM_SDMC', transaction: 'DTF', noOfRecords: 3,
        totalAmount: { currency: 'GBP', amount: 245.75 }, valueDate: `${TOMORROW}T00:00:00`, debitAccountId: { value: STABLES_RACING }, creationDate: '2025-06-16T07:00:00.000Z',
      },
      recordsRejected: 0, details: [{ statusCode: 'VERIFIED', count: 3 }],
    });
    expect(item).not.toHaveProperty('internal');
    const records = (await recordsOf(client, id, { transactionType: 'DTF' })).data;
    expect(records.totalCount).toBe(3);
    expect(records.recordDetails[0]).toMatchObject({
      recRefId: `${id}R001`, fileRefId: id, status: 'VERIFIED', currencyAmount: { currency: 'GBP', amount: 120.5 }, beneficiaryName: 'J Carver',
      creditAccountSortCode: '200000', creditAccountId: 'xxxxxxxxxxxx5678', paymentType: 'FP', reference: 'HAY JUNE', errorCode: null,
    });
    expect(records.recordDetails[0].debitAccountId).toBe(bank.state.accounts[STABLES_RACING].id.displayValue);

    const activity = bank.state.activity.find((a) => a.transactionSnapshot.fileId === id);
    expect(activity).toMatchObject({ transactionName: 'FU_F_BLK', discriminator: 'BULK_FILE', approvalDetails: { status: 'APPROVED' }, processingDetails: { status: 'P' }, remarks: 'Yard June.csv' });
    expect(partyUse()?.count).toBe(used.count + 3);
    expect(Math.round((partyUse()?.amount.amount ?? 0) * 100)).toBe(used.pennies + 24575);
  });

  it('stores nothing without the passcode or with a wrong one', async () => {
    const client = await logInAs('CORP1');
    const before = bank.state.bulkFiles.length;
    expect(await digxFailure(client.request(uploadRequest({ fileName: 'NoCode.csv' })))).toMatchObject({ kind: 'challenge', status: 417 });
    expect(await digxFailure(withOtp(client, uploadRequest({ fileName: 'NoCode.csv' }), '000000'))).toMatchObject({ kind: 'challenge', status: 417, code: 'DIGX_TFA_INVALID_OTP' });
    expect(bank.state.bulkFiles).toHaveLength(before);
  });

  it('takes the first possible value date when none is given: today before 09:00, else the next working day', async () => {
    setBankSessionIdle(Infinity); // four days pass within one session
    const client = await logInAs('CORP1');
    const early = await uploadFile(client, { fileName: 'Early.csv' });
    expect((await fileItem(client, early.data.fileId)).fileUpload.valueDate).toBe('2025-06-16T00:00:00');
    bank.clock.fix('2025-06-20T08:30:00Z'); // Friday 09:30 in London
    const late = await uploadFile(client, { fileName: 'Late.csv' });
    expect((await fileItem(client, late.data.fileId)).fileUpload.valueDate).toBe('2025-06-23T00:00:00');
  });

  it('reads an XLSX file and the SPEC upload field names accountId, date and fileContent', async () => {
    const XLSX = await import('xlsx');
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['K Patel', '560036', '87654321', 'FP', 'FEED', 99.99]]), 'Sheet1');
    const client = await logInAs('CORP1');
    const answer = await withOtp<{ fileId: string }>(client, {
      method: 'POST', path: 'cz/v1/fileUploads/files',
      body: { fileName: 'Feed.xlsx', accountId: ACC.stablesRacing, date: TOMORROW, fileContent: XLSX.write(book, { type: 'base64', bookType: 'xlsx' }) as string },
    });
    const item = await fileItem(client, answer.data.fileId);
    expect(item.fileUpload).toMatchObject({ fileStatus: 'VERIFIED', noOfRecords: 1, totalAmount: { amount: 99.99 } });
  });

  const own = { debitAccountId: { value: STABLES_RACING } };
  it.each([
    ['a name over 30 characters', { fileName: `${'A'.repeat(27)}.csv` }, 'nicknameOrReferenceLength'],
    ['a name with a dash', { fileName: 'Pay-roll.csv' }, 'alphanumericViolation'],
    ['a name with two extensions', { fileName: 'Payroll.csv.csv' }, 'alphanumericViolation'],
    ['a name without an extension', { fileName: 'Payroll' }, 'alphanumericViolation'],
    ['a text file', { fileName: 'Payroll.txt' }, 'wrongDetails'],
    ['no file name', { fileName: '' }, 'wrongDetails'],
    ["another customer's account", { fileName: 'A.csv', debitAccountId: { value: accountIdOf(ACC.everyday).value } }, 'accountDetailsNotFound'],
    ['an account without bulk payments', { fileName: 'A.csv', debitAccountId: { value: accountIdOf(ACC.bloodstockCurrent).value } }, 'accountNoDebits'],
    ["another party's customer id", { fileName: 'A.csv', customerId: PARTY.holdings, ...own }, 'wrongDetails'],
    ["another party's file identifier", { fileName: 'A.csv', fileIdentifier: 'HHHL_UKDOM_SDMC' }, 'wrongDetails'],
    ['a value date in the past', { fileName: 'A.csv', valueDate: '2025-06-13' }, 'wrongDetails'],
    ['a Saturday', { fileName: 'A.csv', valueDate: '2025-06-21' }, 'wrongDetails'],
    ['a bank holiday', { fileName: 'A.csv', valueDate: '2025-08-25' }, 'wrongDetails'],
    ['no base64', { fileName: 'A.csv', fileData: 'not base64!' }, 'wrongDetails'],
    ['a payment above the party maximum (30 000)', { fileName: 'A.csv', fileData: csv('J Carver,200000,12345678,FP,BIG,30000.01') }, 'transactionLimitExceeded'],
    ['a payment below the party minimum (5)', { fileName: 'A.csv', fileData: csv('J Carver,200000,12345678,FP,SMALL,4.99') }, 'transactionLimitExceeded'],
  ])('refuses %s', async (_name, body, meaning) => {
    const client = await logInAs('CORP1');
    const before = bank.state.bulkFiles.length;
    expect(await digxFailure(uploadFile(client, body))).toMatchObject({ status: 400, meaning });
    expect(bank.state.bulkFiles).toHaveLength(before);
  });

  it('takes a name of exactly 30 characters with spaces', async () => {
    expect((await uploadFile(await logInAs('CORP1'), { fileName: `Yard ${'B'.repeat(21)}.csv` })).status).toBe(201);
  });

  it('refuses a value date of today after the 09:00 cut-off', async () => {
    bank.clock.fix('2025-06-16T08:00:00Z');
    expect(await digxFailure(uploadFile(await logInAs('CORP1'), { fileName: 'A.csv', valueDate: '2025-06-16' }))).toMatchObject({ status: 400, meaning: 'cutOffPassed' });
  });

  it('refuses a file above the funds, and one above the daily amount or count', async () => {
    const client = await logInAs('CORP1');
    const account = bank.state.accounts[STABLES_RACING];
    if (account.type === 'CSA') account.availableBalance = { currency: 'GBP', amount: 200 };
    expect(await digxFailure(uploadFile(client, { fileName: 'A.csv' }))).toMatchObject({ status: 400, meaning: 'insufficientFunds' });
    if (account.type === 'CSA') account.availableBalance = { currency: 'GBP', amount: 500000 };
    const use = bank.state.limitUtilization.find((u) => u.entityType === 'PARTY' && u.entityId === PARTY.stables && u.utilizationId === 'FU_F_BLK');
    if (!use) throw new Error('no use record');
    Object.assign(use, { utilizationDate: '2025-06-16T00:00:00', count: 0, amount: { currency: 'GBP', amount: 149800 } });
    expect(await digxFailure(uploadFile(client, { fileName: 'A.csv' }))).toMatchObject({ status: 400, meaning: 'dailyLimitExceeded' });
    Object.assign(use, { count: 498, amount: { currency: 'GBP', amount: 0 } });
    expect(await digxFailure(uploadFile(client, { fileName: 'A.csv' }))).toMatchObject({ status: 400, meaning: 'dailyCumulativeLimitExceeded' });
  });

  it('refuses a user without bulk upload', async () => {
    const client = await logInAs('RETAIL1');
    expect(await digxFailure(uploadFile(client, { fileName: 'A.csv', debitAccountId: { value: accountIdOf(ACC.everyday).value } }))).toMatchObject({ status: 400, meaning: 'accessDenied' });
    expect(await digxFailure(listFiles(client))).toMatchObject({ status: 400, meaning: 'accessDenied' });
  });
});

describe('duplicates', () => {
  it('refuses the same name again for the party (any case), and a seeded file name, but not in another party', async () => {
    const client = await logInAs('CORP1');
    expect((await uploadFile(client, { fileName: 'Wages.csv' })).status).toBe(201);
    expect(await digxFailure(uploadFile(client, { fileName: 'WAGES.CSV' }))).toMatchObject({ status: 400, meaning: 'duplicateFileName' });
    const seeded = filesOf(PARTY.stables)[0].fileUpload.fileName;
    expect(await digxFailure(uploadFile(client, { fileName: seeded }))).toMatchObject({ status: 400, meaning: 'duplicateFileName' });
    const other = await uploadFile(client, { fileName: 'Wages.csv', debitAccountId: { value: accountIdOf(ACC.holdingsCurrent).value } });
    expect(other.status).toBe(201);
  });

  it('never stores a double submission twice: the replayed passcode is spent, and the name is then taken', async () => {
    const client = await logInAs('CORP1');
    const request = uploadRequest({ fileName: 'Twice.csv' });
    const asked = await digxFailure(client.request(request));
    const challengeResponse = { authType: 'OTP' as const, otp: '123456', referenceNo: asked.challenge?.referenceNo as string };
    expect((await client.request({ ...request, challengeResponse })).status).toBe(201);
    expect(await digxFailure(client.request({ ...request, challengeResponse }))).toMatchObject({ status: 417 });
    expect(await digxFailure(withOtp(client, request))).toMatchObject({ status: 400, meaning: 'duplicateFileName' });
    expect(bank.state.bulkFiles.filter((f) => f.fileUpload.fileName === 'Twice.csv')).toHaveLength(1);
  });
});

describe('file list', () => {
  it("lists the user's files of the last 3 months, newest first, under v1 and cz/v1", async () => {
    const client = await logInAs('CORP1');
    const { data } = await listFiles(client);
    const expected = bank.state.bulkFiles.filter((f) => f.internal.uploadedOn >= '2025-03-16').sort((a, b) => b.fileUpload.creationDate.localeCompare(a.fileUpload.creationDate));
    expect(data.totalCount).toBe(expected.length);
    expect(data.fileDetails.map((f) => f.fileUpload.key.id)).toEqual(expected.map((f) => f.fileUpload.key.id));
    expect(data.fileDetails[0]).not.toHaveProperty('internal');
    expect((await listFiles(client, {}, 'cz/v1')).data).toEqual(data);
  });

  it('widens the range up to a year, pages, and refuses bad ranges', async () => {
    const client = await logInAs('CORP1');
    const year = await listFiles(client, { uploadDateStartRange: '2024-06-16', uploadDateEndRange: '2025-06-16' });
    expect(year.data.totalCount).toBe(bank.state.bulkFiles.length);
    const page = await listFiles(client, { fromDate: '2024-06-16', toDate: '2025-06-16', pageSize: 3, pageNumber: 2 });
    expect(page.data.totalCount).toBe(year.data.totalCount);
    expect(page.data.fileDetails.map((f) => f.fileUpload.key.id)).toEqual(year.data.fileDetails.slice(3, 6).map((f) => f.fileUpload.key.id));
    const bad: Record<string, string | number>[] = [{ uploadDateStartRange: '2024-06-15', uploadDateEndRange: '2025-06-16' }, { uploadDateStartRange: '2025-06-16', uploadDateEndRange: '2025-06-01' }, { uploadDateStartRange: '2025-02-30' }, { pageNumber: 0 }, { pageSize: 101 }];
    for (const params of bad) {
      expect(await digxFailure(listFiles(client, params))).toMatchObject({ status: 400, meaning: 'wrongDetails' });
    }
  });

  it("narrows to the X-Target-Unit entity and refuses another entity's file", async () => {
    const client = await logInAs('CORP1', PARTY.holdings);
    const { data } = await listFiles(client, { uploadDateStartRange: '2024-06-16' });
    expect(data.fileDetails.map((f) => f.fileUpload.key.id)).toEqual(filesOf(PARTY.holdings).map((f) => f.fileUpload.key.id));
    const stables = filesOf(PARTY.stables)[0].fileUpload.key.id;
    expect((await listFiles(client, { fileId: stables })).data).toMatchObject({ totalCount: 0, fileDetails: [] });
    expect(await digxFailure(recordsOf(client, stables))).toMatchObject({ status: 400, meaning: 'wrongDetails' });
    expect(await digxFailure(uploadFile(client, { fileName: 'Elsewhere.csv' }))).toMatchObject({ status: 400, meaning: 'accountDetailsNotFound' });
  });

  it('answers one file by fileId, as OBDX asks for it, whenever it was uploaded, under v1 and cz/v1', async () => {
    const client = await logInAs('CORP1');
    const old = [...bank.state.bulkFiles].sort((a, b) => a.internal.uploadedOn.localeCompare(b.internal.uploadedOn))[0];
    expect(old.internal.uploadedOn < '2025-03-16').toBe(true);
    const { data } = await listFiles(client, { fileId: old.fileUpload.key.id });
    expect(data).toMatchObject({ totalCount: 1, fileDetails: [{ fileUpload: { key: { id: old.fileUpload.key.id }, fileName: old.fileUpload.fileName }, recordsRejected: old.recordsRejected }] });
    expect(data.fileDetails[0]).not.toHaveProperty('internal');
    expect((await listFiles(client, { fileId: old.fileUpload.key.id }, 'cz/v1')).data).toEqual(data);
    expect((await listFiles(client, { fileId: '999' })).data).toMatchObject({ totalCount: 0, fileDetails: [] });
  });

  it('pages the records and matches no other transaction type', async () => {
    const client = await logInAs('CORP1');
    const id = (await uploadFile(client, { fileName: 'Pages.csv' })).data.fileId;
    expect((await recordsOf(client, id, { pageSize: 2, pageNumber: 2 })).data).toMatchObject({ totalCount: 3, recordDetails: [{ recRefId: `${id}R003` }] });
    expect((await recordsOf(client, id, { transactionType: 'ITG' })).data).toEqual(expect.objectContaining({ totalCount: 0, recordDetails: [] }));
    expect(await digxFailure(recordsOf(client, '999'))).toMatchObject({ status: 400, meaning: 'wrongDetails' });
  });
});

describe('response file', () => {
  it('downloads the record outcomes as CSV, and refuses an error log for a file without errors', async () => {
    const client = await logInAs('CORP1');
    const id = (await uploadFile(client, { fileName: 'Outcome File.csv', fileData: csv(...GOOD_ROWS) })).data.fileId;
    const file = await download(client, id);
    expect(file).toMatchObject({ documentName: 'Outcome_File_response.csv', contentType: 'text/csv' });
    expect(file.text.split('\n').slice(0, 2)).toEqual([
      'Record Reference,Payee Name,Sort Code,Account Number,Payment Type,Reference,Amount,Status,Error Code,Error Message',
      `${id}R001,J Carver,200000,12345678,FP,HAY JUNE,120.50,VERIFIED,,`,
    ]);
    expect(await digxFailure(download(client, id, 'error'))).toMatchObject({ status: 400, meaning: 'wrongDetails' });
    expect(await digxFailure(download(client, id, 'pdf'))).toMatchObject({ status: 400, meaning: 'wrongDetails' });
  });
});
