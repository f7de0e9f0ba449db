import * as XLSX from 'xlsx';
import { amountText, parseBulkXlsx } from './parseBulkXlsx';

/** Sheets as [name, sheet] pairs: an object literal cannot hold a sheet named '__proto__'. */
function workbook(...sheets: [string, XLSX.WorkSheet][]): Uint8Array {
  const book = XLSX.utils.book_new();
  for (const [name, sheet] of sheets) XLSX.utils.book_append_sheet(book, sheet, name);
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}
const sheet = (rows: unknown[][]) => XLSX.utils.aoa_to_sheet(rows);

describe('parseBulkXlsx', () => {
  it('reads the first sheet as rows of text, numbered from A1', () => {
    const bytes = workbook(
      ['Payments', sheet([
        ['name', 'sortCode', 'accountNumber', 'type', 'reference', 'amount'],
        ['J Carver', '090128', 12345678, 'FP', 'INV 1', 125.5],
        ['T Whitlock', '609303', '00000002', 'BACS', 'INV 2', '80'],
      ])],
      ['Other', sheet([['not', 'read']])],
    );
    expect(parseBulkXlsx(bytes)).toEqual({
      ok: true,
      rows: [
        ['name', 'sortCode', 'accountNumber', 'type', 'reference', 'amount'],
        ['J Carver', '090128', '12345678', 'FP', 'INV 1', '125.50'],
        ['T Whitlock', '609303', '00000002', 'BACS', 'INV 2', '80'],
      ],
    });
  });

  it('keeps the leading zeros a number format shows, and does not invent lost ones', () => {
    const s = sheet([['a', 0, 0, 'FP', 'r', 1], ['b', 0, 0, 'FP', 'r', 1]]);
    s.B1 = { t: 'n', v: 90128, z: '000000' };
    s.C1 = { t: 'n', v: 2, z: '00000000' };
    s.B2 = { t: 'n', v: 90128 };
    s.C2 = { t: 'n', v: 1234567 };
    const result = parseBulkXlsx(workbook(['S', s]));
    expect(result).toMatchObject({ ok: true, rows: [['a', '090128', '00000002', 'FP', 'r', '1.00'], ['b', '90128', '1234567', 'FP', 'r', '1.00']] });
  });

  it('gives every row the sheet\'s width, so empty trailing cells are still columns', () => {
    const result = parseBulkXlsx(workbook(['S', sheet([['a', 'b', 'c', 'd', 'e', 1], ['a', 'b', 'c', 'd']])]));
    expect(result).toEqual({ ok: true, rows: [['a', 'b', 'c', 'd', 'e', '1.00'], ['a', 'b', 'c', 'd', '', '']] });
  });

  it('drops trailing blank rows, keeps blank rows between payments and starts at A1', () => {
    const s = sheet([[]]);
    XLSX.utils.sheet_add_aoa(s, [['a', 'b'], [], ['c', 'd']], { origin: 'B2' });
    s.B8 = { t: 's', v: '  ' };
    s['!ref'] = 'A1:C8';
    expect(parseBulkXlsx(workbook(['S', s]))).toEqual({ ok: true, rows: [['', '', ''], ['', 'a', 'b'], ['', '', ''], ['', 'c', 'd']] });
  });

  it.each<[string, XLSX.CellObject, string]>([
    ['true', { t: 'b', v: true }, 'TRUE'],
    ['an error cell', { t: 'e', v: 0x2a, w: '#N/A' }, '#N/A'],
    ['a formula: its cached value only', { t: 'n', v: 3, f: 'SUM(1,2)' }, '3.00'],
  ])('reads %s in the amount column as %p', (_, cell, text) => {
    const s = sheet([['a', 'b', 'c', 'd', 'e', 0]]);
    s.F1 = cell;
    expect(parseBulkXlsx(workbook(['S', s]))).toMatchObject({ ok: true, rows: [['a', 'b', 'c', 'd', 'e', text]] });
  });

  it.each<[number, string]>([
    [125.5, '125.50'],
    [100000, '100000.00'],
    [0.1 + 0.2, '0.30'],
    [0.01, '0.01'],
    [12.345, '12.345'],
    [-5, '-5.00'],
    [1e21, '1e+21'],
    [Number.NaN, ''],
  ])('amountText(%p) is %p', (value, text) => {
    expect(amountText(value)).toBe(text);
  });

  it.each<[string, Uint8Array]>([
    ['a CSV named .xlsx', new TextEncoder().encode('a,b,c\n')],
    ['an old .xls (not a zip)', Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])],
    ['nothing', new Uint8Array()],
  ])('refuses %s', (_, bytes) => {
    expect(parseBulkXlsx(bytes)).toEqual({ ok: false, error: 'This file is not an Excel .xlsx workbook. Please save it as .xlsx or .csv and retry.' });
  });

  it('refuses a broken zip as unreadable', () => {
    const bytes = workbook(['S', sheet([['a']])]).slice(0, 200);
    expect(parseBulkXlsx(bytes)).toEqual({ ok: false, error: 'We could not read this file. Please check it is a .csv or .xlsx file and retry.' });
  });

  it('refuses a sheet whose used area is too large instead of freezing the page', () => {
    const s = sheet([['a']]);
    s.C4 = { t: 's', v: 'a stray cell' };
    s['!ref'] = 'A1:C4';
    const bytes = workbook(['S', s]);
    expect(parseBulkXlsx(bytes, { maxCells: 12 })).toMatchObject({ ok: true });
    expect(parseBulkXlsx(bytes, { maxCells: 11 })).toEqual({
      ok: false,
      error: 'This workbook is too large to read. Please remove anything outside the payment rows and retry.',
    });
  });

  it('reads an empty workbook as no rows', () => {
    expect(parseBulkXlsx(workbook(['S', sheet([])]))).toEqual({ ok: true, rows: [] });
  });

  it('gives rows as arrays even when the sheet and cells are named __proto__', () => {
    const result = parseBulkXlsx(workbook(['__proto__', sheet([['__proto__', 'constructor', 'prototype'], ['{"polluted":1}', 'x', 'y']])]));
    expect(result).toEqual({ ok: true, rows: [['__proto__', 'constructor', 'prototype'], ['{"polluted":1}', 'x', 'y']] });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
