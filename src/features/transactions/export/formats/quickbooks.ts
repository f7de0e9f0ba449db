/**
 * QuickBooks Online "Upload from file" CSV. QuickBooks takes exactly two layouts, in this column
 * order: 3 columns (Date, Description, Amount, signed) or 4 columns (Date, Description, Credit,
 * Debit). We write the 3-column one: a single signed amount cannot be read the wrong way round,
 * whereas Intuit's own UK help page labels the 4-column Credit column "money out", the opposite of
 * most guides. Dates are DD/MM/YYYY, which the upload asks for as the date format on a UK company.
 * Sources: quickbooks.intuit.com/learn-support/en-uk "Format CSV files in Excel to get bank
 * transactions into QuickBooks"; exactstatement.com "QBO 3 vs 4 column".
 *
 * No stable id: the layout has no column for one (Intuit: these are the only columns QuickBooks
 * can handle), and QuickBooks spots duplicates itself when it matches lines for review. The
 * customer's reference joins the description instead, the only text column, because it is what
 * an invoice payment is matched on. No byte-order mark: an importer reading the header by name
 * would see '\uFEFFDate'.
 */
import type { ExportAccount, ExportFile, ExportPeriod, Transaction } from '../../types';
import { exportFileName } from '../exportFileName';
import { neutraliseCell } from '../neutraliseCell';
import { csvFile } from './csvFile';
import { machineAmount, signedAmount, ukDate } from './machineAmount';

export const QUICKBOOKS_COLUMNS = ['Date', 'Description', 'Amount'] as const;

/** 'Tesco Stores', or 'Tesco Stores INV-1042' when there is a reference. */
function describeWithReference(row: Transaction): string {
  return [row.title, row.ref].map((part) => (part ?? '').trim()).filter(Boolean).join(' ');
}

export function buildQuickbooks(rows: readonly Transaction[], account: ExportAccount, period: ExportPeriod, _now: Date): ExportFile {
  const data = rows.map((row) => [ukDate(row.date), neutraliseCell(describeWithReference(row)), machineAmount(signedAmount(row))]);
  return csvFile(QUICKBOOKS_COLUMNS, data, exportFileName(account, period, 'quickbooks'), { bom: false });
}
