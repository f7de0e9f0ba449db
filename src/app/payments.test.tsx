/** Make a payment and transfer money through the whole app against the fake bank (issue 7). */
import { screen, waitFor, within } from '@testing-library/react';
import { ACC, accountIdOf } from '@mocks/digx/bank/seed';
import { bank, injectFault } from '@mocks/digx/testing';
import { OUTCOME_TEXT } from '@/features/payments/components/OutcomeStep';
import { PAYEE_AWAITING_AUTHORISER_TEXT } from '@/features/payments/components/PaymentScreen';
import { startMarker } from '@/features/session/sessionMarker';
import { createDigxClient } from '@/shared/api/digxClient';
import { DIGX_CODES } from '@/shared/api/digxCodes';
import { MAPPED_MESSAGES } from '@/shared/api/errorMessages';
import { postLogin } from '@/shared/api/postLogin';
import * as download from '@/shared/lib/download';
import { recordRequests } from '@/testing/recordRequests';
import { renderApp } from '@/testing/renderApp';

const idOf = (number: string) => accountIdOf(number).value;

async function open(path: string, user: 'RETAIL1' | 'CORP1' = 'RETAIL1') {
  await postLogin(createDigxClient(), user, user === 'RETAIL1' ? 'Private#2026' : 'Racing#2026');
  startMarker();
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1 });
  await screen.findByRole('form');
  return view;
}

type User = ReturnType<typeof renderApp>['user'];

async function fillPayment(user: User, { from, to, amount, reference, when = 'Now' }: { from: RegExp; to: RegExp; amount: string; reference?: string; when?: string }) {
  const form = screen.getByRole('form');
  const fromSelect = within(form).getByRole('combobox', { name: 'From' });
  await user.selectOptions(fromSelect, within(fromSelect).getByRole('option', { name: from }));
  const toSelect = within(form).getByRole('combobox', { name: 'To' });
  await waitFor(() => expect(within(toSelect).queryAllByRole('option', { name: to }).length).toBeGreaterThan(0));
  await user.selectOptions(toSelect, within(toSelect).getByRole('option', { name: to }));
  await user.type(within(form).getByRole('textbox', { name: 'Amount' }), amount);
  if (reference) await user.type(within(form).getByRole('textbox', { name: 'Reference' }), reference);
  await user.click(within(form).getByRole('radio', { name: when }));
}

const balanceOf = (number: string) => (bank.state.accounts[idOf(number)] as unknown as { availableBalance: { amount: number } }).availableBalance.amount;

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

  it('tells the customer when a date on a bank holiday moves to the next working day', async () => {
    const { user } = await open('/payments/make');
    await fillPayment(user, { from: /^Everyday/, to: /^Physio/, amount: '60', reference: 'XMAS', when: 'Regularly (standing order)' });
    await user.type(screen.getByRole('textbox', { name: 'First payment date' }), '25/12/34');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const review = await screen.findByRole('region', { name: 'Check your payment' });
    expect(review).toHaveTextContent(/Christmas Day/);
    expect(review).toHaveTextContent(/Monthly, until further notice/);
  });

  it("answers CORP1's large payment with 'waiting for an authoriser'", async () => {
    const { user } = await open('/payments/make', 'CORP1');
    await fillPayment(user, { from: /^Yard racing/, to: /^Farrier/, amount: '12000', reference: 'FARRIER YEAR' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm payment' }));
    expect(await screen.findByText(OUTCOME_TEXT.needsAuthoriser)).toBeInTheDocument();
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

async function fillNewPayee(user: User, { name, accountName, sortCode, accountNumber }: { name: string; accountName: string; sortCode: string; accountNumber: string }) {
  const payee = screen.getByRole('group', { name: 'New payee' });
  await user.type(within(payee).getByRole('textbox', { name: 'Payee name' }), name);
  await user.type(within(payee).getByRole('textbox', { name: 'Name on the account' }), accountName);
  await user.type(within(payee).getByRole('textbox', { name: 'Sort code' }), sortCode);
  await user.type(within(payee).getByRole('textbox', { name: 'Account number' }), accountNumber);
  return payee;
}

describe('paying a new payee', () => {
  it('looks up the sort code, confirms the name, asks for the passcode, and pays', async () => {
    const log = recordRequests();
    const { user } = await open('/payments/make?isNewPayee=true');
    await fillPayment(user, { from: /^Everyday/, to: /^A new payee/, amount: '45', reference: 'SADDLE' });
    const payee = await fillNewPayee(user, { name: 'John', accountName: 'John Smith', sortCode: '200000', accountNumber: '11223344' });
    expect(await within(payee).findByText('BARCLAYS BANK PLC')).toBeInTheDocument();
    await user.click(within(payee).getByRole('button', { name: 'Check the name on the account' }));
    expect(await within(payee).findByText('The name matches the account.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter your one-time passcode' });
    await user.type(within(dialog).getByLabelText('One-time passcode'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
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

  it('refuses a sort code no bank has, and one without Faster Payments', async () => {
    const { user } = await open('/payments/make?isNewPayee=true');
    await fillPayment(user, { from: /^Everyday/, to: /^A new payee/, amount: '45', reference: 'SADDLE' });
    const payee = await fillNewPayee(user, { name: 'Someone', accountName: 'Some One', sortCode: '999999', accountNumber: '12345678' });
    await waitFor(() => expect(within(payee).queryByText('Checking the sort code…')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const sortCode = within(payee).getByRole('textbox', { name: 'Sort code' });
    await waitFor(() => expect(sortCode).toHaveAccessibleDescription(/sort code/i));
    await user.clear(sortCode);
    await user.type(sortCode, '089999');
    await waitFor(() => expect(sortCode).toHaveAccessibleDescription(/Faster Payments/i));
  });
});

describe('the rest of issue 7', () => {
  it('gives a PDF receipt that masks account numbers', async () => {
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
      expect(text).toContain('****4561');
      expect(text).not.toContain(ACC.everyday);
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
    const current = () => within(screen.getByRole('list', { name: 'Payment progress' })).getByText((_, el) => el?.getAttribute('aria-current') === 'step').textContent;
    expect(current()).toBe('From');
    const form = screen.getByRole('form');
    const fromSelect = within(form).getByRole('combobox', { name: 'From' });
    await user.selectOptions(fromSelect, within(fromSelect).getByRole('option', { name: /^Everyday/ }));
    expect(current()).toBe('To');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'To' }), 'new');
    expect(current()).toBe('To (new payee)');
    const toSelect = within(form).getByRole('combobox', { name: 'To' });
    await user.selectOptions(toSelect, within(toSelect).getByRole('option', { name: /^Builder/ }));
    expect(current()).toBe('Amount');
    await user.type(within(form).getByRole('textbox', { name: 'Amount' }), '5');
    await user.type(within(form).getByRole('textbox', { name: 'Reference' }), 'STEPS');
    await user.click(within(form).getByRole('radio', { name: 'Now' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('region', { name: 'Check your payment' });
    expect(current()).toBe('Check and confirm');
    await user.click(screen.getByRole('button', { name: 'Confirm payment' }));
    await screen.findByText(OUTCOME_TEXT.done);
    expect(current()).toBe('Done');
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
});
