/** /payments/upcoming/edit/{id} through the whole app: change a standing order and a future payment (issue 8). */
import { screen, waitFor, within } from '@testing-library/react';
import { bank, injectFault } from '@mocks/digx/testing';
import { SCHEDULE_MESSAGES } from '@/features/payments/rules/schedule';
import { AMOUNT_MESSAGES } from '@/features/payments/rules/validators';
import { toWorkingDay } from '@/features/payments/rules/workingDays';
import { EDIT_NOT_FOUND_TEXT, EDIT_SAVED_TEXT } from '@/features/payments/upcoming/EditUpcomingScreen';
import { ERROR_SUMMARY_TITLE } from '@/shared/ui/ErrorSummary';
import { formatPickerDate } from '@/shared/lib/dateRange';
import { addDays } from '@/shared/lib/dates';
import { londonToday } from '@/shared/lib/london';
import { formatShortDate } from '@/shared/lib/dates';
import { openPayments, type User } from '@/testing/paymentSteps';
import { recordRequests } from '@/testing/recordRequests';

const mine = (code: 'SI' | 'FD' | 'DD') => bank.state.instructions.filter((i) => i.internal.code === code && i.internal.ownerUserId === 'RETAIL1' && i.statusType === 'A');
const items = () => within(screen.getByRole('list', { name: 'Upcoming payments' })).getAllByRole('listitem');
const field = (name: string) => within(screen.getByRole('form')).getByRole('textbox', { name });

async function retype(user: User, name: string, text: string) {
  await user.clear(field(name));
  if (text) await user.type(field(name), text);
}

/** Opens the list, then the first item of a kind through its Change link. */
async function openFromList(code: 'SI' | 'FD') {
  const view = await openPayments('/payments/upcoming', 'RETAIL1', { form: false });
  await screen.findByRole('list', { name: 'Upcoming payments' });
  await view.user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), code === 'SI' ? 'Standing orders' : 'Future payments');
  const first = items()[0];
  const name = within(first).getByRole('heading', { level: 2 }).firstChild?.textContent?.trim() ?? '';
  await view.user.click(within(first).getByRole('link', { name: `Change ${code === 'SI' ? 'standing order' : 'future payment'} to ${name}` }));
  await screen.findByRole('form', { name: code === 'SI' ? 'Change standing order' : 'Change future payment' });
  return { ...view, name, record: bank.state.instructions.find((i) => i.payeeNickName === name && i.internal.code === code && i.internal.ownerUserId === 'RETAIL1') };
}

describe('changing a standing order or future payment', () => {
  it('changes a standing order\'s amount, frequency and end date, sent once, and the list shows it', async () => {
    const { user, record } = await openFromList('SI');
    const log = recordRequests();
    expect(field('Amount')).toHaveValue(record?.amount.amount.toFixed(2));
    await retype(user, 'Amount', '123.45');
    await user.selectOptions(screen.getByRole('combobox', { name: 'How often' }), 'Quarterly');
    await user.click(screen.getByRole('radio', { name: 'An end date' }));
    const end = addDays(londonToday(), 400);
    await user.type(field('Last payment date'), formatPickerDate(end));
    const save = screen.getByRole('button', { name: 'Save changes' });
    await user.dblClick(save);
    expect(await screen.findByRole('status')).toHaveTextContent(EDIT_SAVED_TEXT);
    // The form (and its focused button) gave way to the message: focus goes to it, not to the page body.
    await waitFor(() => expect(screen.getByRole('status')).toHaveFocus());
    const puts = await log.to(`cz/v1/payments/instructions/${record?.instructionId}`, 'PUT');
    expect(puts).toHaveLength(1);
    expect(JSON.parse(puts[0].body)).toMatchObject({ amount: { amount: 123.45, currency: 'GBP' }, frequency: '70', endDate: end });
    expect(record).toMatchObject({ amount: { amount: 123.45 }, freqMonths: 3, endDate: `${end}T00:00:00` });

    await user.click(screen.getByRole('link', { name: /^Back to standing orders/ }));
    await screen.findByRole('list', { name: 'Upcoming payments' });
    const changed = items().find((item) => item.textContent?.includes(record?.payeeNickName ?? '-'));
    expect(changed).toHaveTextContent('£123.45');
    expect(changed).toHaveTextContent('Quarterly');
    expect(changed).toHaveTextContent(formatShortDate(end));
  });

  it('moves a future payment to a new date, told when that day is not a working day', async () => {
    const { user, record } = await openFromList('FD');
    // The next Saturday at least a week away: it moves to the Monday (or later, round a holiday).
    let day = addDays(londonToday(), 7);
    while (new Date(`${day}T12:00:00Z`).getUTCDay() !== 6) day = addDays(day, 1);
    await retype(user, 'Payment date', formatPickerDate(day));
    expect(await screen.findByText(/is at the weekend, so this payment will be made on the next working day/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(EDIT_SAVED_TEXT)).toHaveAttribute('role', 'status');
    expect(record?.nextExecutionDate).toBe(`${toWorkingDay(day).date}T00:00:00`);
    expect(screen.getByText(formatShortDate(toWorkingDay(day).date))).toBeInTheDocument();
  });

  it('checks the changes with the payment rules and sends nothing until they pass', async () => {
    const { user } = await openFromList('SI');
    const log = recordRequests();
    await retype(user, 'Amount', '0');
    await retype(user, 'Next payment date', formatPickerDate(londonToday()));
    await user.click(screen.getByRole('radio', { name: 'An end date' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const summary = await screen.findByRole('group', { name: ERROR_SUMMARY_TITLE });
    expect(summary).toHaveTextContent(AMOUNT_MESSAGES.zero);
    expect(summary).toHaveTextContent(SCHEDULE_MESSAGES.dateNotFuture);
    expect(summary).toHaveTextContent(SCHEDULE_MESSAGES.untilDateRequired);
    expect(log.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });

  it('keeps what was typed when the bank refuses, and saves on the second try', async () => {
    const { user, record } = await openFromList('FD');
    injectFault(`cz/v1/payments/instructions/${record?.instructionId}`, { kind: 'status', status: 500 }, { method: 'PUT', times: 1 });
    await retype(user, 'Reference', 'NEW REFERENCE');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/.+/);
    expect(field('Reference')).toHaveValue('NEW REFERENCE');
    expect(record?.remarks).not.toBe('NEW REFERENCE');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText(EDIT_SAVED_TEXT);
    expect(record?.remarks).toBe('NEW REFERENCE');
  });

  it('opens on its own address (a reload), loading the list first', async () => {
    const [order] = mine('SI');
    await openPayments(`/payments/upcoming/edit/${order.instructionId}`, 'RETAIL1');
    expect(screen.getByRole('form', { name: 'Change standing order' })).toBeInTheDocument();
    expect(field('Amount')).toHaveValue(order.amount.amount.toFixed(2));
    expect(field('Reference')).toHaveValue(order.remarks);
  });

  it('offers no change for a direct debit, and says why at its address', async () => {
    const [debit] = mine('DD');
    await openPayments(`/payments/upcoming/edit/${debit.instructionId}`, 'RETAIL1', { form: false });
    expect(await screen.findByText(/A direct debit is changed by the organisation that collects it/)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('says when the payment cannot be found', async () => {
    await openPayments('/payments/upcoming/edit/NOSUCHID', 'RETAIL1', { form: false });
    expect(await screen.findByRole('alert')).toHaveTextContent(EDIT_NOT_FOUND_TEXT);
    await waitFor(() => expect(screen.getByRole('link', { name: /^Back to standing orders/ })).toBeInTheDocument());
  });

  it('says when the payment limits could not be loaded and asks again on Try again, keeping what was typed', async () => {
    injectFault('v1/me/assignedLimitPackage', { kind: 'status', status: 500 }, { times: 1 });
    const { user } = await openFromList('SI');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your payment limits.');
    await retype(user, 'Amount', '42.00');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText(/We could not load your payment limits/)).not.toBeInTheDocument());
    expect(field('Amount')).toHaveValue('42.00');
  });
});
