/** The mapper read on OBDX's own approval list (obdx-samples/transactions-approval.json, copied here). */
import sample from './obdx-approvals.json';
import { decodeEntities, mapApproval, type ApprovalWire } from './mapApproval';

const list = (sample as unknown as { transactionDTOs: ApprovalWire[] }).transactionDTOs;

describe('mapApproval on the OBDX sample', () => {
  it('keeps every item with its id, type, status words, amount and payee', () => {
    const mapped = list.map(mapApproval);
    expect(mapped).toHaveLength(list.length);
    expect(mapped[0]).toMatchObject({
      id: '26121E43F80F',
      reference: '4KXVEERKGN',
      typeCode: 'PC_F_ITR',
      typeName: 'International Payment',
      discriminator: 'PAYMENTS',
      status: 'PENDING_APPROVAL',
      statusWord: 'Pending',
      amount: { amount: 21, currency: 'GBP' },
      valueDate: '2014-01-02',
      requestedBy: 'Alex Maker',
      fromAccount: 'xxxxxxxxxxxx0028',
      payee: { name: 'international ncc payee', account: 'xxxxxxxxxxxx8956' },
      audit: [],
    });
  });

  it('reads every item from the OBDX keys alone: no remarks or decisions, as a stock OBDX sends none', () => {
    for (const item of list.map(mapApproval)) {
      expect(item).toMatchObject({ remarks: '', audit: [], statusWord: 'Pending' });
      expect(item.reference).toMatch(/^[A-Z0-9]{10}$/);
      expect(item.typeName).not.toBe('');
      expect(JSON.stringify(item)).not.toMatch(/undefined|null/);
    }
  });

  it('reads the extension layer\'s remarks and decisions when the bank sends them, and real OBDX statuses in words', () => {
    const item = mapApproval({
      ...list[0],
      approvalDetails: { status: 'COMPLETED' },
      hostReference: 'HOST123',
      remarks: 'Invoice 42',
      audit: [{ authedBy: 'CORP1', authedOn: '2026-03-05T10:00:00Z', status: 'APPROVED', remarks: null }],
    });
    expect(item).toMatchObject({ reference: 'HOST123', remarks: 'Invoice 42', statusWord: 'Accepted', audit: [{ authedBy: 'CORP1', status: 'APPROVED', remarks: '' }] });
    expect(mapApproval({ ...list[0], approvalDetails: { status: 'EXPIRED' } }).statusWord).toBe('Expired');
    expect(mapApproval({ ...list[0], approvalDetails: undefined }).statusWord).toBe('Unknown');
  });

  it('takes an instruction\'s id as its reference when there is no payment id', () => {
    expect(mapApproval(list[1]).reference).toBe('CL6PVJ5ROM');
  });

  it('reads a payee item without an amount', () => {
    expect(mapApproval({ transactionId: 'P1', discriminator: 'PAYEE_BILLER', amount: null, approvalDetails: { status: 'INITIATED' } })).toMatchObject({ amount: null, statusWord: 'Pending', reference: 'P1' });
  });

  it.each([
    ['a.maker&#x40;example.com', 'a.maker@example.com'],
    ['Smith &amp; Sons', 'Smith & Sons'],
    ['&lt;b&gt;', '<b>'],
    ['&#x60;unknown', '&#x60;unknown'],
  ])('decodes %p', (raw, decoded) => {
    expect(decodeEntities(raw)).toBe(decoded);
  });
});
