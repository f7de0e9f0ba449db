import { digxFailure } from '../../../src/testing/digxFailure';
import { type DigxClient, type DigxRequest } from '../../../src/shared/api/digxClient';
import { PARTY } from '../bank/seed';
import type { InstructionCode, InstructionRecord, InstructionWire } from '../bank/types';
import { bank, fixBankClock, logInAs, withOtp } from '../testing';

/** Standing orders, future payments and direct debits through the app's real client: list, cancel, edit. */
beforeEach(() => fixBankClock('2025-06-16T10:30:00Z'));


const records = (userId: string, code: InstructionCode) => bank.state.instructions.filter((i) => i.internal.ownerUserId === userId && i.internal.code === code);
const first = (userId: string, code: InstructionCode) => records(userId, code)[0] as InstructionRecord;

interface ListAnswer { instructionsList: InstructionWire[] }
const listOf = (client: DigxClient, params: Record<string, string>) =>
  client.request<ListAnswer>({ method: 'GET', path: 'cz/v1/payments/instructions', params });

const cancellation = (id: string, code: InstructionCode, method: 'GET' | 'PATCH' = 'PATCH'): DigxRequest => ({
  method, path: `cz/v1/payments/instructions/cancellation/${id}`, params: { code },
});
const editOf = (id: string, code: InstructionCode, body: unknown): DigxRequest => ({ method: 'PUT', path: `cz/v1/payments/instructions/${id}`, params: { code }, body });

describe('instruction list', () => {
  it.each(['SI', 'FD', 'DD'] as const)('lists the user\'s own %s instructions in the wire shape', async (code) => {
    const client = await logInAs();
    const answer = await listOf(client, { code });
    expect(answer.status).toBe(200);
    const expected = records('RETAIL1', code);
    expect(expected.length).toBeGreaterThan(0);
    expect(answer.data.instructionsList.map((i) => i.instructionId)).toEqual(expected.map((i) => i.instructionId));
    for (const item of answer.data.instructionsList) {
      expect(item).not.toHaveProperty('internal');
      expect(item.statusType).toBe('A');
    }
  });

  it('filters by type', async () => {
    const client = await logInAs();
    expect((await listOf(client, { code: 'FD', type: 'REC' })).data.instructionsList).toEqual([]);
    const nonrec = (await listOf(client, { code: 'FD', type: 'NONREC' })).data.instructionsList;
    expect(nonrec).toHaveLength(records('RETAIL1', 'FD').length);
    expect(nonrec[0]).toMatchObject({ type: 'NONREC', freqMonths: 0, paymentType: expect.stringMatching(/_PAYLATER$/) });
    expect((await listOf(client, { code: 'SI', type: 'REC' })).data.instructionsList).toHaveLength(records('RETAIL1', 'SI').length);
  });

  it('narrows to the X-Target-Unit entity', async () => {
    const client = await logInAs('CORP1', PARTY.holdings);
    const party = Object.values(bank.state.parties).find((p) => p.partyNumber === PARTY.holdings)?.partyId.value;
    const listed = (await listOf(client, { code: 'DD' })).data.instructionsList;
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.length).toBeLessThan(records('CORP1', 'DD').length);
    expect(listed.every((i) => i.partyId.value === party)).toBe(true);
  });

  it.each([
    ['no code', {}],
    ['an unknown code', { code: 'XX' }],
    ['an unknown type', { code: 'SI', type: 'ONCE' }],
  ])('refuses %s', async (_name, params) => {
    const client = await logInAs();
    expect(await digxFailure(listOf(client, params))).toMatchObject({ status: 400, meaning: 'wrongDetails' });
  });
});

describe('cancelling an instruction', () => {
  it.each(['SI', 'FD', 'DD'] as const)('shows a %s, asks for the passcode, cancels it for good and refuses a second cancel', async (code) => {
    const client = await logInAs();
    const target = first('RETAIL1', code);
    const shown = await client.request<{ instruction: InstructionWire }>(cancellation(target.instructionId, code, 'GET'));
    expect(shown.data.instruction).toMatchObject({ instructionId: target.instructionId, statusType: 'A', amount: target.amount });
    expect(shown.data.instruction).not.toHaveProperty('internal');

    const done = await withOtp<{ referenceNumber: string; status: { result: string } }>(client, cancellation(target.instructionId, code));
    expect(done.status).toBe(200);
    expect(done.data).toMatchObject({ status: { result: 'SUCCESSFUL' }, referenceNumber: expect.any(String) });

    const later = (await listOf(client, { code })).data.instructionsList.find((i) => i.instructionId === target.instructionId);
    expect(later?.statusType).toBe('C');
    expect((await client.request<{ instruction: InstructionWire }>(cancellation(target.instructionId, code, 'GET'))).data.instruction.statusType).toBe('C');

    expect(await digxFailure(withOtp(client, cancellation(target.instructionId, code)))).toMatchObject({ status: 400, meaning: 'wrongDetails' });
  });

  it('refuses a wrong passcode and keeps the instruction active', async () => {
    const client = await logInAs();
    const target = first('RETAIL1', 'SI');
    const error = await digxFailure(withOtp(client, cancellation(target.instructionId, 'SI'), '000000'));
    expect(error).toMatchObject({ kind: 'challenge', status: 417, code: 'DIGX_TFA_INVALID_OTP' });
    expect(target.statusType).toBe('A');
  });

  it("refuses another user's instruction, an unknown id and a code that is not the instruction's", async () => {
    const client = await logInAs();
    const corp = first('CORP1', 'SI');
    expect(await digxFailure(client.request(cancellation(corp.instructionId, 'SI', 'GET')))).toMatchObject({ status: 400, meaning: 'wrongDetails' });
    expect(await digxFailure(withOtp(client, cancellation(corp.instructionId, 'SI')))).toMatchObject({ status: 400, meaning: 'wrongDetails' });
    expect(corp.statusType).toBe('A');
    expect(await digxFailure(client.request(cancellation('NOSUCHID00', 'SI', 'GET')))).toMatchObject({ status: 400, meaning: 'wrongDetails' });
    expect(await digxFailure(client.request(cancellation(first('RETAIL1', 'SI').instructionId, 'DD', 'GET')))).toMatchObject({ status: 400, meaning: 'wrongDetails' });
  });
});

describe('editing an instruction', () => {
  it('edits a standing order: amount, next date, reference, frequency and end date', async () => {
    const client = await logInAs();
    const target = first('RETAIL1', 'SI');
    const answer = await client.request<{ instruction: InstructionWire }>(editOf(target.instructionId, 'SI', {
      amount: { amount: 1600.5, currency: 'GBP' }, nextExecutionDate: '2025-07-10', remarks: 'MORE SAVINGS', frequency: '70', endDate: '2026-07-10',
    }));
    expect(answer.status).toBe(200);
    expect(answer.data.instruction).toMatchObject({
      instructionId: target.instructionId, amount: { currency: 'GBP', amount: 1600.5 }, nextExecutionDate: '2025-07-10T00:00:00',
      endDate: '2026-07-10T00:00:00', remarks: 'MORE SAVINGS', freqMonths: 3, freqYears: 0, statusType: 'A',
    });
    expect(target.internal.frequencyCode).toBe('70');
    const listed = (await listOf(client, { code: 'SI' })).data.instructionsList.find((i) => i.instructionId === target.instructionId);
    expect(listed).toMatchObject({ remarks: 'MORE SAVINGS', amount: { amount: 1600.5 } });

    const cleared = await client.request<{ instruction: InstructionWire }>(editOf(target.instructionId, 'SI', { endDate: null }));
    expect(cleared.data.instruction).toMatchObject({ endDate: null, remarks: 'MORE SAVINGS', nextExecutionDate: '2025-07-10T00:00:00' });
  });

  it('edits a future payment: its one date moves with it', async () => {
    const client = await logInAs();
    const target = first('RETAIL1', 'FD');
    const answer = await client.request<{ instruction: InstructionWire }>(editOf(target.instructionId, 'FD', { amount: { amount: 4400, currency: 'GBP' }, startDate: '2025-08-01', remarks: 'KITCHEN BALANCE' }));
    expect(answer.data.instruction).toMatchObject({
      amount: { amount: 4400 }, startDate: '2025-08-01T00:00:00', nextExecutionDate: '2025-08-01T00:00:00', endDate: '2025-08-01T00:00:00', remarks: 'KITCHEN BALANCE', type: 'NONREC',
    });
  });

  it.each([
    ['SI', 'an amount of 0', { amount: { amount: 0, currency: 'GBP' } }, 'wrongDetails'],
    ['SI', 'an amount with 3 decimals', { amount: { amount: 1.005, currency: 'GBP' } }, 'wrongDetails'],
    ['SI', 'another currency', { amount: { amount: 10, currency: 'EUR' } }, 'wrongDetails'],
    ['SI', 'a date of today', { nextExecutionDate: '2025-06-16' }, 'wrongDetails'],
    ['SI', 'a date that is not real', { nextExecutionDate: '2025-02-30' }, 'wrongDetails'],
    ['SI', 'frequency 10', { frequency: '10' }, 'wrongDetails'],
    ['SI', 'frequency 95', { frequency: '95' }, 'wrongDetails'],
    ['SI', 'an end date before the next date', { nextExecutionDate: '2025-07-10', endDate: '2025-07-01' }, 'wrongDetails'],
    ['SI', 'a reference with punctuation', { remarks: 'SAVINGS!' }, 'alphanumericViolation'],
    ['SI', 'a reference of 36 characters', { remarks: 'R'.repeat(36) }, 'nicknameOrReferenceLength'],
    ['FD', 'a frequency', { frequency: '50' }, 'wrongDetails'],
    ['FD', 'a past date', { startDate: '2025-06-01' }, 'wrongDetails'],
    ['FD', 'an amount above the per-payment limit', { amount: { amount: 99999999, currency: 'GBP' } }, 'transactionLimitExceeded'],
  ] as const)('refuses a %s edit with %s and changes nothing', async (code, _name, body, meaning) => {
    const client = await logInAs();
    const target = first('RETAIL1', code);
    const before = JSON.stringify(target);
    expect(await digxFailure(client.request(editOf(target.instructionId, code, body)))).toMatchObject({ status: 400, meaning });
    expect(JSON.stringify(target)).toBe(before);
  });

  it('refuses to edit a direct debit, a cancelled instruction or another user\'s', async () => {
    const client = await logInAs();
    const dd = first('RETAIL1', 'DD');
    expect(await digxFailure(client.request(editOf(dd.instructionId, 'DD', { remarks: 'X' })))).toMatchObject({ status: 400, meaning: 'wrongDetails' });
    const si = first('RETAIL1', 'SI');
    await withOtp(client, cancellation(si.instructionId, 'SI'));
    expect(await digxFailure(client.request(editOf(si.instructionId, 'SI', { remarks: 'X' })))).toMatchObject({ status: 400, meaning: 'wrongDetails' });
    const corp = first('CORP1', 'SI');
    expect(await digxFailure(client.request(editOf(corp.instructionId, 'SI', { remarks: 'X' })))).toMatchObject({ status: 400, meaning: 'wrongDetails' });
    expect(corp.remarks).not.toBe('X');
  });
});
