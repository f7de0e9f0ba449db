/**
 * Xero "Import a statement" CSV, laid out as Xero's own template: *Date, *Amount, Payee,
 * Description, Reference, Cheque Number (starred columns required; amount signed, money out
 * negative; DD/MM/YYYY for a UK organisation; headings unchanged so the column mapping is
 * automatic). Sources: Xero's template instructions as reproduced in the sblive Xero guide,
 * pipesheets.com and statementedge.com on Xero's statement import.
 *
 * The template has no transaction-id column, yet Xero reports duplicates on a CSV import ("n
 * statement lines were imported, n were duplicates"): with no id it can only compare what a line
 * says. So the stable id goes in Description, the one column that is free: Payee carries the
 * description (Xero's bank rules and contact matching key on it) and Reference the customer's
 * reference (what invoices are matched on). With the id there, two genuine lines that look alike
 * (two £3.20 coffees on one day) stay two lines, and re-importing a period still shows as the
 * same lines. Cheque Number stays empty: the bank's feed carries no cheque numbers.
 */
import type { ExportAccount, ExportFile, ExportPeriod, Transaction } from '../../types';
import { exportFileName } from '../exportFileName';
import { neutraliseCell } from '../neutraliseCell';
import { csvFile } from './csvFile';
import { machineAmount, signedAmount, ukDate } from './machineAmount';

export const XERO_COLUMNS = ['*Date', '*Amount', 'Payee', 'Description', 'Reference', 'Cheque Number'] as const;

export function buildXero(rows: readonly Transaction[], account: ExportAccount, period: ExportPeriod, _now: Date): ExportFile {
  const data = rows.map((row) => [
    ukDate(row.date),
    machineAmount(signedAmount(row)),
    neutraliseCell(row.title ?? ''),
    neutraliseCell(row.id),
    neutraliseCell(row.ref ?? ''),
    '',
  ]);
  return csvFile(XERO_COLUMNS, data, exportFileName(account, period, 'xero'), { bom: false });
}
