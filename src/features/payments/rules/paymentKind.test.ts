import type { Recipient } from '../types';
import { buildPaymentOrder, endDate, firstPaymentDate, paymentKind, paymentPath, type PaymentDraftInput, type PaymentSchedule } from './paymentKind';

// A Wednesday; the Friday after is 6 March, a normal working day.
const TODAY = '2026-03-04';

describe('paymentKind (SPEC.md section 4: instant when now and not regular)', () => {
  it.each<[PaymentSchedule, string]>([
    [{ when: 'now' }, 'instant'],
    [{ when: 'later', date: '2026-03-10' }, 'future'],
    [{ when: 'recurring', date: '2026-03-10', frequency: '50' }, 'recurring'],
    [{ when: 'recurring', frequency: '30' }, 'recurring'],
    // "Recurring" but Once is not regular: one payment, on the date, or now without one.
    [{ when: 'recurring', date: '2026-03-10', frequency: '10' }, 'future'],
    [{ when: 'recurring', frequency: '10' }, 'instant'],
  ])('%j is %s', (schedule, kind) => {
    expect(paymentKind(schedule)).toBe(kind);
  });
});

describe('paymentPath', () => {
  const account: Recipient = { kind: 'account', accountId: 'A2' };
  const payee: Recipient = { kind: 'payee', payeeId: 'P1' };
  const newPayee: Recipient = { kind: 'newPayee' };
  it.each([
    ['instant', account, 'transfers/self'],
    ['instant', payee, 'payouts/external'],
    ['instant', newPayee, 'payouts/external'],
    ['future', account, 'instructions/transfers/self'],
    ['future', payee, 'instructions/payouts/external'],
    ['recurring', account, 'instructions/transfers/self'],
    ['recurring', newPayee, 'instructions/payouts/external'],
  ] as const)('%s to %j goes to %s', (kind, recipient, path) => {
    expect(paymentPath(kind, recipient)).toBe(path);
  });
});

describe('firstPaymentDate (London days)', () => {
  it.each<[PaymentSchedule, string, string, boolean]>([
    [{ when: 'now' }, TODAY, TODAY, false],
    [{ when: 'now' }, '2026-03-07', '2026-03-07', false], // instant payments go at weekends too
    [{ when: 'later', date: '2026-03-06' }, TODAY, '2026-03-06', false],
    [{ when: 'later', date: '2026-03-07' }, TODAY, '2026-03-09', true],
    [{ when: 'later', date: '2026-04-03' }, TODAY, '2026-04-07', true],
    // A regular payment set up now starts the next day…
    [{ when: 'recurring', frequency: '50' }, TODAY, '2026-03-05', false],
    // …moved to a working day when that is not one.
    [{ when: 'recurring', frequency: '50' }, '2026-03-06', '2026-03-09', true],
    [{ when: 'recurring', frequency: '30' }, '2026-12-24', '2026-12-29', true],
    [{ when: 'recurring', frequency: '30', date: '2026-05-04' }, TODAY, '2026-05-05', true],
  ])('%j on %s is first paid on %s (moved %p)', (schedule, today, date, moved) => {
    expect(firstPaymentDate(schedule, today)).toMatchObject({ date, moved });
  });
});

describe('endDate (repeat-until: an end date or further notice)', () => {
  it.each<[PaymentSchedule, string | undefined]>([
    [{ when: 'recurring', frequency: '50', untilDate: '2027-03-01' }, '2027-03-01'],
    [{ when: 'recurring', frequency: '50' }, undefined],
    [{ when: 'later', date: '2026-03-10', untilDate: '2027-03-01' }, undefined],
    [{ when: 'now', untilDate: '2027-03-01' }, undefined],
  ])('%j ends %p', (schedule, end) => {
    expect(endDate(schedule)).toBe(end);
  });
});

describe('buildPaymentOrder', () => {
  const base: PaymentDraftInput = {
    fromAccountId: 'A1',
    currency: 'GBP',
    recipient: { kind: 'payee', payeeId: 'P1' },
    sortCode: '40-05-30',
    amount: '1,250.50',
    reference: ' INV 42 ',
    schedule: { when: 'now' },
  };

  it('builds an instant payment to a payee: no dates, no frequency', () => {
    expect(buildPaymentOrder(base, TODAY)).toEqual({
      path: 'payouts/external',
      debitAccountId: 'A1',
      payeeId: 'P1',
      sortCode: '400530',
      amount: 1250.5,
      currency: 'GBP',
      reference: 'INV 42',
      type: 'NONREC',
    });
  });

  it('builds an instant transfer between own accounts', () => {
    expect(buildPaymentOrder({ ...base, recipient: { kind: 'account', accountId: 'A2' }, reference: '', amount: 20 }, TODAY)).toEqual({
      path: 'transfers/self',
      debitAccountId: 'A1',
      creditAccountId: 'A2',
      amount: 20,
      currency: 'GBP',
      reference: '',
      type: 'NONREC',
    });
  });

  it('builds a future payment: NONREC, Once, on the working day', () => {
    expect(buildPaymentOrder({ ...base, schedule: { when: 'later', date: '2026-04-06' } }, TODAY)).toMatchObject({
      path: 'instructions/payouts/external',
      type: 'NONREC',
      frequency: '10',
      startDate: '2026-04-07',
    });
  });

  it('builds a standing order until further notice: REC, its code, no end date', () => {
    const order = buildPaymentOrder({ ...base, schedule: { when: 'recurring', frequency: '50', date: '2026-04-01' } }, TODAY);
    expect(order).toMatchObject({ path: 'instructions/payouts/external', type: 'REC', frequency: '50', startDate: '2026-04-01' });
    expect(order).not.toHaveProperty('endDate');
  });

  it('builds a standing order set up now with an end date: starts the next day', () => {
    const order = buildPaymentOrder(
      { ...base, recipient: { kind: 'account', accountId: 'A2' }, schedule: { when: 'recurring', frequency: '30', untilDate: '2026-12-31' } },
      TODAY,
    );
    expect(order).toMatchObject({ path: 'instructions/transfers/self', creditAccountId: 'A2', type: 'REC', frequency: '30', startDate: '2026-03-05', endDate: '2026-12-31' });
  });

  it('leaves the payee id to the saga for a new payee, keeping its sort code', () => {
    const order = buildPaymentOrder({ ...base, recipient: { kind: 'newPayee' }, sortCode: '200000' }, TODAY);
    expect(order).toMatchObject({ path: 'payouts/external', sortCode: '200000' });
    expect(order).not.toHaveProperty('payeeId');
  });

  it.each<[string, Partial<PaymentDraftInput>]>([
    ['no from account', { fromAccountId: '' }],
    ['no amount', { amount: '' }],
    ['a zero amount', { amount: '0' }],
    ['a transfer to the same account', { recipient: { kind: 'account', accountId: 'A1' } }],
    ['a transfer with no to account', { recipient: { kind: 'account', accountId: '' } }],
    ['a payee with no id', { recipient: { kind: 'payee', payeeId: '' } }],
    ['a future payment with no date', { schedule: { when: 'later' } }],
    ['a regular payment with no frequency', { schedule: { when: 'recurring', date: '2026-04-01' } }],
  ])('refuses %s', (_, change) => {
    expect(buildPaymentOrder({ ...base, ...change }, TODAY)).toBeUndefined();
  });
});
