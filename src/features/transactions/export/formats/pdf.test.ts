import { formatShortDate } from '@/shared/lib/dates';
import { formatMoney } from '@/shared/lib/money';
import { balanceHistory } from '../../insights/balanceHistory';
import { balanceSummary } from '../../insights/summaries';
import { balanceChartBlock } from '../balanceChartBlock';
import { account, manyRows, now, period, sampleRows, stockPeriod, stockRows } from '../fixtures/exportFixtures';
import { drawnText, inflatedStreams, pageContent } from '../testing/pdfTesting';
import { buildPdf, buildPdfDocument, displaySortCode, fitText, longDay } from './pdf';
import { BALANCE_HEADING } from './pdfBalanceChart';
import {
  BALANCE_BLOCK,
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
  firstPageTable,
  layoutPages,
  rowBaseline,
} from './pdfLayout';

/** The 'Row 00001'… titles drawn on a page (manyRows titles, cut to the column). */
const rowsOn = (doc: Parameters<typeof pageContent>[0], page: number) => [...pageContent(doc, page).matchAll(/\(Row (\d{5})/g)].map((m) => Number(m[1]));

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

describe('the balance history block (issue 30)', () => {
  /** The fixture period, ending "today": the walk starts from the account's balance. */
  const chartOf = (rows: Parameters<typeof balanceChartBlock>[0]['rows']) =>
    balanceChartBlock({ rows, search: '', range: period, today: period.end, currentBalance: 3372.5, bankClosingBalance: null });
  const rows = manyRows(100);
  const chart = chartOf(rows);
  if (!('history' in chart)) throw new Error('the fixture should draw a chart');
  const { history } = chart;
  const money = (amount: number) => formatMoney(amount, 'GBP');

  it.each([
    [undefined, { tableTop: FIRST_TABLE_TOP, rows: FIRST_PAGE_ROWS }],
    ['chart', { tableTop: FIRST_TABLE_TOP + 13 * ROW_HEIGHT, rows: FIRST_PAGE_ROWS - 13 }],
    ['message', { tableTop: FIRST_TABLE_TOP + 3 * ROW_HEIGHT, rows: FIRST_PAGE_ROWS - 3 }],
  ] as const)('with %s above it, page 1\'s table is %j', (block, expected) => {
    expect(firstPageTable(block)).toEqual(expected);
  });

  it.each([
    [0, [[0, 0]]],
    [12, [[0, 12]]],
    [13, [[0, 12], [12, 13]]],
    [50, [[0, 12], [12, 50]]],
    [51, [[0, 12], [12, 50], [50, 51]]],
  ])('under the chart, %i rows → pages %j', (count, expected) => {
    expect(layoutPages(count, firstPageTable('chart').rows).map(({ start, end }) => [start, end])).toEqual(expected);
  });

  it('keeps the block above the table and inside the margins, and a full page 1 above the footer', () => {
    const { plot, datesBaseline, textBaseline, lineHeight, maxTextLines } = BALANCE_BLOCK;
    const chartTable = firstPageTable('chart');
    // The dates under the frame, and the last summary line above the frame, clear of what follows.
    expect(datesBaseline).toBeLessThan(chartTable.tableTop - ROW_HEIGHT);
    expect(plot.y + plot.height).toBeLessThan(datesBaseline - 7);
    expect(textBaseline + (maxTextLines.chart - 1) * lineHeight).toBeLessThan(plot.y - 5);
    expect(textBaseline + (maxTextLines.message - 1) * lineHeight).toBeLessThan(firstPageTable('message').tableTop - ROW_HEIGHT);
    expect(plot.x + plot.width).toBeCloseTo(PAGE.width - PAGE.marginX, 5);
    for (const block of ['chart', 'message'] as const) {
      const { tableTop, rows: count } = firstPageTable(block);
      expect(rowBaseline(tableTop, count - 1)).toBe(rowBaseline(FIRST_TABLE_TOP, FIRST_PAGE_ROWS - 1));
    }
  });

  it('when asked: the heading, the summary and the lowest and highest points named, then a shorter first table', () => {
    const doc = buildPdfDocument(rows, account, period, now, { balanceChart: chart });
    const text = drawnText(pageContent(doc, 1));
    expect(text).toContain(BALANCE_HEADING);
    expect(text).toContain(balanceSummary(history, 'GBP'));
    expect(text).toContain(`Lowest ${money(history.lowest.balance)}, ${formatShortDate(history.lowest.date)}`);
    expect(text).toContain(`Highest ${money(history.highest.balance)}, ${formatShortDate(history.highest.date)}`);
    // The y axis: the highest and lowest amounts; the x axis: the first and last days.
    expect(text).toContain(`${money(history.highest.balance)} ${money(history.lowest.balance)} 1 Jan 2026 31 Mar 2026`);
    const pages = layoutPages(rows.length, firstPageTable('chart').rows);
    expect(doc.getNumberOfPages()).toBe(pages.length);
    pages.forEach(({ start, end }, i) => expect(rowsOn(doc, i + 1)).toEqual(Array.from({ length: end - start }, (_, k) => start + k + 1)));
  });

  it('draws the balances as one line of a point a day, and the two points as different shapes', () => {
    const content = pageContent(buildPdfDocument(rows, account, period, now, { balanceChart: chart }), 1);
    // The line: a move to the first day, then a segment to each next one, stroked once.
    const paths = [...content.matchAll(/\n[\d.]+ [\d.]+ m\n((?:[\d.]+ [\d.]+ l\n)+)S\n/g)].map((m) => m[1].trim().split('\n').length);
    expect(Math.max(...paths)).toBe(history.days.length - 1);
    // Two filled triangles: one points up (its tip above its base, in PDF's upward y), one down.
    const triangles = [...content.matchAll(/([\d.]+) ([\d.]+) m\n[\d.]+ ([\d.]+) l\n[\d.]+ [\d.]+ l\n[\d.]+ [\d.]+ l\nh\nf/g)];
    expect(triangles.map((m) => Math.sign(Number(m[2]) - Number(m[3])))).toEqual([1, -1]);
  });

  it.each([
    ['crosses zero', -500, true],
    ['stays above it', 5000, false],
  ])('a balance that %s has a dashed zero line: %p', (_, closing, dashed) => {
    const crossing = balanceHistory(rows, closing, period);
    const content = pageContent(buildPdfDocument(rows, account, period, now, { balanceChart: { history: crossing } }), 1);
    expect(/\[3\.? 2\.?\] 0\.? d/.test(content)).toBe(dashed);
  });

  it('says why instead of drawing, when too few rows carry a trend', () => {
    const few = sampleRows.slice(0, 3);
    const block = chartOf(few);
    expect(block).toEqual({ message: 'Only 3 transactions in this period: too few to draw a trend.' });
    const doc = buildPdfDocument(few, account, period, now, { balanceChart: block });
    const text = drawnText(pageContent(doc, 1));
    expect(text).toContain(`${BALANCE_HEADING} Only 3 transactions in this period: too few to draw a trend.`);
    expect(text).not.toMatch(/Lowest|Highest/);
    expect(pageContent(doc, 1)).not.toContain(' re\nS');
  });

  it('is not there at all when not asked', () => {
    const doc = buildPdfDocument(rows, account, period, now);
    const text = drawnText(pageContent(doc, 1));
    expect(text).not.toContain(BALANCE_HEADING);
    expect(text).not.toMatch(/Lowest|Highest|From \u00a3/);
    expect(rowsOn(doc, 1)).toHaveLength(FIRST_PAGE_ROWS);
  });

  it('reaches the saved bytes of 5 000 rows', async () => {
    const many = manyRows(5000);
    const file = buildPdf(many, account, period, now, { balanceChart: chartOf(many) });
    const drawn = await inflatedStreams(file.data);
    const pages = layoutPages(5000, firstPageTable('chart').rows).length;
    expect(drawn).toContain(`(${BALANCE_HEADING}) Tj`);
    expect(drawn).toContain(`(Page ${pages} of ${pages}) Tj`);
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
