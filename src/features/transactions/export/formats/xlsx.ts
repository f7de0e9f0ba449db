/**
 * The bank's own layout (the csv columns) as an Excel workbook: one sheet, "Transactions", a
 * header row, then one row per transaction. Dates are real Excel dates (serial numbers shown
 * DD/MM/YYYY) so they sort and filter as dates; amounts are numbers shown with two decimals so
 * they sum. Text is neutralised like the CSVs: a workbook is often re-saved as CSV, and a text
 * cell beginning with '=' would become a live formula the moment someone edits it.
 */
import * as XLSX from 'xlsx';
import type { ExportAccount, ExportFile, ExportPeriod, Transaction } from '../../types';
import { exportFileName } from '../exportFileName';
import { neutraliseCell } from '../neutraliseCell';
import { bankColumns, bankTable, type BankColumn, type BankRow } from './bankLayout';

export const SHEET_NAME = 'Transactions';
export const DATE_FORMAT = 'dd/mm/yyyy';
export const AMOUNT_FORMAT = '#,##0.00';

const DAY_MS = 86_400_000;
// Excel's day 0 is 30 Dec 1899 (its 1900 leap-year bug only matters before March 1900).
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

/**
 * 'YYYY-MM-DD' as an Excel serial day, computed in UTC from the string itself: a JS Date in the
 * browser's zone could land on the day before for a customer abroad.
 */
export function excelSerial(isoDay: string): number {
  const [year, month, day] = isoDay.split('-').map(Number);
  return Math.round((Date.UTC(year, month - 1, day) - EXCEL_EPOCH) / DAY_MS);
}

const text = (value: string): XLSX.CellObject => ({ t: 's', v: neutraliseCell(value) });
const amount = (value: number | null): XLSX.CellObject | null => (value === null ? null : { t: 'n', v: value, z: AMOUNT_FORMAT });

/** Each column's cell (text neutralised, dates as Excel dates, amounts as numbers) and its width in characters. */
const CELLS: Readonly<Record<BankColumn, { cell: (row: BankRow) => XLSX.CellObject | null; width: number }>> = {
  'Transaction ID': { cell: (row) => text(row.id), width: 22 },
  Date: { cell: (row) => ({ t: 'n', v: excelSerial(row.date), z: DATE_FORMAT }), width: 12 },
  Description: { cell: (row) => text(row.description), width: 40 },
  Reference: { cell: (row) => text(row.reference), width: 24 },
  Type: { cell: (row) => text(row.type), width: 22 },
  'Money out': { cell: (row) => amount(row.moneyOut), width: 12 },
  'Money in': { cell: (row) => amount(row.moneyIn), width: 12 },
  Balance: { cell: (row) => amount(row.balance), width: 14 },
  Currency: { cell: (row) => text(row.currency), width: 9 },
};

export function buildXlsxWorkbook(rows: readonly Transaction[], account: ExportAccount, now: Date): XLSX.WorkBook {
  const columns = bankColumns(rows);
  const body = bankTable(rows, columns, (column, row) => CELLS[column].cell(row));
  const sheet = XLSX.utils.aoa_to_sheet([columns.map((heading) => text(heading)), ...body]);
  sheet['!cols'] = columns.map((column) => ({ wch: CELLS[column].width }));
  sheet['!autofilter'] = { ref: XLSX.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: rows.length, c: columns.length - 1 } }) };
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet, SHEET_NAME);
  // A fixed creation date (the export's `now`) keeps the file reproducible in tests.
  workbook.Props = { Title: `${account.title} transactions`, CreatedDate: now };
  return workbook;
}

export function buildXlsx(rows: readonly Transaction[], account: ExportAccount, period: ExportPeriod, now: Date): ExportFile {
  const mimeType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  const bytes = XLSX.write(buildXlsxWorkbook(rows, account, now), { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer;
  return { fileName: exportFileName(account, period, 'xlsx'), mimeType, data: new Blob([bytes], { type: mimeType }) };
}
