import { dayOf, mapActivityItem, mapActivityItems, mapCounts } from './mapActivity';
import { paymentWire } from './testItems';

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
      discriminator: 'PAYEE',
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
      audit: [],
    });
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
