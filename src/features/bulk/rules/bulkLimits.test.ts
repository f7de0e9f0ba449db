import {
  BULK_DEFAULT_MAX_AMOUNT,
  BULK_DEFAULT_MAX_COUNT,
  BULK_LIMIT_MESSAGES,
  BULK_TRANSACTION_CEILING,
  bulkLimits,
  checkBulkLimits,
  type BulkLevelLimits,
  type BulkLimits,
} from './bulkLimits';

describe('constants (SPEC.md section 9, DECISIONS.md)', () => {
  it('keeps the ceiling of 100 000 and the defaults 100000 / 999', () => {
    expect(BULK_TRANSACTION_CEILING).toBe(100000);
    expect(BULK_DEFAULT_MAX_AMOUNT).toBe(100000);
    expect(BULK_DEFAULT_MAX_COUNT).toBe(999);
  });

  it('keeps SPEC.md section 8 wording', () => {
    expect(BULK_LIMIT_MESSAGES.funds).toBe('This account does not have the required funds to make these payments.');
    expect(BULK_LIMIT_MESSAGES.dailyLimit).toBe('The transfer requested is above the daily limit and will not be processed.');
  });
});

describe('bulkLimits: user and party together (SPEC.md section 5)', () => {
  const NONE = { minTransaction: 0.01, maxTransaction: 100000, maxAmount: 100000, maxCount: 999 };

  // Per-payment minimum: the larger of the two; the maximum: the smaller, never above 100 000.
  it.each<[string, BulkLevelLimits | undefined, BulkLevelLimits | undefined, Pick<BulkLimits, 'minTransaction' | 'maxTransaction'>]>([
    ['neither', undefined, undefined, { minTransaction: 0.01, maxTransaction: 100000 }],
    ['user only', { minTransaction: 1, maxTransaction: 25000 }, undefined, { minTransaction: 1, maxTransaction: 25000 }],
    ['party only', undefined, { minTransaction: 5, maxTransaction: 30000 }, { minTransaction: 5, maxTransaction: 30000 }],
    ['user min larger, user max smaller', { minTransaction: 5, maxTransaction: 25000 }, { minTransaction: 1, maxTransaction: 30000 }, { minTransaction: 5, maxTransaction: 25000 }],
    ['user min larger, party max smaller', { minTransaction: 5, maxTransaction: 50000 }, { minTransaction: 1, maxTransaction: 30000 }, { minTransaction: 5, maxTransaction: 30000 }],
    ['party min larger, user max smaller', { minTransaction: 1, maxTransaction: 25000 }, { minTransaction: 5, maxTransaction: 30000 }, { minTransaction: 5, maxTransaction: 25000 }],
    ['party min larger, party max smaller', { minTransaction: 1, maxTransaction: 50000 }, { minTransaction: 5, maxTransaction: 30000 }, { minTransaction: 5, maxTransaction: 30000 }],
    ['equal figures', { minTransaction: 2, maxTransaction: 40000 }, { minTransaction: 2, maxTransaction: 40000 }, { minTransaction: 2, maxTransaction: 40000 }],
    ['user min only, party max only', { minTransaction: 3 }, { maxTransaction: 20000 }, { minTransaction: 3, maxTransaction: 20000 }],
    ['both max above the ceiling', { maxTransaction: 250000 }, { maxTransaction: 100000000 }, { minTransaction: 0.01, maxTransaction: 100000 }],
    ['one max above the ceiling', { maxTransaction: 250000 }, { maxTransaction: 60000 }, { minTransaction: 0.01, maxTransaction: 60000 }],
    ['max exactly the ceiling', { maxTransaction: 100000 }, undefined, { minTransaction: 0.01, maxTransaction: 100000 }],
    ['a minimum below a penny', { minTransaction: 0 }, undefined, { minTransaction: 0.01, maxTransaction: 100000 }],
    ['figures as text', { minTransaction: '2.50', maxTransaction: '40000.00' }, undefined, { minTransaction: 2.5, maxTransaction: 40000 }],
    ['figures that are not numbers', { minTransaction: 'x', maxTransaction: null }, { minTransaction: Number.NaN, maxTransaction: '' }, { minTransaction: 0.01, maxTransaction: 100000 }],
  ])('per payment, %s', (_, user, party, expected) => {
    expect(bulkLimits(user, party)).toMatchObject(expected);
  });

  // The file: the smaller maxAmount and maxCount, defaults 100000 / 999 only when neither gives one.
  it.each<[string, BulkLevelLimits, BulkLevelLimits, Pick<BulkLimits, 'maxAmount' | 'maxCount'>]>([
    ['neither: the defaults', {}, {}, { maxAmount: 100000, maxCount: 999 }],
    ['user smaller', { maxAmount: 50000, maxCount: 100 }, { maxAmount: 150000, maxCount: 500 }, { maxAmount: 50000, maxCount: 100 }],
    ['party smaller', { maxAmount: 300000, maxCount: 999 }, { maxAmount: 150000, maxCount: 500 }, { maxAmount: 150000, maxCount: 500 }],
    ['amount from the user, count from the party', { maxAmount: 20000, maxCount: 900 }, { maxAmount: 150000, maxCount: 50 }, { maxAmount: 20000, maxCount: 50 }],
    ['user only, above the default (a default is not a cap)', { maxAmount: 300000, maxCount: 2000 }, {}, { maxAmount: 300000, maxCount: 2000 }],
    ['party only', {}, { maxAmount: 7500, maxCount: 12 }, { maxAmount: 7500, maxCount: 12 }],
    ['amount given, count not', { maxAmount: 7500 }, {}, { maxAmount: 7500, maxCount: 999 }],
  ])('per file, %s', (_, user, party, expected) => {
    expect(bulkLimits(user, party)).toMatchObject(expected);
  });

  // Today: the smaller of what each level has left, never below zero, in pence.
  it.each<[string, BulkLevelLimits, BulkLevelLimits, Partial<BulkLimits>]>([
    ['no daily limits', {}, {}, NONE],
    ['nothing used', { dailyAmount: 100000, dailyCount: 999 }, { dailyAmount: 150000, dailyCount: 500 }, { ...NONE, dailyAmountRemaining: 100000, dailyCountRemaining: 500 }],
    [
      'some used at each level',
      { dailyAmount: 100000, usedAmount: 96250, dailyCount: 20, usedCount: 18 },
      { dailyAmount: 150000, usedAmount: 100000, dailyCount: 30, usedCount: 25 },
      { ...NONE, dailyAmountRemaining: 3750, dailyCountRemaining: 2 },
    ],
    ['past the limit: nothing left', { dailyAmount: 100, usedAmount: 100.01, dailyCount: 2, usedCount: 5 }, {}, { ...NONE, dailyAmountRemaining: 0, dailyCountRemaining: 0 }],
    ['used in pence', { dailyAmount: 0.3, usedAmount: 0.1 }, {}, { ...NONE, dailyAmountRemaining: 0.2 }],
    ['used without a limit means nothing', { usedAmount: 500, usedCount: 3 }, {}, NONE],
  ])('daily, %s', (_, user, party, expected) => {
    expect(bulkLimits(user, party)).toEqual(expected);
  });
});

describe('checkBulkLimits', () => {
  const limits: BulkLimits = { minTransaction: 1, maxTransaction: 25000, maxAmount: 50000, maxCount: 3, dailyAmountRemaining: 60000, dailyCountRemaining: 10 };
  const pay = (...pounds: number[]) => pounds.map((p, i) => ({ row: i + 2, pence: Math.round(p * 100) }));
  const codes = (failures: { code: string }[]) => failures.map((f) => f.code);

  it.each<[string, ReturnType<typeof pay>, BulkLimits, number | undefined, string[]]>([
    ['a file that fits', pay(1, 25000, 24999), limits, 100000, []],
    ['at the limits exactly', pay(25000, 25000), { ...limits, maxAmount: 50000, dailyAmountRemaining: 50000, dailyCountRemaining: 2 }, 50000, []],
    ['an empty file', [], limits, 100000, ['empty']],
    ['an empty file says only that', [], { ...limits, dailyCountRemaining: 0 }, 0, ['empty']],
    ['a payment below the minimum', pay(0.99, 10), limits, 100000, ['amountTooSmall']],
    ['a payment above the maximum', pay(25000.01), limits, 100000, ['amountTooBig']],
    ['each row on its own', pay(0.5, 30000, 0.2), { ...limits, maxAmount: 100000 }, 100000, ['amountTooSmall', 'amountTooBig', 'amountTooSmall']],
    ['the default ceiling', pay(100000.01), bulkLimits(), 1e9, ['amountTooBig', 'totalTooBig']],
    ['a total above the file limit', pay(20000, 20000, 10000.01), limits, 100000, ['totalTooBig']],
    ['too many payments', pay(1, 1, 1, 1), limits, 100000, ['countTooBig']],
    ['above the daily amount left', pay(20000, 20000), { ...limits, maxAmount: 100000, dailyAmountRemaining: 39999.99 }, 100000, ['dailyLimit']],
    ['above the daily count left', pay(1, 1, 1), { ...limits, dailyCountRemaining: 2 }, 100000, ['dailyCount']],
    ['nothing left today', pay(1), { ...limits, dailyAmountRemaining: 0, dailyCountRemaining: 0 }, 100000, ['dailyLimit', 'dailyCount']],
    ['short of funds by a penny', pay(100, 50), limits, 149.99, ['funds']],
    ['funds exactly enough', pay(100, 50), limits, 150, []],
    ['funds unknown: the bank checks', pay(100), limits, undefined, []],
    ['funds not a number: the bank checks', pay(100), limits, Number.NaN, []],
    ['everything at once', pay(0.5, 30000, 30000, 1), { ...limits, dailyAmountRemaining: 100, dailyCountRemaining: 1 }, 10, ['amountTooSmall', 'amountTooBig', 'amountTooBig', 'totalTooBig', 'countTooBig', 'dailyLimit', 'dailyCount', 'funds']],
  ])('%s', (_, payments, given, balance, expected) => {
    expect(codes(checkBulkLimits(payments, given, balance))).toEqual(expected);
  });

  it('names the row and the limit, and points to the bank team', () => {
    expect(checkBulkLimits(pay(10, 0.5, 30000), limits, 100000)).toEqual([
      { code: 'amountTooSmall', row: 3, message: 'The amount on row 3 is below the minimum of £1.00 for one payment. For help, please contact your private bank team or racing bank team.' },
      { code: 'amountTooBig', row: 4, message: 'The amount on row 4 is above the maximum of £25,000.00 for one payment. For help, please contact your private bank team or racing bank team.' },
    ]);
  });

  it.each([
    ['totalTooBig', pay(25000, 25000, 0.01), 'The total of this file, £50,000.01, is above the limit of £50,000.00 for one bulk file.'],
    ['countTooBig', pay(1, 1, 1, 1), 'This file has 4 payments, more than the limit of 3 for one bulk file.'],
    ['empty', [], 'This file has no payments in it.'],
    ['dailyLimit', pay(1), 'The transfer requested is above the daily limit and will not be processed.'],
    ['dailyCount', pay(1), 'The number of payments in this file is above your daily limit on the number of transactions and will not be processed.'],
    ['funds', pay(1), 'This account does not have the required funds to make these payments.'],
  ])('says %s as: %s', (code, payments, message) => {
    const failures = checkBulkLimits(payments, { ...limits, dailyAmountRemaining: 0, dailyCountRemaining: 0 }, 0);
    expect(failures.find((f) => f.code === code)?.message).toBe(message);
  });

  it('compares in pence: 0.1 + 0.2 fits a limit of 0.3', () => {
    expect(checkBulkLimits([{ row: 1, pence: 10 }, { row: 2, pence: 20 }], { ...limits, minTransaction: 0.01, maxAmount: 0.3, dailyAmountRemaining: 0.3 }, 0.3)).toEqual([]);
  });
});
