import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../mocks/digx/node';
import { bank, injectFault } from '../../../../mocks/digx/testing';
import { DIGX_CODES } from '@/shared/api/digxCodes';
import { MAPPED_MESSAGES, TRANSPORT_MESSAGES } from '@/shared/api/errorMessages';
import { recordRequests } from '@/testing/recordRequests';
import { renderFirstLogin } from '@/testing/renderFirstLogin';

const PIN_ONLY = { termsNotAccepted: false, forcePasswordChange: false, forcePinChange: true };

const field = (label: string) => screen.getByLabelText(label);
const submit = () => screen.getByRole('button', { name: 'Change PIN' });
const checklist = () => screen.getByRole('list', { name: 'Your new PIN must have' });

async function fill(user: UserEvent, current: string, next: string, confirm = next) {
  await user.type(field('Current PIN'), current);
  await user.type(field('New PIN'), next);
  await user.type(field('Confirm new PIN'), confirm);
}

describe('the transaction PIN step', () => {
  it('asks for numbers only, masked, with a numeric keypad', async () => {
    const { user } = await renderFirstLogin(PIN_ONLY);
    for (const label of ['Current PIN', 'New PIN', 'Confirm new PIN']) {
      expect(field(label)).toHaveAttribute('type', 'password');
      expect(field(label)).toHaveAttribute('inputmode', 'numeric');
    }
    await user.type(field('New PIN'), '1a3b5c7');
    expect(field('New PIN')).toHaveValue('1357');
  });

  it('ticks the PIN rules off as the customer types, at the length of the bank policy (6)', async () => {
    const { user } = await renderFirstLogin(PIN_ONLY);
    const item = (label: string) => within(checklist()).getByText(label).closest('li');
    expect(item('Exactly 6 numbers')).toHaveTextContent(/, not met$/);
    await user.type(field('Current PIN'), '482916');
    await user.type(field('New PIN'), '1234');
    expect(item('No more than 3 numbers in a sequence (like 1234)')).toHaveTextContent(/, not met$/);
    await user.type(field('New PIN'), '{Backspace}{Backspace}');
    await user.type(field('New PIN'), '5792');
    expect(item('Exactly 6 numbers')).toHaveTextContent(/, met$/);
    expect(item('No more than 3 numbers in a sequence (like 1234)')).toHaveTextContent(/, met$/);
    expect(item('No more than 2 of the same number in a row')).toHaveTextContent(/, met$/);
    expect(submit()).toBeDisabled();
    await user.type(field('Confirm new PIN'), '125792');
    expect(item('Both PINs match')).toHaveTextContent(/, met$/);
    expect(submit()).toBeEnabled();
  });

  it('uses the PIN length the bank policy gives', async () => {
    server.use(http.get('*/digx/v1/passwordPolicy', () => HttpResponse.json({ passwordPolicyDTO: { pinLength: 8 } })));
    await renderFirstLogin(PIN_ONLY);
    expect(await within(checklist()).findByText('Exactly 8 numbers')).toBeInTheDocument();
    expect(field('New PIN')).toHaveAttribute('maxlength', '8');
  });

  it('falls back to 6 numbers when the policy cannot be read', async () => {
    injectFault('v1/passwordPolicy', { kind: 'status', status: 500 });
    const log = recordRequests();
    await renderFirstLogin(PIN_ONLY);
    await log.to('v1/passwordPolicy', 'GET');
    expect(within(checklist()).getByText('Exactly 6 numbers')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    log.stop();
  });

  it('refuses a wrong current PIN, clears and focuses it, keeps the new one; the fourth wrong PIN locks it', async () => {
    const { user } = await renderFirstLogin(PIN_ONLY);
    await fill(user, '111111', '135792');
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await user.click(submit());
      expect(await screen.findByRole('alert')).toHaveTextContent(MAPPED_MESSAGES.wrongPin);
      expect(field('Current PIN')).toHaveValue('');
      expect(field('Current PIN')).toHaveFocus();
      expect(field('New PIN')).toHaveValue('135792');
      expect(field('Confirm new PIN')).toHaveValue('135792');
      await user.type(field('Current PIN'), '111111');
    }
    await user.click(submit());
    expect(await screen.findByText(MAPPED_MESSAGES.pinLocked)).toBeInTheDocument();
    expect(bank.state.users.NEWUSER.pinLocked).toBe(true);
    expect(field('New PIN')).toHaveValue('135792');
  });

  it('refuses the current PIN as the new one (reuse)', async () => {
    const { user } = await renderFirstLogin(PIN_ONLY);
    await fill(user, '482916', '482916');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(MAPPED_MESSAGES.pinReuse);
    expect(field('Current PIN')).toHaveValue('482916');
    expect(field('New PIN')).toHaveValue('482916');
    expect(field('New PIN')).toHaveFocus();
  });

  it.each([
    ['a temporary lock', { kind: 'code', code: DIGX_CODES.pinTemporarilyLocked } as const, MAPPED_MESSAGES.pinTemporarilyLocked],
    ['a dropped connection', { kind: 'network' } as const, TRANSPORT_MESSAGES.network],
  ])('shows %s with the catalogue message and keeps every field', async (_name, fault, message) => {
    const { user } = await renderFirstLogin(PIN_ONLY);
    injectFault('cz/v1/credentials/transactionPin', fault, { method: 'PUT', times: 1 });
    await fill(user, '482916', '135792');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(field('Current PIN')).toHaveValue('482916');
    expect(field('New PIN')).toHaveValue('135792');
    expect(field('Confirm new PIN')).toHaveValue('135792');
  });

  it('sends the PIN change once, encrypted, with the type of credential it changes', async () => {
    const { user } = await renderFirstLogin(PIN_ONLY);
    injectFault('cz/v1/credentials/transactionPin', { kind: 'latency', ms: 300 }, { method: 'PUT' });
    const log = recordRequests();
    await fill(user, '482916', '135792');
    await user.dblClick(submit());
    expect(await screen.findByRole('heading', { name: 'You are all set' })).toBeInTheDocument();
    const puts = await log.to('cz/v1/credentials/transactionPin', 'PUT');
    expect(puts).toHaveLength(1);
    // SPEC.md's "type, old, new": the type is the PIN, in the word of the manage-credentials route (password or pin).
    expect(JSON.parse(puts[0].body)).toEqual({ type: 'pin', oldPin: expect.any(String), newPin: expect.any(String) });
    for (const request of log.requests) expect(`${request.url.href} ${request.body}`).not.toMatch(/482916|135792/);
    log.stop();
  });
});
