import { summariseBulkPayments } from './summary';

const pay = (sortCode: string, accountNumber: string, pence: number) => ({ sortCode, accountNumber, pence });

describe('summariseBulkPayments', () => {
  it.each([
    ['no payments', [], { count: 0, totalPence: 0, total: 0, distinctPayees: 0 }],
    ['one payment', [pay('609303', '12345678', 12550)], { count: 1, totalPence: 12550, total: 125.5, distinctPayees: 1 }],
    [
      'two payments to one account count one payee',
      [pay('609303', '12345678', 100), pay('609303', '12345678', 250)],
      { count: 2, totalPence: 350, total: 3.5, distinctPayees: 1 },
    ],
    [
      'one account number at two banks is two payees',
      [pay('609303', '12345678', 100), pay('200000', '12345678', 100)],
      { count: 2, totalPence: 200, total: 2, distinctPayees: 2 },
    ],
  ])('%s', (_, payments, summary) => {
    expect(summariseBulkPayments(payments)).toEqual(summary);
  });

  it('adds in pence: 999 payments of 10p are exactly £99.90, and 0.1 + 0.2 is 0.3', () => {
    expect(summariseBulkPayments(Array.from({ length: 999 }, (_, i) => pay('609303', String(10000000 + i), 10))).total).toBe(99.9);
    expect(summariseBulkPayments([pay('1', '1', 10), pay('1', '1', 20)]).total).toBe(0.3);
  });
});
