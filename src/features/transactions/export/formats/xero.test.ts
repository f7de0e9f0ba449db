import { readCsv } from '../testing/csvTesting';
import { account, creditRow, debitRow, now, period, sampleRows } from '../fixtures/exportFixtures';
import { buildXero } from './xero';

describe("buildXero (Xero's statement import template)", () => {
  const file = buildXero(sampleRows, account, period, now);

  it("keeps Xero's template headings so the columns map themselves", async () => {
    const { rows, bom } = await readCsv(file);
    expect(bom).toBe(false);
    expect(rows[0]).toEqual(['*Date', '*Amount', 'Payee', 'Description', 'Reference', 'Cheque Number']);
    expect(rows).toHaveLength(sampleRows.length + 1);
    expect(file.fileName).toBe('Everyday-1234-2026-01-01-to-2026-03-31-xero.csv');
  });

  it.each([
    ['a debit', debitRow, ['05/01/2026', '-12.50', 'Tesco Stores 2231', 'FT26005AAA-1', 'CARD 1234', '']],
    ['a credit', creditRow, ['06/01/2026', '2500.00', 'ACME Ltd salary', 'FT26006BBB-1', 'JAN PAY', '']],
  ])('writes %s with the stable id in Description', async (_, transaction, expected) => {
    const { rows } = await readCsv(file);
    expect(rows[sampleRows.indexOf(transaction) + 1]).toEqual(expected);
  });

  it('gives every line its own id, so look-alike lines are not taken for duplicates', async () => {
    const { rows } = await readCsv(file);
    const ids = rows.slice(1).map((r) => r[3]);
    expect(ids).toEqual(sampleRows.map((r) => r.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('neutralises formula-like text but leaves amounts as numbers', async () => {
    const { rows, raw } = await readCsv(file);
    expect(rows[3].slice(0, 5)).toEqual(['10/02/2026', '-5.00', `'=HYPERLINK("http://x")`, 'FT26010CCC-2', `'@SUM(A1)`]);
    expect(rows[4].slice(1, 5)).toEqual(['5.00', `'-5 off`, 'FT26011DDD-1', `'+44 7700 900000`]);
    expect(raw).toContain('10/02/2026,-5.00,');
  });
});
