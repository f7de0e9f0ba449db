/**
 * Journey (both banks): the daily payment limit. The app reads what is used today with the query OBDX's own client
 * sends (limitType PER#DAILY on the internet access point), so a payment takes its part of the day's limit and
 * the next one over what is left is stopped on the form, before anything reaches the bank. The customer has
 * already sent all but £100 of their £100,000 day (set in the fake bank's books, as the bank's own records of
 * earlier payments would have it).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { ACC } from '@mocks/digx/bank/seed';
import { LIMIT_TARGET_TASK_CODES } from '@mocks/digx/bank/types';
import { limitPackageOf, todaysUse } from '@mocks/digx/handlers/limits';
import { bank } from '@mocks/digx/testing';
import { OUTCOME_TEXT } from '@/features/payments/components/OutcomeStep';
import { LIMIT_MESSAGES } from '@/features/payments/rules/limits';
import { JOURNEY_TIMEOUT, logInAtPage, openFromMenu } from '@/testing/journeySteps';
import { balanceOf, fillPayment } from '@/testing/paymentSteps';
import { recordRequests } from '@/testing/recordRequests';

const LEFT_TODAY = 100;

/** RETAIL1's own use of the day's payment limit, set to all but LEFT_TODAY pounds. */
function spendAllButTheLastHundred(): void {
  const code = LIMIT_TARGET_TASK_CODES.makePayment;
  const daily = limitPackageOf(bank.state, 'USER', 'RETAIL1')
    ?.targetLimitLinkages.find((l) => l.target.value === code)
    ?.limits.find((l) => l.limitType === 'PER' && l.periodicity === 'DAILY');
  if (!daily?.maxAmount) throw new Error("RETAIL1's seed has no daily payment limit");
  const use = todaysUse(bank.state, 'USER', 'RETAIL1', code, bank.clock.now());
  use.amount = { ...use.amount, amount: daily.maxAmount.amount - LEFT_TODAY };
}

const payments = (log: ReturnType<typeof recordRequests>) => log.requests.filter((r) => r.method === 'POST' && r.path === 'cz/v1/payments/payouts/external');
const everyday = new RegExp(`${ACC.everyday.slice(-4)}\\)`);

describe('journey: the daily payment limit', () => {
  it('pays £60 of the £100 left today, then stops a £50 payment on the form with what is left', async () => {
    spendAllButTheLastHundred();
    const log = recordRequests();
    const before = balanceOf(ACC.everyday);
    const journey = await logInAtPage('RETAIL1');
    const { user } = journey;
    await openFromMenu(journey, 'Payments & Transfers', 'Make a Payment');
    const form = await screen.findByRole('form');
    const amount = within(form).getByRole('textbox', { name: 'Amount' });

    await fillPayment(user, { from: everyday, to: /^Builder/, amount: '60', reference: 'SNAGGING' });
    await waitFor(() => expect(amount).toHaveAccessibleDescription(/£100\.00 left to send today/));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const review = await screen.findByRole('region', { name: 'Check your payment' });
    await user.click(within(review).getByRole('button', { name: 'Confirm payment' }));
    expect(await screen.findByText(OUTCOME_TEXT.done)).toBeInTheDocument();
    expect(balanceOf(ACC.everyday)).toBeCloseTo(before - 60, 2);

    await user.click(screen.getByRole('button', { name: 'Make another payment' }));
    await screen.findByRole('form');
    await fillPayment(user, { from: everyday, to: /^Builder/, amount: '50', reference: 'SNAGGING TWO' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveAccessibleDescription(/£40\.00 left to send today/));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText(LIMIT_MESSAGES.dailyAmount(40))).not.toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Check your payment' })).not.toBeInTheDocument();
    // The first payment reached the bank; the second never left the form.
    expect(payments(log)).toHaveLength(1);
    expect(balanceOf(ACC.everyday)).toBeCloseTo(before - 60, 2);
  }, JOURNEY_TIMEOUT);
});
