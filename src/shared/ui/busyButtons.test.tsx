/**
 * A button busy with what it started keeps the keyboard user's place ($busy in Button.tsx), through the whole
 * app: pressed with Enter, it stays focused and aria-disabled (not disabled) while the bank has not answered,
 * and a second Enter meanwhile sends nothing.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { server } from '@mocks/digx/node';
import { bank } from '@mocks/digx/testing';
import { openPayments, type User } from '@/testing/paymentSteps';
import { recordRequests } from '@/testing/recordRequests';

/**
 * Holds the fake bank's answers to `method` `path` until `release` is called; the request has reached it by then
 * (recordRequests sees it). Nothing returned: the fake bank's own handler then answers.
 */
function holdAnswers(method: 'post' | 'put', path: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http[method](`*/digx/${path}`, async () => {
      await released;
      return undefined;
    }),
  );
  return { release: () => act(() => release()) };
}

/** Enter on `button` while the bank has not answered: busy, still focused, and a second Enter does nothing. */
async function pressWhileHeld(user: User, button: HTMLElement) {
  act(() => button.focus());
  await user.keyboard('{Enter}');
  await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
  expect(button).toHaveFocus();
  expect(button).not.toBeDisabled();
  await user.keyboard('{Enter}');
  expect(button).toHaveFocus();
}

describe('a busy button keeps the focus of the keyboard user who pressed it', () => {
  it('Save changes on a standing order\'s change page: focused and busy while saving, the change sent once', async () => {
    const order = bank.state.instructions.find((i) => i.internal.code === 'SI' && i.internal.ownerUserId === 'RETAIL1' && i.statusType === 'A');
    const { user } = await openPayments(`/payments/upcoming/edit/${order?.instructionId}`, 'RETAIL1');
    const form = screen.getByRole('form', { name: 'Change standing order' });
    const amount = within(form).getByRole('textbox', { name: 'Amount' });
    await user.clear(amount);
    await user.type(amount, '98.76');
    const log = recordRequests();
    const held = holdAnswers('put', 'cz/v1/payments/instructions/:id');
    const save = within(form).getByRole('button', { name: 'Save changes' });

    await pressWhileHeld(user, save);
    held.release();
    // Saved: the page shows what the order now is in place of the form.
    await waitFor(() => expect(save).not.toBeInTheDocument());
    expect(await log.to(`cz/v1/payments/instructions/${order?.instructionId}`, 'PUT')).toHaveLength(1);
    expect(order?.amount.amount).toBe(98.76);
  });

  it('Send message on a new secure message: focused and busy while sending, the message sent once', async () => {
    const { user, location } = await openPayments('/secure-mail/new', 'RETAIL1');
    const form = await screen.findByRole('form', { name: 'New message' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Subject' }), 'Cards');
    await user.type(within(form).getByRole('textbox'), 'Please send a new card.');
    const log = recordRequests();
    const held = holdAnswers('post', 'v1/mailbox/mails');
    const send = within(form).getByRole('button', { name: 'Send message' });

    await pressWhileHeld(user, send);
    held.release();
    expect(await screen.findByText('Your message has been sent.')).toBeInTheDocument();
    expect(location()).toBe('/secure-mail/f/outbox');
    expect(await log.to('v1/mailbox/mails', 'POST')).toHaveLength(1);
  });
});
