/**
 * Money moves, figures follow: once the bank confirms something that moves money or changes what an account will
 * pay, the accounts list is read again behind the figures on screen. My Accounts, reached through the menu, shows
 * the bank's new balance, and never a spinner in place of the list. Where the movement itself does not touch
 * today's balance (a standing order, a cancelled future payment), money spent elsewhere meanwhile shows that the
 * list was read again.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { ACC } from '@mocks/digx/bank/seed';
import { bank, injectFault } from '@mocks/digx/testing';
import { OUTCOME_TEXT } from '@/features/payments/components/OutcomeStep';
import { availableShown, overviewRow, spentElsewhere, watchForSpinner } from '@/testing/balanceSteps';
import { openFromMenu, type Journey } from '@/testing/journeySteps';
import { balanceOf, fillPayment, openPayments, type User } from '@/testing/paymentSteps';
import { recordRequests } from '@/testing/recordRequests';

/** A slow answer to the refresh: the customer reaches My Accounts while it is still on its way. */
const slowRefresh = () => injectFault('v1/accounts', { kind: 'latency', ms: 1200 }, { method: 'GET', times: 1 });

/**
 * My Accounts through the menu: the list is there at once with what the app last read (no spinner in its place),
 * then the bank's figure for `number`, whatever the refresh takes.
 */
async function myAccountsShowsBank(journey: Journey, number: string, group = 'Current accounts') {
  const spinner = watchForSpinner();
  await openFromMenu(journey, 'My Accounts', group);
  await screen.findByRole('heading', { level: 1, name: 'My accounts' });
  expect(screen.getByRole('region', { name: group })).toBeInTheDocument();
  await waitFor(() => expect(overviewRow(number)).toHaveTextContent(availableShown(number)), { timeout: 4000 });
  expect(spinner.seen()).toBe(false);
  spinner.stop();
}

async function confirmReview(user: User) {
  const review = await screen.findByRole('region', { name: 'Check your payment' });
  await user.click(within(review).getByRole('button', { name: 'Confirm payment' }));
  expect(await screen.findByText(OUTCOME_TEXT.done)).toBeInTheDocument();
}

async function passcode(user: User) {
  const otp = await screen.findByRole('dialog', { name: 'Enter your one-time passcode' });
  await user.type(within(otp).getByLabelText('One-time passcode'), '123456');
  await user.click(within(otp).getByRole('button', { name: 'Confirm' }));
}

/** Logged in on My Accounts, `number`'s row showing what the bank holds. */
async function onMyAccounts(customer: 'RETAIL1' | 'CORP1', number: string) {
  const journey = await openPayments('/accounts', customer, { form: false });
  await waitFor(() => expect(overviewRow(number)).toHaveTextContent(availableShown(number)));
  return journey;
}

/** From My Accounts through the menu to the review of £12.34 from Household to Builder; the balance shown before. */
async function householdPaymentToReview() {
  const journey = await onMyAccounts('RETAIL1', ACC.household);
  const before = availableShown(ACC.household);
  await openFromMenu(journey, 'Payments & Transfers', 'Make a Payment');
  await screen.findByRole('form');
  await fillPayment(journey.user, { from: /^Household/, to: /^Builder/, amount: '12.34', reference: 'HINGES' });
  await journey.user.click(screen.getByRole('button', { name: 'Continue' }));
  return { journey, before };
}

describe('after the bank confirms a money movement, My Accounts shows the new balance', () => {
  it('a payment now: the new balance, the From list of the next payment and the day\'s limits read again', async () => {
    const { journey, before } = await householdPaymentToReview();
    const { user } = journey;
    const log = recordRequests();
    await confirmReview(user);
    expect(availableShown(ACC.household)).not.toBe(before);

    // The next payment's From list offers the new available balance.
    await user.click(screen.getByRole('button', { name: 'Make another payment' }));
    const from = within(await screen.findByRole('form')).getByRole('combobox', { name: 'From' });
    await waitFor(() => expect(within(from).getByRole('option', { name: /^Household/ })).toHaveTextContent(`${availableShown(ACC.household)} available`));
    expect(await log.to('v1/financialLimitUtilization', 'GET')).not.toHaveLength(0);

    await myAccountsShowsBank(journey, ACC.household);
    expect(overviewRow(ACC.household)).not.toHaveTextContent(before);
  });

  it('a payment now, the list still on its way when the customer reaches it: the old figures stay until it comes', async () => {
    const { journey, before } = await householdPaymentToReview();
    const { user } = journey;
    slowRefresh();
    await confirmReview(user);
    const spinner = watchForSpinner();
    await openFromMenu(journey, 'My Accounts', 'Current accounts');
    await screen.findByRole('heading', { level: 1, name: 'My accounts' });
    expect(overviewRow(ACC.household)).toHaveTextContent(before);
    await waitFor(() => expect(overviewRow(ACC.household)).toHaveTextContent(availableShown(ACC.household)), { timeout: 4000 });
    expect(spinner.seen()).toBe(false);
  });

  it('a transfer between own accounts: both accounts', async () => {
    const journey = await onMyAccounts('RETAIL1', ACC.everyday);
    const { user } = journey;
    await openFromMenu(journey, 'Payments & Transfers', 'Internal Transfer');
    const form = await screen.findByRole('form');
    const from = within(form).getByRole('combobox', { name: 'From' });
    await user.selectOptions(from, within(from).getByRole('option', { name: /^Everyday/ }));
    const to = within(form).getByRole('combobox', { name: 'To' });
    await user.selectOptions(to, within(to).getByRole('option', { name: /^Household/ }));
    await user.type(within(form).getByRole('textbox', { name: 'Amount' }), '20');
    await user.click(within(form).getByRole('radio', { name: 'Now' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    slowRefresh();
    await confirmReview(user);
    await myAccountsShowsBank(journey, ACC.everyday);
    expect(overviewRow(ACC.household)).toHaveTextContent(availableShown(ACC.household));
  });

  it('an approval that released a payment: the approver sees the paying account\'s new balance', async () => {
    const journey = await onMyAccounts('CORP1', ACC.stablesRacing);
    const before = balanceOf(ACC.stablesRacing);
    const { user } = journey;
    // Wide screens: the header's Details & settings, then the settings pages' own link.
    await user.click(screen.getAllByRole('link', { name: 'Details & settings' })[0]);
    await user.click(await screen.findByRole('link', { name: /^Authorisations/ }));
    const pending = bank.state.activity.find((a) => a.transactionName === 'PC_F_DOM' && a.approvalDetails.status === 'PENDING_APPROVAL' && a.internal.approverUserIds.includes('CORP1'))!;
    const list = await screen.findByRole('list', { name: 'Waiting for authorisation' });
    const card = within(list).getAllByRole('listitem').find((c) => c.textContent?.includes(pending.creditAccountName ?? '?'))!;
    await user.click(within(card).getAllByRole('button', { name: /^Authorise / })[0]);
    await user.click(within(await screen.findByRole('alertdialog', { name: /^Authorise this item\?$/ })).getByRole('button', { name: 'Yes, authorise' }));
    await passcode(user);
    await waitFor(() => expect(screen.getByRole('status', { name: 'Decisions made' })).toHaveTextContent(/Authorised/));
    expect(balanceOf(ACC.stablesRacing)).toBeLessThan(before);
    await myAccountsShowsBank(journey, ACC.stablesRacing, 'Racing accounts');
  });

  it('a standing order set up: the list is read again (money spent elsewhere meanwhile shows)', async () => {
    const journey = await onMyAccounts('RETAIL1', ACC.household);
    const { user } = journey;
    await openFromMenu(journey, 'Payments & Transfers', 'Make a Payment');
    await screen.findByRole('form');
    await fillPayment(user, { from: /^Household/, to: /^Builder/, amount: '30', reference: 'RETAINER', when: 'Regularly (standing order)' });
    await user.type(screen.getByRole('textbox', { name: 'First payment date' }), '02/03/34');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    spentElsewhere(ACC.household, 40);
    await confirmReview(user);
    await myAccountsShowsBank(journey, ACC.household);
  });

  it('a future payment cancelled: the list is read again', async () => {
    const journey = await onMyAccounts('RETAIL1', ACC.household);
    const { user } = journey;
    await openFromMenu(journey, 'Payments & Transfers', 'Standing orders & direct debits');
    const upcoming = await screen.findByRole('list', { name: 'Upcoming payments' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Future payments');
    const [first] = within(upcoming).getAllByRole('listitem');
    spentElsewhere(ACC.household, 40);
    await user.click(within(first).getByRole('button', { name: /^Cancel future payment to / }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Cancel this future payment?' })).getByRole('button', { name: 'Yes, cancel it' }));
    await passcode(user);
    await waitFor(() => expect(within(first).getByText('Cancelled')).toBeInTheDocument());
    await myAccountsShowsBank(journey, ACC.household);
  });

  it('a bulk file processed: seen processed in the file list, the paying account\'s new balance', async () => {
    const journey = await onMyAccounts('CORP1', ACC.stablesRacing);
    const before = balanceOf(ACC.stablesRacing);
    const { user } = journey;
    await openFromMenu(journey, 'Payments & Transfers', 'Bulk payments');
    const form = await screen.findByRole('form', { name: 'Upload a bulk file' });
    const payFrom = within(form).getByRole('combobox', { name: 'Pay from' });
    await user.selectOptions(payFrom, within(payFrom).getByRole('option', { name: /^Yard racing/ }));
    const csv = 'name,sortCode,accountNumber,type,reference,amount\nPayee 1,200000,11223301,FP,INVOICE 1,125.50\nPayee 2,200000,11223302,FP,INVOICE 2,74.50\n';
    await user.upload(within(form).getByLabelText('Payment file'), new File([csv], 'Farriers.csv', { type: 'text/csv' }));
    await user.click(within(form).getByRole('button', { name: 'Check the file' }));
    await user.click(within(await screen.findByRole('region', { name: 'Check and send' })).getByRole('button', { name: 'Send the file' }));
    await passcode(user);
    await screen.findByRole('region', { name: 'Your file has been sent' });

    // The bank processes the file in the background; the customer looks at the file list later.
    bank.clock.advance(91_000);
    await user.click(screen.getByRole('link', { name: 'All bulk files' }));
    await screen.findByRole('link', { name: /Farriers\.csv/ });
    expect(balanceOf(ACC.stablesRacing)).toBeCloseTo(before - 200, 2);
    await myAccountsShowsBank(journey, ACC.stablesRacing, 'Racing accounts');
  });
});
