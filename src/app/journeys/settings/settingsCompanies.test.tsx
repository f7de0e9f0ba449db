/** /settings/paymentcompanies through the whole app: the companies allowed in, and withdrawing one (issue 12). */
import { screen, waitFor, within } from '@testing-library/react';
import { consentIdOf } from '@mocks/digx/bank/seed/paymentCompanies';
import { bank, fixBankClock, injectFault } from '@mocks/digx/testing';
import { COMPANIES_EMPTY_TEXT, withdrawnText } from '@/features/settings/components/PaymentCompaniesScreen';
import { openPayments } from '@/testing/paymentSteps';
import { recordRequests } from '@/testing/recordRequests';

const LIST = 'Payment companies with access';
const open = async (user: 'RETAIL1' | 'CORP1' = 'RETAIL1') => {
  const view = await openPayments('/settings/paymentcompanies', user, { form: false });
  await screen.findByRole('list', { name: LIST });
  return view;
};
const item = (company: string) =>
  within(screen.getByRole('list', { name: LIST }))
    .getAllByRole('listitem')
    .find((li) => within(li).queryByRole('heading', { name: company }));
const fact = (li: HTMLElement, term: string) => within(li).getByText(term).nextElementSibling;
const consent = (key: string) => bank.state.paymentCompanyConsents.find((c) => c.consentId === consentIdOf(key));

async function withdraw(user: Awaited<ReturnType<typeof open>>['user'], company: string) {
  await user.click(screen.getByRole('button', { name: `Withdraw access for ${company}` }));
  const confirm = await screen.findByRole('alertdialog', { name: `Withdraw access for ${company}?` });
  await user.click(within(confirm).getByRole('button', { name: 'Yes, withdraw access' }));
}

async function enterPasscode(user: Awaited<ReturnType<typeof open>>['user']) {
  const otp = await screen.findByRole('dialog', { name: 'Enter your one-time passcode' });
  await user.type(within(otp).getByLabelText('One-time passcode'), '123456');
  await user.click(within(otp).getByRole('button', { name: 'Confirm' }));
}

describe('/settings/paymentcompanies', () => {
  it('lists each company with what it may do, on which accounts, since and until when', async () => {
    fixBankClock('2026-03-05T12:00:00Z');
    await open();
    const moneybox = item('Moneybox Ltd')!;
    expect(within(fact(moneybox, 'It may') as HTMLElement).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'View account details and balances',
      'Make payments',
    ]);
    expect(fact(moneybox, 'Account')?.textContent).toMatch(/^x+\d{4}$/);
    expect(fact(moneybox, 'Allowed since')?.textContent).toBe('19 Jan 2026');
    expect(fact(moneybox, 'Allowed until')?.textContent).toBe('19 Jan 2027');
    const emma = item('Emma Technologies Ltd')!;
    expect(within(fact(emma, 'Accounts') as HTMLElement).getAllByRole('listitem')).toHaveLength(2);
    expect(fact(emma, 'Allowed until')?.textContent).toBe('Until you withdraw it');
  });

  it('withdraws a company after a confirmation and the passcode: it leaves the list with a message', async () => {
    const { user } = await open();
    const log = recordRequests();
    await withdraw(user, 'Moneybox Ltd');
    await enterPasscode(user);
    expect(await screen.findByText(withdrawnText('Moneybox Ltd'))).toBeInTheDocument();
    expect(item('Moneybox Ltd')).toBeUndefined();
    expect(item('Emma Technologies Ltd')).toBeDefined();
    expect(consent('retail-moneybox')?.status).toBe('WITHDRAWN');
    const deletes = await log.to(`cz/v1/me/paymentCompanies/${consentIdOf('retail-moneybox')}`, 'DELETE');
    // Asked for the passcode (417), then the identical call with it.
    expect(deletes).toHaveLength(2);
    expect(deletes[1].headers.get('x-challenge_response')).toContain('123456');
  });

  it('sends nothing when the customer keeps the access, or cancels the passcode', async () => {
    const { user } = await open();
    const log = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Withdraw access for Moneybox Ltd' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'No, keep access' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(log.requests.filter((r) => r.method === 'DELETE')).toEqual([]);

    await withdraw(user, 'Moneybox Ltd');
    const otp = await screen.findByRole('dialog', { name: 'Enter your one-time passcode' });
    await user.click(within(otp).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Withdraw access for Moneybox Ltd' })).toBeEnabled());
    expect(item('Moneybox Ltd')).toBeDefined();
    expect(within(item('Moneybox Ltd')!).queryByRole('alert')).not.toBeInTheDocument();
    expect(consent('retail-moneybox')?.status).toBe('ACTIVE');
  });

  it('keeps the company listed with the reason when the withdrawal fails', async () => {
    const { user } = await open();
    injectFault(`cz/v1/me/paymentCompanies/${consentIdOf('retail-emma')}`, { kind: 'code', code: 'DIGX_CZ_ACCESS_DENIED' }, { method: 'DELETE', times: 1 });
    await withdraw(user, 'Emma Technologies Ltd');
    const emma = item('Emma Technologies Ltd')!;
    expect(await within(emma).findByRole('alert')).toHaveTextContent('You do not have access to this service.');
    expect(screen.queryByText(withdrawnText('Emma Technologies Ltd'))).not.toBeInTheDocument();
    expect(consent('retail-emma')?.status).toBe('ACTIVE');
  });

  it("lists CORP1's one company, and says so when there are none", async () => {
    const { user } = await open('CORP1');
    expect(within(screen.getByRole('list', { name: LIST })).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Xero Ltd']);
    await withdraw(user, 'Xero Ltd');
    await enterPasscode(user);
    expect(await screen.findByText(COMPANIES_EMPTY_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: LIST })).not.toBeInTheDocument();
  });

  it('shows the loading state, then an error with its code and a way to try again', async () => {
    injectFault('cz/v1/me/paymentCompanies', { kind: 'status', status: 500 }, { method: 'GET', times: 1 });
    const { user } = await openPayments('/settings/paymentcompanies', 'RETAIL1', { form: false });
    expect(await screen.findByText('Error Code: 500')).toBeInTheDocument();
    injectFault('cz/v1/me/paymentCompanies', { kind: 'latency', ms: 200 }, { method: 'GET', times: 1 });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Loading data...')).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: LIST })).toBeInTheDocument();
  });
});
