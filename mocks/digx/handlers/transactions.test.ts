import { digxFailure } from '../../../src/testing/digxFailure';
import { createDigxClient, type DigxClient } from '../../../src/shared/api/digxClient';
import { ACC, accountIdOf, PARTY, postTransaction } from '../bank/seed';
import { dayOf, isoDate } from '../bank/seed/dates';
import type { AccountRecord, Money, TransactionRecord } from '../bank/types';
import { bank, fixBankClock, logInAs as logIn } from '../testing';

/** Transaction history through the app's real client, on a bank seeded at a fixed day. */
const NOW = '2025-06-15T10:30:00Z';
const TODAY = '2025-06-15';

interface Item {
  transactionDate: string;
  postingDate: string;
  description: string;
  userReferenceNumber: string;
  transactionType: 'C' | 'D';
  amountInAccountCurrency: Money;
  runningBalance: Money;
  key: { transactionReferenceNumber: string; subSequenceNumber: string };
  transactionCode: string;
}
interface Answer {
  status: { result: string; message: { code: string; type: string } };
  items: Item[];
  summary: { openingBalance: Money; closingBalance: Money };
}
type Module = 'demandDeposit' | 'loan' | 'deposit';

beforeEach(() => fixBankClock(NOW));

const idOf = (number: string) => accountIdOf(number).value;
const pathOf = (number: string, module: Module = 'demandDeposit', prefix = 'cz/v1') => `${prefix}/accounts/${module}/${idOf(number)}/transactions`;

async function history(client: DigxClient, number: string, params: Record<string, string>, module: Module = 'demandDeposit'): Promise<Answer> {
  return (await client.request<Answer>({ method: 'GET', path: pathOf(number, module), params })).data;
}

const spd = (fromDate: string, toDate: string, extra: Record<string, string> = {}) => ({ searchBy: 'SPD', fromDate, toDate, ...extra });
const lnt = (n: number | string, extra: Record<string, string> = {}) => ({ searchBy: 'LNT', noOfTransactions: String(n), ...extra });

const stored = (number: string): TransactionRecord[] => bank.state.transactions[idOf(number)];
const account = (number: string): AccountRecord => bank.state.accounts[idOf(number)];
/** The balance the account shows: current balance, deposit balance or amount outstanding. */
function balanceOf(number: string): Money {
  const a = account(number);
  return a.type === 'CSA' ? a.currentBalance : a.type === 'TRD' ? a.availableBalance : a.outstandingAmount;
}
const day = (t: { transactionDate: string }) => t.transactionDate.slice(0, 10);
const keys = (items: readonly { key: { subSequenceNumber: string } }[]) => items.map((t) => t.key.subSequenceNumber);
const pennies = (m: Money) => Math.round(m.amount * 100);
const shift = (iso: string, days: number) => isoDate(dayOf(iso) + days);
/** Credits minus debits, in pennies. */
const net = (items: readonly Item[]) => items.reduce((sum, t) => sum + (t.transactionType === 'C' ? 1 : -1) * pennies(t.amountInAccountCurrency), 0);

describe('GET cz/v1/accounts/demandDeposit/{id}/transactions?searchBy=SPD', () => {
  it('answers the OBDX shape: status, items oldest first without internal, a summary in the account currency', async () => {
    const data = await history(await logIn(), ACC.everyday, spd('2025-06-01', TODAY));
    expect(data.status).toEqual({ result: 'SUCCESSFUL', message: { code: '0', type: 'INFO' } });
    expect(data.items.length).toBeGreaterThan(10);
    expect(Object.keys(data.items[0]).sort()).toEqual(
      ['accountId', 'amountInAccountCurrency', 'branchId', 'description', 'key', 'postingDate', 'runningBalance', 'transactionCode', 'transactionDate', 'transactionType', 'userReferenceNumber', 'valueDate'].sort(),
    );
    data.items.slice(1).forEach((t, i) => {
      const before = data.items[i];
      expect(day(t) > day(before) || (day(t) === day(before) && Number(t.key.subSequenceNumber) > Number(before.key.subSequenceNumber))).toBe(true);
    });
    expect(data.summary.openingBalance.currency).toBe('GBP');
    expect(data.summary.closingBalance).toEqual(balanceOf(ACC.everyday));
  });

  it('includes both ends of the window and nothing outside it', async () => {
    const all = stored(ACC.everyday);
    const from = day(all[all.length - 120]);
    const to = day(all[all.length - 60]);
    const data = await history(await logIn(), ACC.everyday, spd(from, to));
    const expected = all.filter((t) => day(t) >= from && day(t) <= to);
    expect(keys(data.items)).toEqual(keys(expected));
    expect(day(data.items[0])).toBe(from);
    expect(day(data.items[data.items.length - 1])).toBe(to);
    const oneDay = await history(await logIn(), ACC.everyday, spd(from, from));
    expect(oneDay.items.length).toBeGreaterThan(0);
    expect(oneDay.items.every((t) => day(t) === from)).toBe(true);
  });

  it('summary: opening is the balance before fromDate, closing the one after toDate; opening + credits − debits = closing', async () => {
    const all = stored(ACC.everyday);
    const from = day(all[all.length - 300]);
    const to = day(all[all.length - 100]);
    const data = await history(await logIn(), ACC.everyday, spd(from, to));
    const before = all.filter((t) => day(t) < from).at(-1) as TransactionRecord;
    const last = all.filter((t) => day(t) <= to).at(-1) as TransactionRecord;
    expect(data.summary).toEqual({ openingBalance: before.runningBalance, closingBalance: last.runningBalance });
    expect(pennies(data.summary.openingBalance) + net(data.items)).toBe(pennies(data.summary.closingBalance));
  });

  it('keeps the summary of the whole window when description or transactionType narrow the items', async () => {
    const client = await logIn();
    const whole = await history(client, ACC.everyday, spd('2025-01-01', '2025-03-31'));
    const narrowed = await history(client, ACC.everyday, spd('2025-01-01', '2025-03-31', { description: 'waitrose', transactionType: 'D' }));
    expect(narrowed.items.length).toBeLessThan(whole.items.length);
    expect(narrowed.summary).toEqual(whole.summary);
  });

  it('matches description on the description or the reference, ignoring case', async () => {
    const client = await logIn();
    const byDescription = await history(client, ACC.everyday, spd('2024-06-01', TODAY, { description: 'wAiTrOsE' }));
    expect(byDescription.items.length).toBeGreaterThan(0);
    expect(byDescription.items.every((t) => t.description.includes('WAITROSE'))).toBe(true);
    // Emma's standing order reads "STANDING ORDER EMMA PEMBERTON", reference "ALLOWANCE".
    const byReference = await history(client, ACC.everyday, spd('2024-06-01', TODAY, { description: 'allowance' }));
    expect(byReference.items.length).toBeGreaterThan(5);
    expect(byReference.items.every((t) => t.userReferenceNumber === 'ALLOWANCE' && !t.description.includes('ALLOWANCE'))).toBe(true);
    const none = await history(client, ACC.everyday, spd('2024-06-01', TODAY, { description: 'no such shop anywhere' }));
    expect(none.items).toEqual([]);
  });

  it('transactionType C gives only credits and D only debits; together they are A', async () => {
    const client = await logIn();
    const window = spd('2025-03-01', '2025-05-31');
    const [all, credits, debits] = await Promise.all(['A', 'C', 'D'].map((transactionType) => history(client, ACC.everyday, { ...window, transactionType })));
    expect(credits.items.length).toBeGreaterThan(0);
    expect(debits.items.length).toBeGreaterThan(0);
    expect(credits.items.every((t) => t.transactionType === 'C')).toBe(true);
    expect(debits.items.every((t) => t.transactionType === 'D')).toBe(true);
    expect(new Set([...keys(credits.items), ...keys(debits.items)])).toEqual(new Set(keys(all.items)));
    expect(keys((await history(client, ACC.everyday, window)).items)).toEqual(keys(all.items));
  });

  it('answers under v1/accounts/demandDeposit as well', async () => {
    const client = await logIn();
    const viaV1 = await client.request<Answer>({ method: 'GET', path: pathOf(ACC.household, 'demandDeposit', 'v1'), params: spd('2025-05-01', TODAY) });
    expect(viaV1.data).toEqual(await history(client, ACC.household, spd('2025-05-01', TODAY)));
  });

  it.each([
    ['no fromDate', { searchBy: 'SPD', toDate: TODAY }],
    ['no toDate', { searchBy: 'SPD', fromDate: '2025-01-01' }],
    ['a day that does not exist', spd('2025-02-30', TODAY)],
    ['a UK-style date', spd('01/06/2025', TODAY)],
    ['an OBDX stamp', spd('2025-06-01T00:00:00', TODAY)],
    ['fromDate after toDate', spd(TODAY, '2025-06-01')],
    ['no searchBy', { fromDate: '2025-06-01', toDate: TODAY }],
    ['an unknown searchBy', { searchBy: 'ALL', fromDate: '2025-06-01', toDate: TODAY }],
    ['an unknown transactionType', spd('2025-06-01', TODAY, { transactionType: 'X' })],
  ])('refuses %s with 400 wrongDetails', async (_name, params) => {
    const error = await digxFailure(history(await logIn(), ACC.everyday, params as Record<string, string>));
    expect(error).toMatchObject({ status: 400, meaning: 'wrongDetails' });
  });
});

describe('searchBy=LNT', () => {
  it('answers the N most recent, oldest first; opening before the first, closing the current balance', async () => {
    const all = stored(ACC.everyday);
    const data = await history(await logIn(), ACC.everyday, lnt(25));
    expect(keys(data.items)).toEqual(keys(all.slice(-25)));
    expect(data.summary).toEqual({ openingBalance: all[all.length - 26].runningBalance, closingBalance: all[all.length - 1].runningBalance });
    expect(pennies(data.summary.openingBalance) + net(data.items)).toBe(pennies(data.summary.closingBalance));
  });

  it('honours transactionType and description, and sees a posting made today', async () => {
    const client = await logIn();
    const credits = await history(client, ACC.everyday, lnt(5, { transactionType: 'C' }));
    expect(keys(credits.items)).toEqual(keys(stored(ACC.everyday).filter((t) => t.transactionType === 'C').slice(-5)));
    const bupa = await history(client, ACC.everyday, lnt(3, { description: 'bupa' }));
    expect(bupa.items).toHaveLength(3);
    expect(bupa.items.every((t) => t.description === 'DIRECT DEBIT BUPA')).toBe(true);
    expect(bupa.summary.closingBalance).toEqual(stored(ACC.everyday).at(-1)?.runningBalance);

    const posted = postTransaction(bank.state, idOf(ACC.everyday), { code: 'FPO', dir: 'D', amount: 12.5, description: 'FASTER PAYMENT TO TEST', reference: 'JUST NOW' }, new Date(NOW));
    const latest = await history(client, ACC.everyday, lnt(1));
    expect(latest.items.map((t) => t.key)).toEqual([posted.key]);
    expect(latest.summary.closingBalance).toEqual(posted.runningBalance);
  });

  it('gives what there is when N is more than the history', async () => {
    const data = await history(await logIn(), ACC.bond, lnt(500), 'deposit');
    expect(data.items).toHaveLength(stored(ACC.bond).length);
    expect(data.summary.openingBalance).toEqual({ currency: 'GBP', amount: 0 });
  });

  it.each(['0', '501', '-3', '2.5', 'ten', ''])('refuses noOfTransactions=%p with 400 wrongDetails', async (n) => {
    const error = await digxFailure(history(await logIn(), ACC.everyday, lnt(n)));
    expect(error).toMatchObject({ status: 400, meaning: 'wrongDetails' });
  });
});

describe('whose account, which module', () => {
  it.each([
    ['another user’s account', ACC.stablesRacing, 'demandDeposit'],
    ['a loan asked as a demand deposit', ACC.loan, 'demandDeposit'],
    ['a current account asked as a loan', ACC.everyday, 'loan'],
    ['a current account asked as a deposit', ACC.everyday, 'deposit'],
    ['a bond asked as a loan', ACC.bond, 'loan'],
  ] as const)('refuses %s with 400 accountDetailsNotFound', async (_name, number, module) => {
    const error = await digxFailure(history(await logIn(), number, lnt(10), module));
    expect(error).toMatchObject({ status: 400, meaning: 'accountDetailsNotFound' });
  });

  it.each(['NOSUCHACCOUNT', '__proto__'])('refuses the unknown id %s with 400 accountDetailsNotFound', async (id) => {
    const client = await logIn();
    const error = await digxFailure(client.request({ method: 'GET', path: `cz/v1/accounts/demandDeposit/${id}/transactions`, params: lnt(5) }));
    expect(error).toMatchObject({ status: 400, meaning: 'accountDetailsNotFound' });
  });

  it('refuses a call without a session with 401', async () => {
    const error = await digxFailure(history(createDigxClient(), ACC.everyday, lnt(5)));
    expect(error).toMatchObject({ kind: 'sessionExpired', status: 401 });
  });

  it("answers CORP1's accounts of the X-Target-Unit entity only", async () => {
    const client = await logIn('CORP1');
    client.setTargetUnit(PARTY.holdings);
    expect((await history(client, ACC.holdingsEuro, lnt(3))).items).toHaveLength(3);
    expect((await digxFailure(history(client, ACC.stablesRacing, lnt(3)))).meaning).toBe('accountDetailsNotFound');
    client.setTargetUnit(PARTY.stables);
    expect((await history(client, ACC.stablesRacing, lnt(3))).items).toHaveLength(3);
  });
});

describe('the accounts that exercise the window widening', () => {
  it('the idle US dollar account: nothing in the last 180 days, history in an older window', async () => {
    const client = await logIn();
    const recent = await history(client, ACC.dollars, spd(shift(TODAY, -180), TODAY));
    const balance = balanceOf(ACC.dollars);
    expect(recent).toMatchObject({ items: [], summary: { openingBalance: balance, closingBalance: balance } });
    expect(balance).toMatchObject({ currency: 'USD' });
    const older = await history(client, ACC.dollars, spd(shift(TODAY, -545), shift(TODAY, -181)));
    expect(older.items.length).toBeGreaterThan(100);
    expect(older.summary.closingBalance).toEqual(balance);
    expect((await history(client, ACC.dollars, lnt(10))).items.every((t) => day(t) < shift(TODAY, -180))).toBe(true);
  });

  it('the recently opened consultancy account: nothing before its opening day, which starts from nil', async () => {
    const client = await logIn();
    const opened = account(ACC.consultancy).openingDate.slice(0, 10);
    const before = await history(client, ACC.consultancy, spd(shift(opened, -365), shift(opened, -1)));
    expect(before).toMatchObject({ items: [], summary: { openingBalance: { amount: 0 }, closingBalance: { amount: 0 } } });
    const since = await history(client, ACC.consultancy, spd(shift(opened, -30), TODAY));
    expect(since.items[0]).toMatchObject({ transactionDate: `${opened}T00:00:00`, transactionType: 'C', userReferenceNumber: 'OPENING DEPOSIT' });
    expect(since.summary.openingBalance).toEqual({ currency: 'GBP', amount: 0 });
    expect(pennies(since.summary.openingBalance) + net(since.items)).toBe(pennies(since.summary.closingBalance));
  });

  it('the stables racing account: over 10 000 entries in two years, answered consistently', async () => {
    const client = await logIn('CORP1');
    const data = await history(client, ACC.stablesRacing, spd(shift(TODAY, -731), TODAY));
    expect(data.items.length).toBeGreaterThan(10000);
    expect(data.items).toHaveLength(stored(ACC.stablesRacing).length);
    expect(pennies(data.summary.openingBalance) + net(data.items)).toBe(pennies(data.summary.closingBalance));
    const cards = await history(client, ACC.stablesRacing, spd('2025-06-01', TODAY, { description: 'saddlery', transactionType: 'D' }));
    expect(cards.items.length).toBeGreaterThan(0);
    expect(cards.items.every((t) => t.description === 'NEWMARKET SADDLERY')).toBe(true);
    expect((await history(client, ACC.stablesRacing, lnt(500))).items).toHaveLength(500);
  });
});

describe('loans and deposits', () => {
  it('GET cz/v1/accounts/loan/{id}/transactions: repayments lower the outstanding amount (opening − credits + debits = closing)', async () => {
    const client = await logIn();
    const data = await history(client, ACC.mortgage, spd(shift(TODAY, -365), TODAY), 'loan');
    expect(new Set(data.items.map((t) => t.transactionCode))).toEqual(new Set(['LNR', 'LNI']));
    expect(data.items.filter((t) => t.transactionType === 'C').every((t) => t.description === 'REPAYMENT RECEIVED - THANK YOU')).toBe(true);
    expect(pennies(data.summary.openingBalance) - net(data.items)).toBe(pennies(data.summary.closingBalance));
    expect(data.summary.closingBalance).toEqual(balanceOf(ACC.mortgage));
    const repayments = await history(client, ACC.mortgage, lnt(3, { transactionType: 'C' }), 'loan');
    expect(repayments.items).toHaveLength(3);
  });

  it('GET cz/v1/accounts/deposit/{id}/transactions: the bond and its funding', async () => {
    const client = await logIn();
    const data = await history(client, ACC.bond, spd(account(ACC.bond).openingDate.slice(0, 10), TODAY), 'deposit');
    expect(data.items).toEqual([expect.objectContaining({ transactionType: 'C', transactionCode: 'TFR', description: 'DEPOSIT FROM 1236', amountInAccountCurrency: { currency: 'GBP', amount: 250000 } })]);
    expect(data.summary).toEqual({ openingBalance: { currency: 'GBP', amount: 0 }, closingBalance: balanceOf(ACC.bond) });
  });
});
