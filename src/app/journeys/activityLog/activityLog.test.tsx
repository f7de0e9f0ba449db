/** /settings/activity-log, its type lists and items, and receipts, through the whole app (issue 10). */
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/digx/node';
import { ACC, TASK_NAMES } from '@mocks/digx/bank/seed';
import type { ActivityRecord } from '@mocks/digx/bank/types';
import { bank, injectFault } from '@mocks/digx/testing';
import obdxItems from '@/features/activityLog/obdx-approvals.json';
import { ITEM_NOT_FOUND_TEXT, RECEIPT_LABEL, RECEIPT_SAVED_TEXT } from '@/features/activityLog/components/ActivityItemScreen';
import { NO_ACTIVITY_TEXT } from '@/features/activityLog/components/ActivityLogScreen';
import { STATUS_LABEL, WINDOW_LABEL } from '@/features/activityLog/components/ActivityTypeScreen';
import { addMonths } from '@/shared/lib/dates';
import { londonToday, toLondonDay } from '@/shared/lib/london';
import * as download from '@/shared/lib/download';
import { fillPayment, openPayments } from '@/testing/paymentSteps';
import { recordRequests } from '@/testing/recordRequests';
import { axeViolations } from '@/testing/axeViolations';
import { narrowScreen } from '@/testing/narrowScreen';

type Login = 'RETAIL1' | 'CORP1';
const COUNT_PATH = 'cz/v1/transactions/count';
const LIST_PATH = 'cz/v1/transactions';

const open = (path: string, user: Login = 'RETAIL1') => openPayments(path, user, { form: false });

/** A seeded item of the fake bank, by its maker and payment reference. */
function seeded(createdBy: string, remarks: string, status?: string): ActivityRecord {
  const item = bank.state.activity.find((a) => a.createdBy === createdBy && a.remarks === remarks && (!status || a.approvalDetails.status === status));
  if (!item) throw new Error(`No seeded activity ${createdBy} ${remarks}`);
  return item;
}

const itemPath = (item: ActivityRecord) => `/settings/activity-log/log/${item.transactionId}`;
const countsTable = () => screen.findByRole('table', { name: 'Activity by type in the last 6 months' });
const listTable = () => screen.findByRole('table', { name: /^Activity for / });
const references = async () => within(await listTable()).getAllByRole('rowheader').map((cell) => cell.textContent);
const term = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;

/** What the bank holds for a user in the last `months` months (its own rule: made or decided by them). */
function activityFor(userId: string, months: number): ActivityRecord[] {
  const from = addMonths(londonToday(), -months);
  return bank.state.activity.filter(
    (a) => (a.createdBy === userId || a.audit.slice(1).some((e) => e.authedBy === userId)) && (toLondonDay(a.creationDate) ?? '') >= from,
  );
}

describe('the activity log index', () => {
  it('counts each type by status over the last 6 months, each linking to its list', async () => {
    const log = recordRequests();
    await open('/settings/activity-log', 'CORP1');
    const table = await countsTable();
    // SPEC.md section 7 asks the activity counts as the approval count with a window (countFor=approval, fromDate,
    // toDate); CORP1 approves, so the shell also asks the approval count, the same call without the window.
    const asked = await log.to(COUNT_PATH, 'GET');
    const [sent] = asked.filter((r) => r.url.searchParams.has('fromDate'));
    const today = londonToday();
    expect(Object.fromEntries(sent.url.searchParams)).toMatchObject({ countFor: 'approval', fromDate: addMonths(today, -6), toDate: today });
    expect(asked.map((r) => r.url.searchParams.get('countFor'))).not.toContain('activity');

    const held = activityFor('CORP1', 6);
    for (const [code, name] of Object.entries(TASK_NAMES)) {
      const ofType = held.filter((a) => a.transactionName === code);
      const link = within(table).queryByRole('link', { name });
      if (ofType.length === 0) {
        expect(link).toBeNull();
        continue;
      }
      expect(link).toHaveAttribute('href', `/settings/activity-log/type/${code}`);
      const cells = within(link!.closest('tr') as HTMLElement).getAllByRole('cell').map((c) => Number(c.textContent));
      const of = (...statuses: string[]) => ofType.filter((a) => statuses.includes(a.approvalDetails.status)).length;
      expect(cells).toEqual([ofType.length, of('INITIATED', 'PENDING_APPROVAL'), of('APPROVED'), of('REJECTED'), of('SENT_TO_HOST')]);
    }
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Type', 'Total', 'Pending', 'Accepted', 'Rejected', 'Time Out Error']);
    expect(await axeViolations()).toEqual([]);
    log.stop();
  });

  it('shows an error with Try again, then the counts', async () => {
    injectFault(COUNT_PATH, { kind: 'status', status: 500 }, { method: 'GET', times: 1 });
    const { user } = await open('/settings/activity-log');
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await countsTable()).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when there is no activity', async () => {
    bank.state.activity = bank.state.activity.filter((a) => a.createdBy !== 'RETAIL1');
    await open('/settings/activity-log');
    expect(await screen.findByText(NO_ACTIVITY_TEXT)).toBeInTheDocument();
  });
});

describe('a type of activity', () => {
  it('lists the last month by default and widens the window on request', async () => {
    const log = recordRequests();
    const standingOrder = seeded('RETAIL1', 'MEMBERSHIP 2291');
    const { user, router } = await open('/settings/activity-log/type/PC_F_DFTI');
    expect(screen.getByRole('heading', { level: 2, name: 'External Standing Order/Future Payment' })).toBeInTheDocument();
    const today = londonToday();
    await waitFor(async () => expect((await log.to(LIST_PATH, 'GET')).length).toBe(1));
    const [first] = await log.to(LIST_PATH, 'GET');
    expect(Object.fromEntries(first.url.searchParams)).toEqual({ view: 'activity', fromDate: addMonths(today, -1), toDate: today, transactionName: 'PC_F_DFTI', locale: 'en' });
    // Made 40 days ago: not in the last month.
    expect(await screen.findByRole('status')).toHaveTextContent('There is no activity for External Standing Order/Future Payment in the last month.');

    await user.selectOptions(screen.getByRole('combobox', { name: WINDOW_LABEL }), 'Last 3 months');
    expect(await references()).toContain('MEMBERSHIP 2291');
    const [, widened] = await log.to(LIST_PATH, 'GET');
    expect(widened.url.searchParams.get('fromDate')).toBe(addMonths(today, -3));
    expect(router.state.location.search).toBe('?period=3m');
    expect(within(await listTable()).getByRole('link', { name: 'MEMBERSHIP 2291' })).toHaveAttribute(
      'href',
      `${itemPath(standingOrder)}?statusCode=APPROVED&typeCode=PC_F_DFTI&bit=PAYMENTS`,
    );
    log.stop();
  });

  it('filters by status, kept in the address', async () => {
    const log = recordRequests();
    const { user, router } = await open('/settings/activity-log/type/PC_F_DOM');
    expect(await references()).toEqual(expect.arrayContaining(['PHYSIO', 'KITCHEN WORKS']));
    const row = within(await listTable()).getByRole('rowheader', { name: 'KITCHEN WORKS' }).closest('tr') as HTMLElement;
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual([expect.any(String), 'J Carter Builders Ltd', '£1,200.00', 'Time Out Error']);

    await user.selectOptions(screen.getByRole('combobox', { name: STATUS_LABEL }), 'Time Out Error');
    await waitFor(async () => expect(await references()).toEqual(['KITCHEN WORKS']));
    expect(router.state.location.search).toBe('?status=SENT_TO_HOST');
    const sent = await log.to(LIST_PATH, 'GET');
    expect(sent[sent.length - 1].url.searchParams.get('status')).toBe('SENT_TO_HOST');
    log.stop();
  });

  it('reads the status filter from the address', async () => {
    await open('/settings/activity-log/type/PC_F_DOM?status=Accepted');
    expect(screen.getByRole('combobox', { name: STATUS_LABEL })).toHaveDisplayValue('Accepted');
    const shown = await references();
    expect(shown).toContain('PHYSIO');
    expect(shown).not.toContain('KITCHEN WORKS');
  });

  it('shows cards on a narrow screen', async () => {
    narrowScreen();
    await open('/settings/activity-log/type/PC_F_DOM');
    const cards = await screen.findByRole('list', { name: /^Activity for Make a Payment/ });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(cards).getByRole('heading', { level: 3, name: 'PHYSIO' })).toBeInTheDocument();
    expect(within(cards).getAllByText('Status', { selector: 'dt' }).length).toBeGreaterThan(0);
  });
});

describe('an activity item', () => {
  it('shows every field it has and the audit, from the list', async () => {
    const physio = seeded('RETAIL1', 'PHYSIO');
    const { user, location, router } = await open('/settings/activity-log/type/PC_F_DOM');
    await user.click(within(await listTable()).getByRole('link', { name: 'PHYSIO' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Activity' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Make a Payment' })).toBeInTheDocument();
    expect(location()).toBe(itemPath(physio));
    expect(router.state.location.search).toBe('?statusCode=APPROVED&typeCode=PC_F_DOM&bit=PAYMENTS');
    expect(term('Type')).toBe('Make a Payment');
    expect(term('Activity type')).toBe('Payment');
    expect(term('Status')).toBe('Accepted');
    expect(term('Account')).toContain(`ending ${physio.accountId?.displayValue.slice(-4)}`);
    expect(term('To account number')).toContain('ending 7720');
    expect(term('To sort code')).toBe('560036');
    expect(term('Beneficiary name')).toBe('Dr Rachel Shah');
    expect(term('Amount')).toBe('£85.00');
    expect(term('Value date')).toMatch(/^\d{1,2} \w{3} \d{4}$/);
    expect(term('Reference')).toBe('PHYSIO');
    expect(term('Bank reference')).toBe(physio.hostReference);
    const audit = screen.getByRole('table', { name: 'Who acted on this item' });
    expect(within(audit).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Authorised by', 'On', 'Status', 'Remarks']);
    expect(within(audit).getByRole('rowheader', { name: 'RETAIL1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Make a Payment' })).toHaveAttribute('href', '/settings/activity-log/type/PC_F_DOM');
    expect(await axeViolations()).toEqual([]);
  });

  it('from a bank without the extension layer, says what OBDX sends and leaves out the rest', async () => {
    // OBDX's own item (obdx-samples/transactions-approval.json): no remarks, hostReference, audit or activityDetails.
    // The link's statusCode differs from the bank's status: the bank's wins.
    const [stock] = obdxItems.transactionDTOs;
    server.use(http.get('*/digx/v1/transactions/:id', () => HttpResponse.json({ transactionDTO: stock })));
    await open(`/settings/activity-log/log/${stock.transactionId}?statusCode=REJECTED&bit=PAYEE`);
    expect(await screen.findByRole('region', { name: 'International Payment' })).toBeInTheDocument();
    expect(term('Status')).toBe('Pending');
    expect(term('Account')).toContain('ending 0028');
    expect(term('Beneficiary name')).toBe('international ncc payee');
    expect(term('Amount')).toBe('£21.00');
    expect(term('Requested by')).toBe('corpmaker77');
    for (const absent of ['Reference', 'Bank reference', 'To sort code']) expect(screen.queryByText(absent, { selector: 'dt' })).not.toBeInTheDocument();
    // No history the bank never sent, and no claim that no one has acted.
    expect(screen.queryByRole('heading', { name: 'Authorisation history' })).not.toBeInTheDocument();
    expect(screen.queryByText('No one has acted on this item yet.')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).not.toHaveTextContent(/undefined|null|NaN/);
    expect(screen.queryByRole('button', { name: RECEIPT_LABEL })).not.toBeInTheDocument();
  });

  it("reads the link's statusCode, typeCode and bit where the bank's item leaves its status and kind out", async () => {
    // SPEC.md section 2: log/{id}?statusCode&typeCode&bit. The list knew the item's status and kind; an item
    // answer without them (discriminator and approvalDetails are optional in OBDX) still says both.
    const [stock] = obdxItems.transactionDTOs;
    const bare = { ...stock, discriminator: undefined, approvalDetails: undefined };
    server.use(http.get('*/digx/v1/transactions/:id', () => HttpResponse.json({ transactionDTO: bare })));
    await open(`/settings/activity-log/log/${stock.transactionId}?statusCode=REJECTED&typeCode=PC_F_DOM&bit=PAYEE`);
    expect(await screen.findByRole('region', { name: 'International Payment' })).toBeInTheDocument();
    expect(term('Activity type')).toBe('Payee');
    expect(term('Status')).toBe('Rejected');
  });

  it('shows when a standing order ends', async () => {
    await open(itemPath(seeded('RETAIL1', 'MEMBERSHIP 2291')));
    expect(await screen.findByText('Repeats until')).toBeInTheDocument();
    expect(term('Repeats until')).toMatch(/^\d{1,2} \w{3} \d{4}$/);
  });

  it('shows the new payee of a one-off payment', async () => {
    await open(itemPath(seeded('RETAIL1', 'LESSONS')));
    const payee = await screen.findByRole('region', { name: 'New payee details' });
    expect(within(payee).getByText('M Ellison')).toBeInTheDocument();
    expect(payee).not.toHaveTextContent('30019283');
  });

  it('tells a customer an item does not exist, without Try again', async () => {
    await open('/settings/activity-log/log/NOSUCHITEM?statusCode=APPROVED&typeCode=PC_F_DOM&bit=PAYMENTS');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ITEM_NOT_FOUND_TEXT);
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
  });

  it('retries an item that failed to load', async () => {
    const physio = seeded('RETAIL1', 'PHYSIO');
    injectFault(`v1/transactions/${physio.transactionId}`, { kind: 'status', status: 500 }, { method: 'GET', times: 1 });
    const { user } = await open(itemPath(physio));
    await user.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Make a Payment' })).toBeInTheDocument();
  });
});

describe('receipts', () => {
  it('downloads a PDF for an accepted payment, with the bank sort code and masked numbers', async () => {
    const saved = jest.spyOn(download, 'downloadBlob').mockImplementation(() => undefined);
    try {
      const physio = seeded('RETAIL1', 'PHYSIO');
      const { user } = await open(itemPath(physio));
      await user.click(await screen.findByRole('button', { name: RECEIPT_LABEL }));
      await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
      const [blob, name] = saved.mock.calls[0] as [Blob, string];
      // Named after the payment's reference number (its transactionId), the one its own payment receipt gives.
      expect(name).toBe(`Receipt-${physio.transactionId}.pdf`);
      expect(blob).toBeInstanceOf(Blob);
      expect(blob.type).toBe('application/pdf');
      const text = new TextDecoder('latin1').decode(await blob.arrayBuffer());
      expect(text.startsWith('%PDF-')).toBe(true);
      expect(text).toContain('60-93-03');
      expect(text).toContain('Dr Rachel Shah, account ending 7720');
      for (const full of [ACC.everyday, '31547720']) expect(text).not.toContain(full);
      expect(await screen.findByText(RECEIPT_SAVED_TEXT)).toBeInTheDocument();
    } finally {
      saved.mockRestore();
    }
  });

  it.each<[string, Login, () => ActivityRecord]>([
    ['a rejected transfer', 'CORP1', () => seeded('CORPMAKER1', 'TOP UP', 'REJECTED')],
    ['a payment waiting for approval', 'RETAIL1', () => {
      const item = seeded('RETAIL1', 'PHYSIO');
      item.approvalDetails.status = 'PENDING_APPROVAL';
      item.processingDetails = { currentStep: 'approval', status: 'P' };
      return item;
    }],
    ['a timed-out payment', 'RETAIL1', () => seeded('RETAIL1', 'KITCHEN WORKS')],
    ['a new payee', 'RETAIL1', () => bank.state.activity.find((a) => a.createdBy === 'RETAIL1' && a.transactionName === 'PC_M_CDP') as ActivityRecord],
  ])('offers none for %s', async (_name, login, pick) => {
    const item = pick();
    await open(itemPath(item), login);
    expect(await screen.findByText('Authorisation history')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: RECEIPT_LABEL })).not.toBeInTheDocument();
  });
});

describe('what the customer does appears in the log', () => {
  it('lists a payment just made, with its receipt', async () => {
    const { user, router } = await openPayments('/payments/make');
    await fillPayment(user, { from: /^Everyday/, to: /^Builder/, amount: '10', reference: 'GATE LATCH' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm payment' }));
    await screen.findByRole('button', { name: 'Download receipt (PDF)' });

    await act(() => router.navigate('/settings/activity-log'));
    await user.click(within(await countsTable()).getByRole('link', { name: 'Make a Payment' }));
    const row = within(await listTable()).getByRole('rowheader', { name: 'GATE LATCH' }).closest('tr') as HTMLElement;
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual([expect.any(String), expect.any(String), '£10.00', 'Accepted']);
    await user.click(within(row).getByRole('link', { name: 'GATE LATCH' }));
    expect(await screen.findByRole('button', { name: RECEIPT_LABEL })).toBeInTheDocument();
  });
});
