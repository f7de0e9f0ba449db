import { digxFailure } from '../../../src/testing/digxFailure';
import type { DigxClient } from '../../../src/shared/api/digxClient';
import { ACC, accountIdOf, payeeIdOf } from '../bank/seed';
import { PAYEE_SPECS } from '../bank/seed/payeeSpecs';
import { fixBankClock, logInAs, withOtp } from '../testing';
import { activityList, idOf, type Item } from '../testing/approvalTestKit';
import type { ActivityCount } from './activityLog';
import { csv, uploadFile } from '../testing/fileUploadTestKit';

/** The activity log through the app's real client: items by window, type and status; counts; what the app made. */
beforeEach(() => fixBankClock('2025-06-16T10:30:00Z'));

const MONTH = { fromDate: '2025-05-16', toDate: '2025-06-16' };
const HALF_YEAR = { fromDate: '2024-12-16', toDate: '2025-06-16' };
const TODAY = { fromDate: '2025-06-16', toDate: '2025-06-16' };
const keysOf = (items: Item[], keys: string[]) => items.map((i) => keys.find((k) => idOf(k) === i.transactionId) ?? i.transactionId);
const R = ['R1', 'R2', 'R3', 'R4', 'R5', 'R6', 'R7'];

async function counts(client: DigxClient, params: Record<string, string>): Promise<ActivityCount[]> {
  const { data } = await client.request<{ countDTOList: ActivityCount[] }>({ method: 'GET', path: 'cz/v1/transactions/count', params: { countFor: 'approval', ...params } });
  return data.countDTOList;
}

describe('activity list', () => {
  it("lists RETAIL1's items of the window, newest first, each with its activity details", async () => {
    const client = await logInAs('RETAIL1');
    const { data } = await activityList(client, MONTH);
    expect(keysOf(data.transactionDTOs, R)).toEqual(['R4', 'R1', 'R2', 'R3', 'R5']);
    const byKey = (key: string) => data.transactionDTOs.find((i) => i.transactionId === idOf(key)) as Item;
    expect(byKey('R1')).toMatchObject({ approvalDetails: { status: 'APPROVED' }, processingDetails: { currentStep: 'completed', status: 'S' }, hostReference: expect.any(String) });
    expect(byKey('R1')).not.toHaveProperty('internal');
    expect(byKey('R3').activityDetails).toEqual({
      type: 'Third Party Payment - Adhoc', toAccountNo: 'xxxxxxxxxxxx9283', toSortCode: '200000', beneName: 'M Ellison', reference: 'LESSONS',
      repeatsUntil: null, payeeId: null, groupId: null, newBeneDetails: { title: 'M Ellison', accountNumber: 'xxxxxxxxxxxx9283', sortCode: '200000' },
    });
    expect(byKey('R2').activityDetails).toMatchObject({ type: 'Internal Transfer', toAccountNo: 'xxxxxxxxxxxx1236', toSortCode: expect.stringMatching(/^\d{6}$/), beneName: 'Instant Access Savings', payeeId: null });
    expect(byKey('R4').activityDetails).toMatchObject({ type: 'Internal Standing Order/Future Payment', repeatsUntil: null });
  });

  it('filters by type and by status (PENDING = initiated or pending approval)', async () => {
    const client = await logInAs('RETAIL1');
    expect(keysOf((await activityList(client, { ...MONTH, transactionName: 'PC_F_DOM' })).data.transactionDTOs, R)).toEqual(['R1', 'R5']);
    expect(keysOf((await activityList(client, { ...MONTH, transactionName: 'PC_F_DOM', status: 'APPROVED' })).data.transactionDTOs, R)).toEqual(['R1']);
    expect(keysOf((await activityList(client, { ...MONTH, status: 'SENT_TO_HOST' })).data.transactionDTOs, R)).toEqual(['R5']);
    expect((await activityList(client, { ...MONTH, status: 'PENDING' })).data.transactionDTOs).toEqual([]);
    const corp = await logInAs('CORP1');
    const pending = (await activityList(corp, { ...MONTH, status: 'PENDING' })).data.transactionDTOs;
    expect(pending).toEqual([]); // CORPMAKER1's waiting items are not CORP1's until CORP1 decides them
  });

  it('widens the window up to a year (a standing order with its end, a payee added 300 days ago) and refuses more', async () => {
    const client = await logInAs('RETAIL1');
    const half = (await activityList(client, HALF_YEAR)).data.transactionDTOs;
    expect(keysOf(half, R)).toEqual(['R4', 'R1', 'R2', 'R3', 'R5', 'R6']);
    expect(half.at(-1)?.activityDetails).toMatchObject({ type: 'External Standing Order/Future Payment', repeatsUntil: '2026-07-01', beneName: 'Chelsea Lawn Tennis Club' });
    const year = (await activityList(client, { fromDate: '2024-06-16', toDate: '2025-06-16' })).data.transactionDTOs;
    expect(year.at(-1)).toMatchObject({ transactionName: 'PC_M_CDP', activityDetails: { type: 'Create Payee', beneName: 'Thomas Pemberton', newBeneDetails: { title: 'Tom' } } });
    for (const params of [
      { fromDate: '2024-06-15', toDate: '2025-06-16' }, { fromDate: '2025-06-17', toDate: '2025-06-16' }, { fromDate: '2025-02-30', toDate: '2025-06-16' },
      { ...MONTH, status: 'DONE' },
    ]) {
      expect(await digxFailure(activityList(client, params))).toMatchObject({ status: 400, meaning: 'wrongDetails' });
    }
  });

  it('is served at cz/v1/transactions only: v1/transactions refuses the activity view, its approval view unchanged', async () => {
    const client = await logInAs('CORP1');
    expect(await digxFailure(client.request({ method: 'GET', path: 'v1/transactions', params: { view: 'activity', ...MONTH } }))).toMatchObject({ status: 400, meaning: 'wrongDetails' });
    expect(await digxFailure(client.request({ method: 'GET', path: 'cz/v1/transactions', params: { view: 'history', ...MONTH } }))).toMatchObject({ status: 400, meaning: 'wrongDetails' });
    expect((await client.request<{ transactionDTOs: Item[] }>({ method: 'GET', path: 'v1/transactions', params: { view: 'approval', status: 'PENDING_APPROVAL' } })).data.transactionDTOs.length).toBeGreaterThan(0);
  });

  it("has CORP1's decisions and own work, processed bulk files included", async () => {
    const client = await logInAs('CORP1');
    const items = (await activityList(client, HALF_YEAR)).data.transactionDTOs;
    const ids = items.map((i) => i.transactionId);
    for (const key of ['A7', 'A8', 'A9', 'A10', 'A11', 'C1', 'C2', 'C3', 'C4', 'C5', 'C6', 'C7', 'C8']) expect(ids).toContain(idOf(key));
    for (const key of ['A1', 'A2', 'A3', 'A4', 'A5', 'A6']) expect(ids).not.toContain(idOf(key));
    const processed = items.filter((i) => i.transactionName === 'FU_F_BLK' && i.approvalDetails.status === 'APPROVED' && i.processingDetails.status === 'S');
    expect(processed.map((i) => i.transactionId).sort()).toEqual([idOf('A9'), idOf('C4'), idOf('C8')].sort());
    expect(processed[0].activityDetails).toMatchObject({ type: 'Bulk Domestic Transfer', toAccountNo: '', reference: processed[0].remarks });
  });
});

describe('activity counts', () => {
  it('counts by type and status over the window, every type listed', async () => {
    const client = await logInAs('RETAIL1');
    const list = await counts(client, HALF_YEAR);
    expect(list.map((c) => c.transactionType)).toEqual(['PC_F_DOM', 'PC_F_ADHOC', 'PC_F_SELF', 'PC_F_DFTI', 'PC_F_SELFI', 'FU_F_BLK', 'PC_M_CDP']);
    expect(list[0]).toEqual({ transactionType: 'PC_F_DOM', transactionName: 'Make a Payment', initiated: 0, pendingApproval: 0, approved: 1, rejected: 0, sentToHost: 1 });
    expect(list.find((c) => c.transactionType === 'PC_M_CDP')).toMatchObject({ approved: 0 });
    const corp = await counts(await logInAs('CORP1'), HALF_YEAR);
    expect(corp.find((c) => c.transactionType === 'FU_F_BLK')).toMatchObject({ approved: 5, rejected: 2 });
    expect(corp.find((c) => c.transactionType === 'PC_F_SELF')).toMatchObject({ approved: 1, rejected: 1 });
    expect(await digxFailure(counts(client, { fromDate: '2023-01-01', toDate: '2025-06-16' }))).toMatchObject({ status: 400, meaning: 'wrongDetails' });
  });

  it('knows only the countFor SPEC.md names: activity is refused, and approval without a window stays the approval count', async () => {
    const client = await logInAs('CORP1');
    expect(await digxFailure(counts(client, { ...HALF_YEAR, countFor: 'activity' }))).toMatchObject({ status: 400, meaning: 'wrongDetails' });
    const { data } = await client.request<{ countDTOList: { transactionType: string }[] }>({ method: 'GET', path: 'cz/v1/transactions/count', params: { countFor: 'approval' } });
    expect(data.countDTOList.map((c) => c.transactionType)).toEqual(expect.arrayContaining(['PAYMENTS', 'BULK_FILE', 'PAYEE_BILLER']));
    expect(data.countDTOList[0]).not.toHaveProperty('transactionName');
  });
});

describe('what the app makes', () => {
  it('logs a payment, a transfer, a standing order and a payee of RETAIL1, and a bulk file of CORP1', async () => {
    const client = await logInAs('RETAIL1');
    const emma = PAYEE_SPECS.find((p) => p.nickName === 'Emma' && p.owner === 'RETAIL1') as (typeof PAYEE_SPECS)[number];
    const everyday = { value: accountIdOf(ACC.everyday).value };
    const pay = async (path: string, body: Record<string, unknown>) => {
      const { data } = await client.request<{ paymentId: string }>({ method: 'POST', path: `cz/v1/payments/${path}`, body: { debitAccountId: everyday, type: 'NONREC', ...body } });
      return client.request({ method: 'PATCH', path: `v1/payments/${path}/${data.paymentId}` });
    };
    await pay('payouts/external', { amount: { amount: 20, currency: 'GBP' }, payeeId: payeeIdOf(emma), remarks: 'CINEMA' });
    await pay('transfers/self', { amount: { amount: 50, currency: 'GBP' }, creditAccountId: { value: accountIdOf(ACC.household).value }, remarks: 'BILLS' });
    await pay('instructions/payouts/external', { amount: { amount: 30, currency: 'GBP' }, payeeId: payeeIdOf(emma), remarks: 'WEEKLY', type: 'REC', frequency: '30', startDate: '2025-06-20', endDate: '2025-09-19' });
    const group = await client.request<{ groupId: string }>({ method: 'POST', path: 'cz/v1/payments/payeeGroup', body: { name: 'Jo Bloggs' } });
    await withOtp(client, {
      method: 'POST', path: `cz/v1/payments/payeeGroup/${group.data.groupId}/payees/external`,
      body: { nickName: 'Jo', accountName: 'Jo Bloggs', accountNumber: '12345678', bankDetails: { code: '200000' }, paymentType: 'FAS', network: 'SORT', accountType: 'PERSONAL', reference: 'PIANO' },
    });
    const today = (await activityList(client, TODAY)).data.transactionDTOs;
    expect(today.map((i) => i.activityDetails.type).sort()).toEqual(['Create Payee', 'External Standing Order/Future Payment', 'Internal Transfer', 'Make a Payment']);
    const find = (type: string) => today.find((i) => i.activityDetails.type === type) as Item;
    expect(find('Make a Payment').activityDetails).toMatchObject({ toAccountNo: 'xxxxxxxxxxxx2016', toSortCode: '400530', beneName: 'Emma Pemberton', reference: 'CINEMA', payeeId: payeeIdOf(emma) });
    expect(find('Internal Transfer').activityDetails).toMatchObject({ toAccountNo: 'xxxxxxxxxxxx4588', beneName: expect.any(String), reference: 'BILLS' });
    expect(find('External Standing Order/Future Payment').activityDetails).toMatchObject({ repeatsUntil: '2025-09-19', reference: 'WEEKLY' });
    expect(find('Create Payee')).toMatchObject({
      approvalDetails: { status: 'APPROVED' },
      activityDetails: { toAccountNo: 'xxxxxxxxxxxx5678', toSortCode: '200000', beneName: 'Jo Bloggs', reference: 'PIANO', groupId: group.data.groupId, newBeneDetails: { title: 'Jo', accountNumber: 'xxxxxxxxxxxx5678', sortCode: '200000' } },
    });

    const corp = await logInAs('CORP1');
    await uploadFile(corp, { fileName: 'Yard June.csv', valueDate: '2025-06-17', fileData: csv('J Carver,200000,12345678,FP,HAY,120.50') });
    const bulk = (await activityList(corp, { ...TODAY, transactionName: 'FU_F_BLK' })).data.transactionDTOs;
    expect(bulk[0]).toMatchObject({ remarks: 'Yard June.csv', activityDetails: { type: 'Bulk Domestic Transfer', toAccountNo: '', reference: 'Yard June.csv' } });
  });
});
