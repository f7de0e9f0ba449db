import { parseBulkCsv } from './parseBulkCsv';

describe('parseBulkCsv', () => {
  it.each<[string, string, string[][]]>([
    ['one row', 'J Carver,609303,12345678,FP,INV 1,125.50', [['J Carver', '609303', '12345678', 'FP', 'INV 1', '125.50']]],
    ['Windows line ends', 'a,b\r\nc,d\r\n', [['a', 'b'], ['c', 'd']]],
    ['old Mac line ends', 'a,b\rc,d', [['a', 'b'], ['c', 'd']]],
    ['trailing empty lines dropped', 'a,b\n\n\n', [['a', 'b']]],
    ['trailing comma-only lines dropped', 'a,b\n,,,,,\n', [['a', 'b']]],
    ['a blank line between rows kept', 'a,b\n\nc,d', [['a', 'b'], [''], ['c', 'd']]],
    ['quoted commas and line breaks stay in their cell', '"Smith, J","a\nb",c', [['Smith, J', 'a\nb', 'c']]],
    ['doubled quotes', '"say ""hi""",x', [['say "hi"', 'x']]],
    ['a quote inside an unquoted cell is text', 'O"Brien,x', [['O"Brien', 'x']]],
    ['cells keep their spaces (the row rules trim)', ' a , b ', [[' a ', ' b ']]],
    ['the separator is always a comma', 'a;b\tc', [['a;b\tc']]],
    ['a byte-order mark is dropped', '\uFEFFname,amount', [['name', 'amount']]],
    ['numbers stay text', '007,1e3,0.10', [['007', '1e3', '0.10']]],
    ['an empty file', '', []],
    ['only blank lines', '\n\n', []],
  ])('%s', (_, text, rows) => {
    expect(parseBulkCsv(text)).toEqual({ ok: true, rows });
  });

  it.each([
    ['a quote that is never closed', 'a,b\nc,"d', 2],
    ['a malformed quoted cell', '"x"y,z', 1],
  ])('refuses %s, naming the row', (_, text, row) => {
    expect(parseBulkCsv(text)).toEqual({
      ok: false,
      error: `We could not read row ${row} of this file: its quote marks do not match. Please check the file and retry.`,
    });
  });

  it('gives rows as arrays, never objects keyed by a header', () => {
    const result = parseBulkCsv('__proto__,constructor,prototype\n{"polluted":1},x,y');
    expect(result).toEqual({ ok: true, rows: [['__proto__', 'constructor', 'prototype'], ['{"polluted":1}', 'x', 'y']] });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
