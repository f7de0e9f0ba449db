import { digxFailure } from '../../../src/testing/digxFailure';
import { type DigxClient, type DigxRequest } from '../../../src/shared/api/digxClient';
import { ACC, accountIdOf, PARTY } from '../bank/seed';
import { PAYEE_SPECS } from '../bank/seed/payeeSpecs';
import { bank, fixBankClock, logInAs as logIn, withOtp } from '../testing';

/** New payees through the app's real client: a group, then the payee behind the 417 two-factor step. */
beforeEach(() => fixBankClock('2025-06-16T10:30:00Z'));


async function newGroup(client: DigxClient, name = 'Jo Bloggs'): Promise<string> {
  const response = await client.request<{ groupId: string }>({ method: 'POST', path: 'cz/v1/payments/payeeGroup', body: { name } });
  expect(response.status).toBe(201);
  return response.data.groupId;
}

const details = (over: Record<string, unknown> = {}) => ({
  nickName: 'Jo',
  accountName: 'Jo Bloggs',
  accountNumber: '12345678',
  bankDetails: { code: '200000' },
  paymentType: 'FAS',
  network: 'SORT',
  shared: true,
  accountType: 'PERSONAL',
  payeeDescription: 'Piano lessons',
  reference: 'PIANO',
  ...over,
});

const addPayee = (groupId: string, body: unknown): DigxRequest => ({ method: 'POST', path: `cz/v1/payments/payeeGroup/${groupId}/payees/external`, body });
const payees = () => bank.state.payeeGroups.flatMap((g) => g.listPayees);

describe('new payee', () => {
  it('creates a group, asks for the passcode, stores the payee and lets a payout use it at once', async () => {
    const client = await logIn();
    const groupId = await newGroup(client);
    expect(bank.state.payeeGroups.find((g) => g.groupId === groupId)).toMatchObject({ name: 'Jo Bloggs', listPayees: [], internal: { ownerUserId: 'RETAIL1' } });

    const created = await withOtp<{ payeeId: string; status: { result: string } }>(client, addPayee(groupId, details()));
    expect(created.status).toBe(201);
    expect(created.data.status.result).toBe('SUCCESSFUL');
    const payee = payees().find((p) => p.id === created.data.payeeId);
    expect(payee).toMatchObject({
      groupId, nickName: 'Jo', status: 'ACTIVE', createdBy: 'RETAIL1', payeeReference: 'PIANO', payeeDescription: 'Piano lessons', payeeAccessType: 'PUBLIC',
      ukDomesticPayee: { accountNumber: '12345678', accountName: 'Jo Bloggs', bankDetails: { code: '200000', name: 'BARCLAYS BANK PLC' }, network: 'SORT', paymentType: 'FAS' },
      verificationReport: { matched: 'Y', reasonCode: null, payeeAccountName: 'Jo Bloggs' },
    });

    const prepared = await client.request<{ paymentId: string }>({
      method: 'POST',
      path: 'cz/v1/payments/payouts/external',
      body: { amount: { amount: 30, currency: 'GBP' }, debitAccountId: { value: accountIdOf(ACC.everyday).value }, payeeId: created.data.payeeId, sortCode: '200000', remarks: 'PIANO', type: 'NONREC' },
    });
    expect(prepared.status).toBe(201);
  });

  it('refuses a wrong passcode with 417 and stores nothing', async () => {
    const client = await logIn();
    const groupId = await newGroup(client);
    const before = payees().length;
    const error = await digxFailure(withOtp(client, addPayee(groupId, details()), '000000'));
    expect(error).toMatchObject({ kind: 'challenge', status: 417, code: 'DIGX_TFA_INVALID_OTP' });
    expect(payees()).toHaveLength(before);
  });

  it('refuses a payee the user already has (same sort code and account number)', async () => {
    const client = await logIn();
    const emma = PAYEE_SPECS[0];
    const groupId = await newGroup(client, 'Emma again');
    const error = await digxFailure(withOtp(client, addPayee(groupId, details({ bankDetails: { code: emma.sortCode }, accountNumber: emma.accountNumber }))));
    expect(error).toMatchObject({ status: 400, meaning: 'duplicatePayee' });
  });

  it.each([
    ['an empty nickname', { nickName: '' }, 'wrongDetails'],
    ['a nickname of 36 characters', { nickName: 'N'.repeat(36) }, 'nicknameOrReferenceLength'],
    ...['@', '%', '^', '=', '{', '}', ';', '"', '<', '>', '~'].map((c): [string, Record<string, unknown>, string] => [`a nickname with ${c}`, { nickName: `Jo${c}B` }, 'alphanumericViolation']),
    ['a nickname starting with a special character', { nickName: '-Jo' }, 'alphanumericViolation'],
    ['an account name with punctuation', { accountName: 'Jo Bloggs!' }, 'alphanumericViolation'],
    ['an account name of 36 characters', { accountName: 'A'.repeat(36) }, 'nicknameOrReferenceLength'],
    ['an account number of 7 digits', { accountNumber: '1234567' }, 'wrongDetails'],
    ['an account number with letters', { accountNumber: '1234567A' }, 'wrongDetails'],
    ['an unknown sort code', { bankDetails: { code: '123456' } }, 'wrongDetails'],
    ['a bank without Faster Payments', { bankDetails: { code: '089999' } }, 'wrongDetails'],
    ['another payment type', { paymentType: 'BACS' }, 'wrongDetails'],
    ['a reference with punctuation', { reference: 'PIANO!' }, 'alphanumericViolation'],
    ['a reference of 36 characters', { reference: 'R'.repeat(36) }, 'nicknameOrReferenceLength'],
  ])('refuses %s', async (_name, over, meaning) => {
    const client = await logIn();
    const groupId = await newGroup(client);
    const error = await digxFailure(withOtp(client, addPayee(groupId, details(over))));
    expect(error).toMatchObject({ status: 400, meaning });
  });

  it("refuses another user's group", async () => {
    const corpGroup = bank.state.payeeGroups.find((g) => g.internal.ownerUserId === 'CORP1')?.groupId as string;
    const client = await logIn();
    expect(await digxFailure(withOtp(client, addPayee(corpGroup, details())))).toMatchObject({ status: 400, meaning: 'wrongDetails' });
  });

  it('refuses a group without a name', async () => {
    const client = await logIn();
    expect(await digxFailure(newGroup(client, ' '))).toMatchObject({ status: 400, meaning: 'wrongDetails' });
  });

  it('keeps the Confirmation of Payee outcome on the payee', async () => {
    const client = await logIn();
    const groupId = await newGroup(client, 'John Smith');
    const created = await withOtp<{ payeeId: string }>(client, addPayee(groupId, details({ accountName: 'Mr J Smith', accountNumber: '11223344' })));
    expect(payees().find((p) => p.id === created.data.payeeId)?.verificationReport).toMatchObject({ matched: 'A', reasonCode: 'MBAM', payeeAccountName: 'John Smith' });
  });
});

describe('a corporate payee needs an authoriser', () => {
  it('answers 202, keeps the payee pending for a colleague to approve (not in the maker\'s count) and refuses payouts to it', async () => {
    const client = await logIn('CORP1', PARTY.holdings);
    const count = async () =>
      (await client.request<{ countDTOList: { transactionType: string; pendingApproval: number }[] }>({ method: 'GET', path: 'cz/v1/transactions/count', params: { countFor: 'approval' } }))
        .data.countDTOList.find((c) => c.transactionType === 'PAYEE_BILLER')?.pendingApproval;
    const before = await count();
    const groupId = await newGroup(client, 'Saddlery');
    expect(bank.state.payeeGroups.find((g) => g.groupId === groupId)?.internal.partyId).toBe(bank.state.accounts[accountIdOf(ACC.holdingsCurrent).value].partyId.value);
    const created = await withOtp<{ payeeId: string; status: { referenceNumber: string } }>(
      client,
      addPayee(groupId, details({ nickName: 'Saddlery', accountName: 'Newmarket Saddlery Ltd', accountNumber: '22334455', bankDetails: { code: '400530' }, accountType: 'BUSINESS' })),
    );
    expect(created.status).toBe(202);
    expect(created.data.status.referenceNumber).toEqual(expect.any(String));
    expect(payees().find((p) => p.id === created.data.payeeId)).toMatchObject({ status: 'PENDING_APPROVAL', createdBy: 'CORP1', verificationReport: { matched: 'Y' } });
    expect(await count()).toBe(before);
    expect(bank.state.activity.find((a) => a.transactionId === created.data.status.referenceNumber)).toMatchObject({
      transactionName: 'PC_M_CDP', discriminator: 'PAYEE_BILLER', transactionSnapshot: { payeeId: created.data.payeeId, groupId }, approvalDetails: { status: 'PENDING_APPROVAL' },
    });

    const refused = await digxFailure(client.request({
      method: 'POST',
      path: 'cz/v1/payments/payouts/external',
      body: { amount: { amount: 30, currency: 'GBP' }, debitAccountId: { value: accountIdOf(ACC.holdingsCurrent).value }, payeeId: created.data.payeeId, remarks: 'TACK', type: 'NONREC' },
    }));
    expect(refused).toMatchObject({ status: 400, meaning: 'payeeAccessDenied' });
  });
});
