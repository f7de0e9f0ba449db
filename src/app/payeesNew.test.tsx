/**
 * /payments/payees/new through the whole app: every Confirmation of Payee branch of the payment journey,
 * on the payees screen (one implementation, NewPayeeFields), a payee held for an authoriser, and a
 * duplicate (issue 8).
 */
import { screen, within } from '@testing-library/react';
import { bank } from '@mocks/digx/testing';
import { PAYEE_PENDING_TEXT, PAYEE_SAVED_TEXT } from '@/features/payments/payees/NewPayeeScreen';
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
