/**
 * Where the transaction PDF puts things, kept apart from the drawing so the pagination rules
 * can be tested as numbers. SPEC.md section 7: "the first page holds 25 rows" (the rest of page 1
 * is the account header); later pages repeat only the column headings and hold 38. When the export
 * asks for the balance history (issue 30), its block sits between the header and the table, and page 1
 * holds as many rows fewer as the block is tall.
 *
 * Units are PDF points on A4 portrait (595.28 × 841.89).
 */
export const FIRST_PAGE_ROWS = 25;
export const LATER_PAGE_ROWS = 38;

export const PAGE = { width: 595.28, height: 841.89, marginX: 40 } as const;
export const ROW_HEIGHT = 18;
export const BODY_FONT_SIZE = 9;

/** Baseline of the column headings: below the account header on page 1, at the top later. */
export const FIRST_TABLE_TOP = 210;
export const LATER_TABLE_TOP = 56;
/** Baseline of the "Page N of M" footer. */
export const FOOTER_BASELINE = PAGE.height - 28;

export type Align = 'left' | 'right';
export interface Column {
  heading: string;
  /** Left edge. */
  x: number;
  width: number;
  align: Align;
}

// Widths add up to the 515.28 pt between the margins.
const WIDTHS: readonly [string, number, Align][] = [
  ['Date', 62, 'left'],
  ['Description', 165.28, 'left'],
  ['Reference', 100, 'left'],
  ['Money out', 62, 'right'],
  ['Money in', 62, 'right'],
  ['Balance', 64, 'right'],
];

const place = (widths: readonly [string, number, Align][]): Column[] =>
  widths.reduce<Column[]>((columns, [heading, width, align]) => {
    const x = columns.length ? columns[columns.length - 1].x + columns[columns.length - 1].width : PAGE.marginX;
    return [...columns, { heading, x, width, align }];
  }, []);

/**
 * The table's columns. Without running balances (a stock OBDX sends none; rules.ts rowFacts) there is no
 * Balance column, and its width goes to the description, the column most often cut.
 */
export function columnsFor({ balances }: { balances: boolean }): Column[] {
  if (balances) return place(WIDTHS);
  const balanceWidth = WIDTHS[WIDTHS.length - 1][1];
  return place(WIDTHS.slice(0, -1).map(([heading, width, align]) => [heading, heading === 'Description' ? width + balanceWidth : width, align]));
}

/** Every column, Balance included. */
export const COLUMNS: readonly Column[] = columnsFor({ balances: true });

/** Space kept clear on each side of a cell's text. */
export const CELL_PADDING = 3;

export interface PageSlice {
  /** Index of the page's first row; `end` is one past its last. */
  start: number;
  end: number;
}

/**
 * Which rows each page holds: `firstPageRows` (25, fewer under a balance block) on page 1, 38 on each page
 * after. Always at least one page.
 */
export function layoutPages(rowCount: number, firstPageRows: number = FIRST_PAGE_ROWS): PageSlice[] {
  const pages: PageSlice[] = [{ start: 0, end: Math.min(rowCount, firstPageRows) }];
  for (let start = firstPageRows; start < rowCount; start += LATER_PAGE_ROWS) {
    pages.push({ start, end: Math.min(rowCount, start + LATER_PAGE_ROWS) });
  }
  return pages;
}

/** Baseline of the `index`-th row (0-based) on a page whose column headings sit at `tableTop`. */
export function rowBaseline(tableTop: number, index: number): number {
  return tableTop + ROW_HEIGHT * (index + 1);
}

/** What sits between page 1's account header and its table: the drawn history, or the words instead. */
export type BalanceBlockKind = 'chart' | 'message';

/**
 * The balance block's height in table rows: a whole number of rows, so page 1's table keeps the grid of a
 * page without it and ends where it always did (above the footer by the same margin).
 */
export const BALANCE_BLOCK_ROWS: Readonly<Record<BalanceBlockKind, number>> = { chart: 13, message: 3 };

/** Page 1's table: where its headings sit and how many rows it holds, under the balance block if any. */
export function firstPageTable(block?: BalanceBlockKind): { tableTop: number; rows: number } {
  const taken = block ? BALANCE_BLOCK_ROWS[block] : 0;
  return { tableTop: FIRST_TABLE_TOP + taken * ROW_HEIGHT, rows: FIRST_PAGE_ROWS - taken };
}

/**
 * The balance block's parts, top to bottom: its heading, up to four lines of summary (or two of the words
 * instead: the longest message takes two), then the chart's frame with room on the left for the amounts and
 * below for the dates. The frame's inner padding leaves room for the lowest and highest points' labels
 * (below and above them).
 */
export const BALANCE_BLOCK = {
  headingBaseline: 204,
  textBaseline: 220,
  lineHeight: 11,
  maxTextLines: { chart: 4, message: 2 },
  textWidth: PAGE.width - 2 * PAGE.marginX,
  plot: { x: PAGE.marginX + 72, y: 266, width: PAGE.width - 2 * PAGE.marginX - 72, height: 130 },
  padding: { x: 6, top: 20, bottom: 20 },
  /** Baseline of the first and last dates under the frame. */
  datesBaseline: 408,
} as const;
