import obdx from './fixtures/obdx-demandDeposit-transactions.json';
import { mapSummary, mapTransaction, mapTransactions } from './mapTransaction';
import { rowFacts } from './rules';

describe('mapTransaction', () => {
  it('reads a real OBDX answer (no running balance, no code)', () => {
    const rows = mapTransactions(obdx.items, 'GBP');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toEqual({
      id: 'AT3BPAT14002F3NX-295644',
      title: 'MISCELLANEOUS',
      debit: 211,
      credit: null,
      ref: 'AT3BPAT14002F3NX',
      balance: null,
      date: '2014-01-02',
      timeStamp: Date.parse('2014-01-02T00:00:00Z'),
      amountPure: 211,
      currency: 'GBP',
      transactionCode: '',
      debitCreditFlag: 'D',
      // No code from the bank: no category, not "Miscellaneous".
      type: null,
    });
    // Same day: the bank's last entry comes first.
    expect(rows.map((r) => r.id)).toEqual(['AT3BPAT14002F3NX-295644', 'AT3BPAT14002F3NX-295647', 'AT3INPA14002F3WM-296800']);
    expect(rows[2]).toMatchObject({ credit: 100, debit: null, debitCreditFlag: 'C', ref: '' });
  });

  it('gives a real OBDX list nothing to show in a type filter or a balance column', () => {
    expect(rowFacts(mapTransactions(obdx.items, 'GBP'))).toEqual({ categories: false, balances: false });
  });

  it('reads no summary from a real OBDX answer, which has none, as unknown balances', () => {
    expect('summary' in obdx).toBe(false);
    expect(mapSummary((obdx as { summary?: undefined }).summary)).toEqual({ openingBalance: null, closingBalance: null });
  });

  it.each([
    [{ transactionCode: 'POS' }, 'cardTransactions'],
    [{ transactionCode: 'ddr' }, 'reccurentPayments'],
    [{ transactionCode: 'XYZ' }, 'miscellaneous'],
    [{}, null],
    [{ transactionCode: '' }, null],
  ])('derives the category from %o', (extra, type) => {
    const t = mapTransaction({ transactionDate: '2026-01-02T00:00:00', amountInAccountCurrency: { currency: 'GBP', amount: 5 }, transactionType: 'D', ...extra }, 'GBP');
    expect(t?.type).toBe(type);
  });

  it('reads numeric strings and the running balance, and skips unusable items', () => {
    expect(
      mapTransaction({ valueDate: '2026-03-04T00:00:00', amountInAccountCurrency: { amount: '1,250.50' }, runningBalance: { amount: -20 }, transactionType: 'C' }, 'USD'),
    ).toMatchObject({ date: '2026-03-04', amountPure: 1250.5, credit: 1250.5, balance: -20, currency: 'USD', title: 'Transaction' });
    expect(mapTransaction({ amountInAccountCurrency: { amount: 5 } }, 'GBP')).toBeUndefined();
    expect(mapTransaction({ transactionDate: '2026-01-01', amountInAccountCurrency: { amount: 'x' } }, 'GBP')).toBeUndefined();
  });

  it('reads the summary balances', () => {
    expect(mapSummary({ openingBalance: { amount: 10 }, closingBalance: { amount: '12.5' } })).toEqual({ openingBalance: 10, closingBalance: 12.5 });
    expect(mapSummary(undefined)).toEqual({ openingBalance: null, closingBalance: null });
  });
});
