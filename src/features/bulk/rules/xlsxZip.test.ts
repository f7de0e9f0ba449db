import { FILE_SIZE_MESSAGES, XLSX_MAX_UNPACKED_BYTES } from './fileSize';
import { parseBulkXlsx } from './parseBulkXlsx';
import { PARSE_MESSAGES } from './parseResult';
import { buildZip, declareSize, workbookBytes, zipParts, ZIP64_EXTRA, type ZipPart } from './testing/zipBytes';
import { checkWorkbookZip, readZipDirectory, withLocalSizes } from './xlsxZip';

const SHEET = 'xl/worksheets/sheet1.xml';
const HEADER = ['name', 'sortCode', 'accountNumber', 'type', 'reference', 'amount'];
const payroll = () => workbookBytes([HEADER, ['A Kowalski', '200000', '40915582', 'BACS', 'WAGES', 612.4]]);
const MB = 1024 * 1024;
const TOO_BIG = FILE_SIZE_MESSAGES.unpacksTooLarge;
const DAMAGED = PARSE_MESSAGES.unreadable;
const stored = (size: number, more: ZipPart = {}): ZipPart => ({ data: [0x3c, 0x61, 0x2f, 0x3e], centralSize: size, localSize: size, ...more });

describe('a workbook zip, by what its directory declares', () => {
  it('keeps the cap and its message', () => {
    expect(XLSX_MAX_UNPACKED_BYTES).toBe(50 * MB);
    expect(TOO_BIG).toBe('This workbook is larger than 50 MB once unpacked. Please keep only the payment rows in it, or save it as .csv, and retry.');
  });

  it("adds up the sizes of a real workbook's parts and lets it through unchanged", () => {
    const bytes = payroll();
    const directory = readZipDirectory(bytes);
    expect(zipParts(bytes).map((p) => p.name)).toContain(SHEET);
    expect(directory?.declaredSize).toBeGreaterThan(1000);
    expect(directory?.declaredSize).toBeLessThan(MB);
    expect(checkWorkbookZip(bytes)).toEqual({ ok: true, bytes });
  });

  it.each<[string, () => Uint8Array, string]>([
    ['its sheet declares 2 GB in the central directory', () => declareSize(payroll(), SHEET, 2 ** 31), TOO_BIG],
    ['its sheet declares 2 GB in its local header only (the size SheetJS unpacks into)', () => declareSize(payroll(), SHEET, 2 ** 31, 'local'), TOO_BIG],
    ['its sheet declares one byte over the cap', () => declareSize(payroll(), SHEET, 50 * MB + 1, 'both'), TOO_BIG],
    ['its sheet declares the ZIP64 marker (all ones) for its size', () => declareSize(payroll(), SHEET, 0xffffffff), TOO_BIG],
    ['parts that each fit but together do not (2 × 30 MB)', () => buildZip([stored(30 * MB), stored(30 * MB)]), TOO_BIG],
    ['many directory entries pointing at one part, each declaring 10 MB (an overlapping bomb)', () => buildZip([stored(10 * MB), ...Array.from({ length: 5 }, () => stored(10 * MB, { localOf: 0 }))]), TOO_BIG],
    ['a ZIP64 extra field in the central directory', () => buildZip([stored(4, { centralExtra: ZIP64_EXTRA })]), TOO_BIG],
    ['a ZIP64 extra field in a local header', () => buildZip([stored(4, { localExtra: ZIP64_EXTRA })]), TOO_BIG],
    ['a compressed size of all ones', () => buildZip([stored(4, { packedSize: 0xffffffff })]), TOO_BIG],
    ['an entry count of all ones', () => buildZip([stored(4)], { count: 0xffff }), TOO_BIG],
    ['a directory offset of all ones', () => buildZip([stored(4)], { offset: 0xffffffff }), TOO_BIG],
    ['no end-of-directory record', () => payroll().slice(0, -22), DAMAGED],
    ['a directory offset past the end', () => buildZip([stored(4)], { offset: 100_000 }), DAMAGED],
    ['a directory offset that lands on no central entry', () => buildZip([stored(4)], { offset: 0 }), DAMAGED],
    ['more entries than the directory holds', () => buildZip([stored(4)], { count: 2 }), DAMAGED],
    ['an end record cut short', () => buildZip([stored(4)]).slice(0, -4), DAMAGED],
    ['a local header that is not one', () => buildZip([stored(4), stored(4, { localOf: 0 })]).fill(0, 0, 4), DAMAGED],
    // SheetJS follows the last end record in the file, so a second one in the comment is the one checked.
    ['a second end record, in the comment, pointing nowhere', () => buildZip([stored(4)], { comment: [0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0xee)] }), DAMAGED],
    ['a deflated part declaring nothing whose data is not the empty stream', () => buildZip([{ method: 8, data: [0x4b, 0x4c, 0x4a, 0x06, 0x00], centralSize: 0, localSize: 0 }]), DAMAGED],
  ])('refuses a zip where %s', (_label, bytes, message) => {
    expect(checkWorkbookZip(bytes())).toEqual({ ok: false, error: message });
  });

  it.each<[string, () => Uint8Array]>([
    ['declares exactly the cap', () => buildZip([stored(50 * MB - 10), stored(10)])],
    ['has a deflated empty part (the empty stream, 03 00)', () => buildZip([stored(4), { method: 8, data: [0x03, 0x00], centralSize: 0, localSize: 0 }])],
    ['has a stored empty part', () => buildZip([stored(0, { data: [] })])],
    ['has no parts at all (SheetJS then says what is wrong)', () => buildZip([])],
  ])('lets through a zip that %s', (_label, bytes) => {
    expect(checkWorkbookZip(bytes())).toMatchObject({ ok: true });
  });

  it('measures against the cap it is given', () => {
    const zip = buildZip([stored(600), stored(400)]);
    expect(checkWorkbookZip(zip, 1000)).toMatchObject({ ok: true });
    expect(checkWorkbookZip(zip, 999)).toEqual({ ok: false, error: TOO_BIG });
  });
});

describe('a deflated part whose local header leaves out its size (as streaming writers do)', () => {
  const streamed = () => buildZip([stored(4), { method: 8, flags: 0x08, data: [0x4b, 0x04, 0x00], centralSize: 1234, localSize: 0 }]);

  it("is given its central entry's size in a copy, so SheetJS unpacks into that much and no more", () => {
    const bytes = streamed();
    const directory = readZipDirectory(bytes)!;
    const local = zipParts(bytes)[1].local;
    expect(directory).toEqual({ declaredSize: 1238, unsized: [{ at: local + 22, size: 1234 }] });
    const read = withLocalSizes(bytes, directory);
    expect(new DataView(read.buffer).getUint32(local + 22, true)).toBe(1234);
    expect(new DataView(bytes.buffer).getUint32(local + 22, true)).toBe(0);
    expect(checkWorkbookZip(bytes)).toEqual({ ok: true, bytes: read });
  });

  it('still reads as the workbook it is', () => {
    const bytes = declareSize(payroll(), SHEET, 0, 'local');
    const result = parseBulkXlsx(bytes);
    expect(result).toEqual({ ok: true, rows: [HEADER, ['A Kowalski', '200000', '40915582', 'BACS', 'WAGES', '612.40']] });
  });
});

describe('parseBulkXlsx and the zip check', () => {
  it('refuses a small workbook declaring a huge sheet before SheetJS unpacks it', () => {
    const bytes = declareSize(payroll(), SHEET, 3 * 2 ** 30);
    expect(bytes.length).toBeLessThan(20_000);
    expect(parseBulkXlsx(bytes)).toEqual({ ok: false, error: TOO_BIG });
  });

  it('takes a lower cap from a test', () => {
    expect(parseBulkXlsx(payroll(), { maxUnpacked: 100 })).toEqual({ ok: false, error: TOO_BIG });
  });
});
