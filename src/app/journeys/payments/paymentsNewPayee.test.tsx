/** New payees, Confirmation of Payee and the rest of issue 7 through the whole app against the fake bank. */
import { screen, waitFor, within } from '@testing-library/react';
import { ACC } from '@mocks/digx/bank/seed';
import { bank, injectFault } from '@mocks/digx/testing';
import { DIGX_CODES } from '@/shared/api/digxCodes';
import { MAPPED_MESSAGES } from '@/shared/api/errorMessages';
import { OUTCOME_TEXT } from '@/features/payments/components/OutcomeStep';
import { PAYEE_AWAITING_AUTHORISER_TEXT } from '@/features/payments/components/PaymentScreen';
import { startMarker } from '@/features/session/sessionMarker';
import { createDigxClient } from '@/shared/api/digxClient';
import { postLogin } from '@/shared/api/postLogin';
import * as download from '@/shared/lib/download';
import { fillNewPayee, fillPayment, openPayments as open } from '@/testing/paymentSteps';
import { recordRequests } from '@/testing/recordRequests';
import { renderApp } from '@/testing/renderApp';
import { STEP_DONE_TEXT } from '@/features/payments/components/PaymentSteps';

/** Fills a payment to a new payee whose name matches, confirms it and meets the passcode: the payee is then created. */
async function payNewPayee(user: Parameters<typeof fillPayment>[0]) {
  await fillPayment(user, { from: /^Everyday/, to: /^A new payee/, amount: '45', reference: 'SADDLE' });
  const payee = await fillNewPayee(user, { name: 'John', accountName: 'John Smith', sortCode: '200000', accountNumber: '11223344' });
  expect(await within(payee).findByText('BARCLAYS BANK PLC')).toBeInTheDocument();
  await user.click(within(payee).getByRole('button', { name: 'Check the name on the account' }));
  expect(await within(payee).findByText('The name matches the account.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  const dialog = await screen.findByRole('dialog', { name: 'Enter your one-time passcode' });
  await user.type(within(dialog).getByLabelText('One-time passcode'), '123456');
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
}

const payeeCreations = (log: ReturnType<typeof recordRequests>) => log.requests.filter((r) => r.method === 'POST' && /payeeGroup(\/[^/]+\/payees\/external)?$/.test(r.path));

describe('a new payee is created once, whatever happens to the payment after (nothing is sent twice by a retry)', () => {
  it('pays the payee just added after "Change details" on the review, with no second payee', async () => {
    const log = recordRequests();
    const { user } = await open('/payments/make?isNewPayee=true');
    await payNewPayee(user);
    await screen.findByRole('region', { name: 'Check your payment' });
    const created = payeeCreations(log).length;
    await user.click(screen.getByRole('button', { name: 'Change details' }));
    const to = await screen.findByRole('combobox', { name: 'To' });
    expect(within(to).getByRole('option', { selected: true })).toHaveTextContent(/^John/);
    expect(screen.queryByRole('group', { name: 'New payee' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm payment' }));
    expect(await screen.findByText(OUTCOME_TEXT.done)).toBeInTheDocument();
    expect(payeeCreations(log)).toHaveLength(created);
    expect(screen.queryByRole('dialog', { name: 'Enter your one-time passcode' })).not.toBeInTheDocument();
    // Two whole payments, a new payee and a passcode: twice the steps of one journey.
  }, 30_000);

  it('pays the payee just added when the bank refused the payment itself, with no second payee', async () => {
    injectFault('cz/v1/payments/payouts/external', { kind: 'code', code: DIGX_CODES.accountNoDebits, status: 400 }, { method: 'POST', times: 1 });
    const log = recordRequests();
    const { user } = await open('/payments/make?isNewPayee=true');
    await payNewPayee(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(MAPPED_MESSAGES.accountNoDebits);
    const created = payeeCreations(log).length;
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'To' })).toHaveDisplayValue(/^John/));
    expect(screen.getByRole('textbox', { name: 'Reference' })).toHaveValue('SADDLE');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm payment' }));
    expect(await screen.findByText(OUTCOME_TEXT.done)).toBeInTheDocument();
    expect(payeeCreations(log)).toHaveLength(created);
  }, 30_000);
});

describe('paying a new payee', () => {
  it('looks up the sort code, confirms the name, asks for the passcode, and pays', async () => {
    const log = recordRequests();
    const { user } = await open('/payments/make?isNewPayee=true');
    await payNewPayee(user);
    await user.click(await screen.findByRole('button', { name: 'Confirm payment' }));
    expect(await screen.findByText(OUTCOME_TEXT.done)).toBeInTheDocument();
    const [created] = await log.to('cz/v1/payments/payeeGroup', 'POST');
    expect(JSON.parse(created.body)).toEqual({ name: 'John' });
    const payees = log.requests.filter((r) => r.method === 'POST' && /payeeGroup\/[^/]+\/payees\/external$/.test(r.path));
    // The first try met the challenge; the replay carried the passcode.
    expect(payees.length).toBe(2);
    expect(JSON.parse(payees[1].body)).toMatchObject({ nickName: 'John', accountName: 'John Smith', accountNumber: '11223344', bankDetails: { code: '200000' }, paymentType: 'FAS', network: 'SORT', shared: true });
  });

  it('offers to use the name the bank holds on a close match', async () => {
    const { user } = await open('/payments/make?isNewPayee=true');
    await fillPayment(user, { from: /^Everyday/, to: /^A new payee/, amount: '45', reference: 'SADDLE' });
    const payee = await fillNewPayee(user, { name: 'John', accountName: 'Mr J Smith', sortCode: '200000', accountNumber: '11223344' });
    await user.click(within(payee).getByRole('button', { name: 'Check the name on the account' }));
    const warning = await within(payee).findByRole('alert', { name: 'Confirmation of Payee' });
    expect(warning).toHaveTextContent('The name on the account is John Smith.');
    await user.click(within(warning).getByRole('button', { name: /^Update/ }));
    expect(within(payee).getByRole('textbox', { name: 'Name on the account' })).toHaveValue('John Smith');
  });

  it.each([
    ['00000001', 'No account found'],
    ['00000003', 'Account has been switched'],
    ['00000004', 'Unable to check account'],
  ])('shows account %s as %s', async (accountNumber, title) => {
    const { user } = await open('/payments/make?isNewPayee=true');
    await fillPayment(user, { from: /^Everyday/, to: /^A new payee/, amount: '45', reference: 'SADDLE' });
    const payee = await fillNewPayee(user, { name: 'Someone', accountName: 'Some One', sortCode: '200000', accountNumber });
    await user.click(within(payee).getByRole('button', { name: 'Check the name on the account' }));
    expect(await within(payee).findByRole('alert', { name: 'Confirmation of Payee' })).toHaveTextContent(title);
  });

  it('holds the name on the account to 35 letters, numbers and spaces before anything is sent', async () => {
    const log = recordRequests();
    const { user } = await open('/payments/make?isNewPayee=true');
    await fillPayment(user, { from: /^Everyday/, to: /^A new payee/, amount: '45', reference: 'SADDLE' });
    const payee = await fillNewPayee(user, { name: 'John', accountName: 'John & Co', sortCode: '200000', accountNumber: '11223344' });
    const accountName = within(payee).getByRole('textbox', { name: 'Name on the account' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(accountName).toHaveAccessibleDescription(/Must be 35 alphanumeric characters or less/));
    expect(accountName).toHaveValue('John & Co');
    await user.clear(accountName);
    await user.type(accountName, 'J'.repeat(40));
    expect((accountName as HTMLInputElement).value.length).toBeLessThanOrEqual(35);
    expect(log.requests.filter((r) => r.method === 'POST' && r.path.includes('payeeGroup'))).toHaveLength(0);
  });

  it('refuses a sort code no bank has, and one without Faster Payments', async () => {
    const { user } = await open('/payments/make?isNewPayee=true');
    await fillPayment(user, { from: /^Everyday/, to: /^A new payee/, amount: '45', reference: 'SADDLE' });
    const payee = await fillNewPayee(user, { name: 'Someone', accountName: 'Some One', sortCode: '999999', accountNumber: '12345678' });
    await waitFor(() => expect(within(payee).queryByText('Checking the sort code…')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const sortCode = within(payee).getByRole('textbox', { name: 'Sort code' });
    await waitFor(() => expect(sortCode).toHaveAccessibleDescription(/sort code/i));
    await user.clear(sortCode);
    await user.type(sortCode, '200000');
    expect(await within(payee).findByText('BARCLAYS BANK PLC')).toBeInTheDocument();
    await user.clear(sortCode);
    await user.type(sortCode, '089999');
    await waitFor(() => expect(sortCode).toHaveAccessibleDescription(/Faster Payments/i));
    // The look-up's bank details are cleared with the error: no bank name beside a sort code we cannot pay.
    expect(within(payee).queryAllByRole('status').map((s) => s.textContent)).toEqual([]);
  });
});

describe('the rest of issue 7', () => {
  // The sort codes too (DECISIONS.md "sort code on receipts"): the customer's own account at the bank's 60-93-03,
  // the payee (Builder, 30-96-34 in the seed) at its own.
  it("gives a PDF receipt that masks account numbers and prints each side's own sort code", async () => {
    const saved = jest.spyOn(download, 'downloadBlob').mockImplementation(() => undefined);
    try {
      const { user } = await open('/payments/make');
      await fillPayment(user, { from: /^Everyday/, to: /^Builder/, amount: '10', reference: 'RECEIPT' });
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await user.click(await screen.findByRole('button', { name: 'Confirm payment' }));
      await user.click(await screen.findByRole('button', { name: 'Download receipt (PDF)' }));
      await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
      const [blob, name] = saved.mock.calls[0] as [Blob, string];
      expect(name).toMatch(/^Payment-receipt-\w+\.pdf$/);
      const text = new TextDecoder('latin1').decode(await blob.arrayBuffer());
      expect(text.startsWith('%PDF-')).toBe(true);
      expect(text).toContain('ending 4561');
      expect(text).not.toContain(ACC.everyday);
      expect(text).toContain('ending 4561, 60-93-03');
      expect(text).toContain('ending 0475, 30-96-34');
    } finally {
      saved.mockRestore();
    }
  });

  it('holds a payment above the per-payment limit before anything is sent', async () => {
    const { user } = await open('/payments/make');
    await fillPayment(user, { from: /^Rainy day/, to: /^Builder/, amount: '60000', reference: 'TOO BIG' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText(/above the maximum of £50,000\.00 for one payment/)).not.toHaveLength(0);
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveAccessibleDescription(/From £1\.00 to £50,000\.00 in one payment/);
  });

  it('links the hub to the journeys the customer may use', async () => {
    await postLogin(createDigxClient(), 'RETAIL1', 'Private#2026');
    startMarker();
    renderApp('/payments');
    await screen.findByRole('heading', { level: 1, name: 'Payments & Transfers' });
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('link', { name: 'Make a Payment' })).toHaveAttribute('href', '/payments/make');
    expect(within(main).getByRole('link', { name: 'Internal Transfer' })).toHaveAttribute('href', '/payments/transfer-money');
    // Each journey is a card: one link named by its title, described by a line on what it is for.
    expect(within(main).getByRole('link', { name: 'Make a Payment' })).toHaveAccessibleDescription('Pay someone now, on a future date or regularly.');
    expect(within(main).getByRole('link', { name: 'Internal Transfer' })).toHaveAccessibleDescription('Move money between your own accounts.');
    expect(within(main).getAllByRole('listitem').every((card) => within(card).getAllByRole('link').length === 1)).toBe(true);
  });

  it('sends an international payment request once and shows its reference', async () => {
    const log = recordRequests();
    const { user } = await open('/payments/request-international');
    const form = screen.getByRole('form', { name: 'Request an international payment' });
    await user.click(within(form).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('link', { name: 'Enter the beneficiary name.' })).toBeInTheDocument();
    const payer = within(form).getByRole('combobox', { name: 'From' });
    await user.selectOptions(payer, within(payer).getByRole('option', { name: /^Everyday/ }));
    await user.type(within(form).getByRole('textbox', { name: 'Beneficiary name' }), 'Chateau Margaux SA');
    await user.type(within(form).getByRole('textbox', { name: 'Beneficiary address' }), '33460 Margaux, France');
    await user.type(within(form).getByRole('textbox', { name: 'Account number or IBAN' }), 'FR76 3000 6000 0112 3456 7890 189');
    await user.type(within(form).getByRole('textbox', { name: 'SWIFT (BIC) code' }), 'AGRIFRPP');
    await user.type(within(form).getByRole('textbox', { name: 'Bank name' }), 'Credit Agricole');
    await user.type(within(form).getByRole('textbox', { name: 'Bank country' }), 'France');
    await user.type(within(form).getByRole('textbox', { name: 'Amount' }), '4200');
    await user.type(within(form).getByRole('textbox', { name: 'Reference' }), 'EN PRIMEUR 2025');
    await user.type(within(form).getByRole('textbox', { name: 'Purpose of the payment' }), 'Wine purchase');
    await user.dblClick(within(form).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(/^Reference: IPR\d+/)).toBeInTheDocument();
    const posts = await log.to('cz/v1/payments/internationalPaymentRequests', 'POST');
    expect(posts).toHaveLength(1);
    expect(JSON.parse(posts[0].body)).toMatchObject({ accountNumberOrIban: 'FR7630006000011234567890189', swiftCode: 'AGRIFRPP', amount: { amount: 4200, currency: 'EUR' } });
  });

  it('shows the progress of SPEC.md: from, to (new payee), amount, check and confirm, done', async () => {
    const { user } = await open('/payments/make');
    // A numbered list; the current step is aria-current="step", a step passed says "(done)" beside its tick.
    const steps = () => within(screen.getByRole('list', { name: 'Payment progress' })).getAllByRole('listitem');
    const current = () => within(screen.getByRole('list', { name: 'Payment progress' })).getByRole('listitem', { current: 'step' }).textContent?.replace(/^\d/, '');
    const done = () => steps().filter((step) => step.textContent?.endsWith(` ${STEP_DONE_TEXT}`)).map((step) => step.textContent?.replace(/^✓| \(done\)$/g, ''));
    expect(steps().map((step) => step.textContent)).toEqual(['1From', '2To', '3Amount', '4Check and confirm', '5Done']);
    expect(current()).toBe('From');
    expect(done()).toEqual([]);
    const form = screen.getByRole('form');
    const fromSelect = within(form).getByRole('combobox', { name: 'From' });
    await user.selectOptions(fromSelect, within(fromSelect).getByRole('option', { name: /^Everyday/ }));
    expect(current()).toBe('To');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'To' }), 'new');
    expect(current()).toBe('To (new payee)');
    const toSelect = within(form).getByRole('combobox', { name: 'To' });
    await user.selectOptions(toSelect, within(toSelect).getByRole('option', { name: /^Builder/ }));
    expect(current()).toBe('Amount');
    expect(done()).toEqual(['From', 'To']);
    await user.type(within(form).getByRole('textbox', { name: 'Amount' }), '5');
    await user.type(within(form).getByRole('textbox', { name: 'Reference' }), 'STEPS');
    await user.click(within(form).getByRole('radio', { name: 'Now' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('region', { name: 'Check your payment' });
    expect(current()).toBe('Check and confirm');
    await user.click(screen.getByRole('button', { name: 'Confirm payment' }));
    await screen.findByText(OUTCOME_TEXT.done);
    expect(current()).toBe('Done');
    expect(done()).toEqual(['From', 'To', 'Amount', 'Check and confirm']);
  });

  it('records the customer\'s Confirmation of Payee choice with the new payee', async () => {
    const { user } = await open('/payments/make?isNewPayee=true');
    await fillPayment(user, { from: /^Everyday/, to: /^A new payee/, amount: '45', reference: 'SWITCHED' });
    const payee = await fillNewPayee(user, { name: 'Moved', accountName: 'Some One', sortCode: '200000', accountNumber: '00000003' });
    await user.click(within(payee).getByRole('button', { name: 'Check the name on the account' }));
    const warning = await within(payee).findByRole('alert', { name: 'Confirmation of Payee' });
    await user.click(within(warning).getByRole('button', { name: /^Continue anyway/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter your one-time passcode' });
    await user.type(within(dialog).getByLabelText('One-time passcode'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await screen.findByRole('region', { name: 'Check your payment' });
    const created = bank.state.payeeGroups.flatMap((g) => g.listPayees).find((p) => p.nickName === 'Moved');
    expect(created?.verificationReport).toMatchObject({ reasonCode: 'CASS', customerStatus: 'SUCCESS_BYPASS', customerSelection: 'continueAnyway' });
  });

  it("stops at a new payee the bank holds for an authoriser, with the catalogue's message", async () => {
    const { user } = await open('/payments/make?isNewPayee=true', 'CORP1');
    await fillPayment(user, { from: /^Yard racing/, to: /^A new payee/, amount: '45', reference: 'TACK' });
    const payee = await fillNewPayee(user, { name: 'Saddler', accountName: 'Newmarket Saddlery Ltd', sortCode: '400530', accountNumber: '22334455' });
    await user.click(within(payee).getByRole('radio', { name: 'Business' }));
    await user.click(within(payee).getByRole('button', { name: 'Check the name on the account' }));
    await within(payee).findByText('The name matches the account.');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter your one-time passcode' });
    await user.type(within(dialog).getByLabelText('One-time passcode'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(PAYEE_AWAITING_AUTHORISER_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Check your payment' })).not.toBeInTheDocument();
  });

  it('starts a clean payment when the customer switches entity', async () => {
    const { user } = await open('/payments/make', 'CORP1');
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '77');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Showing' }), 'Hambleton Hill Holdings Ltd');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue(''));
  });

  it('tells the customer a payment is being processed when the bank times out downstream', async () => {
    const { user } = await open('/payments/make');
    await fillPayment(user, { from: /^Everyday/, to: /^Builder/, amount: '15', reference: 'TIMEOUT' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm payment' }));
    expect(await screen.findByText(OUTCOME_TEXT.timeOut)).toBeInTheDocument();
    expect(screen.getByText(OUTCOME_TEXT.timeOutDetail)).toBeInTheDocument();
  });

  it('refuses a notice account as the payer before asking the bank', async () => {
    const { user } = await open('/payments/make');
    await fillPayment(user, { from: /^95 Day Notice/, to: /^Builder/, amount: '15', reference: 'NOTICE' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText('Sorry, this account is unable to make payments.')).not.toHaveLength(0);
  });

  it("shows the bank's approval-rule refusal in SPEC's words and keeps the form", async () => {
    const { user } = await open('/payments/make', 'CORP1');
    await fillPayment(user, { from: /^Euro Business/, to: /^Accountants/, amount: '15', reference: 'RULES' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission to send payments from this account');
    expect(screen.getByRole('textbox', { name: 'Reference' })).toHaveValue('RULES');
  });

  it('sets up a monthly standing order until further notice as a REC instruction with code 50', async () => {
    const log = recordRequests();
    const { user } = await open('/payments/make');
    await fillPayment(user, { from: /^Everyday/, to: /^Tennis club/, amount: '85', reference: 'MEMBERSHIP', when: 'Regularly (standing order)' });
    await user.type(screen.getByRole('textbox', { name: 'First payment date' }), '02/03/34');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const review = await screen.findByRole('region', { name: 'Check your payment' });
    expect(review).toHaveTextContent('Monthly, until further notice');
    await user.click(within(review).getByRole('button', { name: 'Confirm payment' }));
    expect(await screen.findByText(OUTCOME_TEXT.done)).toBeInTheDocument();
    const [post] = await log.to('cz/v1/payments/instructions/payouts/external', 'POST');
    const body = JSON.parse(post.body);
    expect(body).toMatchObject({ type: 'REC', frequency: '50', startDate: '2034-03-02' });
    expect(body.endDate).toBeUndefined();
  });

  it.each([
    ['a different name', 'Jane Doe', 'PERSONAL', '11223344', '200000', 'Account name does not match'],
    ['a business account sent as personal', 'Newmarket Saddlery Ltd', 'PERSONAL', '22334455', '400530', 'The name on the account is Newmarket Saddlery Ltd.'],
    ['a personal account sent as business', 'John Smith', 'BUSINESS', '11223344', '200000', 'The name on the account is John Smith.'],
  ])('warns about %s', async (_what, accountName, type, accountNumber, sortCode, text) => {
    const { user } = await open('/payments/make?isNewPayee=true');
    await fillPayment(user, { from: /^Everyday/, to: /^A new payee/, amount: '45', reference: 'COP' });
    const payee = await fillNewPayee(user, { name: 'Check', accountName, sortCode, accountNumber });
    if (type === 'BUSINESS') await user.click(within(payee).getByRole('radio', { name: 'Business' }));
    await user.click(within(payee).getByRole('button', { name: 'Check the name on the account' }));
    expect(await within(payee).findByRole('alert', { name: 'Confirmation of Payee' })).toHaveTextContent(text);
  });
});
