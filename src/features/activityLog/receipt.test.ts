import { mapActivityItem } from './mapActivity';
import { makeReceipt, receiptFileName, receiptOf } from './receipt';
import { paymentWire } from './fixtures/activityItems';
import type { ActivityItem } from './types';

const NOW = new Date('2026-11-26T10:04:11Z');
const payment = mapActivityItem(paymentWire) as ActivityItem;
const lines = (item: ActivityItem) => Object.fromEntries(receiptOf(item, NOW).lines);
const allText = (item: ActivityItem) => receiptOf(item, NOW).lines.flat().join(' ');


describe('receiptOf (SPEC.md section 4 "Activity-log receipts")', () => {
  // DECISIONS.md "sort code on receipts": 60-93-03 is the bank's own sort code, printed for the customer's own
  // accounts; a payee's line prints the payee's own sort code.
  it("lists the payment as the customer knows it: the customer's account at 60-93-03, the payee at its own sort code", () => {
    expect(lines(payment)).toEqual({
      // OBDX's reference number (the item's transactionId), as the payment's own receipt gives it; not the host's.
      'Reference number': '26121E43F80F',
      Type: 'Make a Payment',
      Status: 'Accepted',
      From: 'Account ending 0028, 60-93-03',
      To: 'Newmarket Equine Vets LLP, account ending 8956, 20-00-00',
      Amount: '£3,150.00',
      'Payment reference': 'VET FEES HH',
      'Value date': '20 Nov 2026',
    });
    expect(receiptOf(payment, NOW).footer).toBe('Generated 2026-11-26 10:04:11 (London time)');
  });

  it('shows both ends of a transfer between own accounts as the bank\'s sort code', () => {
    expect(lines({ ...payment, taskCode: 'PC_F_SELF', type: 'Internal Transfer' }).To).toBe('Newmarket Equine Vets LLP, account ending 8956, 60-93-03');
  });

  it("never gives a payee the bank's sort code: a payee whose sort code the bank did not send has none printed", () => {
    expect(lines({ ...payment, toSortCode: undefined }).To).toBe('Newmarket Equine Vets LLP, account ending 8956');
  });

  it.each([
    ['a full account number', { accountNo: '10234561', toAccountNo: '20114598' }],
    ['the bank\'s masked form', { accountNo: 'xxxxxxxxxxxx4561', toAccountNo: 'xxxxxxxxxxxx4598' }],
  ])('never holds more than the last four digits of %s', (_label, numbers) => {
    const text = allText({ ...payment, ...numbers });
    expect(text).toContain('ending 4561');
    expect(text).toContain('ending 4598');
    expect(text).not.toMatch(/(0234561|0114598|x{4})/);
  });

  it('leaves out a line the item has nothing for, and adds Repeats until for an order', () => {
    const order = lines({ ...payment, reference: undefined, repeatsUntil: '2027-06-01' });
    expect(order).not.toHaveProperty('Payment reference');
    expect(order['Repeats until']).toBe('1 Jun 2027');
  });

  it('is named after its reference number, host reference or not, safe for any system', () => {
    expect(receiptFileName(payment)).toBe('Receipt-26121E43F80F.pdf');
    expect(receiptFileName({ ...payment, hostReference: undefined })).toBe('Receipt-26121E43F80F.pdf');
    expect(receiptFileName({ ...payment, id: 'A/B C' })).toBe('Receipt-A-B-C.pdf');
  });

  it('is a real PDF', async () => {
    const { blob, fileName } = makeReceipt(payment, NOW);
    expect(fileName).toBe('Receipt-26121E43F80F.pdf');
    expect(blob.type).toBe('application/pdf');
    const head = new Uint8Array(await new Response(blob).arrayBuffer()).slice(0, 5);
    expect(new TextDecoder().decode(head)).toBe('%PDF-');
  });
});
