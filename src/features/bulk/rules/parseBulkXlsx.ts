/**
 * A bulk payment workbook (.xlsx) as rows of text cells, the same shape as a CSV gives (SheetJS,
 * through the "xlsx" alias STACK.md pins to the release without CVE-2023-30533 and CVE-2024-22363;
 * heavy, so parseBulkFile.ts loads this module only when a customer uploads a workbook).
 *
 * - Only a real .xlsx (a zip, 'PK\x03\x04') is read: SheetJS would otherwise guess at other formats
 *   (CSV, HTML, SYLK, old .xls), and the bank reads the file as the workbook it claims to be.
 * - Nothing is unpacked until the zip's own directory says the workbook unpacks to 50 MB or less
 *   (xlsxZip.ts, fileSize.ts): SheetJS unpacks every part before the cell cap below can count a cell.
 * - Only the first sheet, and only cached values: formulas are never evaluated, styles and macros
 *   never read.
 * - Rows and columns start at A1 as the spreadsheet numbers them, so row N here is row N on screen.
 *   Every row is as wide as the sheet's used width (its last column with a value), as Excel's own
 *   "Save as CSV" writes it; a row with an empty reference keeps its 6 columns.
 * - Cells become the text the customer typed: text as it is; numbers in the amount column as pounds
 *   and pence ('125.5' → '125.50', a sum's float noise 0.30000000000000004 → '0.30', but a genuine
 *   third decimal stays so the row rules refuse it); other numbers as their digits, taking the
 *   shown text when a format such as '000000' keeps leading zeros; TRUE/FALSE; error cells as shown.
 * - Never throws; rows are arrays, never objects keyed by a header.
 */
import * as XLSX from 'xlsx';
import { dropTrailingBlankRows } from './blankRows';
import { XLSX_MAX_UNPACKED_BYTES } from './fileSize';
import { PARSE_MESSAGES, parseFailed, type BulkParseResult } from './parseResult';
import { BULK_COLUMNS } from './rowRules';
import { checkWorkbookZip } from './xlsxZip';

const AMOUNT_COLUMN = BULK_COLUMNS.indexOf('amount');
/** Far above any bulk file (999 payments by 6 columns): a stray cell at XFD1048576 must not freeze the page. */
export const XLSX_MAX_CELLS = 2_000_000;

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];
const isZip = (bytes: Uint8Array) => ZIP_SIGNATURE.every((b, i) => bytes[i] === b);

/** A number in the amount column: two decimals when it is pounds and pence, else as it is. */
export function amountText(value: number): string {
  if (!Number.isFinite(value)) return '';
  const pence = value * 100;
  if (Math.abs(value) < 1e13 && Math.abs(pence - Math.round(pence)) < 1e-6) return value.toFixed(2);
  return String(value);
}

function cellText(cell: XLSX.CellObject, column: number): string {
  switch (cell.t) {
    case 's':
      return String(cell.v ?? '');
    case 'n': {
      const value = Number(cell.v);
      if (column === AMOUNT_COLUMN) return amountText(value);
      const shown = typeof cell.w === 'string' ? cell.w.trim() : '';
      if (/^\d+$/.test(shown)) return shown;
      return Number.isFinite(value) ? String(value) : '';
    }
    case 'b':
      return cell.v ? 'TRUE' : 'FALSE';
    case 'e':
      return typeof cell.w === 'string' ? cell.w : '#ERROR';
    case 'd':
      return typeof cell.w === 'string' ? cell.w : String(cell.v ?? '');
    default:
      return '';
  }
}

/**
 * `maxCells` bounds rows × columns of the used area (XLSX_MAX_CELLS unless a test lowers it);
 * `maxUnpacked` the bytes the zip may declare (XLSX_MAX_UNPACKED_BYTES unless a test lowers it).
 */
export function parseBulkXlsx(
  bytes: ArrayBuffer | Uint8Array,
  { maxCells = XLSX_MAX_CELLS, maxUnpacked = XLSX_MAX_UNPACKED_BYTES }: { maxCells?: number; maxUnpacked?: number } = {},
): BulkParseResult {
  try {
    const data = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
    if (!isZip(data)) return parseFailed(PARSE_MESSAGES.notXlsx);
    const zip = checkWorkbookZip(data, maxUnpacked);
    if (!zip.ok) return parseFailed(zip.error);
    const workbook = XLSX.read(zip.bytes, {
      type: 'array',
      sheets: 0,
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
      cellDates: false,
      bookVBA: false,
      WTF: false,
    });
    const firstName = workbook.SheetNames?.[0];
    const sheet = firstName === undefined ? undefined : workbook.Sheets?.[firstName];
    if (!sheet) return { ok: true, rows: [] };

    const cells: { r: number; c: number; text: string }[] = [];
    for (const address of Object.keys(sheet)) {
      if (address.startsWith('!')) continue;
      const cell = sheet[address] as XLSX.CellObject | undefined;
      if (!cell || typeof cell !== 'object') continue;
      const { r, c } = XLSX.utils.decode_cell(address);
      if (!(r >= 0 && c >= 0)) continue;
      const text = cellText(cell, c);
      if (text !== '') cells.push({ r, c, text });
    }
    if (cells.length === 0) return { ok: true, rows: [] };
    const height = Math.max(...cells.map((cell) => cell.r)) + 1;
    const width = Math.max(...cells.map((cell) => cell.c)) + 1;
    if (height * width > maxCells) return parseFailed(PARSE_MESSAGES.tooLarge);

    const rows = Array.from({ length: height }, () => Array.from({ length: width }, () => ''));
    for (const { r, c, text } of cells) rows[r][c] = text;
    return { ok: true, rows: dropTrailingBlankRows(rows) };
  } catch {
    return parseFailed(PARSE_MESSAGES.unreadable);
  }
}
