import { digxFailure } from '../../../src/testing/digxFailure';
import { ACC } from '../bank/seed';
import { bank, fixBankClock, injectFault, logInAs, withOtp } from '../testing';
import {
  activityList, approvalList, approveRequest, idOf, pendingCount, pennies, rejectRequest, stored, type Item, type OneAnswer,
} from '../testing/approvalTestKit';

/** Authorisations through the app's real client: CORP1's list, one item, declining, and what is refused (issue 10). */
beforeEach(() => fixBankClock('2025-06-16T10:30:00Z'));

const KEYS = ['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8', 'A9', 'A10', 'A11'];
const keysOf = (items: Item[]) => items.map((i) => KEYS.find((k) => idOf(k) === i.transactionId) ?? i.transactionId);
const newestFirst = (items: Item[]) => items.every((item, i) => i === 0 || items[i - 1].creationDate >= item.creationDate);

describe('approval list', () => {
  it('lists the pending items CORP1 may approve, newest first, each kind, in the wire shape', async () => {
    const client = await logInAs('CORP1');
    const { data } = await approvalList(client, { status: 'PENDING_APPROVAL' });
    expect(keysOf(data.transactionDTOs).sort()).toEqual(['A1', 'A2', 'A3', 'A4', 'A5', 'A6']);
    expect(keysOf(data.transactionDTOs).slice(0, 3)).toEqual(['A6', 'A1', 'A2']);
    expect(newestFirst(data.transactionDTOs)).toBe(true);
    for (const item of data.transactionDTOs) {
      expect(item).not.toHaveProperty('internal');
      expect(['INITIATED', 'PENDING_APPROVAL']).toContain(item.approvalDetails.status);
      expect(item.createdBy).toBe('CORPMAKER1');
      expect(item.activityDetails.type).toBe(item.taskDTO.name);
    }
    expect(data.transactionDTOs.find((i) => i.transactionId === idOf('A1'))).toMatchObject({
      transactionName: 'PC_F_DOM', discriminator: 'PAYMENTS', amount: { currency: 'GBP', amount: 4850 }, creditAccountName: 'Rowley Mile Farriers',
      createdByDetails: { firstName: 'Tom', lastName: 'Fairweather' }, audit: [{ authedBy: 'CORPMAKER1', status: 'INITIATED' }],
      activityDetails: { type: 'Make a Payment', toAccountNo: 'xxxxxxxxxxxx8209', toSortCode: '309634', beneName: 'Rowley Mile Farriers', reference: 'FARRIERY', repeatsUntil: null, payeeId: expect.any(String), groupId: expect.any(String), newBeneDetails: null },
    });
    expect(data.transactionDTOs.find((i) => i.transactionId === idOf('A5'))?.activityDetails).toMatchObject({
      type: 'Create Payee', toAccountNo: 'xxxxxxxxxxxx0458', toSortCode: '309634', beneName: 'Hilltop Horse Transport', newBeneDetails: { title: 'Horse transport', accountNumber: 'xxxxxxxxxxxx0458', sortCode: '309634' },
    });
  });

  it('narrows by discriminator, and lists decided items too without the status filter', async () => {
    const client = await logInAs('CORP1');
    expect(keysOf((await approvalList(client, { status: 'PENDING_APPROVAL', discriminator: 'PAYEE' })).data.transactionDTOs)).toEqual(['A5']);
    expect(keysOf((await approvalList(client, { status: 'PENDING_APPROVAL', discriminator: 'BULK_FILE' })).data.transactionDTOs)).toEqual(['A4']);
    expect(keysOf((await approvalList(client, { status: 'PENDING_APPROVAL', discriminator: 'PAYMENTS' })).data.transactionDTOs)).toEqual(['A6', 'A1', 'A2', 'A3']);
    const everything = (await approvalList(client, {}, 'cz/v1')).data.transactionDTOs;
    const all = keysOf(everything);
    expect(all).toHaveLength(11);
    expect(newestFirst(everything)).toBe(true);
    expect(all.slice(-1)).toEqual(['A9']);
    expect(keysOf((await approvalList(client, { status: 'REJECTED' })).data.transactionDTOs)).toEqual(['A8', 'A11']);
    expect(await digxFailure(approvalList(client, { discriminator: 'CHEQUES' }))).toMatchObject({ status: 400, meaning: 'wrongDetails' });
  });

  it('answers OBDX\'s own query: one discriminator at a time, roleType=P, PAYEE_BILLER for payees', async () => {
    const client = await logInAs('CORP1');
    const asked = async (discriminator: string) => keysOf((await approvalList(client, { view: 'approval', discriminator, roleType: 'P' })).data.transactionDTOs.filter((i) => ['INITIATED', 'PENDING_APPROVAL'].includes(i.approvalDetails.status)));
    expect(await asked('PAYMENTS')).toEqual(['A6', 'A1', 'A2', 'A3']);
    expect(await asked('BULK_FILE')).toEqual(['A4']);
    expect(await asked('PAYEE_BILLER')).toEqual(['A5']);
    // OBDX's other kinds: the bank has none of them waiting.
    for (const other of ['ACCOUNT_FINANCIAL', 'BULK_RECORD', 'ACCOUNT_NON_FINANCIAL', 'NON_FINANCIAL_BULK_FILE', 'NON_FINANCIAL_BULK_RECORD', 'TRADE_FINANCE', 'FOREX_DEAL', 'OTHER_TRANSACTION']) {
      expect((await approvalList(client, { discriminator: other, roleType: 'P' })).data.transactionDTOs).toEqual([]);
    }
    // A customer is no administrator: the administrators' role types are refused.
    for (const roleType of ['A', 'PA', 'X']) {
      expect(await digxFailure(approvalList(client, { discriminator: 'PAYMENTS', roleType }))).toMatchObject({ status: 400, meaning: 'wrongDetails' });
    }
  });

  it('never lists the user\'s own items, and RETAIL1 has none to approve', async () => {
    const corp = await logInAs('CORP1');
    stored(idOf('A1')).createdBy = 'CORP1';
    expect(keysOf((await approvalList(corp, { status: 'PENDING_APPROVAL' })).data.transactionDTOs)).not.toContain('A1');
    const retail = await logInAs('RETAIL1');
    expect((await approvalList(retail, { status: 'PENDING_APPROVAL' })).data.transactionDTOs).toEqual([]);
  });
});

describe('one item', () => {
  it('answers its maker or an approver, and nobody else', async () => {
    const corp = await logInAs('CORP1');
    const shown = await corp.request<OneAnswer>({ method: 'GET', path: `v1/transactions/${idOf('A2')}` });
    expect(shown.data.transactionDTO).toMatchObject({ transactionId: idOf('A2'), transactionName: 'PC_F_DFTI', activityDetails: { type: 'External Standing Order/Future Payment', beneName: 'Heath Feed Merchants Ltd' } });
    expect(shown.data.transactionDTO).not.toHaveProperty('internal');
    expect((await corp.request<OneAnswer>({ method: 'GET', path: `cz/v1/transactions/${idOf('C1')}` })).data.transactionDTO.createdBy).toBe('CORP1');
    expect(await digxFailure(corp.request({ method: 'GET', path: `v1/transactions/${idOf('R1')}` }))).toMatchObject({ status: 400, meaning: 'wrongDetails' });
    expect(await digxFailure(corp.request({ method: 'GET', path: 'v1/transactions/NOSUCHITEM' }))).toMatchObject({ status: 400, meaning: 'wrongDetails' });
    const retail = await logInAs('RETAIL1');
    expect(await digxFailure(retail.request({ method: 'GET', path: `v1/transactions/${idOf('A1')}` }))).toMatchObject({ status: 400, meaning: 'wrongDetails' });
  });
});

describe('declining', () => {
  it('rejects a payment with remarks and no passcode: audit entry, payment REJECTED, nothing posted, count lower', async () => {
    const client = await logInAs('CORP1');
    const before = await pendingCount(client, 'PAYMENTS');
    const balance = pennies(ACC.stablesRacing);
    const answer = await client.request<OneAnswer>(rejectRequest(idOf('A1'), 'Wrong farrier'));
    expect(answer.status).toBe(200);
    expect(answer.data.transactionDTO).toMatchObject({
      approvalDetails: { status: 'REJECTED', countOfApprovals: 0 }, processingDetails: { currentStep: 'completed', status: 'F' },
      lastUpdatedBy: 'CORP1', lastUpdatedDate: '2025-06-16T10:30:00.000Z',
    });
    expect(answer.data.transactionDTO.audit.at(-1)).toEqual({ authedBy: 'CORP1', authedOn: '2025-06-16T10:30:00.000Z', status: 'REJECTED', remarks: 'Wrong farrier' });
    expect(bank.state.payments[stored(idOf('A1')).transactionSnapshot.paymentId].status).toBe('REJECTED');
    expect(pennies(ACC.stablesRacing)).toBe(balance);
    expect(await pendingCount(client, 'PAYMENTS')).toBe(before - 1);
    expect(keysOf((await approvalList(client, { status: 'PENDING_APPROVAL' })).data.transactionDTOs)).not.toContain('A1');
    const log = (await activityList(client, { fromDate: '2025-06-16', toDate: '2025-06-16', status: 'REJECTED' })).data.transactionDTOs;
    expect(log.map((i) => i.transactionId)).toContain(idOf('A1'));
  });

  it('rejects the bulk file with every record, and removes the payee (and its emptied group)', async () => {
    const client = await logInAs('CORP1');
    const fileId = stored(idOf('A4')).transactionSnapshot.fileId;
    expect((await client.request<OneAnswer>(rejectRequest(idOf('A4')))).data.transactionDTO.audit.at(-1)).toMatchObject({ status: 'REJECTED', remarks: null });
    expect(bank.state.bulkFiles.find((f) => f.fileUpload.key.id === fileId)?.fileUpload.fileStatus).toBe('REJECTED');
    expect(bank.state.bulkRecords[fileId].every((r) => r.status === 'REJECTED')).toBe(true);

    const { payeeId, groupId } = stored(idOf('A5')).transactionSnapshot;
    await client.request(rejectRequest(idOf('A5'), 'Use Equine Transport'));
    expect(bank.state.payeeGroups.flatMap((g) => g.listPayees).some((p) => p.id === payeeId)).toBe(false);
    expect(bank.state.payeeGroups.some((g) => g.groupId === groupId)).toBe(false);
    expect(await pendingCount(client, 'PAYEE_BILLER')).toBe(0);
    expect(await pendingCount(client, 'BULK_FILE')).toBe(0);
  });
});

describe('refusals', () => {
  it('refuses deciding twice: the second approve or reject of a decided item changes nothing', async () => {
    const client = await logInAs('CORP1');
    await client.request(rejectRequest(idOf('A3')));
    const audit = stored(idOf('A3')).audit.length;
    const again = await digxFailure(client.request(approveRequest(idOf('A3'))));
    expect(again).toMatchObject({ status: 400, meaning: 'wrongDetails', serverMessage: 'This transaction has already been authorised or declined.' });
    expect(await digxFailure(client.request(rejectRequest(idOf('A3'))))).toMatchObject({ status: 400, meaning: 'wrongDetails' });
    expect(await digxFailure(client.request(approveRequest(idOf('A7'))))).toMatchObject({ status: 400, meaning: 'wrongDetails' });
    expect(stored(idOf('A3')).audit).toHaveLength(audit);
  });

  it('refuses the maker and a user without the approver function (accessDenied), and users who cannot see it (wrongDetails)', async () => {
    const corp = await logInAs('CORP1');
    stored(idOf('A6')).createdBy = 'CORP1';
    expect(await digxFailure(corp.request(approveRequest(idOf('A6'))))).toMatchObject({ status: 400, meaning: 'accessDenied' });
    expect(await digxFailure(corp.request(rejectRequest(idOf('A6'))))).toMatchObject({ status: 400, meaning: 'accessDenied' });
    bank.state.users.CORP1.allowedTransactions = bank.state.users.CORP1.allowedTransactions.filter((c) => c !== 'AP_F_APPROVE');
    expect(await digxFailure(corp.request(approveRequest(idOf('A1'))))).toMatchObject({ status: 400, meaning: 'accessDenied' });
    const retail = await logInAs('RETAIL1');
    expect(await digxFailure(retail.request(approveRequest(idOf('A1'))))).toMatchObject({ status: 400, meaning: 'wrongDetails' });
    expect(await digxFailure(retail.request(rejectRequest('NOSUCHITEM')))).toMatchObject({ status: 400, meaning: 'wrongDetails' });
    expect(stored(idOf('A1')).approvalDetails.status).toBe('PENDING_APPROVAL');
  });

  it('keeps the item pending through a 500 on approve', async () => {
    const client = await logInAs('CORP1');
    injectFault(`v1/transactions/${idOf('A1')}/approve`, { kind: 'status', status: 500 }, { times: 1 });
    expect(await digxFailure(client.request(approveRequest(idOf('A1'))))).toMatchObject({ status: 500 });
    expect(stored(idOf('A1')).approvalDetails.status).toBe('PENDING_APPROVAL');
    expect((await withOtp<OneAnswer>(client, approveRequest(idOf('A1')))).data.transactionDTO.approvalDetails.status).toBe('APPROVED');
  });
});
