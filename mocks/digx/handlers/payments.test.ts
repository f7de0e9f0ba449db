import { digxFailure } from '../../../src/testing/digxFailure';
import { type DigxClient } from '../../../src/shared/api/digxClient';
import { ACC, accountIdOf, PARTY, payeeIdOf } from '../bank/seed';
import { PAYEE_SPECS } from '../bank/seed/payeeSpecs';
import type { AccountRecord, Money } from '../bank/types';
import { bank, closeBankOn, fixBankClock, logInAs as logIn } from '../testing';
import { todaysUse } from './limits';

/** Payments and transfers through the app's real client: prepare → verify → confirm (issue 7). */
const NOW = '2025-06-16T10:30:00Z';
const TODAY = '2025-06-16';

beforeEach(() => fixBankClock(NOW));

const idOf = (number: string) => accountIdOf(number).value;
const spec = (nickName: string, owner = 'RETAIL1') => PAYEE_SPECS.find((p) => p.nickName === nickName && p.owner === owner) as (typeof PAYEE_SPECS)[number];
const EMMA = spec('Emma');
const account = (number: string): AccountRecord => bank.state.accounts[idOf(number)];
const available = (number: string): number => {
  const a = account(number);
  return a.type === 'CSA' ? a.availableBalance.amount : NaN;
};
const pennies = (m: Money | number) => Math.round((typeof m === 'number' ? m : m.amount) * 100);

type Path = 'transfers/self' | 'payouts/external' | 'instructions/transfers/self' | 'instructions/payouts/external';

interface Order {
  from?: string;
  to?: string;
  payee?: string;
  sortCode?: string;
  amount?: unknown;
  currency?: string;
  remarks?: string;
  type?: string;
  startDate?: string;
  endDate?: string;
  frequency?: string;
}

function bodyOf(o: Order) {
  return {
    amount: { amount: o.amount ?? 25, currency: o.currency ?? 'GBP' },
    debitAccountId: { value: idOf(o.from ?? ACC.everyday) },
    ...(o.to ? { creditAccountId: { value: idOf(o.to) } } : {}),
    ...(o.payee ? { payeeId: o.payee } : {}),
    ...(o.sortCode ? { sortCode: o.sortCode } : {}),
    remarks: o.remarks ?? 'TEST PAYMENT',
    type: o.type ?? 'NONREC',
    ...(o.startDate ? { startDate: o.startDate } : {}),
    ...(o.endDate ? { endDate: o.endDate } : {}),
    ...(o.frequency ? { frequency: o.frequency } : {}),
  };
}

async function prepare(client: DigxClient, path: Path, order: Order): Promise<string> {
  const response = await client.request<{ paymentId: string; status: { result: string } }>({ method: 'POST', path: `cz/v1/payments/${path}`, body: bodyOf(order) });
  expect(response.status).toBe(201);
  expect(response.data.status.result).toBe('SUCCESSFUL');
  return response.data.paymentId;
}

interface Confirmed { externalReferenceId?: string; status: { referenceNumber: string; receiptAvailable?: boolean } }
const confirm = (client: DigxClient, path: Path, paymentId: string) =>
  client.request<Confirmed>({ method: 'PATCH', path: `v1/payments/${path}/${paymentId}` });

async function pay(client: DigxClient, path: Path, order: Order) {
  const paymentId = await prepare(client, path, order);
  const confirmed = await confirm(client, path, paymentId);
  return { paymentId, confirmed };
}

const payEmma = (order: Order = {}): Order => ({ payee: payeeIdOf(EMMA), sortCode: EMMA.sortCode, ...order });

interface Item { description: string; userReferenceNumber: string; transactionType: string; transactionCode: string; amountInAccountCurrency: Money; key: { transactionReferenceNumber: string } }
async function todaysItems(client: DigxClient, number: string): Promise<Item[]> {
  const { data } = await client.request<{ items: Item[] }>({
    method: 'GET',
    path: `cz/v1/accounts/demandDeposit/${idOf(number)}/transactions`,
    params: { searchBy: 'SPD', fromDate: TODAY, toDate: TODAY },
  });
  return data.items;
}

async function pendingPayments(client: DigxClient): Promise<number> {
  const { data } = await client.request<{ countDTOList: { transactionType: string; pendingApproval: number }[] }>({
    method: 'GET',
    path: 'cz/v1/transactions/count',
    params: { countFor: 'approval' },
  });
  return data.countDTOList.find((c) => c.transactionType === 'PAYMENTS')?.pendingApproval ?? 0;
}

describe('instant payout to a payee', () => {
  it('prepares, shows the bank copy, confirms, lowers the balance and adds the transaction', async () => {
    const client = await logIn();
    const before = available(ACC.everyday);
    const paymentId = await prepare(client, 'payouts/external', payEmma({ amount: 42.5, remarks: 'BIRTHDAY' }));

    const verified = await client.request<{ paymentId: string; payoutDetails: Record<string, unknown>; payeeDetails: Record<string, unknown> }>({
      method: 'GET', path: `v1/payments/payouts/external/${paymentId}`, params: { sortCode: EMMA.sortCode },
    });
    expect(verified.data.paymentId).toBe(paymentId);
    // OBDX's shape (OBDX_UI review-payment-domestic): the payout's details, the payee beside them.
    expect(verified.data.payoutDetails).toMatchObject({
      amount: { currency: 'GBP', amount: 42.5 }, debitAccountId: { value: idOf(ACC.everyday) }, payeeId: payeeIdOf(EMMA),
      remarks: 'BIRTHDAY', type: 'NONREC', valueDate: `${TODAY}T00:00:00`,
    });
    expect(verified.data.payoutDetails).not.toHaveProperty('accountName');
    expect(verified.data.payeeDetails).toMatchObject({ id: payeeIdOf(EMMA), ukDomesticPayee: { accountName: 'Emma Pemberton', bankDetails: { code: EMMA.sortCode } } });

    const confirmed = await confirm(client, 'payouts/external', paymentId);
    expect(confirmed.status).toBe(200);
    expect(confirmed.data.status).toMatchObject({ result: 'SUCCESSFUL', receiptAvailable: true, referenceNumber: expect.any(String) });
    expect(confirmed.data.externalReferenceId).toMatch(/^000FPO/);

    expect(pennies(available(ACC.everyday))).toBe(pennies(before) - 4250);
    const items = await todaysItems(client, ACC.everyday);
    expect(items.at(-1)).toMatchObject({
      description: 'FASTER PAYMENT TO EMMA PEMBERTON', userReferenceNumber: 'BIRTHDAY', transactionType: 'D', transactionCode: 'FPO',
      amountInAccountCurrency: { currency: 'GBP', amount: 42.5 }, key: { transactionReferenceNumber: confirmed.data.externalReferenceId },
    });
    const payee = bank.state.payeeGroups.flatMap((g) => g.listPayees).find((p) => p.id === payeeIdOf(EMMA));
    expect(payee?.lastPaymentReference).toBe('BIRTHDAY');
    const activity = bank.state.activity.find((a) => a.transactionId === confirmed.data.status.referenceNumber);
    expect(activity).toMatchObject({ transactionName: 'PC_F_DOM', approvalDetails: { status: 'APPROVED' }, hostReference: confirmed.data.externalReferenceId, transactionSnapshot: { paymentId } });
  });

  it('refuses a second PATCH of the same payment and posts nothing more', async () => {
    const client = await logIn();
    const { paymentId } = await pay(client, 'payouts/external', payEmma({ amount: 10 }));
    const balance = available(ACC.everyday);
    const count = bank.state.transactions[idOf(ACC.everyday)].length;
    const again = await digxFailure(confirm(client, 'payouts/external', paymentId));
    expect(again).toMatchObject({ status: 400, meaning: 'wrongDetails' });
    expect(again.serverMessage).toMatch(/already been processed/);
    expect(available(ACC.everyday)).toBe(balance);
    expect(bank.state.transactions[idOf(ACC.everyday)]).toHaveLength(count);
  });

  it('adds the payment to the user and party utilisation of the day', async () => {
    const client = await logIn();
    type Use = { entityType: string; utilizationId: string; count: number; amount: Money };
    const use = async (entityType: string) =>
      (await client.request<{ limitUtilizationDTOs: Use[] }>({ method: 'GET', path: 'v1/financialLimitUtilization', params: { entityType, limitType: 'PER#DAILY', accessPointValue: 'APINTERNET', accessPointGroupType: 'SINGLE' } }))
        .data.limitUtilizationDTOs.find((u) => u.utilizationId === 'PC_F_DOM') as Use;
    const [userBefore, partyBefore] = [await use('USER'), await use('PARTY')];
    await pay(client, 'payouts/external', payEmma({ amount: 120.35 }));
    const [userAfter, partyAfter] = [await use('USER'), await use('PARTY')];
    expect(userAfter.count).toBe(userBefore.count + 1);
    expect(pennies(userAfter.amount)).toBe(pennies(userBefore.amount) + 12035);
    expect(partyAfter.count).toBe(partyBefore.count + 1);
    expect(pennies(partyAfter.amount)).toBe(pennies(partyBefore.amount) + 12035);
  });

  it('answers UNDER PROCESSING for the reference TIMEOUT (any case) and posts nothing', async () => {
    const client = await logIn();
    for (const remarks of ['TIMEOUT', 'timeout']) {
      const balance = available(ACC.everyday);
      const count = bank.state.transactions[idOf(ACC.everyday)].length;
      const { paymentId, confirmed } = await pay(client, 'payouts/external', payEmma({ amount: 15, remarks }));
      expect(confirmed.status).toBe(200);
      expect(confirmed.data.externalReferenceId).toBe('UNDER PROCESSING');
      expect(available(ACC.everyday)).toBe(balance);
      expect(bank.state.transactions[idOf(ACC.everyday)]).toHaveLength(count);
      expect(bank.state.payments[paymentId].status).toBe('SENT_TO_HOST');
    }
  });

  it('checks funds again when confirming: two prepared payments cannot both spend the same money', async () => {
    const client = await logIn();
    const half = Math.floor(available(ACC.household) / 2) + 1;
    const first = await prepare(client, 'payouts/external', payEmma({ from: ACC.household, amount: half }));
    const second = await prepare(client, 'payouts/external', payEmma({ from: ACC.household, amount: half }));
    expect((await confirm(client, 'payouts/external', first)).status).toBe(200);
    expect(await digxFailure(confirm(client, 'payouts/external', second))).toMatchObject({ status: 400, meaning: 'insufficientFunds' });
  });
});

describe('instant transfer between own accounts', () => {
  it('posts TFR on both legs with one transaction reference', async () => {
    const client = await logIn();
    const [from, to] = [available(ACC.everyday), available(ACC.instant)];
    const { paymentId, confirmed } = await pay(client, 'transfers/self', { from: ACC.everyday, to: ACC.instant, amount: 250, remarks: 'SAVINGS' });
    expect(confirmed.status).toBe(200);
    expect(bank.state.payments[paymentId].transferDetails).toMatchObject({ creditAccountId: { value: idOf(ACC.instant) } });
    expect(pennies(available(ACC.everyday))).toBe(pennies(from) - 25000);
    expect(pennies(available(ACC.instant))).toBe(pennies(to) + 25000);
    const out = (await todaysItems(client, ACC.everyday)).at(-1) as Item;
    const into = (await todaysItems(client, ACC.instant)).at(-1) as Item;
    expect(out).toMatchObject({ transactionCode: 'TFR', transactionType: 'D', description: 'TRANSFER TO RAINY DAY', userReferenceNumber: 'SAVINGS' });
    expect(into).toMatchObject({ transactionCode: 'TFR', transactionType: 'C', description: 'TRANSFER FROM EVERYDAY', userReferenceNumber: 'SAVINGS' });
    expect(into.key.transactionReferenceNumber).toBe(out.key.transactionReferenceNumber);
    const use = todaysUse(bank.state, 'USER', 'RETAIL1', 'PC_F_SELF', new Date(NOW));
    expect(use.count).toBeGreaterThan(0);
  });

  it('answers verify and confirm under cz/v1 too, and only under its own path', async () => {
    const client = await logIn();
    const paymentId = await prepare(client, 'transfers/self', { to: ACC.household });
    expect((await client.request({ method: 'GET', path: `cz/v1/payments/transfers/self/${paymentId}` })).status).toBe(200);
    const wrongPath = await digxFailure(client.request({ method: 'GET', path: `v1/payments/payouts/external/${paymentId}` }));
    expect(wrongPath).toMatchObject({ status: 400, meaning: 'wrongDetails' });
    expect((await client.request({ method: 'PATCH', path: `cz/v1/payments/transfers/self/${paymentId}` })).status).toBe(200);
  });

  it("does not show or confirm another user's payment", async () => {
    const paymentId = await prepare(await logIn(), 'transfers/self', { to: ACC.household });
    // Logging in as CORP1 replaces the session cookie: the same browser is now CORP1's.
    const corp = await logIn('CORP1');
    expect(await digxFailure(corp.request({ method: 'GET', path: `v1/payments/transfers/self/${paymentId}` }))).toMatchObject({ status: 400, meaning: 'wrongDetails' });
    expect(await digxFailure(confirm(corp, 'transfers/self', paymentId))).toMatchObject({ status: 400, meaning: 'wrongDetails' });
    expect(bank.state.payments[paymentId].status).toBe('INITIATED');
  });
});

describe('prepare refusals', () => {
  const cases: [string, Path, Order, string][] = [
    ["another customer's account", 'payouts/external', payEmma({ from: ACC.stablesRacing }), 'accountDetailsNotFound'],
    ['a notice account', 'transfers/self', { from: ACC.notice, to: ACC.everyday }, 'accountNoDebits'],
    ['a loan account', 'transfers/self', { from: ACC.loan, to: ACC.everyday }, 'accountNoDebits'],
    ['a zero amount', 'payouts/external', payEmma({ amount: 0 }), 'wrongDetails'],
    ['a negative amount', 'payouts/external', payEmma({ amount: -5 }), 'wrongDetails'],
    ['three decimals', 'payouts/external', payEmma({ amount: 10.125 }), 'wrongDetails'],
    ['a text amount', 'payouts/external', payEmma({ amount: 'ten' }), 'wrongDetails'],
    ['another currency than the account', 'payouts/external', payEmma({ currency: 'USD' }), 'wrongDetails'],
    ['a reference with punctuation', 'payouts/external', payEmma({ remarks: 'RENT!' }), 'alphanumericViolation'],
    ['a reference of 36 characters', 'payouts/external', payEmma({ remarks: 'A'.repeat(36) }), 'nicknameOrReferenceLength'],
    ['an instant payment that repeats', 'payouts/external', payEmma({ type: 'REC', frequency: '50' }), 'wrongDetails'],
    ['a transfer to the same account', 'transfers/self', { from: ACC.everyday, to: ACC.everyday }, 'wrongDetails'],
    ['a transfer to another currency', 'transfers/self', { from: ACC.everyday, to: ACC.dollars }, 'wrongDetails'],
    ["a transfer to another customer's account", 'transfers/self', { from: ACC.everyday, to: ACC.stablesCurrent }, 'accountDetailsNotFound'],
    ['a transfer into the fixed rate bond', 'transfers/self', { from: ACC.everyday, to: ACC.bond }, 'creditInNotAllowed'],
    ["another customer's payee", 'payouts/external', { payee: payeeIdOf(spec('Farrier', 'CORP1')) }, 'payeeAccessDenied'],
    ['an unknown payee', 'payouts/external', { payee: 'NOSUCHPAYEE' }, 'payeeAccessDenied'],
    ["a sort code that is not the payee's", 'payouts/external', payEmma({ sortCode: '200000' }), 'wrongDetails'],
    ['below the minimum per payment (1.00)', 'payouts/external', payEmma({ amount: 0.5 }), 'transactionLimitExceeded'],
    ['above the maximum per payment (user 50 000)', 'payouts/external', payEmma({ from: ACC.instant, amount: 50000.01 }), 'transactionLimitExceeded'],
  ];
  it.each(cases)('refuses %s', async (_name, path, order, meaning) => {
    const client = await logIn();
    const error = await digxFailure(client.request({ method: 'POST', path: `cz/v1/payments/${path}`, body: bodyOf(order) }));
    expect(error).toMatchObject({ status: 400, meaning });
  });

  it('refuses more than the available balance', async () => {
    const client = await logIn();
    const error = await digxFailure(prepare(client, 'payouts/external', payEmma({ from: ACC.household, amount: available(ACC.household) + 0.01 })));
    expect(error.meaning).toBe('insufficientFunds');
    expect(await prepare(client, 'payouts/external', payEmma({ from: ACC.household, amount: available(ACC.household) }))).toEqual(expect.any(String));
  });

  it("refuses above today's remaining daily amount, then the daily count", async () => {
    const client = await logIn();
    // RETAIL1: 100 000 a day and 20 payments (user); the party allows 150 000 and 30.
    const use = todaysUse(bank.state, 'USER', 'RETAIL1', 'PC_F_DOM', new Date(NOW));
    use.amount = { currency: 'GBP', amount: 99990 };
    expect(await digxFailure(prepare(client, 'payouts/external', payEmma({ amount: 10.01 })))).toMatchObject({ meaning: 'dailyLimitExceeded' });
    expect(await prepare(client, 'payouts/external', payEmma({ amount: 10 }))).toEqual(expect.any(String));
    use.amount = { currency: 'GBP', amount: 0 };
    use.count = 20;
    expect(await digxFailure(prepare(client, 'payouts/external', payEmma({ amount: 10 })))).toMatchObject({ meaning: 'dailyCumulativeLimitExceeded' });
  });

  it("applies the party's daily limit as well as the user's", async () => {
    const client = await logIn();
    todaysUse(bank.state, 'PARTY', PARTY.pemberton, 'PC_F_DOM', new Date(NOW)).count = 30;
    expect(await digxFailure(prepare(client, 'payouts/external', payEmma()))).toMatchObject({ meaning: 'dailyCumulativeLimitExceeded' });
  });

  it('refuses a payee still waiting for an authoriser', async () => {
    const client = await logIn('CORP1', PARTY.stables);
    const error = await digxFailure(prepare(client, 'payouts/external', { from: ACC.stablesCurrent, payee: payeeIdOf(spec('Horse transport', 'CORP1')) }));
    expect(error.meaning).toBe('payeeAccessDenied');
  });

  it("refuses CORP1 sending from the holdings' euro account (approval rules)", async () => {
    const client = await logIn('CORP1');
    const error = await digxFailure(prepare(client, 'payouts/external', { from: ACC.holdingsEuro, currency: 'EUR', payee: payeeIdOf(spec('Accountants', 'CORP1')) }));
    expect(error.meaning).toBe('approvalRulesDenied');
  });

  it('keeps to the X-Target-Unit entity: its accounts and its payees only', async () => {
    const client = await logIn('CORP1', PARTY.holdings);
    const foreign = await digxFailure(prepare(client, 'transfers/self', { from: ACC.stablesRacing, to: ACC.stablesCurrent }));
    expect(foreign.meaning).toBe('accountDetailsNotFound');
    const otherPartyPayee = await digxFailure(prepare(client, 'payouts/external', { from: ACC.holdingsCurrent, payee: payeeIdOf(spec('Farrier', 'CORP1')) }));
    expect(otherPartyPayee.meaning).toBe('payeeAccessDenied');
    expect(await prepare(client, 'payouts/external', { from: ACC.holdingsCurrent, payee: payeeIdOf(spec('Accountants', 'CORP1')) })).toEqual(expect.any(String));
  });

  it('refuses a user without the function', async () => {
    const client = await logIn();
    const user = bank.state.users.RETAIL1;
    user.allowedTransactions = user.allowedTransactions.filter((c) => c !== 'PC_F_DOM' && c !== 'PC_F_ADHOC');
    expect(await digxFailure(prepare(client, 'payouts/external', payEmma()))).toMatchObject({ meaning: 'accessDenied' });
  });
});

describe('approval of corporate payments over 10 000', () => {
  it('answers 202, posts nothing and adds an approval item for a colleague, not in CORP1\'s own count', async () => {
    const client = await logIn('CORP1', PARTY.stables);
    const farrier = payeeIdOf(spec('Farrier', 'CORP1'));
    const pending = await pendingPayments(client);
    const balance = available(ACC.stablesRacing);
    const { paymentId, confirmed } = await pay(client, 'payouts/external', { from: ACC.stablesRacing, payee: farrier, amount: 10000.01, remarks: 'FARRIERY' });
    expect(confirmed.status).toBe(202);
    expect(confirmed.data.status.referenceNumber).toEqual(expect.any(String));
    expect(available(ACC.stablesRacing)).toBe(balance);
    expect(bank.state.payments[paymentId].status).toBe('PENDING_APPROVAL');
    // A maker never approves their own: the count is of what this user may decide.
    expect(await pendingPayments(client)).toBe(pending);
    expect(bank.state.activity.find((a) => a.transactionId === confirmed.data.status.referenceNumber)).toMatchObject({
      transactionName: 'PC_F_DOM', discriminator: 'PAYMENTS', approvalDetails: { status: 'PENDING_APPROVAL' }, amount: { amount: 10000.01 },
      transactionSnapshot: { paymentId }, internal: { approverUserIds: ['CORP1'] },
    });
    expect(await digxFailure(confirm(client, 'payouts/external', paymentId))).toMatchObject({ meaning: 'wrongDetails' });
  });

  it('sends 10 000 exactly at once', async () => {
    const client = await logIn('CORP1', PARTY.stables);
    const balance = available(ACC.stablesRacing);
    const { confirmed } = await pay(client, 'payouts/external', { from: ACC.stablesRacing, payee: payeeIdOf(spec('Farrier', 'CORP1')), amount: 10000 });
    expect(confirmed.status).toBe(200);
    expect(pennies(available(ACC.stablesRacing))).toBe(pennies(balance) - 1000000);
  });

  it('holds a corporate standing order over 10 000 for approval too, storing no instruction yet', async () => {
    const client = await logIn('CORP1', PARTY.bloodstock);
    const instructions = bank.state.instructions.length;
    const { paymentId, confirmed } = await pay(client, 'instructions/transfers/self', {
      from: ACC.bloodstockRacing, to: ACC.bloodstockCurrent, amount: 15000, type: 'REC', frequency: '50', startDate: '2025-07-01',
    });
    expect(confirmed.status).toBe(202);
    expect(bank.state.instructions).toHaveLength(instructions);
    expect(bank.state.activity.at(-1)).toMatchObject({ transactionName: 'PC_F_SELFI', approvalDetails: { status: 'PENDING_APPROVAL' }, transactionSnapshot: { paymentId } });
  });

  it('needs no approval for RETAIL1 over 10 000', async () => {
    const client = await logIn();
    const { confirmed } = await pay(client, 'transfers/self', { from: ACC.instant, to: ACC.everyday, amount: 12000 });
    expect(confirmed.status).toBe(200);
  });
});

describe('future and recurring payments (instructions)', () => {
  it("holds a payout asked for a day the bank is closed for its next working day, and its copy says so in OBDX's shape", async () => {
    const client = await logIn();
    // 2025-06-20 is a Friday; the weekend after it and a closure the app's calendar does not know move it to Tuesday.
    closeBankOn('2025-06-23');
    const paymentId = await prepare(client, 'instructions/payouts/external', payEmma({ amount: 60, startDate: '2025-06-21', remarks: 'GIFT' }));
    const verified = await client.request<{ payoutDetails: { instructionDetails: Record<string, unknown>; payeeDetails: Record<string, unknown> } }>({
      method: 'GET', path: `v1/payments/instructions/payouts/external/${paymentId}`,
    });
    expect(verified.data.payoutDetails.instructionDetails).toMatchObject({
      amount: { currency: 'GBP', amount: 60 }, startDate: '2025-06-24T00:00:00', endDate: '2025-06-24T00:00:00', frequency: '10', remarks: 'GIFT',
    });
    expect(verified.data.payoutDetails.payeeDetails).toMatchObject({ nickName: 'Emma', ukDomesticPayee: { accountName: 'Emma Pemberton' } });
  });

  it('stores a future payout as an FD instruction, posting nothing today', async () => {
    const client = await logIn();
    const instructions = bank.state.instructions.length;
    const balance = available(ACC.everyday);
    const { paymentId, confirmed } = await pay(client, 'instructions/payouts/external', payEmma({ amount: 60, startDate: '2025-06-20', remarks: 'GIFT' }));
    expect(confirmed.status).toBe(200);
    expect(available(ACC.everyday)).toBe(balance);
    expect(bank.state.instructions).toHaveLength(instructions + 1);
    const stored = bank.state.instructions.at(-1);
    expect(stored).toMatchObject({
      paymentType: 'UKDOMESTICFT_PAYLATER', type: 'NONREC', startDate: '2025-06-20T00:00:00', endDate: '2025-06-20T00:00:00', nextExecutionDate: '2025-06-20T00:00:00',
      externalReferenceNumber: confirmed.data.externalReferenceId, payeeNickName: 'Emma', amount: { currency: 'GBP', amount: 60 }, remarks: 'GIFT', statusType: 'A',
      debitAccountId: { value: idOf(ACC.everyday) },
      internal: { code: 'FD', ownerUserId: 'RETAIL1', frequencyCode: '10', numInstallments: 1, toAccountNumber: EMMA.accountNumber, toSortCode: EMMA.sortCode, payeeId: payeeIdOf(EMMA) },
    });
    expect(bank.state.payments[paymentId].internal.instructionId).toBe(stored?.instructionId);
  });

  it('stores a monthly transfer as an SI instruction with its instalments', async () => {
    const client = await logIn();
    const { confirmed } = await pay(client, 'instructions/transfers/self', {
      from: ACC.everyday, to: ACC.instant, amount: 500, type: 'REC', frequency: '50', startDate: '2025-07-01', endDate: '2025-12-01', remarks: 'MONTHLY SAVING',
    });
    expect(confirmed.status).toBe(200);
    expect(bank.state.instructions.at(-1)).toMatchObject({
      paymentType: 'SELFFT_SI', type: 'REC', freqDays: 0, freqMonths: 1, freqYears: 0, payeeNickName: 'Own Account', creditAccountId: { value: idOf(ACC.instant) },
      internal: { code: 'SI', frequencyCode: '50', numInstallments: 6, toAccountNumber: ACC.instant },
    });
  });

  it('keeps a recurring payment with no end date open-ended', async () => {
    const client = await logIn();
    await pay(client, 'instructions/payouts/external', payEmma({ type: 'REC', frequency: '30', startDate: '2025-06-17' }));
    expect(bank.state.instructions.at(-1)).toMatchObject({ endDate: null, freqDays: 7, internal: { numInstallments: null } });
  });

  it.each([
    ['no start date', { type: 'NONREC' }],
    ['a start date today', { startDate: TODAY }],
    ['a start date in the past', { startDate: '2025-06-01' }],
    ['an impossible date', { startDate: '2025-06-31' }],
    ['a recurring payment without a frequency', { type: 'REC', startDate: '2025-07-01' }],
    ['a frequency outside 10..90', { type: 'REC', startDate: '2025-07-01', frequency: '55' }],
    ['an end date before the start', { type: 'REC', startDate: '2025-07-01', endDate: '2025-06-30', frequency: '50' }],
    ['an end date on the start of a recurring one', { type: 'REC', startDate: '2025-07-01', endDate: '2025-07-01', frequency: '50' }],
  ])('refuses %s with wrongDetails', async (_name, when) => {
    const client = await logIn();
    const error = await digxFailure(prepare(client, 'instructions/payouts/external', payEmma(when)));
    expect(error).toMatchObject({ status: 400, meaning: 'wrongDetails' });
  });

  it('checks the per-payment limit but not funds or daily use for a later date', async () => {
    const client = await logIn();
    todaysUse(bank.state, 'USER', 'RETAIL1', 'PC_F_DOM', new Date(NOW)).count = 20;
    expect(await prepare(client, 'instructions/payouts/external', payEmma({ from: ACC.household, amount: available(ACC.household) + 100, startDate: '2025-06-30' }))).toEqual(expect.any(String));
    expect(await digxFailure(prepare(client, 'instructions/payouts/external', payEmma({ from: ACC.instant, amount: 60000, startDate: '2025-06-30' })))).toMatchObject({ meaning: 'transactionLimitExceeded' });
  });
});
