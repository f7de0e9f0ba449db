import { createAppStore } from '../../../../src/app/store';
import { preparePayment, transferPayload } from '../../../../src/features/payments/api';
import type { PaymentOrder } from '../../../../src/features/payments/types';
import type { DigxClient } from '../../../../src/shared/api/digxClient';
import { ACC, accountIdOf } from '../../bank/seed';
import type { Bank } from '../../bank/Bank';
import { withoutStatus } from '../../handlers/answerShape/stockCommon';
import { bank as demoBank, logInAs, useStockBank, withOtp } from '../../testing';
import { compareShapes } from '../compareShapes';
import { domesticPayeeCreate } from './fixtures/domesticPayeeCreate';
import { payeeGroupCreate } from './fixtures/payeeGroupCreate';
import { paymentInstructionCreate } from './fixtures/paymentInstructionCreate';

/**
 * The create answers of OBDX resources behind the bank's cz/ layer, against OBDX's own web client (OBDX_UI, named
 * in each fixture). A stock OBDX answers with OBDX's keys; the demo bank's layer keeps its own (paymentId, groupId,
 * payeeId), and the app's api reads both. The status beside the id is the envelope any answer may carry.
 */
const SAME = { missing: [], extra: [], mistyped: [] };

function builderOf(bank: Bank) {
  const payee = bank.state.payeeGroups.flatMap((g) => g.listPayees).find((p) => p.nickName === 'Builder' && p.createdBy === 'RETAIL1');
  if (!payee) throw new Error("RETAIL1's seed has no Builder payee");
  return payee;
}

/** A payment to the builder on 15 Jan 2035: an instruction (SPEC.md section 7). */
const futurePayment = (bank: Bank): PaymentOrder => ({
  path: 'instructions/payouts/external',
  debitAccountId: accountIdOf(ACC.everyday).value,
  payeeId: builderOf(bank).id,
  amount: 40,
  currency: 'GBP',
  reference: 'CONTRACT',
  startDate: '2035-01-15',
  type: 'NONREC',
});

async function prepareAnswer(client: DigxClient, order: PaymentOrder) {
  return (await client.request<Record<string, unknown>>({ method: 'POST', path: `cz/v1/payments/${order.path}`, body: transferPayload(order) })).data;
}

async function newPayeeAnswers(client: DigxClient) {
  const group = (await client.request<Record<string, unknown>>({ method: 'POST', path: 'cz/v1/payments/payeeGroup', body: { name: 'Jo Bloggs' } })).data;
  const groupId = (group.groupId ?? (group.payeeGroup as { groupId: string }).groupId) as string;
  const body = { nickName: 'Jo', accountName: 'Jo Bloggs', accountNumber: '12345678', bankDetails: { code: '200000' }, paymentType: 'FAS', network: 'SORT', shared: true, accountType: 'PERSONAL' };
  const payee = (await withOtp<Record<string, unknown>>(client, { method: 'POST', path: `cz/v1/payments/payeeGroup/${groupId}/payees/external`, body })).data;
  return { group, payee };
}

describe('a stock OBDX', () => {
  it("answers a prepared future payment with OBDX's instructionId, which the app's api takes as the payment's id", async () => {
    const stock = useStockBank();
    const client = await logInAs('RETAIL1');
    expect(compareShapes(paymentInstructionCreate.answer, withoutStatus(await prepareAnswer(client, futurePayment(stock))))).toEqual(SAME);
    const store = createAppStore({ client });
    const id = await store.runSaga(preparePayment, futurePayment(stock)).toPromise();
    expect(stock.state.payments[id]).toMatchObject({ status: 'INITIATED', payoutDetails: { remarks: 'CONTRACT' } });
  });

  it("answers a new payee group with payeeGroup.groupId and a new payee with domesticPayee.id, OBDX's keys", async () => {
    const stock = useStockBank();
    const { group, payee } = await newPayeeAnswers(await logInAs('RETAIL1'));
    expect(compareShapes(payeeGroupCreate.answer, withoutStatus(group))).toEqual(SAME);
    expect(compareShapes(domesticPayeeCreate.answer, withoutStatus(payee))).toEqual(SAME);
    const id = (payee.domesticPayee as { id: string }).id;
    expect(stock.state.payeeGroups.flatMap((g) => g.listPayees).find((p) => p.id === id)).toMatchObject({ nickName: 'Jo' });
  });
});

describe("the demo bank's layer", () => {
  it('keeps its own keys: paymentId, groupId and payeeId', async () => {
    const client = await logInAs('RETAIL1');
    expect(Object.keys(withoutStatus(await prepareAnswer(client, futurePayment(demoBank))))).toEqual(['paymentId']);
    const { group, payee } = await newPayeeAnswers(client);
    expect(Object.keys(withoutStatus(group))).toEqual(['groupId']);
    expect(Object.keys(withoutStatus(payee))).toEqual(['payeeId']);
  });
});
