import * as XLSX from 'xlsx';
import { base64OfText, decodeBase64, errorLogXml, parseCsvText, parseUpload, responseCsv } from './fileUploadParse';

/** Reading bulk files as the bank does: SPEC.md section 5 "Bulk file" row checks, CSV and XLSX. */

const GOOD = 'J Carver,200000,12345678,FP,HAY JUNE,120.50';

describe('row checks (SPEC.md section 5, in its words)', () => {
  it.each([
    ['too few columns', 'J Carver,200000,12345678,FP,120.50', 'FU_COLUMNS', 'Wrong number of columns on row 1.'],
    ['too many columns', 'J Carver,200000,12345678,FP,REF,1,2', 'FU_COLUMNS', 'Wrong number of columns on row 1.'],
    ['an amount that is not a number', 'J Carver,200000,12345678,FP,REF,12x', 'FU_BAD_AMOUNT', 'Bad transaction amount on row 1.'],
    ['an amount of 0', 'J Carver,200000,12345678,FP,REF,0.00', 'FU_BAD_AMOUNT', 'Bad transaction amount on row 1.'],
    ['three decimals', 'J Carver,200000,12345678,FP,REF,1.005', 'FU_BAD_AMOUNT', 'Bad transaction amount on row 1.'],
    ['a five-digit sort code', 'J Carver,20000,12345678,FP,REF,10', 'FU_BAD_SORT_CODE', 'Bad sort code on row 1.'],
    ['a sort code with dashes', 'J Carver,20-00-00,12345678,FP,REF,10', 'FU_BAD_SORT_CODE', 'Bad sort code on row 1.'],
    ['a seven-digit account number', 'J Carver,200000,1234567,FP,REF,10', 'FU_BAD_ACCOUNT_NUMBER', 'Bad account number on row 1.'],
    ['special characters in the reference', 'J Carver,200000,12345678,FP,REF#1,10', 'FU_BAD_REFERENCE', 'Invalid reference on row 1. Please remove any special characters and retry.'],
    ['no payee name', ',200000,12345678,FP,REF,10', 'FU_BAD_PAYEE_NAME', 'Bad payee name on row 1.'],
    ['a payee name with <', 'J <Carver>,200000,12345678,FP,REF,10', 'FU_BAD_PAYEE_NAME', 'Bad payee name on row 1.'],
    ['a payment type other than FP or BACS', 'J Carver,200000,12345678,CHQ,REF,10', 'FU_BAD_PAYMENT_TYPE', 'Bad payment type on row 1.'],
  ])('refuses %s', (_name, line, code, message) => {
    const parsed = parseCsvText(`${line}\n`);
    expect(parsed.rows).toEqual([]);
    expect(parsed.errors).toEqual([{ line: 1, code, message }]);
    expect(parsed.dataLines).toBe(1);
  });

  it('reads a good row, any case of the type, quotes and a CRLF file with a BOM', () => {
    const parsed = parseCsvText(`\uFEFF${GOOD}\r\n"K Patel",560036,87654321,bacs,,5\r\n`);
    expect(parsed.errors).toEqual([]);
    expect(parsed.rows).toEqual([
      { line: 1, name: 'J Carver', sortCode: '200000', accountNumber: '12345678', type: 'FP', reference: 'HAY JUNE', pennies: 12050 },
      { line: 2, name: 'K Patel', sortCode: '560036', accountNumber: '87654321', type: 'BACS', reference: '', pennies: 500 },
    ]);
  });

  it('skips a header line and blank lines but numbers rows as the lines of the file', () => {
    const parsed = parseCsvText(`Name,Sort code,Account number,Type,Reference,Amount\n${GOOD}\n\nJ Carver,200000,123,FP,REF,10\n`);
    expect(parsed.rows.map((r) => r.line)).toEqual([2]);
    expect(parsed.errors).toEqual([{ line: 4, code: 'FU_BAD_ACCOUNT_NUMBER', message: 'Bad account number on row 4.' }]);
    expect(parsed.dataLines).toBe(2);
    expect(parseCsvText(parsed.text).errors).toEqual(parsed.errors);
  });

  it('reports every error of a row and says so when there are no rows at all', () => {
    expect(parseCsvText(`${GOOD}\n,1,2,CHQ,a;b,x\n`).errors.map((e) => e.code)).toEqual(['FU_BAD_AMOUNT', 'FU_BAD_SORT_CODE', 'FU_BAD_ACCOUNT_NUMBER', 'FU_BAD_REFERENCE', 'FU_BAD_PAYEE_NAME', 'FU_BAD_PAYMENT_TYPE']);
    expect(parseCsvText('\n\n').errors).toEqual([{ line: null, code: 'FU_NO_RECORDS', message: 'The file has no payment rows.' }]);
  });
});

describe('uploads', () => {
  it('decodes base64, with or without a data: URL prefix, and refuses what is not base64', () => {
    const encoded = base64OfText(`${GOOD}\n`);
    expect(new TextDecoder().decode(decodeBase64(encoded))).toBe(`${GOOD}\n`);
    expect(new TextDecoder().decode(decodeBase64(`data:text/csv;base64,${encoded}`))).toBe(`${GOOD}\n`);
    for (const bad of ['not base64!', '', 42, undefined, 'abcde']) expect(decodeBase64(bad)).toBeUndefined();
  });

  it('reads the first sheet of an XLSX workbook as CSV rows', () => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([
      ['Name', 'Sort code', 'Account number', 'Type', 'Reference', 'Amount'],
      ['J Carver', '200000', '12345678', 'FP', 'HAY', 120.5],
      ['T Whitlock', '400530', '2345678', 'BACS', 'SHOES', 80],
    ]), 'Payments');
    const bytes = new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
    const parsed = parseUpload('Payroll.xlsx', bytes);
    expect(parsed.rows).toEqual([{ line: 2, name: 'J Carver', sortCode: '200000', accountNumber: '12345678', type: 'FP', reference: 'HAY', pennies: 12050 }]);
    expect(parsed.errors).toEqual([{ line: 3, code: 'FU_BAD_ACCOUNT_NUMBER', message: 'Bad account number on row 3.' }]);
    expect(parsed.text).toContain('J Carver,200000,12345678,FP,HAY,120.5');
  });

  it('reads spreadsheet numbers as typed: a 000000 sort code keeps its zero, a currency amount is pounds and pence', () => {
    const sheet = XLSX.utils.aoa_to_sheet([['K Patel', 90128, '87654321', 'BACS', '', 1234.5]]);
    sheet.B1.z = '000000';
    sheet.F1.z = '"£"#,##0.00';
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Payments');
    const parsed = parseUpload('Feed.xlsx', new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer));
    expect(parsed.errors).toEqual([]);
    expect(parsed.rows).toEqual([{ line: 1, name: 'K Patel', sortCode: '090128', accountNumber: '87654321', type: 'BACS', reference: '', pennies: 123450 }]);
  });

  it('reports a spreadsheet that cannot be read', () => {
    expect(parseUpload('Payroll.xlsx', new TextEncoder().encode(GOOD)).errors).toEqual([
      { line: null, code: 'FU_UNREADABLE', message: 'The file could not be read as a spreadsheet.' },
    ]);
    expect(parseUpload('Payroll.xlsx', new Uint8Array([0x50, 0x4b, 3, 4, 0, 0])).errors).toEqual([
      { line: null, code: 'FU_UNREADABLE', message: 'The file could not be read as a spreadsheet.' },
    ]);
  });
});

describe('downloads', () => {
  it('writes the error log as XML, escaped', () => {
    const xml = errorLogXml('880000001009', 'A&B.csv', [{ line: null, code: 'FU_X', message: 'File <bad>' }, { line: 3, code: 'FU_BAD_SORT_CODE', message: 'Bad sort code on row 3.' }]);
    expect(xml).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<errorLog fileRefId="880000001009" fileName="A&amp;B.csv">\n'
      + '  <error code="FU_X">File &lt;bad&gt;</error>\n  <error row="3" code="FU_BAD_SORT_CODE">Bad sort code on row 3.</error>\n</errorLog>\n');
  });

  it('writes the response file with a header and quotes what needs it', () => {
    const text = responseCsv([{ recordReference: 'R1', name: 'Smith, J', sortCode: '200000', accountNumber: '12345678', type: 'FP', reference: 'REF', amount: '1.00', status: 'REJECTED', errorCode: 'AC01', errorMessage: 'Account number is incorrect' }]);
    expect(text.split('\n')).toEqual([
      'Record Reference,Payee Name,Sort Code,Account Number,Payment Type,Reference,Amount,Status,Error Code,Error Message',
      'R1,"Smith, J",200000,12345678,FP,REF,1.00,REJECTED,AC01,Account number is incorrect',
      '',
    ]);
  });
});
