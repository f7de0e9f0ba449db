/**
 * The review step's facts: the bank's copy of the payment where the bank gave one (the verify GET), the app's own
 * order where it did not, and what differs from what the customer asked for, said before the Confirm button.
 */
import type { BankCopy } from './mapBankCopy';
import { orderLabels, type PaymentAccount, type PaymentFormValues } from './paymentForm';
import { BANK_COPY_UNREAD, differences, differenceText } from './rules/differences';
import type { Payee, PaymentOrder } from './types';

/** The order as the bank holds it: each fact the copy gives replaces the app's own. */
export function orderAsHeld(order: PaymentOrder, copy: BankCopy): PaymentOrder {
  const instruction = order.path.startsWith('instructions/');
  return {
    ...order,
    amount: copy.amount ?? order.amount,
    currency: copy.currency ?? order.currency,
    reference: copy.reference ?? order.reference,
    // A payment made now is shown as "Now" whatever value date the bank books it on.
    ...(instruction && copy.date ? { startDate: copy.date } : {}),
    ...(instruction && copy.endDate !== undefined ? { endDate: copy.endDate ?? undefined } : {}),
    ...(instruction && order.type === 'REC' && copy.frequency ? { frequency: copy.frequency } : {}),
  };
}

export function reviewOf(order: PaymentOrder, bankCopy: BankCopy | undefined, accounts: readonly PaymentAccount[], payees: readonly Payee[], draft?: PaymentFormValues) {
  const asked = orderLabels(order, accounts, payees, draft);
  if (!bankCopy) {
    // As before the bank's copy was read: the app's order, its own working-day notice, and why.
    const { askedDate: _askedDate, ...labels } = asked;
    return { order, ...labels, differences: [] as string[], copyNotice: BANK_COPY_UNREAD };
  }
  const held = orderAsHeld(order, bankCopy);
  const { askedDate: _askedDate, notice: _notice, ...labels } = orderLabels(held, accounts, payees, draft, bankCopy.payeeNickname);
  const payee = payees.find((p) => p.id === order.payeeId);
  const found = differences(
    {
      amount: order.amount,
      currency: order.currency,
      date: asked.askedDate,
      recurring: order.type === 'REC',
      reference: order.reference,
      payeeAccountName: payee?.accountName || undefined,
    },
    bankCopy,
  );
  // A date the app moved off a weekend or bank holiday is one of the differences now, said once; the app's own
  // notice stays only where the bank's copy gives no date.
  return { order: held, ...labels, notice: bankCopy.date ? undefined : asked.notice, differences: found.map(differenceText), copyNotice: undefined };
}
