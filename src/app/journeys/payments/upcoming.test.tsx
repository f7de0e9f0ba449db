/** /payments/upcoming through the whole app: the three kinds, filters, and a cancellation that stays (issue 8). */
import { screen, waitFor, within } from '@testing-library/react';
import { FUNCTION_TASK_CODES } from '@mocks/digx/bank/types';
import { bank } from '@mocks/digx/testing';
import { CODE_TITLES, UPCOMING_TITLE } from '@/features/payments/upcoming/UpcomingScreen';
import type { InstructionCode } from '@/features/payments/upcoming/types';
import { openPayments, type User } from '@/testing/paymentSteps';
import { NO_ACCESS_TITLE } from '../../routeAccess';

const open = async (user: 'RETAIL1' | 'CORP1' = 'RETAIL1') => {
  const view = await openPayments('/payments/upcoming', user, { form: false });
  await screen.findByRole('list', { name: 'Upcoming payments' });
  return view;
};

const items = () => within(screen.getByRole('list', { name: 'Upcoming payments' })).getAllByRole('listitem');
const FILTER_LABELS: Record<InstructionCode, string> = { SI: 'Standing orders', DD: 'Direct debits', FD: 'Future payments' };
const term = (item: HTMLElement, name: string) => within(item).getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;

async function cancelFirst(user: User, code: InstructionCode) {
  await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), FILTER_LABELS[code]);
  const first = items()[0];
  const name = within(first).getByRole('heading', { level: 2 }).firstChild?.textContent?.trim() ?? '';
  await user.click(within(first).getByRole('button', { name: `Cancel ${CODE_TITLES[code].toLowerCase()} to ${name}` }));
  const confirm = await screen.findByRole('alertdialog', { name: `Cancel this ${CODE_TITLES[code].toLowerCase()}?` });
  await user.click(within(confirm).getByRole('button', { name: 'Yes, cancel it' }));
  const otp = await screen.findByRole('dialog', { name: 'Enter your one-time passcode' });
  await user.type(within(otp).getByLabelText('One-time passcode'), '123456');
  await user.click(within(otp).getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(within(items()[0]).getByText('Cancelled')).toBeInTheDocument());
  return name;
}

describe('/payments/upcoming', () => {
  it('lists standing orders, direct debits and future payments, and filters by kind', async () => {
    const { user } = await open();
    const all = items();
    const kinds = new Set(all.map((item) => Object.values(CODE_TITLES).find((t) => item.textContent?.includes(t))));
    expect(kinds).toEqual(new Set(Object.values(CODE_TITLES)));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Direct debits');
    for (const item of items()) {
      expect(item).toHaveTextContent(CODE_TITLES.DD);
      expect(item).toHaveTextContent('Mandate reference');
    }
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Standing orders');
    for (const item of items()) expect(item).toHaveTextContent(/How often(Monthly|Quarterly|Weekly|Yearly|Fortnightly|Half-Yearly|Bi-Monthly|Daily)/);
  });

  it('shows a standing order\'s account paid into and the payments it has left', async () => {
    const { user } = await open();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Standing orders');
    const orders = bank.state.instructions.filter((i) => i.internal.code === 'SI' && i.internal.ownerUserId === 'RETAIL1');
    for (const item of items()) {
      const name = within(item).getByRole('heading', { level: 2 }).firstChild?.textContent?.trim();
      const record = orders.find((o) => o.payeeNickName === name);
      expect(term(item, 'To account')).toContain(`ending ${record?.creditAccountId.displayValue.slice(-4)}`);
      expect(term(item, 'Payments left')).toMatch(record?.endDate ? /^\d+$/ : /^Until further notice$/);
    }
    expect(items().some((item) => /^\d+$/.test(term(item, 'Payments left') ?? ''))).toBe(true);
  });

  it('filters by the account paid from', async () => {
    const { user } = await open();
    const accountSelect = screen.getByRole('combobox', { name: 'From account' });
    const options = within(accountSelect).getAllByRole('option').slice(1);
    const before = items().length;
    let narrowed = false;
    for (const option of options) {
      await user.selectOptions(accountSelect, option);
      const shown = screen.queryByRole('list', { name: 'Upcoming payments' }) ? items() : [];
      for (const item of shown) expect(term(item, 'From')).toBe(option.textContent?.replace(/ \(.*\)$/, ''));
      if (shown.length < before) narrowed = true;
    }
    expect(narrowed).toBe(true);
  });

  it.each<InstructionCode>(['SI', 'DD', 'FD'])('cancels a %s after a confirmation and the passcode, and it stays cancelled', async (code) => {
    const { user } = await open();
    const name = await cancelFirst(user, code);
    const record = bank.state.instructions.find((i) => i.internal.code === code && i.payeeNickName === name && i.internal.ownerUserId === 'RETAIL1');
    expect(record?.statusType).toBe('C');
    expect(within(items()[0]).queryByRole('button', { name: /^Cancel / })).not.toBeInTheDocument();
  });

  it('keeps the item as it was when the cancellation fails, and says why', async () => {
    const { user } = await open();
    const { injectFault } = await import('@mocks/digx/testing');
    injectFault('cz/v1/payments/instructions/cancellation/*', { kind: 'status', status: 500 }, { method: 'PATCH', times: 1 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Future payments');
    const first = items()[0];
    await user.click(within(first).getByRole('button', { name: /^Cancel future payment to / }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, cancel it' }));
    // The bank fails before it asks for the passcode.
    expect(await within(items()[0]).findByRole('alert')).toHaveTextContent(/.+/);
    expect(within(items()[0]).queryByText('Cancelled')).not.toBeInTheDocument();
    expect(within(items()[0]).getByRole('button', { name: /^Cancel future payment to / })).toBeEnabled();
  });
});

describe('without the permissions (SPEC.md section 6)', () => {
  const withoutFunctions = (...names: (keyof typeof FUNCTION_TASK_CODES)[]) => {
    const codes = new Set(names.flatMap((name) => FUNCTION_TASK_CODES[name]));
    const retail = bank.state.users.RETAIL1;
    retail.allowedTransactions = retail.allowedTransactions.filter((code) => !codes.has(code));
  };

  it('a customer without paymentsFuture is not offered standing orders, and the address says the service is not available', async () => {
    withoutFunctions('paymentsFuture');
    await openPayments('/payments', 'RETAIL1', { form: false });
    const hub = screen.getByRole('main');
    expect(await within(hub).findByRole('link', { name: 'Make a Payment' })).toBeInTheDocument();
    expect(within(hub).getByRole('link', { name: 'Manage my payees' })).toBeInTheDocument();
    expect(within(hub).queryByRole('link', { name: UPCOMING_TITLE })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: UPCOMING_TITLE })).not.toBeInTheDocument();
  });

  it('a customer without paymentsFuture opening /payments/upcoming is told the service is not available', async () => {
    withoutFunctions('paymentsFuture');
    await openPayments('/payments/upcoming', 'RETAIL1', { form: false });
    expect(await screen.findByRole('heading', { level: 1, name: NO_ACCESS_TITLE })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Upcoming payments' })).not.toBeInTheDocument();
  });

  it('a customer without payeesManage is not offered payees', async () => {
    withoutFunctions('payeesManage');
    await openPayments('/payments', 'RETAIL1', { form: false });
    const hub = screen.getByRole('main');
    expect(await within(hub).findByRole('link', { name: 'Make a Payment' })).toBeInTheDocument();
    expect(within(hub).queryByRole('link', { name: 'Manage my payees' })).not.toBeInTheDocument();
  });

  it.each(['/payments/payees', '/payments/payees/new'])('a customer without payeesManage opening %s is told the service is not available', async (path) => {
    withoutFunctions('payeesManage');
    await openPayments(path, 'RETAIL1', { form: false });
    expect(await screen.findByRole('heading', { level: 1, name: NO_ACCESS_TITLE })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('a customer without paymentsFuture cannot open an edit address either', async () => {
    withoutFunctions('paymentsFuture');
    await openPayments('/payments/upcoming/edit/ANY', 'RETAIL1', { form: false });
    expect(await screen.findByRole('heading', { level: 1, name: NO_ACCESS_TITLE })).toBeInTheDocument();
  });
});
