/** /settings/authorisations through the whole app against the fake bank (issue 10). */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/digx/node';
import { toWire } from '@mocks/digx/bank/seed';
import type { ActivityRecord } from '@mocks/digx/bank/types';
import { bank, injectFault } from '@mocks/digx/testing';
import { mapApproval, type ApprovalWire } from '@/features/approvals/mapApproval';
import obdxApprovals from '@/features/approvals/obdx-approvals.json';
import { DECLINE_REMARKS_MESSAGE } from '@/features/approvals/components/AuthorisationsScreen';
import { openPayments, type User } from '@/testing/paymentSteps';
import { recordRequests } from '@/testing/recordRequests';

const pendingOf = () => bank.state.activity.filter((a) => a.internal.approverUserIds.includes('CORP1') && ['INITIATED', 'PENDING_APPROVAL'].includes(a.approvalDetails.status));
const referenceOf = (record: ActivityRecord) => mapApproval(toWire(record) as ApprovalWire).reference;
const pendingPayment = () => pendingOf().find((a) => a.transactionName === 'PC_F_DOM' && a.approvalDetails.status === 'PENDING_APPROVAL')!;
const cards = () => {
  const list = screen.getByRole('list', { name: 'Waiting for authorisation' });
  // Each card has its own list of decisions: only the list's own items are cards.
  return within(list).getAllByRole('listitem').filter((item) => item.parentElement === list);
};
const cardOf = (reference: string) => cards().find((c) => within(c).queryByRole('checkbox', { name: `Select ${reference}` }));

async function open() {
  const view = await openPayments('/settings/authorisations', 'CORP1', { form: false });
  await screen.findByRole('list', { name: 'Waiting for authorisation' });
  return view;
}

async function confirmAndPasscode(user: User, title: RegExp, confirmLabel: string, passcode = true) {
  const confirm = await screen.findByRole('alertdialog', { name: title });
  await user.click(within(confirm).getByRole('button', { name: confirmLabel }));
  if (!passcode) return;
  const otp = await screen.findByRole('dialog', { name: 'Enter your one-time passcode' });
  await user.type(within(otp).getByLabelText('One-time passcode'), '123456');
  await user.click(within(otp).getByRole('button', { name: 'Confirm' }));
}

describe('authorisations', () => {
  it('lists what others initiated, of each kind, with every fact the approver decides on', async () => {
    await open();
    const pending = pendingOf();
    expect(cards()).toHaveLength(pending.length);
    expect(new Set(pending.map((p) => p.discriminator))).toEqual(new Set(['PAYMENTS', 'BULK_FILE', 'PAYEE_BILLER']));
    const payment = pendingPayment();
    const card = cardOf(referenceOf(payment))!;
    for (const term of ['Reference', 'Type', 'Status', 'Amount', 'Value date', 'Requested by', 'Created', 'From', 'Payee']) {
      expect(within(card).getByText(term, { selector: 'dt' })).toBeInTheDocument();
    }
    expect(card).toHaveTextContent('Pending');
    expect(card).toHaveTextContent('Tom Fairweather');
    expect(card).toHaveTextContent(payment.creditAccountName ?? '');
  });

  it('lists a stock OBDX answer (no remarks, bank reference or decisions) with what it has, and no empty labels', async () => {
    // OBDX's own list (obdx-samples/transactions-approval.json): the extension layer's fields are all absent.
    server.use(http.get('*/digx/v1/transactions', () => HttpResponse.json(obdxApprovals)));
    await open();
    expect(cards()).toHaveLength(obdxApprovals.transactionDTOs.length);
    const card = cardOf('4KXVEERKGN')!;
    for (const term of ['Reference', 'Type', 'Status', 'Amount', 'Value date', 'Requested by', 'Created', 'From', 'Payee']) {
      expect(within(card).getByText(term, { selector: 'dt' })).toBeInTheDocument();
    }
    expect(within(card).getByText('International Payment', { selector: 'dd' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Pending');
    expect(card).toHaveTextContent('Alex Maker');
    expect(within(card).queryByText('Remarks', { selector: 'dt' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('list', { name: /^Decisions on/ })).not.toBeInTheDocument();
    for (const each of cards()) {
      expect(each).not.toHaveTextContent(/undefined|null|NaN|&#x/);
      for (const value of within(each).getAllByRole('definition')) expect(value.textContent?.trim()).not.toMatch(/^(–|)$/);
    }
  });

  it('authorises one payment with the passcode: it shows Authorised, leaves the list, and the bank pays it', async () => {
    const { user } = await open();
    const payment = pendingPayment();
    const reference = referenceOf(payment);
    const before = pendingOf().length;
    await user.click(within(cardOf(reference)!).getByRole('button', { name: `Authorise ${reference}` }));
    await confirmAndPasscode(user, /^Authorise this item\?$/, 'Yes, authorise');
    const done = await screen.findByRole('status', { name: 'Decisions made' });
    await waitFor(() => expect(done).toHaveTextContent(new RegExp(`${reference}.*Authorised`)));
    await waitFor(() => expect(cardOf(reference)).toBeUndefined());
    expect(payment.approvalDetails.status).toBe('APPROVED');
    expect(pendingOf()).toHaveLength(before - 1);
  });

  it('declines one only with remarks, and the bank keeps them', async () => {
    const { user } = await open();
    const payment = pendingPayment();
    const reference = referenceOf(payment);
    await user.click(within(cardOf(reference)!).getByRole('button', { name: `Decline ${reference}` }));
    expect(await screen.findByText(DECLINE_REMARKS_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Remarks' }), 'Wrong farrier invoice');
    await user.click(within(cardOf(reference)!).getByRole('button', { name: `Decline ${reference}` }));
    await confirmAndPasscode(user, /^Decline this item\?$/, 'Yes, decline', false);
    await waitFor(() => expect(screen.getByRole('status', { name: 'Decisions made' })).toHaveTextContent(new RegExp(`${reference}.*Declined`)));
    expect(payment.approvalDetails.status).toBe('REJECTED');
    expect(payment.audit.at(-1)).toMatchObject({ status: 'REJECTED', remarks: 'Wrong farrier invoice' });
  });

  it('authorises several at once with one passcode, each marked as part of a multi-approval', async () => {
    const { user } = await open();
    const log = recordRequests();
    const chosen = pendingOf().filter((a) => a.discriminator === 'PAYMENTS').slice(0, 2);
    for (const item of chosen) await user.click(screen.getByRole('checkbox', { name: `Select ${referenceOf(item)}` }));
    await user.click(screen.getByRole('button', { name: 'Authorise selected (2)' }));
    await confirmAndPasscode(user, /^Authorise 2 items\?$/, 'Yes, authorise');
    const done = await screen.findByRole('status', { name: 'Decisions made' });
    await waitFor(() => expect(within(done).getAllByText('Authorised')).toHaveLength(2));
    for (const item of chosen) expect(item.approvalDetails.status).toBe('APPROVED');
    const approvals = log.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/approve'));
    expect(approvals.every((r) => r.headers.get('X-MULTIAPPROVAL') === 'true')).toBe(true);
    expect(screen.queryAllByRole('dialog', { name: 'Enter your one-time passcode' })).toHaveLength(0);
  });

  it('keeps the item pending and says why when the bank fails during the approval', async () => {
    const { user } = await open();
    const payment = pendingPayment();
    const reference = referenceOf(payment);
    injectFault(`v1/transactions/${payment.transactionId}/approve`, { kind: 'status', status: 500 }, { method: 'POST', times: 1 });
    await user.click(within(cardOf(reference)!).getByRole('button', { name: `Authorise ${reference}` }));
    await confirmAndPasscode(user, /^Authorise this item\?$/, 'Yes, authorise', false);
    expect(await screen.findByRole('alert')).toHaveTextContent(`${reference} could not be authorised`);
    expect(payment.approvalDetails.status).toBe('PENDING_APPROVAL');
    await waitFor(() => expect(cardOf(reference)).toBeDefined());
    expect(within(cardOf(reference)!).getByRole('button', { name: `Authorise ${reference}` })).toBeEnabled();
  });

  it('sends an approval once however often the customer presses', async () => {
    const { user } = await open();
    const log = recordRequests();
    const payment = pendingPayment();
    const reference = referenceOf(payment);
    await user.click(within(cardOf(reference)!).getByRole('button', { name: `Authorise ${reference}` }));
    const confirm = await screen.findByRole('alertdialog');
    await user.dblClick(within(confirm).getByRole('button', { name: 'Yes, authorise' }));
    const otp = await screen.findByRole('dialog', { name: 'Enter your one-time passcode' });
    await user.type(within(otp).getByLabelText('One-time passcode'), '123456');
    await user.click(within(otp).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(cardOf(reference)).toBeUndefined());
    const sent = (await log.to(`v1/transactions/${payment.transactionId}/approve`, 'POST')).filter((r) => r.headers.get('X-CHALLENGE_RESPONSE'));
    expect(sent).toHaveLength(1);
  });
});
