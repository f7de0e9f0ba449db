import { screen, waitFor, within } from '@testing-library/react';
import { call } from 'redux-saga/effects';
import { bank, injectFault } from '../../../mocks/digx/testing';
import { recordRequests } from '../../testing/recordRequests';
import { renderWithProviders } from '../../testing/renderWithProviders';
import type { DigxRequest } from '../api/digxClient';
import { MAPPED_MESSAGES } from '../api/errorMessages';
import { callDigx } from './callDigx';
import { OtpDialog } from './OtpDialog';

const protectedCall: DigxRequest = { method: 'POST', path: 'v1/salt', body: { amount: { amount: 250.5, currency: 'GBP' }, remarks: 'Rent' } };

function startProtectedCall(options: { cancellable?: boolean } = {}) {
  injectFault('v1/salt', { kind: 'challenge' }, { method: 'POST' });
  const log = recordRequests();
  const view = renderWithProviders(<OtpDialog />);
  // The saga catches, so a refused challenge is an outcome to assert, not a crash.
  const task = view.store.runSaga(function* () {
    try {
      return { value: yield call(callDigx, protectedCall, options), error: undefined };
    } catch (error) {
      return { value: undefined, error };
    }
  });
  const outcome: Promise<{ value: unknown; error: unknown }> = task.toPromise();
  return { ...view, log, outcome };
}

const dialog = () => screen.findByRole('dialog', { name: 'Enter your one-time passcode' });

describe('the one-time passcode dialog (417 challenge)', () => {
  it('cannot be cancelled, by button or Escape, when the step says so (the bulk upload)', async () => {
    const { user, outcome } = startProtectedCall({ cancellable: false });
    const box = await dialog();
    expect(within(box).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Enter your one-time passcode' })).toBeInTheDocument();
    await user.type(within(box).getByLabelText('One-time passcode'), '123456');
    await user.click(within(box).getByRole('button', { name: 'Confirm' }));
    expect((await outcome).error).toBeUndefined();
  });

  it('replays the identical request once per code, keeps the dialog on a wrong code, and finishes on the right one', async () => {
    const { user, log, outcome } = startProtectedCall();
    const otp = within(await dialog()).getByLabelText('One-time passcode');
    expect(otp).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByText('3 attempts left')).toBeInTheDocument();

    await user.type(otp, '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(MAPPED_MESSAGES.otpInvalid)).toBeInTheDocument();
    expect(screen.getByText('2 attempts left')).toBeInTheDocument();

    await user.type(screen.getByLabelText('One-time passcode'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const { value, error } = await outcome;
    expect(error).toBeUndefined();
    expect(value).toMatchObject({ status: 201 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const sent = await log.to('v1/salt', 'POST');
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((r) => r.body))).toEqual(new Set([JSON.stringify(protectedCall.body)]));
    expect(sent[0].headers.get('X-CHALLENGE_RESPONSE')).toBeNull();
    expect(JSON.parse(sent[2].headers.get('X-CHALLENGE_RESPONSE') ?? '{}')).toMatchObject({ otp: '123456', authType: 'OTP' });
  });

  it('cancel replays nothing', async () => {
    const { user, log, outcome } = startProtectedCall();
    await dialog();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const { error } = await outcome;
    expect(error).toMatchObject({ kind: 'challengeCancelled' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await log.to('v1/salt', 'POST')).toHaveLength(1);
  });

  it('Escape cancels too', async () => {
    const { user, log, outcome } = startProtectedCall();
    await dialog();
    await user.keyboard('{Escape}');
    expect((await outcome).error).toMatchObject({ kind: 'challengeCancelled' });
    expect(await log.to('v1/salt', 'POST')).toHaveLength(1);
  });

  it('shows the locked message when no attempts are left', async () => {
    const { user, log, outcome } = startProtectedCall();
    await dialog();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await user.type(await screen.findByLabelText('One-time passcode'), '999999');
      await user.click(screen.getByRole('button', { name: 'Confirm' }));
      if (attempt < 2) await screen.findByText(`${2 - attempt === 1 ? '1 attempt' : `${2 - attempt} attempts`} left`);
    }
    const locked = await screen.findByRole('alertdialog', { name: 'One-time passcode locked' });
    expect(within(locked).getByText(MAPPED_MESSAGES.otpLocked)).toBeInTheDocument();
    expect((await outcome).error).toMatchObject({ kind: 'challengeLocked' });
    expect(await log.to('v1/salt', 'POST')).toHaveLength(4);
    await user.click(within(locked).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('resends the code until no resends are left', async () => {
    const { user, log } = startProtectedCall();
    await dialog();
    const resend = screen.getByRole('button', { name: 'Resend code' });
    await user.click(resend);
    expect(await screen.findByText('We have sent you a new passcode.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Resend code' })).toBeDisabled());
    const resends = log.requests.filter((r) => /^v1\/2fa\/.+\/resend$/.test(r.path));
    expect(resends).toHaveLength(2);
  });

  it('keeps keyboard focus in the passcode box while a code is checked and after a wrong one', async () => {
    const { user } = startProtectedCall();
    const otp = within(await dialog()).getByLabelText('One-time passcode');
    // The replay waits a moment (this rule ahead of the challenge), so the checking state can be seen.
    const challenge = bank.faults.list();
    bank.faults.clear();
    injectFault('v1/salt', { kind: 'latency', ms: 300 }, { method: 'POST', times: 1 });
    challenge.forEach((rule) => bank.faults.add(rule));
    await user.click(otp);
    await user.keyboard('000000{Enter}');
    // While the bank checks, the box takes no typing but keeps focus: a disabled box would drop it to the page.
    expect(await screen.findByRole('button', { name: 'Checking…' })).toBeInTheDocument();
    expect(screen.getByLabelText('One-time passcode')).toHaveFocus();
    expect(screen.getByLabelText('One-time passcode')).toHaveAttribute('readonly');
    expect(await screen.findByText(MAPPED_MESSAGES.otpInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText('One-time passcode')).toHaveFocus();
    expect(screen.getByLabelText('One-time passcode')).not.toHaveAttribute('readonly');
  });

  it('moves focus to the passcode box when the last resend disables Resend code', async () => {
    const { user } = startProtectedCall();
    await dialog();
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    await screen.findByText('We have sent you a new passcode.');
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Resend code' })).toBeDisabled());
    expect(screen.getByLabelText('One-time passcode')).toHaveFocus();
  });

  it('disables Confirm until a code is typed, so nothing empty is sent', async () => {
    const { log } = startProtectedCall();
    await dialog();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    expect(await log.to('v1/salt', 'POST')).toHaveLength(1);
  });
});
