/**
 * The fake bank's statements as real, small PDF files (GET cz/v1/accounts/{id}/statements/{docId}).
 *
 * A hand-written PDF 1.4 writer, no library: Helvetica text and a few rules on one or two A4 pages,
 * with a correct cross-reference table so real viewers open it. Everything written is 7-bit ASCII
 * (text is folded to ASCII first), so a character is a byte and `string.length` is a byte offset.
 */
import { BRANCHES } from './seed/branches';
import type { AccountRecord, BankState, StatementRecord, TransactionRecord } from './types';

// ---------- the writer ----------

export interface PdfText {
  x: number;
  y: number;
  text: string;
  size?: number;
  bold?: boolean;
  /** 'right': x is where the text ends (amount columns). */
  align?: 'left' | 'right';
}

export interface PdfRule {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export interface PdfPage {
  texts: PdfText[];
  rules?: PdfRule[];
}

const PAGE = { width: 595, height: 842 } as const;

const ASCII_FOLDS: Readonly<Record<string, string>> = {
  '£': 'GBP ',
  '€': 'EUR ',
  '–': '-',
  '—': '-',
  '‘': "'",
  '’': "'",
  '“': '"',
  '”': '"',
  '…': '...',
  '\u00a0': ' ',
};

/** Printable ASCII only: known typographic characters folded, accents dropped, anything else '?'. */
export function toAscii(text: string): string {
  return [...text.normalize('NFKD')]
    .map((ch) => ASCII_FOLDS[ch] ?? (/[\u0300-\u036f]/.test(ch) ? '' : /[\x20-\x7e]/.test(ch) ? ch : '?'))
    .join('');
}

/** A PDF literal string: ASCII, with backslash and parentheses escaped. */
function literal(text: string): string {
  return `(${toAscii(text).replace(/[\\()]/g, (ch) => `\\${ch}`)})`;
}

/** Helvetica advance widths (per 1000) of what amount columns hold; others count as a digit. */
const NARROW: Readonly<Record<string, number>> = { ',': 278, '.': 278, ' ': 278, '-': 333 };
const textWidth = (text: string, size: number) => ([...text].reduce((sum, ch) => sum + (NARROW[ch] ?? 556), 0) * size) / 1000;

const num = (n: number) => String(Math.round(n * 100) / 100);

function contentStream(page: PdfPage): string {
  const ops: string[] = [];
  if (page.rules?.length) {
    ops.push('0.6 G 0.5 w');
    for (const r of page.rules) ops.push(`${num(r.x1)} ${num(r.y1)} m ${num(r.x2)} ${num(r.y2)} l S`);
  }
  for (const t of page.texts) {
    const size = t.size ?? 9;
    const x = t.align === 'right' ? t.x - textWidth(toAscii(t.text), size) : t.x;
    ops.push(`BT /${t.bold ? 'F2' : 'F1'} ${size} Tf 1 0 0 1 ${num(x)} ${num(t.y)} Tm ${literal(t.text)} Tj ET`);
  }
  return ops.join('\n');
}

/**
 * The whole file as a string of ASCII: catalog, pages, the two fonts, the document info, then one
 * page object and one content stream per page; the xref gives each object's byte offset.
 */
export function writePdf(pages: readonly PdfPage[], title: string): string {
  const pageNumbers = pages.map((_, i) => 6 + 2 * i);
  const bodies: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageNumbers.map((n) => `${n} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title ${literal(title)} /Producer (Online Banking demonstration bank) >>`,
  ];
  for (const [i, page] of pages.entries()) {
    bodies.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageNumbers[i] + 1} 0 R >>`,
    );
    const content = contentStream(page);
    bodies.push(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
  }

  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  bodies.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  // Each xref entry is exactly 20 bytes: 10-digit offset, 5-digit generation, n or f, space and newline.
  out += `xref\n0 ${bodies.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${bodies.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return out;
}

/** Base64 of an ASCII string (OBDX documentContents). */
export function pdfBase64(pdf: string): string {
  return btoa(pdf);
}

// ---------- the statement ----------

/** SPEC.md keeps statements small: at most this many transaction lines, over at most two pages. */
export const MAX_PDF_TRANSACTIONS = 40;
const FIRST_PAGE_ROWS = 28;
const ROW = 14;
const LEFT = 50;
const RIGHT = 545;
const COLUMNS = { date: LEFT, description: 118, paidOut: 390, paidIn: 465, balance: RIGHT } as const;
const DESCRIPTION_CHARS = 42;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-03-05T00:00:00" → "5 Mar 2026". */
export function pdfDate(date: string): string {
  return `${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;
}

/** 1234.5 → "1,234.50"; negative with a leading minus. */
export function pdfAmount(amount: number): string {
  const fixed = Math.abs(amount).toFixed(2);
  const [whole, pence] = fixed.split('.');
  return `${amount < 0 ? '-' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${pence}`;
}

const sortCodeText = (sortCode: string) => sortCode.replace(/^(\d{2})(\d{2})(\d{2})$/, '$1-$2-$3');
const clip = (text: string, chars: number) => (text.length > chars ? `${text.slice(0, chars - 3)}...` : text);

/** The bank's name from the account's branch ("Private Bank - London" → "Private Bank"). */
function bankName(account: AccountRecord): string {
  return BRANCHES[account.branchCode]?.address.branchName.split(' - ')[0] ?? 'Private Bank';
}

/** A loan's running balance is what is owed: a credit lowers it. */
function balanceBefore(account: AccountRecord, first: TransactionRecord): number {
  const sign = account.internal.module === 'loan' ? -1 : 1;
  const delta = (first.transactionType === 'C' ? sign : -sign) * first.amountInAccountCurrency.amount;
  return Math.round((first.runningBalance.amount - delta) * 100) / 100;
}

function tableHeader(y: number, currency: string): { texts: PdfText[]; rules: PdfRule[] } {
  return {
    texts: [
      { x: COLUMNS.date, y, text: 'Date', bold: true },
      { x: COLUMNS.description, y, text: 'Description', bold: true },
      { x: COLUMNS.paidOut, y, text: `Paid out (${currency})`, bold: true, align: 'right' },
      { x: COLUMNS.paidIn, y, text: `Paid in (${currency})`, bold: true, align: 'right' },
      { x: COLUMNS.balance, y, text: 'Balance', bold: true, align: 'right' },
    ],
    rules: [{ x1: LEFT, y1: y - 5, x2: RIGHT, y2: y - 5 }],
  };
}

function row(t: TransactionRecord, y: number): PdfText[] {
  const amount = pdfAmount(t.amountInAccountCurrency.amount);
  return [
    { x: COLUMNS.date, y, text: pdfDate(t.transactionDate) },
    { x: COLUMNS.description, y, text: clip(toAscii(t.description), DESCRIPTION_CHARS) },
    t.transactionType === 'D' ? { x: COLUMNS.paidOut, y, text: amount, align: 'right' } : { x: COLUMNS.paidIn, y, text: amount, align: 'right' },
    { x: COLUMNS.balance, y, text: pdfAmount(t.runningBalance.amount), align: 'right' },
  ];
}

/** The statement's pages: bank, account, period and title, then the period's transactions (oldest first). */
export function statementPages(state: BankState, statement: StatementRecord): PdfPage[] {
  const account = state.accounts[statement.accountId.value];
  if (!account) throw new Error(`No account for statement ${statement.id}`);
  const { periodStart, periodEnd } = statement.internal;
  const day = (d: string) => d.slice(0, 10);
  const history = state.transactions[account.id.value] ?? [];
  const inPeriod = history.filter((t) => day(t.transactionDate) >= day(periodStart) && day(t.transactionDate) <= day(periodEnd));
  const before = history.filter((t) => day(t.transactionDate) < day(periodStart));
  const shown = inPeriod.slice(0, MAX_PDF_TRANSACTIONS);
  const currency = account.currencyCode;
  const lending = account.internal.module === 'loan';
  const balanceWord = lending ? 'Amount owed' : 'Balance';

  const opening = before.length ? before[before.length - 1].runningBalance.amount : inPeriod.length ? balanceBefore(account, inPeriod[0]) : undefined;
  const closing = inPeriod.length ? inPeriod[inPeriod.length - 1].runningBalance.amount : opening;
  const accountName = account.internal.nickname ? `${account.displayName} (${account.internal.nickname})` : account.displayName;

  const first: PdfPage = {
    texts: [
      { x: LEFT, y: 790, text: bankName(account), size: 16, bold: true },
      { x: LEFT, y: 774, text: BRANCHES[account.branchCode]?.address.branchName ?? '', size: 9 },
      { x: LEFT, y: 735, text: statement.title, size: 14, bold: true },
      { x: LEFT, y: 716, text: `Statement date: ${pdfDate(statement.date)}` },
      { x: LEFT, y: 698, text: `Account holder: ${account.partyName}` },
      { x: LEFT, y: 684, text: `Account: ${accountName}` },
      { x: LEFT, y: 670, text: `Sort code ${sortCodeText(account.internal.sortCode)}    Account number ${account.internal.accountNumber}` },
      { x: LEFT, y: 656, text: `Period: ${pdfDate(periodStart)} to ${pdfDate(periodEnd)}` },
      { x: LEFT, y: 638, text: opening === undefined ? `Opening ${balanceWord.toLowerCase()}: not available` : `Opening ${balanceWord.toLowerCase()}: ${pdfAmount(opening)} ${currency}`, bold: true },
    ],
    rules: [{ x1: LEFT, y1: 760, x2: RIGHT, y2: 760 }],
  };
  const pages: PdfPage[] = [first];
  const header = tableHeader(610, currency);
  first.texts.push(...header.texts);
  first.rules?.push(...header.rules);

  let page = first;
  let y = 592;
  if (shown.length === 0) {
    first.texts.push({ x: LEFT, y, text: 'There were no transactions in this period.' });
    y -= ROW;
  }
  shown.forEach((t, i) => {
    if (i === FIRST_PAGE_ROWS) {
      const continued = tableHeader(740, currency);
      page = {
        texts: [{ x: LEFT, y: 790, text: bankName(account), size: 16, bold: true }, { x: LEFT, y: 765, text: `${statement.title} (continued)`, size: 12, bold: true }, ...continued.texts],
        rules: continued.rules,
      };
      pages.push(page);
      y = 722;
    }
    page.texts.push(...row(t, y));
    y -= ROW;
  });

  page.rules?.push({ x1: LEFT, y1: y + 9, x2: RIGHT, y2: y + 9 });
  y -= 6;
  if (inPeriod.length > shown.length) {
    page.texts.push({ x: LEFT, y, text: `${inPeriod.length - shown.length} further transactions are not shown here; see Transactions in Online Banking.` });
    y -= ROW;
  }
  page.texts.push({
    x: LEFT,
    y,
    text: closing === undefined ? `Closing ${balanceWord.toLowerCase()}: not available` : `Closing ${balanceWord.toLowerCase()}: ${pdfAmount(closing)} ${currency}`,
    bold: true,
  });

  pages.forEach((p, i) => p.texts.push({ x: LEFT, y: 40, text: `Page ${i + 1} of ${pages.length}`, size: 8 }));
  return pages;
}

/** The statement as a PDF file (an ASCII string). */
export function statementPdf(state: BankState, statement: StatementRecord): string {
  return writePdf(statementPages(state, statement), statement.title);
}
