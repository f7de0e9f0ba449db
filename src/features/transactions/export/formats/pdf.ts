/**
 * The transactions PDF: A4 portrait, an account header on page 1 (account, sort code, number,
 * period, opening and closing balance), then a table of Date, Description, Reference, Money out,
 * Money in and Balance (Balance only when some row has a running balance: a stock OBDX sends none),
 * and "Page N of M" at the foot of every page. Pagination lives in pdfLayout.ts; this file only draws.
 *
 * Drawn with jsPDF's text and line primitives (no table plugin in the stack) and its built-in
 * Helvetica, so nothing is fetched; text passes through windows1252Text because those fonts draw
 * WinAnsi only. Long descriptions and references are cut to their column with '...'.
 *
 * When the export asks for it (issue 30), page 1 has a "Balance history" block between the header and
 * the table (pdfBalanceChart.ts), and its table starts lower and holds fewer rows (pdfLayout.ts).
 */
import { jsPDF } from 'jspdf';
import { formatShortDate } from '@/shared/lib/dates';
import { formatMoney } from '@/shared/lib/money';
import { londonDateTime } from '@/shared/lib/london';
import type { ExportAccount, ExportFile, ExportPeriod, Transaction } from '../../types';
import { rowFacts } from '../../rules';
import { exportFileName } from '../exportFileName';
import type { BuildOptions } from '../loadFormat';
import { drawBalanceBlock } from './pdfBalanceChart';
import {
  BODY_FONT_SIZE,
  CELL_PADDING,
  columnsFor,
  firstPageTable,
  FOOTER_BASELINE,
  LATER_TABLE_TOP,
  PAGE,
  ROW_HEIGHT,
  layoutPages,
  rowBaseline,
  type Column,
} from './pdfLayout';
import { windows1252Text } from './windows1252';
import { accountNumberText, maskedNumberSpoken } from '@/shared/lib/maskedNumber';

export const PDF_TITLE = 'Transactions';
const ELLIPSIS = '...';
const ZEBRA_GREY = 245;
const RULE_GREY = 160;

/** '2026-01-01' → '1 Jan 2026': the app's one short-date format. */
export const longDay = (isoDay: string): string => formatShortDate(isoDay);

/** '609303' → '60-93-03'; anything that is not six digits is shown as the bank sent it. */
export function displaySortCode(sortCode: string): string {
  const digits = String(sortCode ?? '').replace(/\D/g, '');
  return digits.length === 6 ? digits.replace(/(\d{2})(\d{2})(\d{2})/, '$1-$2-$3') : String(sortCode ?? '');
}

// Grouped for reading ('1,234.56'); the currency is stated once in the header, not in every cell.
const grouped = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const tableAmount = (value: number | null) => (value === null ? '' : grouped.format(value));
const headerAmount = (value: number | null, currency: string) => (value === null ? 'Not available' : formatMoney(value, currency));

/**
 * `text` cut with '...' so it fits `maxWidth` at the current font. One width lookup per cell (the
 * per-character widths, kerning included) rather than one per guess: it runs for every cell.
 */
export function fitText(doc: jsPDF, text: string, maxWidth: number): string {
  const toUnits = doc.getFontSize() / doc.internal.scaleFactor;
  const widths = doc.getCharWidthsArray(text);
  let total = 0;
  for (const width of widths) total += width;
  if (total * toUnits <= maxWidth) return text;
  const room = maxWidth / toUnits - doc.getStringUnitWidth(ELLIPSIS);
  let used = 0;
  let length = 0;
  while (length < widths.length && used + widths[length] <= room) used += widths[length++];
  return text.slice(0, length).trimEnd() + ELLIPSIS;
}

function drawCell(doc: jsPDF, column: Column, value: string, baseline: number): void {
  if (!value) return;
  const fitted = fitText(doc, windows1252Text(value.replace(/\s+/g, ' ').trim()), column.width - 2 * CELL_PADDING);
  if (column.align === 'right') doc.text(fitted, column.x + column.width - CELL_PADDING, baseline, { align: 'right' });
  else doc.text(fitted, column.x + CELL_PADDING, baseline);
}

function drawHeadings(doc: jsPDF, columns: readonly Column[], tableTop: number): void {
  doc.setFont('helvetica', 'bold').setFontSize(BODY_FONT_SIZE);
  columns.forEach((column) => drawCell(doc, column, column.heading, tableTop));
  doc.setDrawColor(RULE_GREY).setLineWidth(0.75);
  doc.line(PAGE.marginX, tableTop + 6, PAGE.width - PAGE.marginX, tableTop + 6);
  doc.setFont('helvetica', 'normal');
}

function drawAccountHeader(doc: jsPDF, account: ExportAccount, period: ExportPeriod): void {
  const x = PAGE.marginX;
  const line = (text: string, y: number) => doc.text(windows1252Text(text), x, y);
  doc.setFont('helvetica', 'bold').setFontSize(18);
  line(PDF_TITLE, 60);
  doc.setFontSize(12);
  line(account.title, 88);
  doc.setFont('helvetica', 'normal').setFontSize(10);
  line(`Sort code ${displaySortCode(account.sortCode)}    Account number ${accountNumberText(account.accountNumber)}`, 106);
  line(`${longDay(period.start)} to ${longDay(period.end)}`, 122);
  line(`Opening balance ${headerAmount(period.openingBalance, account.currency)}`, 144);
  line(`Closing balance ${headerAmount(period.closingBalance, account.currency)}`, 160);
  line(`Amounts in ${account.currency}`, 176);
}

function drawRows(doc: jsPDF, columns: readonly Column[], rows: readonly Transaction[], start: number, end: number, tableTop: number): void {
  doc.setFontSize(BODY_FONT_SIZE);
  for (let i = start; i < end; i += 1) {
    const row = rows[i];
    const baseline = rowBaseline(tableTop, i - start);
    // Every other row shaded, so a long row of figures can be followed across the page. The fill
    // colour is set each time: PDF text is painted in the fill colour, so every text call resets it.
    if ((i - start) % 2 === 1) {
      doc.setFillColor(ZEBRA_GREY, ZEBRA_GREY, ZEBRA_GREY);
      doc.rect(PAGE.marginX, baseline - ROW_HEIGHT + 5.5, PAGE.width - 2 * PAGE.marginX, ROW_HEIGHT, 'F');
    }
    const amount = Math.abs(row.amountPure);
    const cells = [
      longDay(row.date),
      row.title ?? '',
      row.ref ?? '',
      row.debitCreditFlag === 'D' ? tableAmount(amount) : '',
      row.debitCreditFlag === 'C' ? tableAmount(amount) : '',
      tableAmount(row.balance),
    ];
    // The balance is the last cell: with no Balance column it is simply not drawn.
    columns.forEach((column, c) => drawCell(doc, column, cells[c], baseline));
  }
}

function drawFooters(doc: jsPDF, account: ExportAccount, now: Date): void {
  const pages = doc.getNumberOfPages();
  const [day, time] = (londonDateTime(now) ?? '').split(' ');
  const produced = day ? `${longDay(day)}, ${time.slice(0, 5)}` : '';
  for (let page = 1; page <= pages; page += 1) {
    doc.setPage(page);
    doc.setFont('helvetica', 'normal').setFontSize(8);
    doc.text(windows1252Text(`${account.title} ${maskedNumberSpoken(account.accountNumber)} · produced ${produced} (UK time)`), PAGE.marginX, FOOTER_BASELINE);
    doc.text(`Page ${page} of ${pages}`, PAGE.width - PAGE.marginX, FOOTER_BASELINE, { align: 'right' });
  }
}

/** The jsPDF document itself (tests read its pages); buildPdf wraps its bytes. */
export function buildPdfDocument(rows: readonly Transaction[], account: ExportAccount, period: ExportPeriod, now: Date, options: BuildOptions = {}): jsPDF {
  const doc = new jsPDF({ orientation: 'portrait', unit: 'pt', format: 'a4', compress: true });
  doc.setProperties({ title: `${account.title} transactions ${period.start} to ${period.end}`, creator: 'Online banking' });
  doc.setCreationDate(now);
  const columns = columnsFor(rowFacts(rows));
  const { balanceChart } = options;
  const first = firstPageTable(balanceChart && ('history' in balanceChart ? 'chart' : 'message'));
  layoutPages(rows.length, first.rows).forEach(({ start, end }, index) => {
    if (index > 0) doc.addPage();
    const tableTop = index === 0 ? first.tableTop : LATER_TABLE_TOP;
    if (index === 0) drawAccountHeader(doc, account, period);
    if (index === 0 && balanceChart) drawBalanceBlock(doc, balanceChart, account.currency);
    drawHeadings(doc, columns, tableTop);
    if (rows.length === 0) doc.text('No transactions in this period.', PAGE.marginX + CELL_PADDING, rowBaseline(tableTop, 0));
    drawRows(doc, columns, rows, start, end, tableTop);
  });
  drawFooters(doc, account, now);
  return doc;
}

export function buildPdf(rows: readonly Transaction[], account: ExportAccount, period: ExportPeriod, now: Date, options: BuildOptions = {}): ExportFile {
  const mimeType = 'application/pdf';
  const bytes = buildPdfDocument(rows, account, period, now, options).output('arraybuffer');
  return { fileName: exportFileName(account, period, 'pdf'), mimeType, data: new Blob([bytes], { type: mimeType }) };
}
