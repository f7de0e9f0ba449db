import type { IsoDate } from '@/shared/lib/dates';
import { DEFAULT_PAYMENT_LIMITS } from './rules/limits';
import { emptyPaymentForm, FORM_MESSAGES, futureFundsNotice, validatePaymentForm, type FormContext, type PaymentAccount, type PaymentOptions } from './paymentForm';
import { WHEN_MESSAGE } from './rules/validators';

const account: PaymentAccount = {
  id: 'A1', accountId: 'A1', title: 'Everyday', accountNumber: '10234561', currency: 'GBP', availableBalance: 500, availableLabel: '£500.00 available',
  group: 'current', type: 'CA', transferOutDisabled: false, canPay: true, partyId: 'P1',
};
const context = (may?: PaymentOptions): FormContext => ({
  mode: 'payment', may, accounts: [account], payees: [], copStatus: 'NOT_STARTED', limits: DEFAULT_PAYMENT_LIMITS, limitHint: '', today: '2026-11-20' as IsoDate,
});
const form = (changes: Partial<ReturnType<typeof emptyPaymentForm>>) => ({ ...emptyPaymentForm(), from: 'A1', amount: '10', reference: 'RENT', ...changes });

describe('validatePaymentForm: only what the permitted functions offer (SPEC.md section 6)', () => {
  it.each<[string, PaymentOptions | undefined, Partial<ReturnType<typeof emptyPaymentForm>>, 'when' | 'to', string | undefined]>([
    ['a future date without paymentsFuture', { future: false, newPayee: true }, { when: 'later', date: '15/01/35' }, 'when', WHEN_MESSAGE],
    ['a standing order without paymentsFuture', { future: false, newPayee: true }, { when: 'recurring', date: '15/01/35' }, 'when', WHEN_MESSAGE],
    ['now without paymentsFuture', { future: false, newPayee: true }, { when: 'now' }, 'when', undefined],
    ['a future date with paymentsFuture', { future: true, newPayee: true }, { when: 'later', date: '15/01/35' }, 'when', undefined],
    ['a new payee without payeesManage', { future: true, newPayee: false }, { when: 'now', to: 'new' }, 'to', FORM_MESSAGES.toRequired],
    ['a new payee with payeesManage', { future: true, newPayee: true }, { when: 'now', to: 'new' }, 'to', undefined],
    ['a new payee when the screen says nothing of permissions', undefined, { when: 'now', to: 'new' }, 'to', undefined],
  ])('%s', (_label, may, values, field, message) => {
    expect(validatePaymentForm(form(values), context(may))[field]).toBe(message);
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
