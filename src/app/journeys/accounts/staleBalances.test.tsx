/**
 * Balances the customer comes back to: a list read more than a minute ago is read again, quietly, when a screen
 * that shows it opens (or its tab comes back into view); and a refresh that fails keeps the figures on screen and
 * says they could not be updated, never an error in place of the page.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { ACC } from '@mocks/digx/bank/seed';
import { injectFault } from '@mocks/digx/testing';
import { OVERVIEW_TEXT } from '@/features/accounts/components/AccountsOverview';
import { OUTCOME_TEXT } from '@/features/payments/components/OutcomeStep';
import { TRANSPORT_MESSAGES } from '@/shared/api/errorMessages';
import { availableShown, overviewRow, spentElsewhere, watchForSpinner } from '@/testing/balanceSteps';
import { advanceClock, loggedInOnFakeClock } from '@/testing/fakeClockApp';
import { openFromMenu, type Journey } from '@/testing/journeySteps';
import { fillPayment, openPayments } from '@/testing/paymentSteps';
import { recordRequests } from '@/testing/recordRequests';

/**
 * Away from My Accounts and back, both through the menu; `seen` says whether a spinner showed from the moment the
 * customer asked for My Accounts again (the statements page has its own while its list loads).
 */
async function awayAndBack(journey: Journey): Promise<{ spinnerSeen: () => boolean }> {
  await openFromMenu(journey, 'My Accounts', 'Statements');
  await screen.findByRole('heading', { level: 1, name: /Statements/ });
  await waitFor(() => expect(screen.queryByText(TRANSPORT_MESSAGES.loading)).not.toBeInTheDocument());
  const spinner = watchForSpinner();
  await openFromMenu(journey, 'My Accounts', 'Current accounts');
  await screen.findByRole('heading', { level: 1, name: 'My accounts' });
  return {
    spinnerSeen: () => {
      const seen = spinner.seen();
      spinner.stop();
      return seen;
    },
  };
}

describe('a list the customer comes back to after more than a minute', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('is kept within the minute, and read again behind the figures on screen after it', async () => {
    const journey = await loggedInOnFakeClock();
    const shown = availableShown(ACC.household);
    await waitFor(() => expect(overviewRow(ACC.household)).toHaveTextContent(shown));
    const log = recordRequests();
    spentElsewhere(ACC.household, 40);
    const spent = availableShown(ACC.household);

    await advanceClock(30_000);
    await awayAndBack(journey);
    expect(overviewRow(ACC.household)).toHaveTextContent(shown);
    expect(await log.to('v1/accounts', 'GET')).toHaveLength(0);

    await advanceClock(31_000);
    const back = await awayAndBack(journey);
    await waitFor(() => expect(overviewRow(ACC.household)).toHaveTextContent(spent));
    expect(await log.to('v1/accounts', 'GET')).toHaveLength(1);
    expect(back.spinnerSeen()).toBe(false);
  });

  it('is read again when its tab comes back into view after more than a minute', async () => {
    await loggedInOnFakeClock();
    await waitFor(() => expect(overviewRow(ACC.household)).toHaveTextContent(availableShown(ACC.household)));
    spentElsewhere(ACC.household, 40);
    await advanceClock(61_000);
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(overviewRow(ACC.household)).toHaveTextContent(availableShown(ACC.household)));
  });
});

describe('a refresh that fails', () => {
  it('keeps the figures on screen, says they could not be updated, and Try again reads them', async () => {
    const journey = await openPayments('/accounts', 'RETAIL1', { form: false });
    const before = availableShown(ACC.household);
    await waitFor(() => expect(overviewRow(ACC.household)).toHaveTextContent(before));
    const { user } = journey;
    await openFromMenu(journey, 'Payments & Transfers', 'Make a Payment');
    await screen.findByRole('form');
    await fillPayment(user, { from: /^Household/, to: /^Builder/, amount: '12.34', reference: 'HINGES' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    injectFault('v1/accounts', { kind: 'status', status: 500 }, { method: 'GET', times: 1 });
    await user.click(within(await screen.findByRole('region', { name: 'Check your payment' })).getByRole('button', { name: 'Confirm payment' }));
    expect(await screen.findByText(OUTCOME_TEXT.done)).toBeInTheDocument();

    await openFromMenu(journey, 'My Accounts', 'Current accounts');
    const note = await screen.findByText(new RegExp(OVERVIEW_TEXT.notUpdated));
    expect(note).toHaveTextContent(/The figures below are from \d\d:\d\d\./);
    expect(overviewRow(ACC.household)).toHaveTextContent(before);
    expect(screen.getByRole('region', { name: 'Current accounts' })).toBeInTheDocument();
    expect(screen.queryByText(TRANSPORT_MESSAGES.listError)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(within(note.closest('[role="status"]') as HTMLElement).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(overviewRow(ACC.household)).toHaveTextContent(availableShown(ACC.household)));
    expect(screen.queryByText(new RegExp(OVERVIEW_TEXT.notUpdated))).not.toBeInTheDocument();
  });
});
