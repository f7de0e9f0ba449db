import * as XLSX from 'xlsx';

/**
 * Reading a bulk payment file the way the bank does (SPEC.md section 3 "Bulk file", section 5 "Bulk file"):
 * base64 → CSV text (split on commas; a cell may be wrapped in double quotes) or the first sheet of an XLSX
 * workbook → rows of six columns in SPEC order (name, sortCode, accountNumber, type, reference, amount). The
 * row checks and their messages are SPEC's; rows are numbered as the file's lines (1-based, a header line and
 * blank lines counted, so "row N" is the line a spreadsheet or editor shows). The first line is a header, and
 * skipped, when its amount cell is no amount and its sort code cell no sort code. Blank lines are skipped.
 * The bank is never stricter than the app's own checks (src/features/bulk/rules): a file the app lets
 * through reads the same here; the bank is laxer in places (an empty reference, any case of FP/BACS).
 *
 * Also the two downloads: the XML error log of a file in ERROR and the CSV response file of record outcomes.
 */

export interface BulkRow {
  line: number;
  name: string;
  sortCode: string;
  accountNumber: string;
  type: 'FP' | 'BACS';
  reference: string;
  pennies: number;
}

export interface FileError {
  /** The file's line, or null for an error about the whole file. */
  line: number | null;
  code: string;
  message: string;
}

export interface ParsedFile {
  rows: BulkRow[];
  errors: FileError[];
  /** Payment lines (not blank, not the header), good or bad: the file's record count. */
  dataLines: number;
  /** The cells as CSV lines (what the bank keeps as the file's content; XLSX files are kept so too). */
  text: string;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const AMOUNT = /^\d{1,13}(\.\d{1,2})?$/;
const REFERENCE = /^[A-Za-z0-9 ]{0,35}$/;
/** SPEC "Payee name": required, at most 35, none of @ % ^ = { } ; " < > ~. */
const BAD_NAME = /[@%^={};"<>~]/;

/** The bytes of a base64 text (a `data:…;base64,` prefix is allowed), or undefined when it is not base64. */
export function decodeBase64(data: unknown): Uint8Array | undefined {
  if (typeof data !== 'string') return undefined;
  const clean = data.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
  if (clean === '' || clean.length % 4 === 1 || !BASE64.test(clean)) return undefined;
  try {
    return Uint8Array.from(atob(clean), (c) => c.charCodeAt(0));
  } catch {
    return undefined;
  }
}

/** Base64 of a UTF-8 text (downloads). */
export function base64OfText(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export const isSpreadsheet = (fileName: string) => /\.xlsx$/i.test(fileName);

const ZIP = [0x50, 0x4b, 0x03, 0x04];

/** A cell as the text the customer typed: amounts as pounds and pence, other numbers as their shown digits. */
function cellText(cell: XLSX.CellObject | undefined, column: number): string {
  if (!cell) return '';
  if (cell.t !== 'n') return cell.w ?? String(cell.v ?? '');
  const value = Number(cell.v);
  if (column === 5) return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6 ? value.toFixed(2) : String(value);
  const shown = (cell.w ?? '').trim();
  return /^\d+$/.test(shown) ? shown : String(value);
}

/** The first sheet from A1, every row as wide as the sheet's used width (as Excel's "Save as CSV" writes it). */
function sheetLines(bytes: Uint8Array): string[][] | undefined {
  if (!ZIP.every((b, i) => bytes[i] === b)) return undefined;
  try {
    const book = XLSX.read(bytes, { type: 'array', sheets: 0, cellFormula: false, cellHTML: false, cellStyles: false, cellDates: false });
    const sheet = book.Sheets[book.SheetNames[0]];
    if (!sheet) return undefined;
    if (!sheet['!ref']) return [];
    const { e } = XLSX.utils.decode_range(sheet['!ref']);
    return Array.from({ length: e.r + 1 }, (_, r) => {
      const cells = Array.from({ length: e.c + 1 }, (__, c) => cellText(sheet[XLSX.utils.encode_cell({ r, c })] as XLSX.CellObject | undefined, c));
      return cells.every((cell) => cell.trim() === '') ? [] : cells;
    });
  } catch {
    return undefined;
  }
}

const unquote = (cell: string) => cell.trim().replace(/^"(.*)"$/, '$1').trim();

function csvLines(text: string): string[][] {
  return text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n').replace(/\n$/, '').split('\n').map((line) => (line.trim() === '' ? [] : line.split(',').map(unquote)));
}

/** One line's checks, in SPEC order; the row when it has none. */
function checkRow(cells: string[], line: number, errors: FileError[]): BulkRow | undefined {
  const fail = (code: string, message: string) => errors.push({ line, code, message });
  if (cells.length !== 6) {
    fail('FU_COLUMNS', `Wrong number of columns on row ${line}.`);
    return undefined;
  }
  const [name, sortCode, accountNumber, type, reference, amount] = cells.map((c) => c.trim());
  const before = errors.length;
  const pennies = AMOUNT.test(amount) ? Math.round(Number(amount) * 100) : 0;
  if (pennies <= 0) fail('FU_BAD_AMOUNT', `Bad transaction amount on row ${line}.`);
  if (!/^\d{6}$/.test(sortCode)) fail('FU_BAD_SORT_CODE', `Bad sort code on row ${line}.`);
  if (!/^\d{8}$/.test(accountNumber)) fail('FU_BAD_ACCOUNT_NUMBER', `Bad account number on row ${line}.`);
  if (!REFERENCE.test(reference)) fail('FU_BAD_REFERENCE', `Invalid reference on row ${line}. Please remove any special characters and retry.`);
  if (name === '' || name.length > 35 || BAD_NAME.test(name)) fail('FU_BAD_PAYEE_NAME', `Bad payee name on row ${line}.`);
  const paymentType = type.toUpperCase();
  if (paymentType !== 'FP' && paymentType !== 'BACS') fail('FU_BAD_PAYMENT_TYPE', `Bad payment type on row ${line}.`);
  if (errors.length > before) return undefined;
  return { line, name, sortCode, accountNumber, type: paymentType as BulkRow['type'], reference, pennies };
}

/** Rows and errors of already split lines (CSV or sheet). */
function readLines(lines: string[][]): ParsedFile {
  const errors: FileError[] = [];
  const rows: BulkRow[] = [];
  let dataLines = 0;
  const first = lines.findIndex((cells) => cells.length > 0);
  const top = first >= 0 ? lines[first].map((c) => c.trim()) : [];
  const header = top.length === 6 && !AMOUNT.test(top[5]) && !/^\d{6}$/.test(top[1]);
  lines.forEach((cells, index) => {
    if (cells.length === 0 || cells.every((c) => c.trim() === '') || (header && index === first)) return;
    dataLines += 1;
    const row = checkRow(cells, index + 1, errors);
    if (row) rows.push(row);
  });
  if (rows.length === 0 && errors.length === 0) errors.push({ line: null, code: 'FU_NO_RECORDS', message: 'The file has no payment rows.' });
  // Blank lines are kept so that reading the kept text again numbers the rows alike.
  const text = lines.map((cells) => cells.join(',')).join('\n');
  return { rows, errors, dataLines, text: text ? `${text}\n` : '' };
}

/** The kept CSV content of a file (seeded or uploaded) read again. */
export function parseCsvText(text: string): ParsedFile {
  return readLines(csvLines(text));
}

/** An uploaded file: CSV unless the name ends .xlsx (then only a real workbook, a zip, is read). */
export function parseUpload(fileName: string, bytes: Uint8Array): ParsedFile {
  if (isSpreadsheet(fileName)) {
    const lines = sheetLines(bytes);
    if (!lines) return { rows: [], errors: [{ line: null, code: 'FU_UNREADABLE', message: 'The file could not be read as a spreadsheet.' }], dataLines: 0, text: '' };
    return readLines(lines);
  }
  return readLines(csvLines(new TextDecoder().decode(bytes)));
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** The error log of a file in ERROR, in the seed's XML shape. */
export function errorLogXml(fileId: string, fileName: string, errors: readonly FileError[]): string {
  const items = errors.map((e) => `  <error${e.line === null ? '' : ` row="${e.line}"`} code="${e.code}">${escapeXml(e.message)}</error>\n`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<errorLog fileRefId="${escapeXml(fileId)}" fileName="${escapeXml(fileName)}">\n${items}</errorLog>\n`;
}

export interface ResponseLine {
  recordReference: string;
  name: string;
  sortCode: string;
  accountNumber: string;
  type: string;
  reference: string;
  amount: string;
  status: string;
  errorCode: string;
  errorMessage: string;
}

const RESPONSE_HEADER = 'Record Reference,Payee Name,Sort Code,Account Number,Payment Type,Reference,Amount,Status,Error Code,Error Message';
const csvCell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The response file: one line per record with its outcome. */
export function responseCsv(lines: readonly ResponseLine[]): string {
  const body = lines.map((l) =>
    [l.recordReference, l.name, l.sortCode, l.accountNumber, l.type, l.reference, l.amount, l.status, l.errorCode, l.errorMessage].map(csvCell).join(','));
  return `${[RESPONSE_HEADER, ...body].join('\n')}\n`;
}
