/** Make a payment and transfer money through the whole app against the fake bank (issue 7). */
import { screen, waitFor, within } from '@testing-library/react';
import { ACC } from '@mocks/digx/bank/seed';
import { PARTY, partyByNumber } from '@mocks/digx/bank/seed/parties';
import { bank, injectFault } from '@mocks/digx/testing';
import { OUTCOME_TEXT } from '@/features/payments/components/OutcomeStep';
import { DIGX_CODES } from '@/shared/api/digxCodes';
import { FUNCTION_TASK_CODES } from '@/shared/api/taskCodes';
import { MAPPED_MESSAGES } from '@/shared/api/errorMessages';
import { balanceOf, fillPayment, idOf, openPayments as open } from '@/testing/paymentSteps';
import { recordRequests } from '@/testing/recordRequests';

/** Fills a payment from Everyday to Physio on a date and continues to the review, which it returns. */
async function reviewDated(amount: string, when: 'On a future date' | 'Regularly (standing order)', date: string) {
  const { user } = await open('/payments/make');
  await fillPayment(user, { from: /^Everyday/, to: /^Physio/, amount, reference: 'LATER', when });
  await user.type(screen.getByRole('textbox', { name: when === 'On a future date' ? 'Payment date' : 'First payment date' }), date);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  return screen.findByRole('region', { name: 'Check your payment' });
}

describe('making a payment', () => {
  it('pays a saved payee now: review, one confirm however often it is clicked, the reference, the balance down', async () => {
    const log = recordRequests();
    const before = balanceOf(ACC.everyday);
    const { user } = await open('/payments/make');
    await fillPayment(user, { from: /^Everyday/, to: /^Builder/, amount: '125.50', reference: 'KITCHEN DEPOSIT' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const review = await screen.findByRole('region', { name: 'Check your payment' });
    expect(review).toHaveTextContent('£125.50');
    expect(review).toHaveTextContent('KITCHEN DEPOSIT');
    expect(review).toHaveTextContent(/Builder/);
    await user.dblClick(within(review).getByRole('button', { name: 'Confirm payment' }));
    const done = await screen.findByRole('status', {}, { timeout: 5000 });
    await waitFor(() => expect(screen.getByText(OUTCOME_TEXT.done)).toBeInTheDocument());
    expect(done).toHaveTextContent(/Reference: \S+/);
    const posts = await log.to('cz/v1/payments/payouts/external', 'POST');
    expect(posts).toHaveLength(1);
    const patches = log.requests.filter((r) => r.method === 'PATCH');
    expect(patches).toHaveLength(1);
    expect(balanceOf(ACC.everyday)).toBeCloseTo(before - 125.5, 2);
  });

  it('refuses more than the account holds before anything is sent', async () => {
    const log = recordRequests();
    const { user } = await open('/payments/make');
    await fillPayment(user, { from: /^Everyday/, to: /^Builder/, amount: '99999', reference: 'TOO MUCH' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText(MAPPED_MESSAGES.insufficientFunds)).not.toHaveLength(0);
    expect(log.requests.filter((r) => r.method === 'POST' && r.path.startsWith('cz/v1/payments/'))).toHaveLength(0);
  });

  it('keeps what the customer typed when the bank refuses the payment', async () => {
    injectFault('cz/v1/payments/payouts/external', { kind: 'code', code: DIGX_CODES.accountNoDebits, status: 400 }, { method: 'POST', times: 1 });
    const { user } = await open('/payments/make');
    await fillPayment(user, { from: /^Everyday/, to: /^Builder/, amount: '20', reference: 'KEEP ME' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MAPPED_MESSAGES.accountNoDebits);
    expect(screen.getByRole('textbox', { name: 'Reference' })).toHaveValue('KEEP ME');
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('20');
  });

  it('says it cannot be sure when the confirm is lost on the way, and sends nothing again', async () => {
    const log = recordRequests();
    const { user } = await open('/payments/make');
    await fillPayment(user, { from: /^Everyday/, to: /^Builder/, amount: '30', reference: 'NETWORK' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const review = await screen.findByRole('region', { name: 'Check your payment' });
    injectFault('v1/payments/payouts/external/*', { kind: 'network' }, { method: 'PATCH', times: 1 });
    await user.click(within(review).getByRole('button', { name: 'Confirm payment' }));
    expect(await screen.findByText(OUTCOME_TEXT.unsure)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm payment' })).not.toBeInTheDocument();
    expect(log.requests.filter((r) => r.method === 'PATCH')).toHaveLength(1);
  });

  it('sets up a future payment as an instruction on a working day', async () => {
    const log = recordRequests();
    const { user } = await open('/payments/make');
    await fillPayment(user, { from: /^Everyday/, to: /^Physio/, amount: '60', reference: 'PHYSIO MAY', when: 'On a future date' });
    await user.type(screen.getByRole('textbox', { name: 'Payment date' }), '15/01/35');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const review = await screen.findByRole('region', { name: 'Check your payment' });
    expect(review).toHaveTextContent('15 Jan 2035');
    const [post] = await log.to('cz/v1/payments/instructions/payouts/external', 'POST');
    expect(JSON.parse(post.body)).toMatchObject({ startDate: '2035-01-15', type: 'NONREC', amount: { amount: 60, currency: 'GBP' } });
  });

  it("lets a future payment exceed today's balance, warning on the review to have the money on its day (DECISIONS.md)", async () => {
    const log = recordRequests();
    const review = await reviewDated(String(Math.ceil(balanceOf(ACC.everyday)) + 500), 'On a future date', '15/01/35');
    expect(review).toHaveTextContent('Make sure there is enough money in the account on 15 Jan 2035.');
    expect(screen.queryByText(MAPPED_MESSAGES.insufficientFunds)).not.toBeInTheDocument();
    await log.to('cz/v1/payments/instructions/payouts/external', 'POST');
  });

  it('gives no funds warning for a future payment the account can already cover', async () => {
    const review = await reviewDated('60', 'On a future date', '15/01/35');
    expect(review).toHaveTextContent('15 Jan 2035');
    expect(review).not.toHaveTextContent(/Make sure there is enough money/);
  });

  it('tells the customer when a date on a bank holiday moves to the next working day', async () => {
    const review = await reviewDated('60', 'Regularly (standing order)', '25/12/34');
    expect(review).toHaveTextContent(/Christmas Day/);
    expect(review).toHaveTextContent(/Monthly, until further notice/);
  });

  it("holds a payment to its debit account's party's limits, as bulk does, not the active entity's", async () => {
    // Holdings has used its whole day at party level; the stables (CORP1's first entity) have not.
    const holdings = partyByNumber(bank.state.parties, PARTY.holdings);
    for (const use of bank.state.limitUtilization) {
      if (use.entityType === 'PARTY' && use.entityId === PARTY.holdings) use.amount = { ...use.amount, amount: 10_000_000 };
    }
    const log = recordRequests();
    const { user } = await open('/payments/make', 'CORP1');
    const form = screen.getByRole('form');
    const from = within(form).getByRole('combobox', { name: 'From' });
    const amount = within(form).getByRole('textbox', { name: 'Amount' });
    await user.selectOptions(from, within(from).getByRole('option', { name: /^Holdings/ }));
    await waitFor(() => expect(amount).toHaveAccessibleDescription(/£0\.00 left to send today/));
    const asked = (await log.to('v1/financialLimitUtilization', 'GET')).filter((r) => r.url.searchParams.get('entityType') === 'PARTY');
    expect(asked.map((r) => r.headers.get('X-Party-Id'))).toContain(holdings.partyId.value);
    await user.selectOptions(from, within(from).getByRole('option', { name: /^Yard racing/ }));
    await waitFor(() => expect(amount).not.toHaveAccessibleDescription(/£0\.00 left to send today/));
  });

  it("answers CORP1's large payment with 'waiting for an authoriser'", async () => {
    const { user } = await open('/payments/make', 'CORP1');
    await fillPayment(user, { from: /^Yard racing/, to: /^Farrier/, amount: '12000', reference: 'FARRIER YEAR' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm payment' }));
    expect(await screen.findByText(OUTCOME_TEXT.needsAuthoriser)).toBeInTheDocument();
  });
});

describe('the payment form offers only what the customer may do (SPEC.md section 6)', () => {
  const withoutFunctions = (...names: (keyof typeof FUNCTION_TASK_CODES)[]) => {
    const codes = new Set(names.flatMap((name) => FUNCTION_TASK_CODES[name]));
    const retail = bank.state.users.RETAIL1;
    retail.allowedTransactions = retail.allowedTransactions.filter((code) => !codes.has(code));
  };

  it.each(['/payments/make', '/payments/transfer-money'])('offers no future or standing order on %s without paymentsFuture', async (path) => {
    withoutFunctions('paymentsFuture');
    await open(path);
    const when = screen.getByRole('group', { name: 'When' });
    expect(within(when).getByRole('radio', { name: 'Now' })).toBeInTheDocument();
    expect(within(when).queryByRole('radio', { name: 'On a future date' })).not.toBeInTheDocument();
    expect(within(when).queryByRole('radio', { name: 'Regularly (standing order)' })).not.toBeInTheDocument();
  });

  it('offers no new payee without payeesManage, even when the address asks for one', async () => {
    withoutFunctions('payeesManage');
    await open('/payments/make?isNewPayee=true');
    const to = screen.getByRole('combobox', { name: 'To' });
    await waitFor(() => expect(within(to).queryAllByRole('option', { name: /^Builder/ })).not.toHaveLength(0));
    expect(within(to).queryByRole('option', { name: 'A new payee' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'New payee' })).not.toBeInTheDocument();
  });

  it('offers both with the functions', async () => {
    await open('/payments/make');
    expect(within(screen.getByRole('group', { name: 'When' })).getAllByRole('radio')).toHaveLength(3);
    expect(within(screen.getByRole('combobox', { name: 'To' })).getByRole('option', { name: 'A new payee' })).toBeInTheDocument();
  });
});

describe('moving money between own accounts', () => {
  it('clears To when From is the same account, and transfers', async () => {
    const before = balanceOf(ACC.household);
    const { user } = await open(`/payments/transfer-money/${encodeURIComponent(idOf(ACC.everyday))}?toAccountId=${encodeURIComponent(idOf(ACC.household))}`);
    const form = screen.getByRole('form');
    const to = within(form).getByRole('combobox', { name: 'To' });
    expect(to).toHaveValue(`account:${idOf(ACC.household)}`);
    await user.selectOptions(within(form).getByRole('combobox', { name: 'From' }), idOf(ACC.household));
    await waitFor(() => expect(to).toHaveValue(''));
    await user.selectOptions(within(form).getByRole('combobox', { name: 'From' }), idOf(ACC.everyday));
    await user.selectOptions(to, `account:${idOf(ACC.household)}`);
    await user.type(within(form).getByRole('textbox', { name: 'Amount' }), '250');
    await user.click(within(form).getByRole('radio', { name: 'Now' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm payment' }));
    expect(await screen.findByText(OUTCOME_TEXT.done)).toBeInTheDocument();
    expect(balanceOf(ACC.household)).toBeCloseTo(before + 250, 2);
  });
});


describe("paying one's own account from Make a payment (the recipient, not the page, picks the limits)", () => {
  it('moves £60,000 to an own account: above the payment maximum, within the transfer maximum', async () => {
    const log = recordRequests();
    const { user } = await open('/payments/make');
    await fillPayment(user, { from: /^Rainy day/, to: /^Everyday/, amount: '60000' });
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    expect(amount).toHaveAccessibleDescription(/From £0\.01 to £100,000\.00 in one payment\./);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm payment' }));
    expect(await screen.findByText(OUTCOME_TEXT.done)).toBeInTheDocument();
    expect(await log.to('cz/v1/payments/transfers/self', 'POST')).toHaveLength(1);
  });

  it('lets a 50p sweep to an own account through, and still holds a payee to the £1.00 minimum', async () => {
    const { user } = await open('/payments/make');
    await fillPayment(user, { from: /^Everyday/, to: /^Household/, amount: '0.50' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('region', { name: 'Check your payment' })).toHaveTextContent('£0.50');
    await user.click(screen.getByRole('button', { name: 'Change details' }));
    const to = await screen.findByRole('combobox', { name: 'To' });
    await user.selectOptions(to, within(to).getByRole('option', { name: /^Builder/ }));
    await user.type(screen.getByRole('textbox', { name: 'Reference' }), 'SWEEP');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText('The amount is below the minimum of £1.00 for this payment.')).not.toHaveLength(0);
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveAccessibleDescription(/From £1\.00 to £50,000\.00 in one payment\./);
  });

  it('offers no own account to pay into without the transfer function', async () => {
    const retail = bank.state.users.RETAIL1;
    const transferCodes = new Set(FUNCTION_TASK_CODES.transfer);
    retail.allowedTransactions = retail.allowedTransactions.filter((code) => !transferCodes.has(code));
    await open(`/payments/make?toAccountId=${encodeURIComponent(idOf(ACC.household))}`);
    const to = screen.getByRole('combobox', { name: 'To' });
    await waitFor(() => expect(within(to).queryAllByRole('option', { name: /^Builder/ })).not.toHaveLength(0));
    expect(to).toHaveValue('');
    expect(within(to).queryByRole('option', { name: /^Household/ })).not.toBeInTheDocument();
  });
});
