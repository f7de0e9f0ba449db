/**
 * An account's OBDX status as a customer meets it (issue 24): a closed account is shown as closed and moves no
 * money, a dormant one receives but does not pay. The fake bank's records get the status a real OBDX would send;
 * everything else is the real store, sagas and screens.
 */
import { screen, within } from '@testing-library/react';
import { ACC } from '@mocks/digx/bank/seed';
import { bank } from '@mocks/digx/testing';
import { ACCOUNT_ACTION_LABELS } from '@/features/accounts/components/AccountDetail';
import { OVERVIEW_TEXT } from '@/features/accounts/components/AccountsOverview';
import { UNABLE_TO_PAY_MESSAGE } from '@/features/payments/rules/validators';
import { fillPayment, idOf, openPayments } from '@/testing/paymentSteps';

function setStatus(number: string, status: 'CLOSED' | 'DORMANT') {
  bank.state.accounts[idOf(number)].status = status;
}

const rowOf = async (number: string) => (await screen.findByText(`${OVERVIEW_TEXT.accountNumber} ${number}`, { exact: false })).closest('li') as HTMLElement;

describe('an account the bank says is closed or dormant', () => {
  beforeEach(() => {
    setStatus(ACC.household, 'CLOSED');
    setStatus(ACC.consultancy, 'DORMANT');
  });

  it('is shown as closed or dormant in the overview, with its history but nothing that moves money', async () => {
    const { user } = await openPayments('/accounts', 'RETAIL1', { form: false });
    const closed = await rowOf(ACC.household);
    expect(within(closed).getByText('Closed')).toBeInTheDocument();
    await user.click(within(closed).getByRole('button', { name: OVERVIEW_TEXT.details }));
    const actions = within(closed).getByRole('navigation', { name: /^Account actions/ });
    const labels = within(actions).getAllByRole('link').map((link) => link.textContent);
    expect(labels).toEqual([ACCOUNT_ACTION_LABELS.transactions, ACCOUNT_ACTION_LABELS.statements]);

    const dormant = await rowOf(ACC.consultancy);
    expect(within(dormant).getByText('Dormant')).toBeInTheDocument();
    await user.click(within(dormant).getByRole('button', { name: OVERVIEW_TEXT.details }));
    expect(within(dormant).queryByRole('link', { name: ACCOUNT_ACTION_LABELS.pay })).not.toBeInTheDocument();
    // An active account keeps every action and says nothing of its status.
    const everyday = await rowOf(ACC.everyday);
    expect(within(everyday).queryByText(/Closed|Dormant/)).not.toBeInTheDocument();
  });

  it('is not offered to pay from or into when closed; a dormant one can be paid into, not from', async () => {
    const { user } = await openPayments('/payments/transfer-money');
    const form = screen.getByRole('form');
    const from = within(form).getByRole('combobox', { name: 'From' });
    expect(within(from).queryByRole('option', { name: /^Household/ })).not.toBeInTheDocument();
    await user.selectOptions(from, within(from).getByRole('option', { name: /^Everyday/ }));
    const to = within(form).getByRole('combobox', { name: 'To' });
    expect(within(to).queryByRole('option', { name: /^Household/ })).not.toBeInTheDocument();
    expect(within(to).getByRole('option', { name: /^Private Current Account/ })).toBeInTheDocument();

    await fillPayment(user, { from: /^Private Current Account/, to: /^Everyday/, amount: '15', reference: 'DORMANT' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findAllByText(UNABLE_TO_PAY_MESSAGE)).length).toBeGreaterThan(0);
  });
});

describe('a closed account and the services that would use it', () => {
  it('is not offered for cheque and pay-in books', async () => {
    setStatus(ACC.stablesRacing, 'CLOSED');
    await openPayments('/accounts/services', 'CORP1', { form: false });
    const picker = await screen.findByLabelText('Account');
    const offered = within(picker).getAllByRole('option').map((o) => o.textContent);
    expect(offered.some((label) => label?.includes(ACC.bloodstockRacing))).toBe(true);
    expect(offered.some((label) => label?.includes(ACC.stablesRacing))).toBe(false);
  });

  it('is not offered to pay a bulk file from', async () => {
    setStatus(ACC.stablesRacing, 'CLOSED');
    await openPayments('/payments/bulk', 'CORP1', { form: false });
    const from = await screen.findByRole('combobox', { name: 'Pay from' });
    expect(within(from).getAllByRole('option').length).toBeGreaterThan(0);
    expect(within(from).queryByRole('option', { name: new RegExp(ACC.stablesRacing) })).not.toBeInTheDocument();
  });
});
