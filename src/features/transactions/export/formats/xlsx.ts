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
import { BANK_COLUMNS, bankRow } from './bankLayout';

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

// Widths in characters, in BANK_COLUMNS order.
const WIDTHS = [22, 12, 40, 24, 22, 12, 12, 14, 9];

export function buildXlsxWorkbook(rows: readonly Transaction[], account: ExportAccount, now: Date): XLSX.WorkBook {
  const body = rows.map((transaction) => {
    const row = bankRow(transaction);
    return [
      text(row.id),
      { t: 'n', v: excelSerial(row.date), z: DATE_FORMAT } satisfies XLSX.CellObject,
      text(row.description),
      text(row.reference),
      text(row.type),
      amount(row.moneyOut),
      amount(row.moneyIn),
      amount(row.balance),
      text(row.currency),
    ];
  });
  const sheet = XLSX.utils.aoa_to_sheet([BANK_COLUMNS.map((heading) => text(heading)), ...body]);
  sheet['!cols'] = WIDTHS.map((wch) => ({ wch }));
  sheet['!autofilter'] = { ref: XLSX.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: rows.length, c: BANK_COLUMNS.length - 1 } }) };
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
