/**
 * QIF (Quicken Interchange Format), still read by Sage Accounting, GnuCash, Moneydance, Banktivity
 * and Quicken. `!Type:Bank` for current, racing and deposit accounts; `!Type:Oth L` (other
 * liability) for lending. Per transaction: D date (DD/MM/YYYY, the UK order: Sage asks which
 * order the file uses), T signed amount (money in positive, as on the statement, for loans too),
 * N the stable transaction id (QIF's number field, which importers use when matching lines),
 * P payee (the description), M memo (the customer's reference), then ^ to end the record.
 *
 * QIF is line based and has no charset field; its importers descend from Quicken on Windows and
 * read the ANSI code page, so the file is Windows-1252 with CRLF line ends.
 */
import type { ExportAccount, ExportFile, ExportPeriod, Transaction } from '../../types';
import { exportFileName } from '../exportFileName';
import { machineAmount, signedAmount, ukDate } from './machineAmount';
import { encodeWindows1252 } from './windows1252';

/** `!Type:Oth L` for a loan or mortgage, `!Type:Bank` for the rest. */
export function qifType(account: ExportAccount): string {
  const lending = account.group === 'lending' || String(account.originalType ?? '').toUpperCase() === 'LON';
  return lending ? '!Type:Oth L' : '!Type:Bank';
}

// A line break inside a value would start a new field (or a '^' line would end the record early).
const oneLine = (value: string) => (value ?? '').replace(/[\r\n]+/g, ' ').trim();

function record(row: Transaction): string[] {
  const payee = oneLine(row.title);
  const memo = oneLine(row.ref);
  return [
    `D${ukDate(row.date)}`,
    `T${machineAmount(signedAmount(row))}`,
    `N${oneLine(row.id)}`,
    ...(payee ? [`P${payee}`] : []),
    ...(memo ? [`M${memo}`] : []),
    '^',
  ];
}

export function qifDocument(rows: readonly Transaction[], account: ExportAccount): string {
  return `${[qifType(account), ...rows.flatMap(record)].join('\r\n')}\r\n`;
}

export function buildQif(rows: readonly Transaction[], account: ExportAccount, period: ExportPeriod, _now: Date): ExportFile {
  const mimeType = 'application/qif';
  const bytes = encodeWindows1252(qifDocument(rows, account));
  return { fileName: exportFileName(account, period, 'qif'), mimeType, data: new Blob([bytes], { type: mimeType }) };
}
