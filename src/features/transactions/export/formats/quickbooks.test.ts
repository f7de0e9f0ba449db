import { readCsv } from '../testing/csvTesting';
import { account, creditRow, debitRow, now, period, sampleRows } from '../fixtures/exportFixtures';
import { buildQuickbooks } from './quickbooks';

describe('buildQuickbooks (QuickBooks Online 3-column upload)', () => {
  const file = buildQuickbooks(sampleRows, account, period, now);

  it('is Date, Description, Amount with no byte-order mark, named for QuickBooks', async () => {
    const { rows, bom } = await readCsv(file);
    expect(bom).toBe(false);
    expect(rows[0]).toEqual(['Date', 'Description', 'Amount']);
    expect(rows).toHaveLength(sampleRows.length + 1);
    expect(file.fileName).toBe('Everyday-1234-2026-01-01-to-2026-03-31-quickbooks.csv');
    expect(file.mimeType).toBe('text/csv;charset=utf-8');
  });

  it.each([
    ['a debit as a negative amount', debitRow, ['05/01/2026', 'Tesco Stores 2231 CARD 1234', '-12.50']],
    ['a credit as a positive amount', creditRow, ['06/01/2026', 'ACME Ltd salary JAN PAY', '2500.00']],
  ])('writes %s', async (_, transaction, expected) => {
    const { rows } = await readCsv(file);
    expect(rows[sampleRows.indexOf(transaction) + 1]).toEqual(expected);
  });

  it('has no column for the stable id (the layout has none)', async () => {
    const { raw } = await readCsv(file);
    expect(raw).not.toContain(debitRow.id);
  });

  it('neutralises formula-like descriptions but leaves negative amounts as numbers', async () => {
    const { rows, raw } = await readCsv(file);
    expect(rows[3]).toEqual(['10/02/2026', `'=HYPERLINK("http://x") @SUM(A1)`, '-5.00']);
    expect(rows[4]).toEqual(['11/02/2026', `'-5 off +44 7700 900000`, '5.00']);
    expect(raw).toContain(',-5.00\r\n');
    expect(raw).not.toContain(`"-5.00"`);
    expect(raw).not.toContain(`'-5.00`);
  });
});
