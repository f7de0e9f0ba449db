import type { IsoDate } from '@/shared/lib/dates';
import { DEFAULT_PAYMENT_LIMITS, type PaymentLimits } from './rules/limits';
import { emptyPaymentForm, FORM_MESSAGES, futureFundsNotice, limitsFor, validatePaymentForm, type FormContext, type PaymentAccount, type PaymentOptions } from './paymentForm';
import { WHEN_MESSAGE } from './rules/validators';

const account: PaymentAccount = {
  id: 'A1', accountId: 'A1', title: 'Everyday', accountNumber: '10234561', currency: 'GBP', availableBalance: 500, availableLabel: '£500.00 available',
  group: 'current', type: 'CA', transferOutDisabled: false, canPay: true, partyId: 'P1',
};
const context = (may?: PaymentOptions): FormContext => ({
  mode: 'payment', may, accounts: [account], payees: [], copStatus: 'NOT_STARTED', limits: { payment: DEFAULT_PAYMENT_LIMITS, transfer: DEFAULT_PAYMENT_LIMITS }, today: '2026-11-20' as IsoDate,
});
const form = (changes: Partial<ReturnType<typeof emptyPaymentForm>>) => ({ ...emptyPaymentForm(), from: 'A1', amount: '10', reference: 'RENT', ...changes });

describe('validatePaymentForm: only what the permitted functions offer (SPEC.md section 6)', () => {
  it.each<[string, PaymentOptions | undefined, Partial<ReturnType<typeof emptyPaymentForm>>, 'when' | 'to', string | undefined]>([
    ['a future date without paymentsFuture', { future: false, newPayee: true, transfer: true }, { when: 'later', date: '15/01/35' }, 'when', WHEN_MESSAGE],
    ['a standing order without paymentsFuture', { future: false, newPayee: true, transfer: true }, { when: 'recurring', date: '15/01/35' }, 'when', WHEN_MESSAGE],
    ['now without paymentsFuture', { future: false, newPayee: true, transfer: true }, { when: 'now' }, 'when', undefined],
    ['a future date with paymentsFuture', { future: true, newPayee: true, transfer: true }, { when: 'later', date: '15/01/35' }, 'when', undefined],
    ['a new payee without payeesManage', { future: true, newPayee: false, transfer: true }, { when: 'now', to: 'new' }, 'to', FORM_MESSAGES.toRequired],
    ['a new payee with payeesManage', { future: true, newPayee: true, transfer: true }, { when: 'now', to: 'new' }, 'to', undefined],
    ['a new payee when the screen says nothing of permissions', undefined, { when: 'now', to: 'new' }, 'to', undefined],
    ['an own account without transfer', { future: true, newPayee: true, transfer: false }, { when: 'now', to: 'account:A2' }, 'to', FORM_MESSAGES.toRequired],
    ['an own account with transfer', { future: true, newPayee: true, transfer: true }, { when: 'now', to: 'account:A2' }, 'to', undefined],
  ])('%s', (_label, may, values, field, message) => {
    expect(validatePaymentForm(form(values), context(may))[field]).toBe(message);
  });
});

describe('limitsFor: the recipient, not the page, picks the limits', () => {
  const payment: PaymentLimits = { min: 1, max: 50000 };
  const transfer: PaymentLimits = { min: 0.01, max: 100000 };
  it.each<[string, 'payment' | 'transfer', string, PaymentLimits]>([
    ['nothing chosen on Make a payment', 'payment', '', payment],
    ['a saved payee', 'payment', 'payee:P1', payment],
    ['a new payee', 'payment', 'new', payment],
    ['an own account on Make a payment', 'payment', 'account:A2', transfer],
    ['nothing chosen on Internal transfer', 'transfer', '', transfer],
    ['an own account on Internal transfer', 'transfer', 'account:A2', transfer],
  ])('%s', (_label, mode, to, expected) => {
    expect(limitsFor({ to }, { mode, limits: { payment, transfer } })).toBe(expected);
  });

  it.each<[string, string, string | undefined]>([
    ['50p to an own account', 'account:A2', undefined],
    ['50p to a payee', 'payee:P1', 'The amount is below the minimum of £1.00 for this payment.'],
  ])('%s', (_label, to, message) => {
    const ctx = { ...context(), accounts: [account, { ...account, id: 'A2', accountId: 'A2' }], payees: [{ id: 'P1', active: true } as FormContext['payees'][number]], limits: { payment, transfer } };
    expect(validatePaymentForm(form({ to, amount: '0.50', when: 'now' }), ctx).amount).toBe(message);
  });
});

describe('futureFundsNotice (DECISIONS.md: funds for a future or recurring payment)', () => {
  it.each<[number, number, string | undefined]>([
    [500, 500, undefined],
    [500, 499.99, undefined],
    [500, 500.01, 'Make sure there is enough money in the account on 15 Jan 2035.'],
    [0, 1, 'Make sure there is enough money in the account on 15 Jan 2035.'],
  ])('balance %d, amount %d', (balance, amount, notice) => {
    expect(futureFundsNotice(balance, amount, '2035-01-15')).toBe(notice);
  });
});
