/**
 * /payments/payees/new through the whole app: every Confirmation of Payee branch of the payment journey,
 * on the payees screen (one implementation, NewPayeeFields), a payee held for an authoriser, and a
 * duplicate (issue 8).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { bank, injectFault } from '@mocks/digx/testing';
import { PAYEE_PENDING_TEXT, PAYEE_SAVED_TEXT, REPLACE_HINT, replaceTitle } from '@/features/payments/payees/NewPayeeScreen';
import { COP_WORDING } from '@/features/payments/rules/confirmationOfPayee';
import { FORM_MESSAGES } from '@/features/payments/paymentForm';
import { MAPPED_MESSAGES } from '@/shared/api/errorMessages';
import { fillNewPayee, openPayments, type User } from '@/testing/paymentSteps';

const savedPayee = (name: string) => bank.state.payeeGroups.flatMap((g) => g.listPayees).find((p) => p.nickName === name);

async function save(user: User) {
  await user.click(screen.getByRole('button', { name: 'Save payee' }));
  const otp = await screen.findByRole('dialog', { name: 'Enter your one-time passcode' });
  await user.type(within(otp).getByLabelText('One-time passcode'), '123456');
  await user.click(within(otp).getByRole('button', { name: 'Confirm' }));
}

async function start(who: 'RETAIL1' | 'CORP1' = 'RETAIL1') {
  const view = await openPayments('/payments/payees/new', who);
  return view.user;
}

/** The reference goes with the check (as the roll number a building society asks for), unless left out. */
async function checkName(user: User, details: { name: string; accountName: string; sortCode?: string; accountNumber: string }, reference = 'TACK') {
  const payee = await fillNewPayee(user, { sortCode: '200000', ...details });
  if (reference) await user.type(screen.getByRole('textbox', { name: 'Reference' }), reference);
  await user.click(within(payee).getByRole('button', { name: 'Check the name on the account' }));
  return payee;
}

describe('a new payee from the payees screen', () => {
  it('saves a payee whose name matches', async () => {
    const user = await start();
    const payee = await checkName(user, { name: 'John', accountName: 'John Smith', accountNumber: '11223344' });
    await within(payee).findByText('The name matches the account.');
    await save(user);
    expect(await screen.findByText(PAYEE_SAVED_TEXT)).toBeInTheDocument();
    expect(savedPayee('John')?.verificationReport).toMatchObject({ matched: 'Y', customerStatus: 'SUCCESS' });
  });

  it('on a close match, takes the bank\'s name and saves', async () => {
    const user = await start();
    const payee = await checkName(user, { name: 'John', accountName: 'Mr J Smith', accountNumber: '11223344' });
    const warning = await within(payee).findByRole('alert', { name: 'Confirmation of Payee' });
    await user.click(within(warning).getByRole('button', { name: 'Update details and proceed' }));
    await save(user);
    expect(await screen.findByText(PAYEE_SAVED_TEXT)).toBeInTheDocument();
    expect(savedPayee('John')).toMatchObject({ ukDomesticPayee: { accountName: 'John Smith' } });
  });

  it.each([
    ['a name that does not match', 'Peter Brown', '11223344', COP_WORDING.noMatch.title],
    ['a switched account', 'Some One', '00000003', COP_WORDING.switched.title],
    ['an account that cannot be checked', 'Some One', '00000004', COP_WORDING.unable.title],
  ])('on %s, saves only after "Continue anyway", and the bank keeps the choice', async (_label, accountName, accountNumber, title) => {
    const user = await start();
    const payee = await checkName(user, { name: 'Someone', accountName, accountNumber });
    const warning = await within(payee).findByRole('alert', { name: 'Confirmation of Payee' });
    expect(warning).toHaveTextContent(title);
    await user.click(screen.getByRole('button', { name: 'Save payee' }));
    expect(await screen.findByRole('link', { name: FORM_MESSAGES.copRequired })).toBeInTheDocument();
    await user.click(within(warning).getByRole('button', { name: 'Continue anyway' }));
    await save(user);
    expect(await screen.findByText(PAYEE_SAVED_TEXT)).toBeInTheDocument();
    expect(savedPayee('Someone')?.verificationReport).toMatchObject({ customerStatus: 'SUCCESS_BYPASS', customerSelection: expect.stringMatching(/.+/) });
  });

  it.each([
    ['no account found', '00000001', COP_WORDING.noAccount.title],
    ['a reference needed', '00000002', COP_WORDING.noReference.title],
  ])('on %s, offers no way past and saves nothing', async (_label, accountNumber, title) => {
    const user = await start();
    const before = bank.state.payeeGroups.flatMap((g) => g.listPayees).length;
    const payee = await checkName(user, { name: 'Someone', accountName: 'Some One', accountNumber }, '');
    const warning = await within(payee).findByRole('alert', { name: 'Confirmation of Payee' });
    expect(warning).toHaveTextContent(title);
    expect(within(warning).queryByRole('button', { name: 'Continue anyway' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save payee' }));
    expect(await screen.findByRole('link', { name: FORM_MESSAGES.copRequired })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Enter your one-time passcode' })).not.toBeInTheDocument();
    expect(bank.state.payeeGroups.flatMap((g) => g.listPayees)).toHaveLength(before);
  });

  it('tells a corporate customer the payee waits for an authoriser', async () => {
    const user = await start('CORP1');
    const payee = await checkName(user, { name: 'John', accountName: 'John Smith', accountNumber: '11223344' });
    await within(payee).findByText('The name matches the account.');
    await save(user);
    expect(await screen.findByText(PAYEE_PENDING_TEXT)).toHaveAttribute('role', 'status');
    expect(savedPayee('John')).toMatchObject({ status: 'PENDING_APPROVAL' });
  });

  it('says so when the payee already exists, and keeps what was typed', async () => {
    const user = await start();
    const payee = await checkName(user, { name: 'Physio again', accountName: 'Dr Rachel Shah', sortCode: '560036', accountNumber: '31547720' });
    await within(payee).findByText('The name matches the account.');
    await save(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(MAPPED_MESSAGES.duplicatePayee);
    expect(within(payee).getByRole('textbox', { name: 'Payee name' })).toHaveValue('Physio again');
  });
});

describe('new account details for a payee', () => {
  /** Answers the passcode dialog each time the bank asks (once for the new payee, once for removing the old). */
  async function answerPasscodes(user: User, times: number) {
    for (let i = 0; i < times; i += 1) {
      const otp = await screen.findByRole('dialog', { name: 'Enter your one-time passcode' });
      await user.type(within(otp).getByLabelText('One-time passcode'), '123456');
      await user.click(within(otp).getByRole('button', { name: 'Confirm' }));
      // The next request may ask again at once: wait for this dialog to go, not for every dialog to.
      await waitFor(() => expect(otp).not.toBeInTheDocument());
    }
  }

  async function changeBuilderAccount(user: User) {
    await screen.findByRole('list', { name: 'Payees' });
    await user.click(screen.getByRole('button', { name: 'Edit Builder' }));
    await user.click(within(screen.getByRole('form', { name: 'Edit Builder' })).getByRole('link', { name: 'Change account details' }));
    await screen.findByRole('form', { name: replaceTitle({ title: 'Builder' }) });
    expect(screen.getByText(REPLACE_HINT)).toBeInTheDocument();
    const payee = screen.getByRole('group', { name: 'New payee' });
    expect(within(payee).getByRole('textbox', { name: 'Payee name' })).toHaveValue('Builder');
    expect(within(payee).getByRole('textbox', { name: 'Name on the account' })).toHaveValue('J Carter Builders Ltd');
    expect(screen.getByRole('textbox', { name: 'Reference' })).toHaveValue('KITCHEN WORKS');
    await user.click(within(payee).getByRole('radio', { name: 'Business' }));
    await user.type(within(payee).getByRole('textbox', { name: 'Sort code' }), '309634');
    await user.type(within(payee).getByRole('textbox', { name: 'Account number' }), '22910499');
    await user.click(screen.getByRole('button', { name: 'Save payee' }));
    expect(await screen.findByRole('link', { name: FORM_MESSAGES.copRequired })).toBeInTheDocument();
    await user.click(within(payee).getByRole('button', { name: 'Check the name on the account' }));
    await within(payee).findByText('The name matches the account.');
    await user.click(screen.getByRole('button', { name: 'Save payee' }));
  }

  const builders = () => bank.state.payeeGroups.flatMap((g) => g.listPayees).filter((p) => p.nickName === 'Builder');

  it('checks the new details with Confirmation of Payee, saves them as the payee, and removes the old ones', async () => {
    const { user } = await openPayments('/payments/payees', 'RETAIL1', { form: false });
    await changeBuilderAccount(user);
    await answerPasscodes(user, 2);
    expect(await screen.findByRole('status')).toHaveTextContent("Builder's new account details have been checked and saved, and the old ones removed.");
    expect(builders().map((p) => p.ukDomesticPayee.accountNumber)).toEqual(['22910499']);
    expect(builders()[0].verificationReport).toMatchObject({ matched: 'Y', customerStatus: 'SUCCESS' });
  });

  it('keeps both and says so when the old payee cannot be removed', async () => {
    const { user } = await openPayments('/payments/payees', 'RETAIL1', { form: false });
    injectFault('cz/v1/payments/payeeGroup/*', { kind: 'status', status: 500 }, { method: 'DELETE', times: 1 });
    await changeBuilderAccount(user);
    await answerPasscodes(user, 1);
    expect(await screen.findByRole('status')).toHaveTextContent(/The new details have been saved, but the old ones could not be removed: .+ You can delete them from your payees\./);
    expect(builders().map((p) => p.ukDomesticPayee.accountNumber).sort()).toEqual(['22910475', '22910499']);
  });
});
