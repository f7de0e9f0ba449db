/**
 * What the bank receives when a customer adds a payee on /payments/payees/new: the Confirmation of Payee
 * check (docs/digx-api.md "Confirmation of Payee") and the payee itself (SPEC.md section 3 "Payee creation
 * payload"). The screens only show what the bank answered; these read the bodies it was sent, since a
 * reference or an account type lost on the way would still leave a screen that looks right.
 */
import { screen, within } from '@testing-library/react';
import { fillNewPayee, openPayments, saddlerCopBody, saddlerPayeeBody, type User } from '@/testing/paymentSteps';
import { recordRequests } from '@/testing/recordRequests';
import { PAYEE_SAVED_TEXT } from './NewPayeeScreen';

const COP_PATH = 'v1/payments/verifyPayeeName';

async function checkTheName(user: User, payee: HTMLElement) {
  await user.click(within(payee).getByRole('button', { name: 'Check the name on the account' }));
  await within(payee).findByText('The name matches the account.');
}

async function saveWithPasscode(user: User) {
  await user.click(screen.getByRole('button', { name: 'Save payee' }));
  const otp = await screen.findByRole('dialog', { name: 'Enter your one-time passcode' });
  await user.type(within(otp).getByLabelText('One-time passcode'), '123456');
  await user.click(within(otp).getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByText(PAYEE_SAVED_TEXT)).toBeInTheDocument();
}

describe('adding a payee on the new-payee page', () => {
  it('sends the reference as secondary identification, the account type and the BIC with the name check, and the same details with the payee', async () => {
    const log = recordRequests();
    const { user } = await openPayments('/payments/payees/new');
    const payee = await fillNewPayee(user, { name: 'Saddler', accountName: 'Newmarket Saddlery Ltd', sortCode: '400530', accountNumber: '22334455' });
    await user.click(within(payee).getByRole('radio', { name: 'Business' }));
    await user.type(screen.getByRole('textbox', { name: 'Reference' }), 'TACK ROOM 7');
    await checkTheName(user, payee);

    const [check, ...more] = await log.to(COP_PATH, 'POST');
    expect(more).toHaveLength(0);
    expect(JSON.parse(check.body)).toEqual(saddlerCopBody('TACK ROOM 7'));

    await saveWithPasscode(user);
    // The first try meets the passcode challenge; the one the bank kept is the replay that carried it.
    const payees = log.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/payees/external'));
    expect(payees).toHaveLength(2);
    expect(payees[1].body).toBe(payees[0].body);
    expect(JSON.parse(payees[1].body)).toEqual(saddlerPayeeBody('TACK ROOM 7'));
  });

  it('sends a personal account type and no secondary identification when the name is checked before a reference is typed', async () => {
    const log = recordRequests();
    const { user } = await openPayments('/payments/payees/new');
    const payee = await fillNewPayee(user, { name: 'John', accountName: 'John Smith', sortCode: '200000', accountNumber: '11223344' });
    await checkTheName(user, payee);
    const [check] = await log.to(COP_PATH, 'POST');
    expect(JSON.parse(check.body)).toMatchObject({ accountId: '20000011223344', accountName: 'John Smith', accountType: 'PERSONAL', bic: '', dictionaryArray: [] });
  });

  it('lets the reference find an account the bank can only identify by it (a building society roll number)', async () => {
    // The fake bank knows account 00000002 only with a secondary identification: without one it answers
    // IVCR (no reference found), with one it names the holder.
    const log = recordRequests();
    const { user } = await openPayments('/payments/payees/new');
    const payee = await fillNewPayee(user, { name: 'Sarah', accountName: 'Sarah Jones', sortCode: '200000', accountNumber: '00000002' });
    await user.type(screen.getByRole('textbox', { name: 'Reference' }), 'ROLL 447122');
    await checkTheName(user, payee);
    const [check] = await log.to(COP_PATH, 'POST');
    expect(JSON.parse(check.body).dictionaryArray).toEqual([{ nameField: 'secondaryIdentification', value: 'ROLL 447122' }]);
  });
});
