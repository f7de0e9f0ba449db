/**
 * parseBulkFile routes by extension and loads the heavy parsers lazily; the parsers never throw on
 * anything a customer (or an attacker) can upload, and never touch Object.prototype. The properties
 * run a few hundred inputs each (fewer for workbooks, which are slower to build) to keep the suite fast.
 */
import fc from 'fast-check';
import * as XLSX from 'xlsx';
import { summariseErrors } from './errorSummary';
import { parseBulkCsv } from './parseBulkCsv';
import { parseBulkFile } from './parseBulkFile';
import type { BulkParseResult } from './parseResult';
import { parseBulkXlsx } from './parseBulkXlsx';
import { validateRows } from './rowRules';

const encode = (text: string) => new TextEncoder().encode(text);
const workbook = (rows: string[][], sheetName = 'Payments') => {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), sheetName);
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
};
const GOOD_ROW = ['J Carver', '609303', '12345678', 'FP', 'INV 1', '125.50'];

/** A parse result of the promised shape: rows are arrays of strings, or an error text. */
function wellFormed(result: BulkParseResult): boolean {
  if (!result.ok) return typeof result.error === 'string' && result.error.length > 0;
  return Array.isArray(result.rows) && result.rows.every((row) => Array.isArray(row) && row.every((cell) => typeof cell === 'string'));
}

describe('parseBulkFile', () => {
  it.each<[string, Uint8Array, BulkParseResult]>([
    ['payments.csv', encode('J Carver,609303,12345678,FP,INV 1,125.50\n'), { ok: true, rows: [GOOD_ROW] }],
    ['PAYMENTS.CSV', encode('a,b'), { ok: true, rows: [['a', 'b']] }],
    ['windows.csv', Uint8Array.from([0x5a, 0x6f, 0xeb, 0x2c, 0xa3, 0x35]), { ok: true, rows: [['Zoë', '£5']] }],
    ['payments.xlsx', workbook([GOOD_ROW]), { ok: true, rows: [GOOD_ROW] }],
    ['payments.XLSX', workbook([GOOD_ROW]), { ok: true, rows: [GOOD_ROW] }],
    ['payments.xlsx', encode('a,b'), { ok: false, error: 'This file is not an Excel .xlsx workbook. Please save it as .xlsx or .csv and retry.' }],
    ['payments.txt', encode('a,b'), { ok: false, error: 'Please upload a .csv or .xlsx file.' }],
    ['payments', encode('a,b'), { ok: false, error: 'Please upload a .csv or .xlsx file.' }],
  ])('%s', async (name, bytes, expected) => {
    await expect(parseBulkFile(name, bytes)).resolves.toEqual(expected);
  });

  it('takes an ArrayBuffer', async () => {
    const bytes = workbook([GOOD_ROW]);
    const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    await expect(parseBulkFile('p.xlsx', buffer)).resolves.toEqual({ ok: true, rows: [GOOD_ROW] });
  });
});

describe('the parsers never throw (properties)', () => {
  it('parseBulkCsv on any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => wellFormed(parseBulkCsv(text))),
      { numRuns: 200 },
    );
  });

  it('parseBulkCsv on CSV-like text full of quotes, separators and line breaks, and the row rules after it', () => {
    const piece = fc.constantFrom(',', '"', '""', '\n', '\r\n', '\r', ' ', 'a', '1', '12.50', '609303', 'FP', '\uFEFF', '__proto__');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 60 }), (pieces) => {
        const result = parseBulkCsv(pieces.join(''));
        if (result.ok) summariseErrors(validateRows(result.rows).errors);
        return wellFormed(result);
      }),
      { numRuns: 200 },
    );
  });

  it('parseBulkFile on any bytes, named .csv or .xlsx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('p.csv', 'p.xlsx', 'p.txt'), fc.uint8Array({ maxLength: 300 }), async (name, bytes) => wellFormed(await parseBulkFile(name, bytes))),
      { numRuns: 200 },
    );
  });

  it('parseBulkXlsx on bytes that start like a zip', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 400 }), (tail) => {
        const bytes = new Uint8Array(4 + tail.length);
        bytes.set([0x50, 0x4b, 0x03, 0x04]);
        bytes.set(tail, 4);
        return wellFormed(parseBulkXlsx(bytes));
      }),
      { numRuns: 100 },
    );
  });

  it('parseBulkXlsx on a real workbook with bytes changed or cut short', () => {
    const original = workbook([GOOD_ROW, GOOD_ROW]);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat({ max: original.length - 1 }), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 8 }),
        fc.nat({ max: original.length }),
        (changes, cut) => {
          const bytes = original.slice(0, Math.max(cut, 5));
          for (const [at, value] of changes) if (at < bytes.length) bytes[at] = value;
          const result = parseBulkXlsx(bytes);
          if (result.ok) validateRows(result.rows);
          return wellFormed(result);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('the parsers never pollute Object.prototype (properties)', () => {
  const WORDS = ['__proto__', 'constructor', 'prototype', 'polluted', '{"polluted":1}', '__proto__.polluted', 'constructor.prototype.polluted', 'toString', 'hasOwnProperty', 'x'];
  const word = fc.constantFrom(...WORDS);
  const rows = fc.array(fc.array(word, { minLength: 1, maxLength: 7 }), { minLength: 1, maxLength: 5 });
  let before: string[];

  beforeEach(() => {
    before = Object.getOwnPropertyNames(Object.prototype).sort();
  });
  afterEach(() => {
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getOwnPropertyNames(Array.prototype)).not.toContain('polluted');
  });

  it('CSV: header-like cells stay strings in arrays', () => {
    fc.assert(
      fc.property(rows, (given) => {
        const result = parseBulkCsv(given.map((row) => row.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(',')).join('\n'));
        expect(result).toEqual({ ok: true, rows: given });
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }),
      { numRuns: 200 },
    );
  });

  it('XLSX: cells and sheet names such as __proto__ stay strings in arrays', () => {
    fc.assert(
      fc.property(rows, fc.constantFrom('__proto__', 'constructor', 'prototype', 'polluted'), (given, sheetName) => {
        const result = parseBulkXlsx(workbook(given, sheetName));
        const width = Math.max(...given.map((row) => row.length));
        expect(result).toEqual({ ok: true, rows: given.map((row) => [...row, ...Array<string>(width - row.length).fill('')]) });
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }),
      { numRuns: 30 },
    );
  });
});
