/** /payments/upcoming through the whole app: the three kinds, filters, and a cancellation that stays (issue 8). */
import { screen, waitFor, within } from '@testing-library/react';
import { bank } from '@mocks/digx/testing';
import { CODE_TITLES } from '@/features/payments/upcoming/UpcomingScreen';
import { openPayments } from '@/testing/paymentSteps';

const open = async (user: 'RETAIL1' | 'CORP1' = 'RETAIL1') => {
  const view = await openPayments('/payments/upcoming', user, { form: false });
  await screen.findByRole('list', { name: 'Upcoming payments' });
  return view;
};

const items = () => within(screen.getByRole('list', { name: 'Upcoming payments' })).getAllByRole('listitem');

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

  it('cancels a standing order after a confirmation and the passcode, and it stays cancelled', async () => {
    const { user } = await open();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Standing orders');
    const first = items()[0];
    const name = within(first).getByRole('heading', { level: 2 }).textContent ?? '';
    await user.click(within(first).getByRole('button', { name: /^Cancel standing order to / }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel this standing order?' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes, cancel it' }));
    const otp = await screen.findByRole('dialog', { name: 'Enter your one-time passcode' });
    await user.type(within(otp).getByLabelText('One-time passcode'), '123456');
    await user.click(within(otp).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(within(items()[0]).getByText('Cancelled')).toBeInTheDocument());
    expect(bank.state.instructions.filter((i) => i.statusType === 'C').length).toBeGreaterThan(0);
    expect(name).not.toBe('');
  });
});
