/**
 * The bank's own CSV: every column the screen has, for the customer's spreadsheet rather than an
 * accounting package. UTF-8 with a byte-order mark so Excel shows '£' and '€' as they are.
 */
import type { ExportAccount, ExportFile, ExportPeriod, Transaction } from '../../types';
import { exportFileName } from '../exportFileName';
import { neutraliseCell } from '../neutraliseCell';
import { bankColumns, bankTable, type BankColumn, type BankRow } from './bankLayout';
import { csvFile } from './csvFile';
import { machineAmount, ukDate } from './machineAmount';

const amount = (value: number | null) => (value === null ? '' : machineAmount(value));

/** How each column writes its cell: text neutralised, amounts bare, dates DD/MM/YYYY. */
const CELLS: Readonly<Record<BankColumn, (row: BankRow) => string>> = {
  'Transaction ID': (row) => neutraliseCell(row.id),
  Date: (row) => ukDate(row.date),
  Description: (row) => neutraliseCell(row.description),
  Reference: (row) => neutraliseCell(row.reference),
  Type: (row) => neutraliseCell(row.type),
  'Money out': (row) => amount(row.moneyOut),
  'Money in': (row) => amount(row.moneyIn),
  Balance: (row) => amount(row.balance),
  Currency: (row) => neutraliseCell(row.currency),
};

export function buildCsv(rows: readonly Transaction[], account: ExportAccount, period: ExportPeriod, _now: Date): ExportFile {
  const columns = bankColumns(rows);
  const data = bankTable(rows, columns, (column, row) => CELLS[column](row));
  return csvFile(columns, data, exportFileName(account, period, 'csv'), { bom: true });
}
