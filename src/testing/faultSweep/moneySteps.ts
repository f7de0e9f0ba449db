/**
 * Steps the fault sweep's money scenarios share (payments, payees, standing orders, bulk files,
 * authorisations and the activity log): the one-time passcode, the seeded records they act on, and the
 * screens' own words for a call that failed. The scenarios live in scenarios/ beside them.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { toWire } from '@mocks/digx/bank/seed';
import { DEMO_OTP } from '@mocks/digx/handlers/checkChallenge';
import { bank } from '@mocks/digx/testing';
import { mapApproval, type ApprovalWire } from '@/features/approvals/mapApproval';
import type { SweepContext } from './sweep';

export const OTP_DIALOG = 'Enter your one-time passcode';

type User = SweepContext['user'];

/**
 * Puts `text` in a field as a customer pasting it would: one input event rather than one per key, so a
 * sweep that fills long forms several times stays quick (the fields' own filters still apply).
 */
export async function fill(user: User, field: HTMLElement, text: string): Promise<void> {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

/**
 * A two-factor call is sent twice: the first send only meets the bank's 417, the second carries the
 * passcode and is the one the bank acts on. The sweep's fault belongs on that second send, so it is held
 * back while `firstSend` runs (up to the passcode dialog) and armed again before the passcode goes.
 */
export async function sendWithPasscode(s: SweepContext, firstSend: () => Promise<void>): Promise<void> {
  const armed = bank.faults.list();
  bank.faults.clear();
  let dialog: HTMLElement;
  try {
    await firstSend();
    dialog = await screen.findByRole('dialog', { name: OTP_DIALOG });
  } finally {
    armed.forEach((rule) => bank.faults.add(rule));
  }
  await fill(s.user, within(dialog).getByLabelText('One-time passcode'), DEMO_OTP);
  await s.user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
}

/** A failed passcode send closes the dialog: the screen, not a dialog left open, says what happened. */
export async function expectPasscodeDialogClosed(): Promise<void> {
  await waitFor(() => expect(screen.queryByRole('dialog', { name: OTP_DIALOG })).not.toBeInTheDocument());
}

/** A call that fails silently (SPEC.md section 8) changes nothing on screen: wait until the sweep's fault was met. */
export async function faultMet(): Promise<void> {
  await waitFor(() => expect(bank.faults.list()).toEqual([]));
}

// ---------- the fake bank's seeded records ----------

/** RETAIL1's first active standing order: its id and who it pays. */
export function retailStandingOrder(): { id: string; name: string } {
  const order = bank.state.instructions.find((i) => i.internal.code === 'SI' && i.internal.ownerUserId === 'RETAIL1' && i.statusType === 'A');
  if (!order) throw new Error('No seeded standing order of RETAIL1');
  return { id: order.instructionId, name: order.payeeNickName };
}

/** One of CORP1's seeded bulk files, by the start of its name ('Jockeys': processed, with rejected records). */
export function corporateBulkFile(stem: string): string {
  const file = bank.state.bulkFiles.find((f) => f.fileUpload.fileName.startsWith(stem) && f.internal.ownerUserId === 'CORP1');
  if (!file) throw new Error(`No seeded bulk file ${stem}`);
  return file.fileUpload.key.id;
}

/** The payment Tom Fairweather initiated that waits for CORP1's authorisation, as the screen names it. */
export function pendingPaymentReference(): string {
  const item = bank.state.activity.find(
    (a) => a.internal.approverUserIds.includes('CORP1') && a.createdBy !== 'CORP1' && a.transactionName === 'PC_F_DOM' && a.approvalDetails.status === 'PENDING_APPROVAL',
  );
  if (!item) throw new Error('No seeded payment pending CORP1');
  return mapApproval(toWire(item) as ApprovalWire).reference;
}

/** A seeded activity of RETAIL1, by its payment reference. */
export function retailActivity(remarks: string): { id: string; taskCode: string } {
  const item = bank.state.activity.find((a) => a.createdBy === 'RETAIL1' && a.remarks === remarks);
  if (!item) throw new Error(`No seeded activity ${remarks}`);
  return { id: item.transactionId, taskCode: item.transactionName };
}
