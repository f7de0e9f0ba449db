import { buildCsv } from './csv';
import { readCsv } from '../testing/csvTesting';
import { account, creditRow, debitRow, now, period, sampleRows, stockPeriod, stockRows } from '../fixtures/exportFixtures';

describe('buildCsv (the bank layout)', () => {
  const file = buildCsv(sampleRows, account, period, now);

  it('is a UTF-8 CSV with a byte-order mark, CRLF line ends, named for the account and period', async () => {
    const { raw, bom } = await readCsv(file);
    expect(bom).toBe(true);
    expect(file.mimeType).toBe('text/csv;charset=utf-8');
    expect(file.data.type).toBe('text/csv;charset=utf-8');
    expect(file.fileName).toBe('Everyday-1234-2026-01-01-to-2026-03-31.csv');
    expect(raw.split('\r\n')).toHaveLength(sampleRows.length + 2); // header, rows, trailing CRLF
    expect(raw).not.toMatch(/[^\r]\n/);
  });

  it('has the bank columns, then one row per transaction, oldest first', async () => {
    const { rows } = await readCsv(file);
    expect(rows[0]).toEqual(['Transaction ID', 'Date', 'Description', 'Reference', 'Type', 'Money out', 'Money in', 'Balance', 'Currency']);
    expect(rows.slice(1).map((r) => r[0])).toEqual(sampleRows.map((r) => r.id));
  });

  it.each([
    ['a debit', debitRow, ['FT26005AAA-1', '05/01/2026', 'Tesco Stores 2231', 'CARD 1234', 'Card transactions', '12.50', '', '987.50', 'GBP']],
    ['a credit', creditRow, ['FT26006BBB-1', '06/01/2026', 'ACME Ltd salary', 'JAN PAY', 'Incoming transfers', '', '2500.00', '3487.50', 'GBP']],
  ])('writes %s with DD/MM/YYYY, two decimals and no thousands separator', async (_, transaction, expected) => {
    const { rows } = await readCsv(file);
    expect(rows.find((r) => r[0] === transaction.id)).toEqual(expected);
  });

  it('neutralises text cells that a spreadsheet would run as a formula, and quotes as CSV needs', async () => {
    const { rows, raw } = await readCsv(file);
    const formula = rows.find((r) => r[0] === 'FT26010CCC-2')!;
    expect(formula[2]).toBe(`'=HYPERLINK("http://x")`);
    expect(formula[3]).toBe(`'@SUM(A1)`);
    const minus = rows.find((r) => r[0] === 'FT26011DDD-1')!;
    expect(minus[2]).toBe(`'-5 off`);
    expect(minus[3]).toBe(`'+44 7700 900000`);
    const escaping = rows.find((r) => r[0] === 'FT26012EEE-1')!;
    expect(escaping.slice(2, 4)).toEqual(['Marks & Spencer <Café> £ € and a very long description that runs on', 'Ref, with "quotes"']);
    expect(escaping[7]).toBe(''); // no balance from the bank
    expect(raw).toContain(`"'=HYPERLINK(""http://x"")"`);
  });

  it('leaves amounts as bare numbers: never quoted, never prefixed', async () => {
    const overdrawn = { ...debitRow, id: 'OD-1', balance: -42.1 };
    const { raw, rows } = await readCsv(buildCsv([overdrawn], account, period, now));
    expect(rows[1].slice(5, 8)).toEqual(['12.50', '', '-42.10']);
    expect(raw).toContain(',12.50,,-42.10,GBP\r\n');
  });

  it('writes only the header for no rows', async () => {
    const { rows } = await readCsv(buildCsv([], account, period, now));
    expect(rows).toHaveLength(1);
  });

  it('leaves out the Type and Balance columns when no row has a code or a running balance (a stock OBDX)', async () => {
    const { rows } = await readCsv(buildCsv(stockRows, account, stockPeriod, now));
    expect(rows[0]).toEqual(['Transaction ID', 'Date', 'Description', 'Reference', 'Money out', 'Money in', 'Currency']);
    expect(rows.slice(1)).toEqual([
      ['AT3INPA14002F3WM-296800', '02/01/2014', 'Payments and Collections Transaction code', '', '', '100.00', 'GBP'],
      ['AT3BPAT14002F3NX-295647', '02/01/2014', 'MISCELLANEOUS', 'AT3BPAT14002F3NX', '45.00', '', 'GBP'],
      ['AT3BPAT14002F3NX-295644', '02/01/2014', 'MISCELLANEOUS', 'AT3BPAT14002F3NX', '211.00', '', 'GBP'],
    ]);
  });

  it('keeps both columns when some rows have them, and leaves the type of a row without a code empty', async () => {
    const { rows } = await readCsv(buildCsv([debitRow, ...stockRows.slice(0, 1)], account, period, now));
    expect(rows[0]).toContain('Type');
    expect(rows[0]).toContain('Balance');
    expect(rows[2][4]).toBe('');
    expect(rows[2][7]).toBe('');
  });
});
