/**
 * OFX bank statement, version 1.0.2 (SGML, OFXHEADER:100). Chosen over OFX 2.x XML because it is
 * the de-facto form: what UK banks hand out as "Microsoft Money / OFX" and what the importers we
 * target read (Sage Accounting recommends OFX over CSV; Intuit's UK help offers Money OFX files as
 * the fallback when a CSV will not upload; Xero, GnuCash and Quicken read it too), while 2.x XML is
 * the one a few older readers cannot take.
 *
 * SGML rules as the OFX 1.0.2 DTD has them: aggregates (<STMTRS>…</STMTRS>) are always closed;
 * elements (<TRNAMT>-12.50) hold one value on one line and have no end tag, the form banks use
 * and some importers insist on. Values escape &, < and >. The body is Windows-1252, as declared.
 *
 * FITID is the stable transaction id: importers skip a transaction whose FITID they already hold,
 * so exporting overlapping periods never doubles a line.
 */
import type { ExportAccount, ExportFile, ExportPeriod, Transaction } from '../../types';
import { exportFileName } from '../exportFileName';
import { machineAmount, signedAmount } from './machineAmount';
import { encodeWindows1252 } from './windows1252';

export const OFX_HEADER = [
  'OFXHEADER:100',
  'DATA:OFXSGML',
  'VERSION:102',
  'SECURITY:NONE',
  'ENCODING:USASCII',
  'CHARSET:1252',
  'COMPRESSION:NONE',
  'OLDFILEUID:NONE',
  'NEWFILEUID:NONE',
] as const;

/** OFX NAME is at most 32 characters (OFX 1.0.2 STMTTRN). */
export const OFX_NAME_MAX = 32;

const ACCOUNT_TYPES: Readonly<Record<string, string>> = { current: 'CHECKING', racing: 'CHECKING', deposit: 'SAVINGS', lending: 'CREDITLINE' };
// OBDX's own account types, for an account whose group is not one of ours.
const OBDX_TYPES: Readonly<Record<string, string>> = { CSA: 'CHECKING', TRD: 'SAVINGS', LON: 'CREDITLINE' };

/** CHECKING for current and racing accounts, SAVINGS for deposits, CREDITLINE for lending. */
export function ofxAccountType(account: ExportAccount): string {
  return ACCOUNT_TYPES[account.group] ?? OBDX_TYPES[String(account.originalType ?? '').toUpperCase()] ?? 'CHECKING';
}

/** One line of SGML character data: &, < and > escaped, line breaks folded into spaces. */
export function ofxText(value: string): string {
  return value
    .replace(/[\r\n\t]+/g, ' ')
    .trim()
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

const ofxDay = (isoDay: string) => isoDay.replace(/-/g, '');

/** 20260405134501.000[0:GMT]: OFX datetime, in GMT so no reader has to guess the zone. */
function ofxInstant(now: Date): string {
  return `${now.toISOString().replace(/[-:T]/g, '').replace('Z', '')}[0:GMT]`;
}

const digitsOr = (value: string) => String(value ?? '').replace(/\D/g, '') || String(value ?? '').trim();

function transaction(row: Transaction): string[] {
  const amount = signedAmount(row);
  // Truncate before escaping so an entity is never cut in half.
  const name = (row.title ?? '').replace(/\s+/g, ' ').trim().slice(0, OFX_NAME_MAX).trim();
  const memo = (row.ref ?? '').trim();
  return [
    '<STMTTRN>',
    `<TRNTYPE>${amount < 0 ? 'DEBIT' : 'CREDIT'}`,
    `<DTPOSTED>${ofxDay(row.date)}`,
    `<TRNAMT>${machineAmount(amount)}`,
    `<FITID>${ofxText(row.id)}`,
    // Empty elements are not allowed in SGML OFX: an absent name or reference is left out.
    ...(name ? [`<NAME>${ofxText(name)}`] : []),
    ...(memo ? [`<MEMO>${ofxText(memo)}`] : []),
    '</STMTTRN>',
  ];
}

/** The closing balance: the period's, else the last row's running balance; null when neither is known. */
function closingBalance(rows: readonly Transaction[], period: ExportPeriod): number | null {
  if (period.closingBalance !== null) return period.closingBalance;
  for (let i = rows.length - 1; i >= 0; i -= 1) if (rows[i].balance !== null) return rows[i].balance;
  return null;
}

const STATUS_OK = ['<STATUS>', '<CODE>0', '<SEVERITY>INFO', '</STATUS>'];

export function ofxDocument(rows: readonly Transaction[], account: ExportAccount, period: ExportPeriod, now: Date): string {
  const balance = closingBalance(rows, period);
  const lines = [
    ...OFX_HEADER,
    '',
    '<OFX>',
    '<SIGNONMSGSRSV1>',
    '<SONRS>',
    ...STATUS_OK,
    `<DTSERVER>${ofxInstant(now)}`,
    '<LANGUAGE>ENG',
    '</SONRS>',
    '</SIGNONMSGSRSV1>',
    '<BANKMSGSRSV1>',
    '<STMTTRNRS>',
    '<TRNUID>1',
    ...STATUS_OK,
    '<STMTRS>',
    `<CURDEF>${ofxText(account.currency.toUpperCase())}`,
    '<BANKACCTFROM>',
    `<BANKID>${ofxText(digitsOr(account.sortCode))}`,
    `<ACCTID>${ofxText(digitsOr(account.accountNumber))}`,
    `<ACCTTYPE>${ofxAccountType(account)}`,
    '</BANKACCTFROM>',
    '<BANKTRANLIST>',
    `<DTSTART>${ofxDay(period.start)}`,
    `<DTEND>${ofxDay(period.end)}`,
    ...rows.flatMap(transaction),
    '</BANKTRANLIST>',
    // LEDGERBAL is required by the DTD, but a made-up balance would be reconciled against: when the
    // bank sent none at all it is left out, which every importer we know of accepts.
    ...(balance === null ? [] : ['<LEDGERBAL>', `<BALAMT>${machineAmount(balance)}`, `<DTASOF>${ofxDay(period.end)}`, '</LEDGERBAL>']),
    '</STMTRS>',
    '</STMTTRNRS>',
    '</BANKMSGSRSV1>',
    '</OFX>',
  ];
  return `${lines.join('\r\n')}\r\n`;
}

export function buildOfx(rows: readonly Transaction[], account: ExportAccount, period: ExportPeriod, now: Date): ExportFile {
  const mimeType = 'application/x-ofx';
  const bytes = encodeWindows1252(ofxDocument(rows, account, period, now));
  return { fileName: exportFileName(account, period, 'ofx'), mimeType, data: new Blob([bytes], { type: mimeType }) };
}
