import { dayOf, mapActivityItem, mapActivityItems, mapCounts, type ActivityWire } from './mapActivity';
import sample from './obdx-approvals.json';
import { activityStatusWord, receiptAvailable } from './rules';
import { paymentWire } from './fixtures/activityItems';

/** OBDX's own items (obdx-samples/transactions-approval.json, copied here): no remarks, hostReference, audit or activityDetails. */
const stockItems = (sample as unknown as { transactionDTOs: ActivityWire[] }).transactionDTOs;

describe('an activity item from a bank without the extension layer (the real OBDX sample)', () => {
  it('reads every item from the OBDX keys alone, leaving out what only the extension sends', () => {
    const items = mapActivityItems(stockItems);
    expect(items).toHaveLength(stockItems.length);
    expect(items[0]).toEqual({
      id: '26121E43F80F',
      taskCode: 'PC_F_ITR',
      type: 'International Payment',
      discriminator: 'PAYMENTS',
      status: 'PENDING_APPROVAL',
      processingStep: 'approval',
      processingStatus: 'P',
      createdBy: 'corpmaker77',
      createdOn: '2017-12-26T10:52:19.000Z',
      partyId: '***961',
      groupId: undefined,
      payeeId: undefined,
      accountNo: 'xxxxxxxxxxxx0028',
      accountId: 'BC46BAB37BC249D1F8BF9D0E227E7CC837F294C8E5D1C7C60A7683C140',
      toAccountId: 'xxxxxxxxxxxx8956',
      toAccountNo: undefined,
      toSortCode: undefined,
      beneName: 'international ncc payee',
      amount: { amount: 21, currency: 'GBP' },
      valueDate: '2014-01-02',
      reference: undefined,
      repeatsUntil: undefined,
      newBeneDetails: undefined,
      hostReference: undefined,
      audit: undefined,
    });
    for (const item of items) {
      expect(item.type).not.toMatch(/undefined|^Unknown$/);
      expect(item.audit).toBeUndefined();
      expect(item.hostReference).toBeUndefined();
      expect(activityStatusWord(item)).toBe('Pending');
      expect(receiptAvailable(item.type, activityStatusWord(item), item.taskCode)).toBe(false);
    }
  });

  it('words the stock statuses SPEC.md does not name, and offers a receipt for a completed payment', () => {
    const completed = mapActivityItem({ ...stockItems[0], transactionName: 'PC_F_DOM', taskDTO: { id: 'PC_F_DOM', name: 'Make a Payment' }, approvalDetails: { status: 'COMPLETED' }, processingDetails: { currentStep: 'completed', status: 'S' } });
    expect(completed && activityStatusWord(completed)).toBe('Accepted');
    expect(completed && receiptAvailable(completed.type, activityStatusWord(completed), completed.taskCode)).toBe(true);
    const expired = mapActivityItem({ ...stockItems[0], approvalDetails: { status: 'EXPIRED' } });
    expect(expired && activityStatusWord(expired)).toBe('Expired');
  });
});

describe('an activity item from the bank (SPEC.md section 3 "Activity log item")', () => {
  it('reads every field', () => {
    expect(mapActivityItem(paymentWire)).toEqual({
      id: '26121E43F80F',
      taskCode: 'PC_F_DOM',
      type: 'Make a Payment',
      discriminator: 'PAYMENTS',
      status: 'APPROVED',
      processingStep: 'completed',
      processingStatus: 'S',
      createdBy: 'CORPMAKER1',
      createdOn: '2026-11-20T10:52:19.000Z',
      partyId: '***961',
      groupId: 'GROUP1',
      payeeId: 'PAYEE1',
      accountNo: 'xxxxxxxxxxxx0028',
      accountId: 'BC46BAB3',
      toAccountId: 'xxxxxxxxxxxx8956',
      toAccountNo: '****8956',
      toSortCode: '200000',
      beneName: 'Newmarket Equine Vets LLP',
      amount: { amount: 3150, currency: 'GBP' },
      valueDate: '2026-11-20',
      reference: 'VET FEES HH',
      repeatsUntil: undefined,
      newBeneDetails: undefined,
      hostReference: '001OUFP12345678A',
      audit: [
        { authorisedBy: 'CORPMAKER1', on: '2026-11-20T10:52:19.000Z', status: 'INITIATED', remarks: '' },
        { authorisedBy: 'CORP1', on: '2026-11-20T12:22:19.000Z', status: 'APPROVED', remarks: 'Fine' },
      ],
    });
  });

  it('falls back to the OBDX keys when activityDetails is missing', () => {
    const item = mapActivityItem({ ...paymentWire, activityDetails: undefined, taskDTO: undefined, amount: { amount: '12.5', currency: 'GBP' } });
    expect(item).toMatchObject({ type: 'Make a Payment', beneName: 'Newmarket Equine Vets LLP', reference: 'VET FEES HH', amount: { amount: 12.5, currency: 'GBP' } });
    expect(item?.toAccountNo).toBeUndefined();
  });

  it('reads a new payee, ids sent as strings, and a missing audit', () => {
    const item = mapActivityItem({
      transactionId: 'P1',
      transactionName: 'PC_M_CDP',
      discriminator: 'PAYEE_BILLER',
      approvalDetails: { status: 'pending_approval' },
      accountId: 'xxxx1234',
      amount: null,
      audit: null,
      activityDetails: { newBeneDetails: { title: 'Hilltop Horse Transport', accountNumber: '****7788', sortCode: '40-11-62' }, repeatsUntil: '2027-01-31' },
    });
    expect(item).toMatchObject({
      type: 'Create Payee',
      status: 'PENDING_APPROVAL',
      accountNo: 'xxxx1234',
      newBeneDetails: { title: 'Hilltop Horse Transport', accountNumber: '****7788', sortCode: '40-11-62' },
      repeatsUntil: '2027-01-31',
    });
    // No audit sent: the history is unknown, not empty.
    expect(item?.audit).toBeUndefined();
    expect(item?.amount).toBeUndefined();
  });

  it.each([null, undefined, {}, { transactionId: '  ' }])('drops %p (no id)', (wire) => expect(mapActivityItem(wire as never)).toBeUndefined());

  it('maps a list, dropping what cannot be read', () => {
    expect(mapActivityItems([paymentWire, null, { transactionId: '' }]).map((i) => i.id)).toEqual(['26121E43F80F']);
    expect(mapActivityItems(undefined)).toEqual([]);
  });

  it.each([
    ['2026-03-05T00:00:00', '2026-03-05'],
    ['2026-03-05', '2026-03-05'],
    ['2026-03-28T23:30:00.000Z', '2026-03-28'],
    ['2026-06-30T23:30:00.000Z', '2026-07-01'],
    ['', undefined],
    [null, undefined],
    ['soon', undefined],
  ])('reads the day of %p as %p', (value, day) => expect(dayOf(value)).toBe(day));
});

describe('activity counts', () => {
  it('reads each type with a code, filling names and zeros', () => {
    expect(
      mapCounts([
        { transactionType: 'PC_F_DOM', transactionName: 'Make a Payment', initiated: 1, pendingApproval: 2, approved: '3', rejected: null, sentToHost: -1 },
        { transactionType: 'FU_F_BLK' },
        { transactionName: 'No code' },
        null,
      ]),
    ).toEqual([
      { taskCode: 'PC_F_DOM', name: 'Make a Payment', initiated: 1, pendingApproval: 2, approved: 3, rejected: 0, sentToHost: 0 },
      { taskCode: 'FU_F_BLK', name: 'Bulk Domestic Transfer', initiated: 0, pendingApproval: 0, approved: 0, rejected: 0, sentToHost: 0 },
    ]);
  });

  it('reads no list as none', () => expect(mapCounts({})).toEqual([]));
});
