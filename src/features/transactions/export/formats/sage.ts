/**
 * Sage Accounting (Sage Business Cloud) "Import bank statement" CSV: Date, Reference, Description,
 * Amount, one signed amount (money out negative), dates DD/MM/YYYY for a UK business. Sources:
 * help.sbc.sage.com "Import a bank statement" (CSV, QIF, OFX accepted; date order confirmed on
 * upload), quickbankconvert.com's Sage Accounting column list.
 *
 * Reference holds the customer's reference, not our stable id. Sage's own duplicate check works
 * on dates and amounts (its banking service warns of possible duplicates per day and asks the user
 * to remove them before importing), so an id there would stop nothing, while the customer's
 * reference is what they match invoices and receipts against and what they see on the statement.
 * The id travels in the OFX (FITID) and QIF (N) exports, whose importers do use it.
 */
import type { ExportAccount, ExportFile, ExportPeriod, Transaction } from '../../types';
import { exportFileName } from '../exportFileName';
import { neutraliseCell } from '../neutraliseCell';
import { csvFile } from './csvFile';
import { machineAmount, signedAmount, ukDate } from './machineAmount';

export const SAGE_COLUMNS = ['Date', 'Reference', 'Description', 'Amount'] as const;

export function buildSage(rows: readonly Transaction[], account: ExportAccount, period: ExportPeriod, _now: Date): ExportFile {
  const data = rows.map((row) => [
    ukDate(row.date),
    neutraliseCell(row.ref ?? ''),
    neutraliseCell(row.title ?? ''),
    machineAmount(signedAmount(row)),
  ]);
  return csvFile(SAGE_COLUMNS, data, exportFileName(account, period, 'sage'), { bom: false });
}
