import { digxFailure } from '../../../src/testing/digxFailure';
import type { DigxClient } from '../../../src/shared/api/digxClient';
import { ACC, accountIdOf, payeeIdOf } from '../bank/seed';
import { PAYEE_SPECS } from '../bank/seed/payeeSpecs';
import { bank, fixBankClock, logInAs, withOtp } from '../testing';
import { account, activityList, approvalList, approveRequest, idOf, pendingCount, pennies, stored, type OneAnswer } from '../testing/approvalTestKit';
import { MULTI_APPROVAL_WINDOW_MS } from './approvalDecisions';
import { PROCESSED_AFTER_MS } from './fileUploadProcessing';

/** Approving through the app's real client: each kind acts on what it stands for; the passcode rule (issue 10). */
beforeEach(() => fixBankClock('2025-06-16T10:30:00Z'));

const approve = (client: DigxClient, key: string, remarks = '') => withOtp<OneAnswer>(client, approveRequest(idOf(key), remarks));
const paymentOf = (key: string) => bank.state.payments[stored(idOf(key)).transactionSnapshot.paymentId];

describe('approving each kind with the passcode', () => {
  it('executes a payment: the balance moves, the FPO is posted, the count drops, the log shows it Accepted', async () => {
    const client = await logInAs('CORP1');
    const balance = pennies(ACC.stablesRacing);
    const before = await pendingCount(client, 'PAYMENTS');
    const answer = await approve(client, 'A1', 'Checked invoice');
    expect(answer.status).toBe(200);
    const item = answer.data.transactionDTO;
    expect(item).toMatchObject({
      approvalDetails: { status: 'APPROVED', countOfApprovals: 1 }, processingDetails: { currentStep: 'completed', status: 'S' },
      hostReference: expect.stringMatching(/^010FPO/), lastUpdatedBy: 'CORP1',
    });
    expect(item.audit.at(-1)).toEqual({ authedBy: 'CORP1', authedOn: '2025-06-16T10:30:00.000Z', status: 'APPROVED', remarks: 'Checked invoice' });
    expect(pennies(ACC.stablesRacing)).toBe(balance - 485000);
    expect(bank.state.transactions[accountIdOf(ACC.stablesRacing).value].at(-1)).toMatchObject({
      transactionCode: 'FPO', description: 'FASTER PAYMENT TO ROWLEY MILE FARRIERS', userReferenceNumber: 'FARRIERY', key: { transactionReferenceNumber: item.hostReference },
    });
    expect(paymentOf('A1').status).toBe('COMPLETED');
    expect(await pendingCount(client, 'PAYMENTS')).toBe(before - 1);
    const log = (await activityList(client, { fromDate: '2025-06-16', toDate: '2025-06-16', transactionName: 'PC_F_DOM', status: 'APPROVED' })).data.transactionDTOs;
    expect(log.map((i) => i.transactionId)).toContain(idOf('A1'));
  });

  it('executes a transfer on both accounts', async () => {
    const client = await logInAs('CORP1');
    const [from, to] = [pennies(ACC.bloodstockRacing), pennies(ACC.bloodstockCurrent)];
    await approve(client, 'A3');
    expect(pennies(ACC.bloodstockRacing)).toBe(from - 2500000);
    expect(pennies(ACC.bloodstockCurrent)).toBe(to + 2500000);
  });

  it('turns a standing order into its instruction, posting nothing today', async () => {
    const client = await logInAs('CORP1');
    const balance = pennies(ACC.stablesCurrent);
    const count = bank.state.instructions.length;
    const item = (await approve(client, 'A2')).data.transactionDTO;
    expect(bank.state.instructions).toHaveLength(count + 1);
    const instruction = bank.state.instructions.at(-1);
    const feed = PAYEE_SPECS.find((p) => p.accountName === 'Heath Feed Merchants Ltd') as (typeof PAYEE_SPECS)[number];
    expect(instruction).toMatchObject({
      type: 'REC', freqMonths: 1, amount: { amount: 2200 }, remarks: 'FEED ACC 4471', externalReferenceNumber: item.hostReference,
      startDate: '2025-07-01T00:00:00', internal: { code: 'SI', ownerUserId: 'CORP1', payeeId: payeeIdOf(feed) },
    });
    expect(paymentOf('A2').internal.instructionId).toBe(instruction?.instructionId);
    expect(pennies(ACC.stablesCurrent)).toBe(balance);
  });

  it('sends the bulk file on: APPROVED, then processed with one debit, and the item completes with it', async () => {
    const client = await logInAs('CORP1');
    const fileId = stored(idOf('A4')).transactionSnapshot.fileId;
    const file = () => bank.state.bulkFiles.find((f) => f.fileUpload.key.id === fileId);
    const item = (await approve(client, 'A4')).data.transactionDTO;
    expect(item.processingDetails).toEqual({ currentStep: 'processing', status: 'P' });
    expect(file()?.fileUpload.fileStatus).toBe('APPROVED');
    bank.clock.advance(PROCESSED_AFTER_MS);
    const shown = (await client.request<OneAnswer>({ method: 'GET', path: `v1/transactions/${idOf('A4')}` })).data.transactionDTO;
    expect(file()?.fileUpload.fileStatus).toBe('PROCESSED');
    expect(shown).toMatchObject({ approvalDetails: { status: 'APPROVED' }, processingDetails: { currentStep: 'completed', status: 'S' }, hostReference: expect.any(String) });
    expect(bank.state.transactions[accountIdOf(ACC.holdingsCurrent).value].filter((t) => t.transactionCode === 'BLK' && t.userReferenceNumber === fileId)).toHaveLength(1);
  });

  it('makes the payee ACTIVE, so it can be paid', async () => {
    const client = await logInAs('CORP1');
    const { payeeId } = stored(idOf('A5')).transactionSnapshot;
    await approve(client, 'A5');
    expect(bank.state.payeeGroups.flatMap((g) => g.listPayees).find((p) => p.id === payeeId)?.status).toBe('ACTIVE');
    expect(await pendingCount(client, 'PAYEE_BILLER')).toBe(0);
    const prepared = await client.request({
      method: 'POST', path: 'cz/v1/payments/payouts/external',
      body: { amount: { amount: 300, currency: 'GBP' }, debitAccountId: { value: accountIdOf(ACC.stablesRacing).value }, payeeId, remarks: 'TRANSPORT', type: 'NONREC' },
    });
    expect(prepared.status).toBe(201);
  });
});

describe('the passcode', () => {
  it('asks once for a multi-approval batch, then the rest ride on it for 5 minutes only', async () => {
    const client = await logInAs('CORP1');
    await withOtp(client, approveRequest(idOf('A1'), '', true));
    expect((await client.request<OneAnswer>(approveRequest(idOf('A3'), '', true))).data.transactionDTO.approvalDetails.status).toBe('APPROVED');
    expect(await digxFailure(client.request(approveRequest(idOf('A6'))))).toMatchObject({ status: 417, kind: 'challenge' });
    bank.clock.advance(MULTI_APPROVAL_WINDOW_MS + 1000);
    expect(await digxFailure(client.request(approveRequest(idOf('A6'), '', true)))).toMatchObject({ status: 417, kind: 'challenge' });
    expect(stored(idOf('A6')).approvalDetails.status).toBe('INITIATED');
  });

  it('asks a new session again, and keeps a wrong passcode from approving', async () => {
    const client = await logInAs('CORP1');
    await withOtp(client, approveRequest(idOf('A1'), '', true));
    const again = await logInAs('CORP1');
    expect(await digxFailure(again.request(approveRequest(idOf('A3'), '', true)))).toMatchObject({ status: 417 });
    expect(await digxFailure(withOtp(again, approveRequest(idOf('A3')), '000000'))).toMatchObject({ status: 417, meaning: 'otpInvalid' });
    expect(stored(idOf('A3')).approvalDetails.status).toBe('PENDING_APPROVAL');
  });
});

describe('when the payment cannot be made', () => {
  it('refuses with the funds code and leaves the item and the payment pending', async () => {
    const client = await logInAs('CORP1');
    const debit = account(ACC.stablesRacing);
    if (debit.type === 'CSA') debit.availableBalance = { ...debit.availableBalance, amount: 100 };
    expect(await digxFailure(withOtp(client, approveRequest(idOf('A1'))))).toMatchObject({ status: 400, meaning: 'insufficientFunds' });
    expect(stored(idOf('A1'))).toMatchObject({ approvalDetails: { status: 'PENDING_APPROVAL', countOfApprovals: 0 }, processingDetails: { currentStep: 'approval' } });
    expect(stored(idOf('A1')).audit).toHaveLength(1);
    expect(paymentOf('A1').status).toBe('PENDING_APPROVAL');
    expect((await approvalList(client, { status: 'PENDING_APPROVAL' })).data.transactionDTOs.map((i) => i.transactionId)).toContain(idOf('A1'));
  });
});

describe("CORP1's own items made in the app", () => {
  it('are not CORP1\'s to approve (accessDenied, at once) but are in its activity log with their details', async () => {
    const client = await logInAs('CORP1');
    const farrier = payeeIdOf(PAYEE_SPECS.find((p) => p.nickName === 'Farrier') as (typeof PAYEE_SPECS)[number]);
    const prepared = await client.request<{ paymentId: string }>({
      method: 'POST', path: 'cz/v1/payments/payouts/external',
      body: { amount: { amount: 12000, currency: 'GBP' }, debitAccountId: { value: accountIdOf(ACC.stablesRacing).value }, payeeId: farrier, remarks: 'NEW FORGE', type: 'NONREC' },
    });
    const confirmed = await client.request<{ status: { referenceNumber: string } }>({ method: 'PATCH', path: `v1/payments/payouts/external/${prepared.data.paymentId}` });
    expect(confirmed.status).toBe(202);
    const id = confirmed.data.status.referenceNumber;
    expect((await approvalList(client, { status: 'PENDING_APPROVAL' })).data.transactionDTOs.map((i) => i.transactionId)).not.toContain(id);
    expect(await digxFailure(client.request(approveRequest(id)))).toMatchObject({ status: 400, meaning: 'accessDenied' });
    const log = (await activityList(client, { fromDate: '2025-06-16', toDate: '2025-06-16', status: 'PENDING' })).data.transactionDTOs;
    expect(log.find((i) => i.transactionId === id)?.activityDetails).toEqual({
      type: 'Make a Payment', toAccountNo: 'xxxxxxxxxxxx8209', toSortCode: '309634', beneName: 'Rowley Mile Farriers', reference: 'NEW FORGE',
      repeatsUntil: null, payeeId: farrier, groupId: expect.any(String), newBeneDetails: null,
    });
  });
});
