/**
 * Where the transaction PDF puts things, kept apart from the drawing so the pagination rules
 * can be tested as numbers. SPEC.md section 7: "the first page holds 25 rows" (the rest of page 1
 * is the account header); later pages repeat only the column headings and hold 38.
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

/** Which rows each page holds: 25 on page 1, 38 on each page after. Always at least one page. */
export function layoutPages(rowCount: number): PageSlice[] {
  const pages: PageSlice[] = [{ start: 0, end: Math.min(rowCount, FIRST_PAGE_ROWS) }];
  for (let start = FIRST_PAGE_ROWS; start < rowCount; start += LATER_PAGE_ROWS) {
    pages.push({ start, end: Math.min(rowCount, start + LATER_PAGE_ROWS) });
  }
  return pages;
}

/** Baseline of the `index`-th row (0-based) on a page whose column headings sit at `tableTop`. */
export function rowBaseline(tableTop: number, index: number): number {
  return tableTop + ROW_HEIGHT * (index + 1);
}
