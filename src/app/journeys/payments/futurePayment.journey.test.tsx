/**
 * Journey (both banks): a payment on a future date, which the bank holds as an instruction. The demo bank's layer
 * answers the prepared instruction with its paymentId; a stock OBDX names the same id instructionId (OBDX_UI
 * payments-money-transfer.js). Either way the review shows the bank's copy and the confirm sets the payment up.
 */
import { screen, within } from '@testing-library/react';
import { ACC } from '@mocks/digx/bank/seed';
import { bank } from '@mocks/digx/testing';
import { OUTCOME_TEXT } from '@/features/payments/components/OutcomeStep';
import { JOURNEY_TIMEOUT, logInAtPage, openFromMenu } from '@/testing/journeySteps';
import { balanceOf, fillPayment } from '@/testing/paymentSteps';

describe('journey: a payment on a future date', () => {
  it('sets up £75 to the builder for 15 Jan 2035: reviewed, confirmed, held by the bank, nothing paid today', async () => {
    const before = balanceOf(ACC.everyday);
    const instructions = bank.state.instructions.length;
    const journey = await logInAtPage('RETAIL1');
    const { user } = journey;
    await openFromMenu(journey, 'Payments & Transfers', 'Make a Payment');
    await screen.findByRole('form');
    await fillPayment(user, { from: new RegExp(`${ACC.everyday.slice(-4)}\\)`), to: /^Builder/, amount: '75', reference: 'FINAL FIX', when: 'On a future date' });
    await user.type(screen.getByRole('textbox', { name: 'Payment date' }), '15/01/35');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const review = await screen.findByRole('region', { name: 'Check your payment' });
    expect(review).toHaveTextContent('15 Jan 2035');
    expect(review).toHaveTextContent('£75.00');
    await user.click(within(review).getByRole('button', { name: 'Confirm payment' }));
    expect(await screen.findByText(OUTCOME_TEXT.done)).toBeInTheDocument();

    const added = bank.state.instructions.slice(instructions);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ type: 'NONREC', amount: { amount: 75 }, startDate: '2035-01-15T00:00:00' });
    expect(balanceOf(ACC.everyday)).toBeCloseTo(before, 2);
  }, JOURNEY_TIMEOUT);
});
