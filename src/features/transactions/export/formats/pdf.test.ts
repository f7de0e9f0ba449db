import zlib from 'node:zlib';
import type { jsPDF } from 'jspdf';
import { account, manyRows, now, period, sampleRows, stockPeriod, stockRows } from '../fixtures/exportFixtures';
import { buildPdf, buildPdfDocument, displaySortCode, fitText, longDay } from './pdf';
import {
  BODY_FONT_SIZE,
  CELL_PADDING,
  COLUMNS,
  columnsFor,
  FIRST_PAGE_ROWS,
  FIRST_TABLE_TOP,
  FOOTER_BASELINE,
  LATER_PAGE_ROWS,
  LATER_TABLE_TOP,
  PAGE,
  ROW_HEIGHT,
  layoutPages,
  rowBaseline,
} from './pdfLayout';

/** What jsPDF has drawn on a page (its content stream, before compression). */
const pageContent = (doc: jsPDF, page: number): string => (doc.internal as unknown as { pages: string[][] }).pages[page].join('\n');
/** The 'Row 00001'… titles drawn on a page (manyRows titles, cut to the column). */
const rowsOn = (doc: jsPDF, page: number) => [...pageContent(doc, page).matchAll(/\(Row (\d{5})/g)].map((m) => Number(m[1]));

/** Every stream of a finished PDF, inflated: what a reader would draw. */
async function inflatedStreams(blob: Blob): Promise<string> {
  const bytes = Buffer.from(await blob.arrayBuffer());
  const text = bytes.toString('latin1');
  const out: string[] = [];
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = match.index! + match[0].length;
    const end = text.indexOf('endstream', start);
    try {
      out.push(zlib.inflateSync(bytes.subarray(start, end)).toString('latin1'));
    } catch {
      out.push(text.slice(start, end));
    }
  }
  return out.join('\n');
}

describe('layoutPages', () => {
  it.each([
    [0, [[0, 0]]],
    [1, [[0, 1]]],
    [25, [[0, 25]]],
    [26, [[0, 25], [25, 26]]],
    [63, [[0, 25], [25, 63]]],
    [64, [[0, 25], [25, 63], [63, 64]]],
    [100, [[0, 25], [25, 63], [63, 100]]],
  ])('%i rows → pages %j', (count, expected) => {
    expect(layoutPages(count).map(({ start, end }) => [start, end])).toEqual(expected);
  });

  it('puts every row on exactly one page, in order, for 5 000 rows', () => {
    const pages = layoutPages(5000);
    expect(pages).toHaveLength(1 + Math.ceil((5000 - FIRST_PAGE_ROWS) / LATER_PAGE_ROWS));
    expect(pages[0]).toEqual({ start: 0, end: FIRST_PAGE_ROWS });
    pages.slice(1).forEach((page, i) => {
      expect(page.start).toBe(pages[i].end);
      expect(page.end - page.start).toBeLessThanOrEqual(LATER_PAGE_ROWS);
    });
    expect(pages.at(-1)!.end).toBe(5000);
  });

  it('fits a full page above the footer, and the columns between the margins', () => {
    expect(rowBaseline(FIRST_TABLE_TOP, FIRST_PAGE_ROWS - 1)).toBeLessThan(FOOTER_BASELINE - ROW_HEIGHT);
    expect(rowBaseline(LATER_TABLE_TOP, LATER_PAGE_ROWS - 1)).toBeLessThan(FOOTER_BASELINE - ROW_HEIGHT);
    const last = COLUMNS[COLUMNS.length - 1];
    expect(COLUMNS[0].x).toBe(PAGE.marginX);
    expect(last.x + last.width).toBeCloseTo(PAGE.width - PAGE.marginX, 5);
    expect(COLUMNS.map((c) => c.heading)).toEqual(['Date', 'Description', 'Reference', 'Money out', 'Money in', 'Balance']);
  });

  it.each([
    [true, ['Date', 'Description', 'Reference', 'Money out', 'Money in', 'Balance']],
    // No running balance on any row (a stock OBDX): no Balance column; the description gets its room.
    [false, ['Date', 'Description', 'Reference', 'Money out', 'Money in']],
  ])('with balances %p the columns are %j, between the margins', (balances, headings) => {
    const columns = columnsFor({ balances });
    expect(columns.map((c) => c.heading)).toEqual(headings);
    expect(columns[0].x).toBe(PAGE.marginX);
    expect(columns.at(-1)!.x + columns.at(-1)!.width).toBeCloseTo(PAGE.width - PAGE.marginX, 5);
    expect(columns[1].width).toBeGreaterThanOrEqual(COLUMNS[1].width);
  });
});

describe('buildPdfDocument', () => {
  it.each([0, 1, 25, 26, 100])('%i rows: page 1 holds min(25, n) rows, the rest follow 38 a page, each page numbered', (count) => {
    const rows = manyRows(count);
    const doc = buildPdfDocument(rows, account, period, now);
    const pages = layoutPages(count);
    expect(doc.getNumberOfPages()).toBe(pages.length);
    expect(rowsOn(doc, 1)).toHaveLength(Math.min(FIRST_PAGE_ROWS, count));
    pages.forEach(({ start, end }, i) => {
      expect(rowsOn(doc, i + 1)).toEqual(Array.from({ length: end - start }, (_, k) => start + k + 1));
      expect(pageContent(doc, i + 1)).toContain(`(Page ${i + 1} of ${pages.length}) Tj`);
    });
  });

  it('heads page 1 with the account, sort code, number, period and balances', () => {
    const page1 = pageContent(buildPdfDocument(sampleRows, account, period, now), 1);
    for (const text of [
      'Transactions',
      'Everyday',
      'Sort code 60-93-03    Account number 87651234',
      '1 Jan 2026 to 31 Mar 2026',
      'Opening balance \u00a31,000.00',
      'Closing balance \u00a33,372.50',
    ]) {
      expect(page1).toContain(`(${text}) Tj`);
    }
    expect(page1).toContain('ending 1234');
  });

  it('says so when there are no transactions, and shows unknown balances as such', () => {
    const page1 = pageContent(buildPdfDocument([], account, { ...period, openingBalance: null, closingBalance: null }, now), 1);
    expect(page1).toContain('(No transactions in this period.) Tj');
    expect(page1).toContain('(Opening balance Not available) Tj');
  });

  it('has no Balance column when no row has a running balance (a stock OBDX), and still writes every row', () => {
    const page1 = pageContent(buildPdfDocument(stockRows, account, stockPeriod, now), 1);
    expect(page1).not.toContain('(Balance) Tj');
    expect(page1).toContain('(Money in) Tj');
    expect(page1).toContain('(211.00) Tj');
    expect(page1).toContain('(Payments and Collections Transaction code) Tj');
    expect(pageContent(buildPdfDocument(sampleRows, account, period, now), 1)).toContain('(Balance) Tj');
  });

  it('writes each row: date, description, reference and the amount in its own column', () => {
    const page1 = pageContent(buildPdfDocument(sampleRows, account, period, now), 1);
    expect(page1).toContain('(5 Jan 2026) Tj');
    expect(page1).toContain('(Tesco Stores 2231) Tj');
    expect(page1).toContain('(2,500.00) Tj');
    expect(page1).toContain('(3,487.50) Tj');
    // PDF string escaping of the parentheses is jsPDF's; the long description is cut with '...'.
    expect(page1).toMatch(/\(Marks & Spencer <Caf\xe9> \xa3 \x80[^)]*\.\.\.\) Tj/);
  });

  it('shades every other row light grey, never in the black that text leaves as the fill colour', () => {
    const content = pageContent(buildPdfDocument(manyRows(25), account, period, now), 1);
    const fills = [...content.matchAll(/([^\n]*)\n[^\n]* re\nf\n/g)].map((m) => m[1]);
    expect(fills).toHaveLength(12);
    expect(new Set(fills)).toEqual(new Set(['0.96 g']));
  });

  it('cuts long text to its column with an ellipsis, and leaves short text alone', () => {
    const doc = buildPdfDocument([], account, period, now);
    doc.setFontSize(BODY_FONT_SIZE);
    const width = COLUMNS[1].width - 2 * CELL_PADDING;
    const long = 'A very long payee name that will never fit in the description column of the table';
    const cut = fitText(doc, long, width);
    expect(cut.endsWith('...')).toBe(true);
    expect(doc.getTextWidth(cut)).toBeLessThanOrEqual(width);
    expect(long.startsWith(cut.slice(0, -3))).toBe(true);
    expect(fitText(doc, 'Short', width)).toBe('Short');
  });

  // Its time is `npm run bench`'s to hold (in Chromium, against a budget): a timing here fails on a busy machine.
  it('builds 5 000 rows, "Page 1 of N" in the saved bytes', async () => {
    const rows = manyRows(5000);
    const file = buildPdf(rows, account, period, now);
    const expectedPages = layoutPages(5000).length;
    expect(file.fileName).toBe('Everyday-1234-2026-01-01-to-2026-03-31.pdf');
    expect(file.mimeType).toBe('application/pdf');
    const head = Buffer.from(await file.data.slice(0, 8).arrayBuffer()).toString('latin1');
    expect(head).toMatch(/^%PDF-1\.\d/);
    const drawn = await inflatedStreams(file.data);
    expect(drawn).toContain(`(Page 1 of ${expectedPages}) Tj`);
    expect(drawn).toContain(`(Page ${expectedPages} of ${expectedPages}) Tj`);
  });
});

describe('header helpers', () => {
  it.each([
    ['609303', '60-93-03'],
    ['60-93-03', '60-93-03'],
    ['12345', '12345'],
  ])('displaySortCode(%j) is %j', (input, expected) => {
    expect(displaySortCode(input)).toBe(expected);
  });

  it.each([
    ['2026-01-01', '1 Jan 2026'],
    ['2026-03-31', '31 Mar 2026'],
    ['2026-12-09', '9 Dec 2026'],
  ])('longDay(%s) is %s', (input, expected) => {
    expect(longDay(input)).toBe(expected);
  });
});
