/**
 * Issue 13 through the whole app: where focus goes for a keyboard user after a route change, a step that
 * replaces the control they used, a button busy saving, and a dialog whose trigger has gone. The browser
 * journey (e2e/keyboard.e2e.ts) checks the same in Chromium, with focus styles and viewports.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { bank, injectFault } from '@mocks/digx/testing';
import { OUTCOME_TEXT } from '@/features/payments/components/OutcomeStep';
import { SAVED_MESSAGE } from '@/shared/ui/SavedToast';
import { fillPayment, openPayments as open, type User } from '@/testing/paymentSteps';
import { recordRequests } from '@/testing/recordRequests';
import { renderApp } from '@/testing/renderApp';

/** Presses Tab until `element` has focus (at most `max` times), as a keyboard user would. */
async function tabTo(user: User, element: HTMLElement, max = 10): Promise<void> {
  for (let i = 0; i < max && document.activeElement !== element; i++) await user.tab();
  expect(element).toHaveFocus();
}

/** Starts from a control without tabbing through the whole header (the steps after it are what is tested). */
const focusOn = (element: HTMLElement) => act(() => element.focus());

describe('focus for keyboard users', () => {
  it('lands on the accounts heading after logging in with the keyboard', async () => {
    const { user } = renderApp('/login');
    await tabTo(user, await screen.findByLabelText('User ID'));
    await user.keyboard('CORP1');
    await user.tab();
    await user.keyboard('Racing#2026{Enter}');
    const heading = await screen.findByRole('heading', { name: 'My accounts' }, { timeout: 5000 });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('moves to the review heading after Continue and to the outcome after Confirm payment', async () => {
    const { user } = await open('/payments/make');
    await fillPayment(user, { from: /^Everyday/, to: /^Builder/, amount: '12.00', reference: 'FOCUS' });
    await tabTo(user, screen.getByRole('button', { name: 'Continue' }));
    await user.keyboard('{Enter}');
    const review = await screen.findByRole('heading', { name: 'Check your payment' });
    expect(review).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Confirm payment' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const done = await screen.findByRole('heading', { name: OUTCOME_TEXT.done }, { timeout: 5000 });
    expect(done).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Download receipt (PDF)' })).toHaveFocus();
  });

  it('keeps focus on Save alerts while it saves, and a second Enter meanwhile sends nothing more', async () => {
    bank.state.users.CORP1.alertSubscriptions = [];
    const { user } = await open('/settings/alerts', 'CORP1', { form: false });
    const form = await screen.findByRole('form', { name: 'Login alerts' });
    const box = within(within(form).getByRole('group', { name: 'Login Alert' })).getByRole('checkbox', { name: 'Email' });
    await focusOn(box);
    await user.keyboard(' ');
    expect(box).toBeChecked();
    injectFault('v1/actionSubscriptions', { kind: 'latency', ms: 400 }, { method: 'POST', times: 1 });
    const log = recordRequests();
    const save = within(form).getByRole('button', { name: 'Save alerts' });
    await tabTo(user, save);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(save).toHaveAttribute('aria-disabled', 'true'));
    expect(save).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(SAVED_MESSAGE)).toBeInTheDocument();
    expect(save).toHaveFocus();
    expect(save).not.toHaveAttribute('aria-disabled');
    expect(log.requests.filter((r) => r.path.startsWith('v1/actionSubscriptions') && r.method !== 'GET')).toHaveLength(1);
  });

  it('puts the cursor in the reply box when Reply opens it', async () => {
    const { user } = await open('/secure-mail/f/inbox', 'RETAIL1', { form: false });
    await user.click(await screen.findByRole('link', { name: /Re: Change of address/ }));
    await focusOn(await screen.findByRole('button', { name: 'Reply' }));
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('textbox', { name: 'Your reply' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Send reply' })).toHaveFocus();
  });

  it('links every settings page from the settings pages, Authorisations included for an approver', async () => {
    const { user } = await open('/settings/alerts', 'CORP1', { form: false });
    const nav = screen.getByRole('navigation', { name: 'Details & settings' });
    expect(within(nav).getByRole('link', { name: 'View & set up alerts' })).toHaveAttribute('aria-current', 'page');
    const authorisations = await within(nav).findByRole('link', { name: 'Authorisations' });
    await focusOn(within(nav).getByRole('link', { name: 'View & set up alerts' }));
    await tabTo(user, authorisations);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Authorisations', level: 1 })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Authorisations' })).toHaveAttribute('aria-current', 'page');
  });

  it('after authorising, focus waits on the page heading, not on the page body', async () => {
    const { user } = await open('/settings/authorisations', 'CORP1', { form: false });
    const list = await screen.findByRole('list', { name: 'Waiting for authorisation' });
    const card = within(list).getAllByRole('listitem').find((li) => li.textContent?.includes('Rowley Mile Farriers'))!;
    await focusOn(within(card).getByRole('button', { name: /^Authorise / }));
    await user.keyboard('{Enter}');
    const question = await screen.findByRole('alertdialog', { name: 'Authorise this item?' });
    await tabTo(user, within(question).getByRole('button', { name: 'Yes, authorise' }));
    await user.keyboard('{Enter}');
    const otp = await screen.findByRole('dialog', { name: 'Enter your one-time passcode' });
    await user.keyboard('123456{Enter}');
    await waitFor(() => expect(otp).not.toBeInTheDocument());
    await screen.findByText('Authorised');
    expect(screen.getByRole('heading', { name: 'Authorisations', level: 1 })).toHaveFocus();
  });
});
