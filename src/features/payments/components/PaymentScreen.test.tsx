/**
 * What the bank receives when a customer pays "A new payee" from Make a payment: the payment's reference
 * goes with the Confirmation of Payee check as the secondary identification (docs/digx-api.md), and with
 * the payee the bank creates (SPEC.md section 3 "Payee creation payload"), with the account type chosen.
 */
import { screen, within } from '@testing-library/react';
import { fillNewPayee, fillPayment, openPayments, saddlerCopBody, saddlerPayeeBody } from '@/testing/paymentSteps';
import { recordRequests } from '@/testing/recordRequests';

describe('paying a new payee from Make a payment', () => {
  it("checks the name with the payment's reference and the account type, then creates the payee with them", async () => {
    const log = recordRequests();
    const { user } = await openPayments('/payments/make?isNewPayee=true');
    await fillPayment(user, { from: /^Everyday/, to: /^A new payee/, amount: '120', reference: 'SADDLE 42' });
    const payee = await fillNewPayee(user, { name: 'Saddler', accountName: 'Newmarket Saddlery Ltd', sortCode: '400530', accountNumber: '22334455' });
    await user.click(within(payee).getByRole('radio', { name: 'Business' }));
    await user.click(within(payee).getByRole('button', { name: 'Check the name on the account' }));
    await within(payee).findByText('The name matches the account.');

    const [check, ...more] = await log.to('v1/payments/verifyPayeeName', 'POST');
    expect(more).toHaveLength(0);
    expect(JSON.parse(check.body)).toEqual(saddlerCopBody('SADDLE 42'));

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const otp = await screen.findByRole('dialog', { name: 'Enter your one-time passcode' });
    await user.type(within(otp).getByLabelText('One-time passcode'), '123456');
    await user.click(within(otp).getByRole('button', { name: 'Confirm' }));
    await screen.findByRole('region', { name: 'Check your payment' });

    // The first try meets the passcode challenge; the one the bank kept is the replay that carried it.
    const payees = log.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/payees/external'));
    expect(payees).toHaveLength(2);
    expect(JSON.parse(payees[1].body)).toEqual(saddlerPayeeBody('SADDLE 42'));
  });

  it('sends a personal account unless the customer picks Business', async () => {
    const log = recordRequests();
    const { user } = await openPayments('/payments/make?isNewPayee=true');
    await fillPayment(user, { from: /^Everyday/, to: /^A new payee/, amount: '45', reference: 'LESSONS' });
    const payee = await fillNewPayee(user, { name: 'John', accountName: 'John Smith', sortCode: '200000', accountNumber: '11223344' });
    await user.click(within(payee).getByRole('button', { name: 'Check the name on the account' }));
    await within(payee).findByText('The name matches the account.');
    const [check] = await log.to('v1/payments/verifyPayeeName', 'POST');
    expect(JSON.parse(check.body)).toMatchObject({ accountType: 'PERSONAL', dictionaryArray: [{ nameField: 'secondaryIdentification', value: 'LESSONS' }] });
  });
});
