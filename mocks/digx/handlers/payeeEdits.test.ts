import { digxFailure } from '../../../src/testing/digxFailure';
import { type DigxClient, type DigxRequest } from '../../../src/shared/api/digxClient';
import type { PayeeGroupRecord, PayeeWire } from '../bank/types';
import { bank, fixBankClock, logInAs, withOtp } from '../testing';

/** Editing and deleting payees through the app's real client (issue 8). */
beforeEach(() => fixBankClock('2025-06-16T10:30:00Z'));


function payeeOf(userId: string): { group: PayeeGroupRecord; payee: PayeeWire } {
  const group = bank.state.payeeGroups.find((g) => g.internal.ownerUserId === userId && g.listPayees.length > 0) as PayeeGroupRecord;
  return { group, payee: group.listPayees[0] };
}

const at = (groupId: string, payeeId: string) => `cz/v1/payments/payeeGroup/${groupId}/payees/external/${payeeId}`;
const edit = (groupId: string, payeeId: string, body: unknown, method: 'PATCH' | 'PUT' = 'PATCH'): DigxRequest => ({ method, path: at(groupId, payeeId), body });
const remove = (groupId: string, payeeId: string): DigxRequest => ({ method: 'DELETE', path: at(groupId, payeeId) });

const listedIds = async (client: DigxClient) =>
  (await client.request<{ payeeGroups: { listPayees: PayeeWire[] }[] }>({ method: 'GET', path: 'cz/v1/payments/payeeGroup', params: { expand: 'ALL' } }))
    .data.payeeGroups.flatMap((g) => g.listPayees.map((p) => p.id));

describe('editing a payee', () => {
  it.each(['PATCH', 'PUT'] as const)('%s changes the nickname, reference and description and keeps the account', async (method) => {
    const client = await logInAs();
    const { group, payee } = payeeOf('RETAIL1');
    const account = { ...payee.ukDomesticPayee };
    const answer = await client.request<{ payee: PayeeWire; status: { result: string } }>(
      edit(group.groupId, payee.id, { nickName: 'Emma B', reference: 'RENT SHARE', payeeDescription: 'Flat share' }, method),
    );
    expect(answer.status).toBe(200);
    expect(answer.data.status.result).toBe('SUCCESSFUL');
    expect(answer.data.payee).toMatchObject({ id: payee.id, nickName: 'Emma B', payeeReference: 'RENT SHARE', payeeDescription: 'Flat share', ukDomesticPayee: account });
    const listed = (await client.request<{ payeeGroups: { listPayees: PayeeWire[] }[] }>({ method: 'GET', path: 'cz/v1/payments/payeeGroup', params: { expand: 'ALL' } }))
      .data.payeeGroups.flatMap((g) => g.listPayees).find((p) => p.id === payee.id);
    expect(listed).toMatchObject({ nickName: 'Emma B', payeeReference: 'RENT SHARE' });
  });

  it('keeps the fields it is not sent, and accepts the unchanged account details', async () => {
    const client = await logInAs();
    const { group, payee } = payeeOf('RETAIL1');
    const reference = payee.payeeReference;
    const { accountNumber, accountName } = payee.ukDomesticPayee;
    const answer = await client.request<{ payee: PayeeWire }>(
      edit(group.groupId, payee.id, { nickName: 'Sis', accountNumber, accountName, bankDetails: { code: payee.ukDomesticPayee.bankDetails.code } }),
    );
    expect(answer.data.payee).toMatchObject({ nickName: 'Sis', payeeReference: reference });
  });

  it.each([
    ['an empty nickname', { nickName: '' }, 'wrongDetails'],
    ['a nickname of 36 characters', { nickName: 'N'.repeat(36) }, 'nicknameOrReferenceLength'],
    ['a nickname with <', { nickName: 'Em<ma' }, 'alphanumericViolation'],
    ['a nickname starting with a special character', { nickName: '~Emma' }, 'alphanumericViolation'],
    ['a reference with punctuation', { reference: 'RENT!' }, 'alphanumericViolation'],
    ['a reference of 36 characters', { reference: 'R'.repeat(36) }, 'nicknameOrReferenceLength'],
    ['a new account number', { accountNumber: '99999999' }, 'wrongDetails'],
    ['a new sort code', { bankDetails: { code: '200000' } }, 'wrongDetails'],
    ['a new account name', { accountName: 'Someone Else' }, 'wrongDetails'],
  ])('refuses %s and changes nothing', async (_name, body, meaning) => {
    const client = await logInAs();
    const { group, payee } = payeeOf('RETAIL1');
    const before = JSON.stringify(payee);
    const error = await digxFailure(client.request(edit(group.groupId, payee.id, body)));
    expect(error).toMatchObject({ status: 400, meaning });
    expect(JSON.stringify(payee)).toBe(before);
  });

  it('says account details cannot be changed', async () => {
    const client = await logInAs();
    const { group, payee } = payeeOf('RETAIL1');
    const error = await digxFailure(client.request(edit(group.groupId, payee.id, { accountNumber: '99999999' })));
    expect(error.serverMessage).toContain('Account details cannot be changed; add a new payee.');
  });

  it("refuses another user's payee", async () => {
    const client = await logInAs();
    const { group, payee } = payeeOf('CORP1');
    const mine = payeeOf('RETAIL1');
    expect(await digxFailure(client.request(edit(group.groupId, payee.id, { nickName: 'Mine' })))).toMatchObject({ status: 400, meaning: 'wrongDetails' });
    expect(await digxFailure(client.request(edit(mine.group.groupId, payee.id, { nickName: 'Mine' })))).toMatchObject({ status: 400, meaning: 'wrongDetails' });
    expect(payee.nickName).not.toBe('Mine');
  });
});

describe('deleting a payee', () => {
  it('asks for the passcode, then the payee is gone from the payee list', async () => {
    const client = await logInAs();
    const { group, payee } = payeeOf('RETAIL1');
    expect(await listedIds(client)).toContain(payee.id);
    const answer = await withOtp<{ status: { result: string } }>(client, remove(group.groupId, payee.id));
    expect(answer.status).toBe(200);
    expect(answer.data.status.result).toBe('SUCCESSFUL');
    expect(await listedIds(client)).not.toContain(payee.id);
    expect(await digxFailure(withOtp(client, remove(group.groupId, payee.id)))).toMatchObject({ status: 400, meaning: 'wrongDetails' });
  });

  it('keeps the payee on a wrong passcode', async () => {
    const client = await logInAs();
    const { group, payee } = payeeOf('RETAIL1');
    expect(await digxFailure(withOtp(client, remove(group.groupId, payee.id), '000000'))).toMatchObject({ kind: 'challenge', status: 417 });
    expect(await listedIds(client)).toContain(payee.id);
  });

  it("refuses another user's payee", async () => {
    const client = await logInAs();
    const { group, payee } = payeeOf('CORP1');
    expect(await digxFailure(withOtp(client, remove(group.groupId, payee.id)))).toMatchObject({ status: 400, meaning: 'wrongDetails' });
    expect(group.listPayees).toContain(payee);
  });
});
