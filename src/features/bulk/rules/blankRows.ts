/**
 * Blank rows of a bulk file. Editors and Excel end files with empty lines (and Excel's "Save as CSV"
 * writes ',,,,,' for rows that were only formatted), which no customer means as payments: trailing
 * blank rows are dropped. A blank row between payments is kept, so the row rules report it and the
 * row numbers after it still match the spreadsheet.
 */

/** True when every cell is empty or spaces (a row with no cells at all is blank too). */
export function isBlankRow(cells: readonly string[]): boolean {
  return cells.every((cell) => String(cell ?? '').trim() === '');
}

/** The rows without the blank ones at the end. */
export function dropTrailingBlankRows<T extends readonly string[]>(rows: readonly T[]): T[] {
  let end = rows.length;
  while (end > 0 && isBlankRow(rows[end - 1])) end -= 1;
  return rows.slice(0, end);
}
