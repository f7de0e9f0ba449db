/** The review shows the bank's copy of the payment (the GET after the prepare) and says where it differs from what was asked. */
import { screen, waitFor, within } from '@testing-library/react';
import { closeBankOn, injectFault } from '@mocks/digx/testing';
import { OUTCOME_TEXT } from '@/features/payments/components/OutcomeStep';
import { BANK_COPY_UNREAD, DIFFERENCES_INTRO } from '@/features/payments/rules/differences';
import { fillPayment, openPayments as open } from '@/testing/paymentSteps';
import { recordRequests } from '@/testing/recordRequests';

/** A future payment from Everyday to Physio on the day typed, continued to the review, which it returns. */
async function reviewFuturePayment(date: string) {
  const view = await open('/payments/make');
  await fillPayment(view.user, { from: /^Everyday/, to: /^Physio/, amount: '60', reference: 'PHYSIO', when: 'On a future date' });
  await view.user.type(screen.getByRole('textbox', { name: 'Payment date' }), date);
  await view.user.click(screen.getByRole('button', { name: 'Continue' }));
  return { ...view, review: await screen.findByRole('region', { name: 'Check your payment' }) };
}

const whenOf = (review: HTMLElement) => within(review).getByText('When').nextElementSibling;

describe("the review shows the bank's copy", () => {
  it('shows the day the bank holds when it is closed on the day asked for, says so above Confirm, and confirms once', async () => {
    // A bank holiday announced after the app's calendar was built: only the bank knows the payment moves.
    closeBankOn('2034-06-13');
    const log = recordRequests();
    const { user, review } = await reviewFuturePayment('13/06/34');
    const [post] = await log.to('cz/v1/payments/instructions/payouts/external', 'POST');
    expect(JSON.parse(post.body)).toMatchObject({ startDate: '2034-06-13' });
    expect(whenOf(review)).toHaveTextContent('14 Jun 2034');
    const note = within(review).getByRole('note', { name: DIFFERENCES_INTRO });
    expect(within(note).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'The bank will make this payment on Wednesday 14 June 2034, not Tuesday 13 June 2034.',
    ]);
    // The notice comes before the Confirm button, in reading order too.
    const confirm = within(review).getByRole('button', { name: 'Confirm payment' });
    expect(note.compareDocumentPosition(confirm) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.dblClick(confirm);
    await waitFor(() => expect(screen.getByText(OUTCOME_TEXT.done)).toBeInTheDocument());
    expect(log.requests.filter((r) => r.method === 'PATCH')).toHaveLength(1);
  });

  it('says a date moved off a bank holiday once, as the bank holds it', async () => {
    const { review } = await reviewFuturePayment('25/12/34');
    expect(whenOf(review)).toHaveTextContent('27 Dec 2034');
    const note = within(review).getByRole('note', { name: DIFFERENCES_INTRO });
    expect(note).toHaveTextContent('The bank will make this payment on Wednesday 27 December 2034, not Monday 25 December 2034 (a bank holiday: Christmas Day).');
    expect(review).not.toHaveTextContent(/so this payment will be made on the next working day/);
  });

  it('adds nothing when the bank holds what was asked', async () => {
    const { user } = await open('/payments/make');
    await fillPayment(user, { from: /^Everyday/, to: /^Builder/, amount: '50.00', reference: 'kitchen  deposit' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const review = await screen.findByRole('region', { name: 'Check your payment' });
    expect(review).toHaveTextContent('£50.00');
    expect(within(review).queryByRole('note')).not.toBeInTheDocument();
    expect(review).not.toHaveTextContent(BANK_COPY_UNREAD);
  });

  it("shows the details as entered when the bank's copy cannot be read, says so, and still confirms once", async () => {
    injectFault('v1/payments/payouts/external/*', { kind: 'status', status: 500 }, { method: 'GET', times: 1 });
    const log = recordRequests();
    const { user } = await open('/payments/make');
    await fillPayment(user, { from: /^Everyday/, to: /^Builder/, amount: '42', reference: 'UNREAD' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const review = await screen.findByRole('region', { name: 'Check your payment' });
    expect(review).toHaveTextContent('£42.00');
    expect(review).toHaveTextContent('UNREAD');
    expect(review).toHaveTextContent(BANK_COPY_UNREAD);
    expect(await log.to('cz/v1/payments/payouts/external', 'POST')).toHaveLength(1);
    await user.dblClick(within(review).getByRole('button', { name: 'Confirm payment' }));
    await waitFor(() => expect(screen.getByText(OUTCOME_TEXT.done)).toBeInTheDocument());
    expect(log.requests.filter((r) => r.method === 'PATCH')).toHaveLength(1);
  });
});
