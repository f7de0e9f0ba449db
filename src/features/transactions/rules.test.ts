import { categoryLabel, rowFacts } from './rules';
import { categoryOf } from './transactionCodes';
import type { Transaction } from './types';

const row = (type: Transaction['type'], balance: number | null) => ({ type, balance });

describe('what a row says without the bank extension fields (issue 24)', () => {
  it.each([
    ['a known code', 'POS', 'cardTransactions'],
    ['a known code in lower case', ' ddr ', 'reccurentPayments'],
    // A code the bank sent but the table does not know is still a posting the bank classed: today's behaviour.
    ['an unknown code', 'XYZ', 'miscellaneous'],
    // No code at all (a stock OBDX): no category, rather than Miscellaneous pretending to be one.
    ['no code', undefined, null],
    ['an empty code', '', null],
    ['a blank code', '   ', null],
    ['a null code', null, null],
  ])('%s (%p) → %p', (_, code, category) => {
    expect(categoryOf(code)).toBe(category);
  });

  it.each([
    ['a category', 'payments', 'Payments'],
    ['miscellaneous from a code', 'miscellaneous', 'Miscellaneous'],
    ['no category', null, undefined],
  ] as const)('labels %s: %p → %p', (_, type, label) => {
    expect(categoryLabel(type)).toBe(label);
  });

  it.each([
    ['no rows', [], { categories: false, balances: false }],
    ['a stock OBDX list: no code, no running balance', [row(null, null), row(null, null)], { categories: false, balances: false }],
    ['codes and balances', [row('payments', 10), row('cash', 5)], { categories: true, balances: true }],
    ['one row with a code is enough to offer types', [row(null, null), row('payments', null)], { categories: true, balances: false }],
    ['one row with a balance is enough for the column', [row(null, null), row(null, 0)], { categories: false, balances: true }],
  ])('%s → %o', (_, rows, facts) => {
    expect(rowFacts(rows)).toEqual(facts);
  });
});
