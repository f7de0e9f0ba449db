import { readCsv } from '../testing/csvTesting';
import { account, creditRow, debitRow, now, period, sampleRows } from '../fixtures/exportFixtures';
import { buildSage } from './sage';

describe('buildSage (Sage Accounting bank statement import)', () => {
  const file = buildSage(sampleRows, account, period, now);

  it('is Date, Reference, Description, Amount with no byte-order mark, named for Sage', async () => {
    const { rows, bom } = await readCsv(file);
    expect(bom).toBe(false);
    expect(rows[0]).toEqual(['Date', 'Reference', 'Description', 'Amount']);
    expect(rows).toHaveLength(sampleRows.length + 1);
    expect(file.fileName).toBe('Everyday-1234-2026-01-01-to-2026-03-31-sage.csv');
  });

  it.each([
    ['a debit', debitRow, ['05/01/2026', 'CARD 1234', 'Tesco Stores 2231', '-12.50']],
    ['a credit', creditRow, ['06/01/2026', 'JAN PAY', 'ACME Ltd salary', '2500.00']],
    ['a row without a reference', sampleRows[5], ['31/03/2026', '', 'Account fee', '-0.50']],
  ])('writes %s with the customer reference in Reference', async (_, transaction, expected) => {
    const { rows } = await readCsv(file);
    expect(rows[sampleRows.indexOf(transaction) + 1]).toEqual(expected);
  });

  it('neutralises formula-like text, escapes CSV specials, and leaves amounts as numbers', async () => {
    const { rows, raw } = await readCsv(file);
    expect(rows[3]).toEqual(['10/02/2026', `'@SUM(A1)`, `'=HYPERLINK("http://x")`, '-5.00']);
    expect(rows[4]).toEqual(['11/02/2026', `'+44 7700 900000`, `'-5 off`, '5.00']);
    expect(rows[5][1]).toBe('Ref, with "quotes"');
    expect(raw).not.toMatch(/"-?\d+\.\d\d"/);
  });
});
