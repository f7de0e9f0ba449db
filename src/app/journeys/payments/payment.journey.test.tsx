/**
 * Journey (issue 24, both banks): paying a new payee, which the bank protects with its one-time passcode
 * step (a 417). The demo bank asks with the X-CHALLENGE header and a JSON message; a stock OBDX with the
 * header alone and an empty body, and names a wrong code with its own server code. The fake bank's passcode
 * is 123456 (DECISIONS.md). The customer sees the same dialog and the same messages either way.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { ACC } from '@mocks/digx/bank/seed';
import { bank } from '@mocks/digx/testing';
import { OUTCOME_TEXT } from '@/features/payments/components/OutcomeStep';
import { MAPPED_MESSAGES } from '@/shared/api/errorMessages';
import { JOURNEY_TIMEOUT, logInAtPage, openFromMenu } from '@/testing/journeySteps';
import { balanceOf, fillNewPayee, fillPayment } from '@/testing/paymentSteps';
import { recordRequests } from '@/testing/recordRequests';

const newPayeeCalls = (log: ReturnType<typeof recordRequests>) => log.requests.filter((r) => r.method === 'POST' && /payeeGroup\/[^/]+\/payees\/external$/.test(r.path));

describe('journey: a payment that meets the passcode step', () => {
  it('pays a new payee: the passcode dialog opens, a wrong code is refused, 123456 goes through, the money leaves', async () => {
    const log = recordRequests();
    const before = balanceOf(ACC.everyday);
    const journey = await logInAtPage('RETAIL1');
    const { user } = journey;
    await openFromMenu(journey, 'Payments & Transfers', 'Make a Payment');
    await screen.findByRole('form');
    // The account by the last four digits of its number, which both banks show.
    await fillPayment(user, { from: new RegExp(`${ACC.everyday.slice(-4)}\\)`), to: /^A new payee/, amount: '45', reference: 'SADDLE' });
    const payee = await fillNewPayee(user, { name: 'John', accountName: 'John Smith', sortCode: '200000', accountNumber: '11223344' });
    expect(await within(payee).findByText('BARCLAYS BANK PLC')).toBeInTheDocument();
    await user.click(within(payee).getByRole('button', { name: 'Check the name on the account' }));
    expect(await within(payee).findByText('The name matches the account.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const dialog = await screen.findByRole('dialog', { name: 'Enter your one-time passcode' });
    expect(within(dialog).getByText('3 attempts left')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('One-time passcode'), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText(MAPPED_MESSAGES.otpInvalid)).toBeInTheDocument();
    expect(within(dialog).getByText('2 attempts left')).toBeInTheDocument();
    const otp = within(dialog).getByLabelText('One-time passcode');
    await user.clear(otp);
    await user.type(otp, '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Enter your one-time passcode' })).not.toBeInTheDocument());

    const review = await screen.findByRole('region', { name: 'Check your payment' });
    expect(review).toHaveTextContent('£45.00');
    expect(review).toHaveTextContent('SADDLE');
    expect(review).toHaveTextContent(/John/);
    await user.click(within(review).getByRole('button', { name: 'Confirm payment' }));
    expect(await screen.findByText(OUTCOME_TEXT.done)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/Reference: \S+/);

    // The payee was sent three times: asked for the passcode, the wrong code, the right one; each the same call.
    const calls = newPayeeCalls(log);
    expect(calls).toHaveLength(3);
    expect(new Set(calls.map((call) => call.body)).size).toBe(1);
    expect(calls[0].headers.has('X-CHALLENGE_RESPONSE')).toBe(false);
    expect(JSON.parse(calls[2].headers.get('X-CHALLENGE_RESPONSE') ?? '{}')).toMatchObject({ otp: '123456' });
    expect(bank.state.payeeGroups.flatMap((group) => group.listPayees).filter((p) => p.nickName === 'John')).toHaveLength(1);
    expect(balanceOf(ACC.everyday)).toBeCloseTo(before - 45, 2);
  }, JOURNEY_TIMEOUT);
});
