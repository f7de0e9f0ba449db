import type { DigxClient } from '../../../src/shared/api/digxClient';
import { digxFailure } from '../../../src/testing/digxFailure';
import { ACC, accountIdOf, PARTY } from '../bank/seed';
import { bank, fixBankClock, logInAs, setBankSessionIdle } from '../testing';
import { approveBulkFile, PROCESSED_AFTER_MS, PROCESSING_AFTER_MS, rejectBulkFile } from './fileUploadProcessing';
import { csv, download, fileItem, listFiles, recordsOf, STABLES_RACING, uploadFile } from '../testing/fileUploadTestKit';

/** A bulk file moving through its statuses with the bank's clock; files in ERROR; files waiting for an authoriser. */

// Monday 08:00 in London: today is still a possible value date. The bank's clock moves by hours and days
// within one session here: its idle logout is not what these tests are about.
beforeEach(() => {
  fixBankClock('2025-06-16T07:00:00Z');
  setBankSessionIdle(Infinity);
});

const ROWS = [
  'J Carver,200000,12345678,FP,HAY,100.00',
  'T Whitlock,400530,23450000,FP,SHOES,20.00',
  'S Okafor,309634,34569999,BACS,RENT,30.00',
  'K Patel,560036,45678901,FP,FEED,50.50',
];
const HOLDINGS = accountIdOf(ACC.holdingsCurrent).value;
const balanceOf = (id: string) => {
  const a = bank.state.accounts[id];
  return a.type === 'CSA' ? Math.round(a.availableBalance.amount * 100) : NaN;
};
const blkPostings = (id: string, fileId: string) => bank.state.transactions[id].filter((t) => t.transactionCode === 'BLK' && t.userReferenceNumber === fileId);
const statusOf = async (client: DigxClient, id: string) => (await fileItem(client, id)).fileUpload.fileStatus;

async function pendingBulkCount(client: DigxClient): Promise<number> {
  const { data } = await client.request<{ countDTOList: { transactionType: string; pendingApproval: number }[] }>({ method: 'GET', path: 'cz/v1/transactions/count', params: { countFor: 'approval' } });
  return data.countDTOList.find((c) => c.transactionType === 'BULK_FILE')?.pendingApproval ?? 0;
}

describe('processing over time', () => {
  it('goes VERIFIED → PROCESSING_IN_PROGRESS at 30 s → PROCESSED at 90 s, rejects accounts ending 0000 and 9999, posts one debit', async () => {
    const client = await logInAs('CORP1');
    const balance = balanceOf(STABLES_RACING);
    const id = (await uploadFile(client, { fileName: 'Timeline.csv', valueDate: '2025-06-16', fileData: csv(...ROWS) })).data.fileId;
    expect(await statusOf(client, id)).toBe('VERIFIED');
    bank.clock.advance(PROCESSING_AFTER_MS - 1);
    expect(await statusOf(client, id)).toBe('VERIFIED');
    bank.clock.advance(1);
    expect(await fileItem(client, id)).toMatchObject({ fileUpload: { fileStatus: 'PROCESSING_IN_PROGRESS' }, recordsRejected: 0, details: [{ statusCode: 'PROCESSING_IN_PROGRESS', count: 4 }] });
    expect(balanceOf(STABLES_RACING)).toBe(balance);

    bank.clock.advance(PROCESSED_AFTER_MS - PROCESSING_AFTER_MS);
    // The value date is today: the accepted records are COMPLETED at once.
    expect(await fileItem(client, id)).toMatchObject({ fileUpload: { fileStatus: 'PROCESSED' }, recordsRejected: 2, details: [{ statusCode: 'COMPLETED', count: 2 }] });
    const records = (await recordsOf(client, id)).data.recordDetails;
    expect(records.map((r) => [r.status, r.errorCode, r.errorMessage])).toEqual([
      ['COMPLETED', null, null], ['REJECTED', 'AC01', 'Account number is incorrect'], ['REJECTED', 'AC04', 'Account closed'], ['COMPLETED', null, null],
    ]);
    expect(balanceOf(STABLES_RACING)).toBe(balance - 15050);
    const [posting] = blkPostings(STABLES_RACING, id);
    expect(posting).toMatchObject({ transactionType: 'D', amountInAccountCurrency: { amount: 150.5 }, description: 'BULK PAYMENT TIMELINE.CSV', postingDate: '2025-06-16T00:00:00' });
    const activity = bank.state.activity.find((a) => a.transactionSnapshot.fileId === id);
    expect(activity).toMatchObject({ processingDetails: { currentStep: 'completed', status: 'S' }, hostReference: posting.key.transactionReferenceNumber });

    const response = await download(client, id);
    expect(response.text).toContain(`${id}R002,T Whitlock,400530,23450000,FP,SHOES,20.00,REJECTED,AC01,Account number is incorrect`);
    bank.clock.advance(3_600_000);
    await listFiles(client);
    expect(blkPostings(STABLES_RACING, id)).toHaveLength(1);
  });

  it('keeps accepted records PROCESSED until the value date, then COMPLETED', async () => {
    const client = await logInAs('CORP1');
    const id = (await uploadFile(client, { fileName: 'Later.csv', valueDate: '2025-06-18', fileData: csv(ROWS[0]) })).data.fileId;
    bank.clock.advance(PROCESSED_AFTER_MS);
    expect(await fileItem(client, id)).toMatchObject({ fileUpload: { fileStatus: 'PROCESSED' }, details: [{ statusCode: 'PROCESSED', count: 1 }] });
    bank.clock.advance(86_400_000);
    expect((await fileItem(client, id)).details).toEqual([{ statusCode: 'PROCESSED', count: 1 }]);
    bank.clock.advance(86_400_000);
    expect((await fileItem(client, id)).details).toEqual([{ statusCode: 'COMPLETED', count: 1 }]);
  });

  it('posts nothing when every record is rejected', async () => {
    const client = await logInAs('CORP1');
    const balance = balanceOf(STABLES_RACING);
    const id = (await uploadFile(client, { fileName: 'AllBad.csv', fileData: csv(ROWS[1], ROWS[2]) })).data.fileId;
    bank.clock.advance(PROCESSED_AFTER_MS);
    expect(await fileItem(client, id)).toMatchObject({ fileUpload: { fileStatus: 'PROCESSED' }, recordsRejected: 2, details: [] });
    expect(balanceOf(STABLES_RACING)).toBe(balance);
  });

  it('leaves seeded files as they are', async () => {
    const client = await logInAs('CORP1');
    const before = (await listFiles(client)).data.fileDetails.map((f) => f.fileUpload.fileStatus);
    bank.clock.advance(86_400_000);
    expect((await listFiles(client, { uploadDateStartRange: '2025-03-16' })).data.fileDetails.map((f) => f.fileUpload.fileStatus)).toEqual(before);
  });
});

describe('files in ERROR', () => {
  it('puts a file whose name contains ERROR in ERROR at once, for good, with an XML error log', async () => {
    const client = await logInAs('CORP1');
    const use = () => bank.state.limitUtilization.find((u) => u.entityType === 'USER' && u.entityId === 'CORP1' && u.utilizationId === 'FU_F_BLK')?.count;
    const used = use();
    const id = (await uploadFile(client, { fileName: 'Payroll Error.csv', fileData: csv(...ROWS) })).data.fileId;
    expect(await fileItem(client, id)).toMatchObject({ fileUpload: { fileStatus: 'ERROR', noOfRecords: 4 }, recordsRejected: 0, details: [] });
    expect((await recordsOf(client, id)).data).toMatchObject({ totalCount: 0, recordDetails: [] });
    bank.clock.advance(PROCESSED_AFTER_MS * 10);
    expect(await statusOf(client, id)).toBe('ERROR');
    const log = await download(client, id, 'error');
    expect(log).toMatchObject({ documentName: 'Payroll_Error_errors.xml', contentType: 'application/xml' });
    expect(log.text).toBe(`<?xml version="1.0" encoding="UTF-8"?>\n<errorLog fileRefId="${id}" fileName="Payroll Error.csv">\n  <error code="FU_FILE_REJECTED">The bank could not process this file.</error>\n</errorLog>\n`);
    expect(await digxFailure(download(client, id))).toMatchObject({ status: 400, meaning: 'wrongDetails' });
    expect(bank.state.activity.find((a) => a.transactionSnapshot.fileId === id)).toMatchObject({ approvalDetails: { status: 'REJECTED' }, processingDetails: { status: 'F' } });
    expect(use()).toBe(used);
    expect(blkPostings(STABLES_RACING, id)).toHaveLength(0);
  });

  it.each([
    ['a bad sort code and a bad type', [ROWS[0], 'T Whitlock,40053,23456789,FP,SHOES,20', 'S Okafor,309634,34567890,CHQ,RENT,30'], ['Bad sort code on row 2.', 'Bad payment type on row 3.']],
    ['a wrong number of columns', ['J Carver,200000,12345678,FP,100'], ['Wrong number of columns on row 1.']],
    ['a bad row beside one above the limits (no limit refusal)', ['J Carver,200000,12345678,FP,BIG,99999', 'T Whitlock,400530,23456789,FP,SHOES,abc'], ['Bad transaction amount on row 2.']],
    ['a header and no rows', ['Name,Sort code,Account number,Type,Reference,Amount'], ['The file has no payment rows.']],
  ])('accepts a file with %s in ERROR, each error in the log', async (_name, rows, messages) => {
    const client = await logInAs('CORP1');
    const answer = await uploadFile(client, { fileName: 'Bad Rows.csv', fileData: csv(...rows) });
    expect(answer.status).toBe(201);
    expect(await statusOf(client, answer.data.fileId)).toBe('ERROR');
    const log = (await download(client, answer.data.fileId, 'ERROR')).text;
    expect([...log.matchAll(/<error[^>]*>([^<]*)<\/error>/g)].map((m) => m[1])).toEqual(messages);
  });

  it('serves the seeded ERROR file its error log', async () => {
    const client = await logInAs('CORP1');
    const seeded = bank.state.bulkFiles.find((f) => f.fileUpload.fileStatus === 'ERROR');
    expect((await download(client, seeded?.fileUpload.key.id as string, 'error')).text).toContain('Bad sort code on row 3.');
  });
});

describe('files waiting for an authoriser', () => {
  const big = csv('Victoria Harcourt,200000,12345678,FP,DIVIDEND,6000', 'Charles Harcourt,200000,23456789,FP,DIVIDEND,4000.01');

  it('holds a corporate file over 10 000 for approval (202) and processes it from its approval', async () => {
    const client = await logInAs('CORP1');
    const pending = await pendingBulkCount(client);
    const answer = await uploadFile(client, { fileName: 'Dividends.csv', debitAccountId: { value: HOLDINGS }, valueDate: '2025-06-17', fileData: big });
    expect(answer.status).toBe(202);
    const id = answer.data.fileId;
    expect(answer.data).toMatchObject({ referenceNumber: id, transactionId: expect.any(String) });
    expect(await fileItem(client, id)).toMatchObject({ fileUpload: { fileStatus: 'PENDING_APPROVAL', totalAmount: { amount: 10000.01 } }, details: [{ statusCode: 'VERIFIED', count: 2 }] });
    // Waiting for a colleague: a maker's own file is not in what they may approve.
    expect(await pendingBulkCount(client)).toBe(pending);
    expect(bank.state.activity.find((a) => a.transactionId === answer.data.transactionId)).toMatchObject({
      transactionSnapshot: { fileId: id }, approvalDetails: { status: 'PENDING_APPROVAL' }, internal: { approverUserIds: ['CORP1'], partyId: expect.any(String) },
    });
    bank.clock.advance(3_600_000);
    expect(await statusOf(client, id)).toBe('PENDING_APPROVAL');

    expect(approveBulkFile(bank.state, id, bank.clock.now())).toBe(true);
    expect(approveBulkFile(bank.state, id, bank.clock.now())).toBe(false);
    expect(await fileItem(client, id)).toMatchObject({ fileUpload: { fileStatus: 'APPROVED' }, details: [{ statusCode: 'APPROVED', count: 2 }] });
    bank.clock.advance(PROCESSING_AFTER_MS);
    expect(await statusOf(client, id)).toBe('PROCESSING_IN_PROGRESS');
    bank.clock.advance(PROCESSED_AFTER_MS - PROCESSING_AFTER_MS);
    expect(await statusOf(client, id)).toBe('PROCESSED');
    expect(blkPostings(HOLDINGS, id)).toHaveLength(1);
  });

  it('rejects a waiting file with every record, and approves the seeded waiting file too', async () => {
    const client = await logInAs('CORP1');
    const id = (await uploadFile(client, { fileName: 'Dividends.csv', debitAccountId: { value: HOLDINGS }, fileData: big })).data.fileId;
    expect(rejectBulkFile(bank.state, id)).toBe(true);
    expect(await fileItem(client, id)).toMatchObject({ fileUpload: { fileStatus: 'REJECTED' }, recordsRejected: 2, details: [] });
    expect(rejectBulkFile(bank.state, id)).toBe(false);

    const seeded = bank.state.bulkFiles.find((f) => f.fileUpload.fileStatus === 'PENDING_APPROVAL' && !f.internal.live)?.fileUpload.key.id as string;
    expect(approveBulkFile(bank.state, seeded, bank.clock.now())).toBe(true);
    bank.clock.advance(PROCESSED_AFTER_MS);
    expect(await statusOf(client, seeded)).toBe('PROCESSED');
  });

  it('does not hold a file of 10 000 or less', async () => {
    const client = await logInAs('CORP1', PARTY.holdings);
    const answer = await uploadFile(client, { fileName: 'Small.csv', debitAccountId: { value: HOLDINGS }, fileData: csv('E Lane,200000,12345678,FP,FEES,10000') });
    expect(answer.status).toBe(201);
  });
});
