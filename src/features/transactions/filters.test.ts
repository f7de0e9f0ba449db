import {
  activeFilters,
  amountRangeError,
  filterTransactions,
  hasActiveFilters,
  isTagSelected,
  needsRefetch,
  NO_FILTERS,
  removeFilter,
  searchDecision,
  toggleTag,
} from './filters';
import type { Transaction, TransactionCategory, TransactionFilters } from './types';

function txn(over: Partial<Transaction>): Transaction {
  const amountPure = over.amountPure ?? 10;
  const debitCreditFlag = over.debitCreditFlag ?? 'D';
  return {
    id: over.id ?? 'T1-1',
    title: 'CARD PAYMENT TO WAITROSE',
    ref: 'REF1',
    debit: debitCreditFlag === 'D' ? amountPure : null,
    credit: debitCreditFlag === 'C' ? amountPure : null,
    balance: 100,
    date: '2026-11-20',
    timeStamp: Date.parse('2026-11-20T00:00:00Z'),
    currency: 'GBP',
    transactionCode: 'POS',
    type: 'cardTransactions',
    ...over,
    amountPure,
    debitCreditFlag,
  };
}

const rows = [
  txn({ id: 'a', title: 'CARD PAYMENT TO WAITROSE', ref: 'W1', amountPure: 42.1 }),
  txn({ id: 'b', title: 'SALARY', ref: 'ACME PAYROLL', debitCreditFlag: 'C', amountPure: 5200, type: 'incomingTransfers', transactionCode: 'BGC' }),
  txn({ id: 'c', title: 'DIRECT DEBIT', ref: 'BRITISH GAS', amountPure: 120, type: 'reccurentPayments', transactionCode: 'DDR', date: '2026-10-01' }),
  txn({ id: 'd', title: 'INTEREST', ref: '', debitCreditFlag: 'C', amountPure: 3.5, type: 'interestAndCharges', transactionCode: 'INT' }),
];
const ids = (filters: Partial<TransactionFilters>) => filterTransactions(rows, { ...NO_FILTERS, ...filters }).map((t) => t.id);

describe('transaction filters', () => {
  it.each([
    ['', { kind: 'clear' }],
    ['   ', { kind: 'clear' }],
    ['a', { kind: 'ignore' }],
    ['ab', { kind: 'ignore' }],
    [' ab ', { kind: 'ignore' }],
    ['abc', { kind: 'apply', search: 'abc' }],
    ['  gas ', { kind: 'apply', search: 'gas' }],
  ])('search box %j means %o', (text, decision) => {
    expect(searchDecision(text)).toEqual(decision);
  });

  it.each([
    ['all', 'cash', ['cash']],
    [['cash'], 'vat', ['cash', 'vat']],
    [['vat'], 'cash', ['cash', 'vat']],
    [['cash', 'vat'], 'cash', ['vat']],
    [['cash'], 'cash', 'all'],
    [['cash', 'vat'], 'all', 'all'],
    ['all', 'all', 'all'],
  ] as const)('tags %o toggling %s gives %o', (tags, tag, next) => {
    expect(toggleTag(tags === 'all' ? tags : [...tags], tag)).toEqual(next);
  });

  it('reports which tags are ticked', () => {
    expect(isTagSelected('all', 'all')).toBe(true);
    expect(isTagSelected(['cash'], 'all')).toBe(false);
    expect(isTagSelected(['cash'], 'cash')).toBe(true);
    expect(isTagSelected('all', 'cash')).toBe(false);
  });

  it.each([
    [{}, ['a', 'b', 'c', 'd']],
    [{ debitCreditFlag: 'D' as const }, ['a', 'c']],
    [{ debitCreditFlag: 'C' as const }, ['b', 'd']],
    [{ amountMinMax: { min: 40, max: null } }, ['a', 'b', 'c']],
    [{ amountMinMax: { min: null, max: 42.1 } }, ['a', 'd']],
    [{ amountMinMax: { min: 42.1, max: 120 } }, ['a', 'c']],
    [{ tags: ['reccurentPayments', 'interestAndCharges'] as TransactionCategory[] }, ['c', 'd']],
    [{ search: 'gas' }, ['c']],
    [{ search: 'WAIT' }, ['a']],
    [{ search: 'ga' }, ['a', 'b', 'c', 'd']],
    [{ datesStartEnd: { start: '2026-11-01', end: '2026-11-30' } }, ['a', 'b', 'd']],
    [{ debitCreditFlag: 'C' as const, search: 'payroll' }, ['b']],
  ] as [Partial<TransactionFilters>, string[]][])('%o keeps %o', (filters, kept) => {
    expect(ids(filters)).toEqual(kept);
  });

  it('keeps a row without a category (no code from the bank) under all types, and out of any chosen type', () => {
    const mixed = [...rows, txn({ id: 'e', title: 'MISCELLANEOUS', transactionCode: '', type: null })];
    expect(filterTransactions(mixed, NO_FILTERS).map((t) => t.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(filterTransactions(mixed, { ...NO_FILTERS, tags: ['miscellaneous'] }).map((t) => t.id)).toEqual([]);
    expect(filterTransactions(mixed, { ...NO_FILTERS, tags: ['cardTransactions'] }).map((t) => t.id)).toEqual(['a']);
  });

  it('checks the amount range', () => {
    expect(amountRangeError(10, 5)).toBe('The minimum amount must not be more than the maximum.');
    expect(amountRangeError(5, 5)).toBeUndefined();
    expect(amountRangeError(null, 5)).toBeUndefined();
  });

  const everything: TransactionFilters = {
    debitCreditFlag: 'D',
    search: 'gas',
    amountMinMax: { min: 10, max: 250 },
    tags: ['cash', 'vat'],
    datesStartEnd: { start: '2026-01-05', end: '2026-02-01' },
  };

  it('lists every active filter with its label', () => {
    expect(activeFilters(NO_FILTERS, 'GBP')).toEqual([]);
    expect(hasActiveFilters(NO_FILTERS)).toBe(false);
    expect(activeFilters(everything, 'GBP').map((f) => f.label)).toEqual([
      'Search: gas',
      'Money out',
      'From £10.00',
      'Up to £250.00',
      'Cash',
      'VAT',
      '5th Jan 2026 to 1st Feb 2026',
    ]);
  });

  it.each([
    ['search', { search: '' }],
    ['debitCreditFlag', { debitCreditFlag: 'A' }],
    ['amountMin', { amountMinMax: { min: null, max: 250 } }],
    ['amountMax', { amountMinMax: { min: 10, max: null } }],
    ['tag:cash', { tags: ['vat'] }],
    ['dates', { datesStartEnd: null }],
  ] as const)('removes %s alone', (key, change) => {
    expect(removeFilter(everything, key)).toEqual({ ...everything, ...change });
  });

  it('refetches only for a new search or new dates', () => {
    expect(needsRefetch(NO_FILTERS, { ...NO_FILTERS, search: 'gas' })).toBe(true);
    expect(needsRefetch(NO_FILTERS, { ...NO_FILTERS, datesStartEnd: { start: '2026-01-01', end: '2026-01-02' } })).toBe(true);
    expect(needsRefetch(NO_FILTERS, { ...NO_FILTERS, tags: ['cash'], debitCreditFlag: 'C', amountMinMax: { min: 1, max: 2 } })).toBe(false);
  });

  it('filters 10 000 rows quickly', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => txn({ id: String(i), title: `ROW ${i}`, amountPure: i }));
    const started = performance.now();
    const kept = filterTransactions(many, { ...NO_FILTERS, search: 'row 99', amountMinMax: { min: 990, max: null } });
    // ROW 990–999 and ROW 9900–9999; ROW 99 itself is under the minimum.
    expect(kept).toHaveLength(110);
    expect(performance.now() - started).toBeLessThan(50);
  });
});
