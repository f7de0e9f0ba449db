/**
 * The bank's own CSV: every column the screen has, for the customer's spreadsheet rather than an
 * accounting package. UTF-8 with a byte-order mark so Excel shows '£' and '€' as they are.
 */
import type { ExportAccount, ExportFile, ExportPeriod, Transaction } from '../../types';
import { exportFileName } from '../exportFileName';
import { neutraliseCell } from '../neutraliseCell';
import { BANK_COLUMNS, bankRow } from './bankLayout';
import { csvFile } from './csvFile';
import { machineAmount, ukDate } from './machineAmount';

const amount = (value: number | null) => (value === null ? '' : machineAmount(value));

export function buildCsv(rows: readonly Transaction[], account: ExportAccount, period: ExportPeriod, _now: Date): ExportFile {
  const data = rows.map((transaction) => {
    const row = bankRow(transaction);
    return [
      neutraliseCell(row.id),
      ukDate(row.date),
      neutraliseCell(row.description),
      neutraliseCell(row.reference),
      neutraliseCell(row.type),
      amount(row.moneyOut),
      amount(row.moneyIn),
      amount(row.balance),
      neutraliseCell(row.currency),
    ];
  });
  return csvFile(BANK_COLUMNS, data, exportFileName(account, period, 'csv'), { bom: true });
}
