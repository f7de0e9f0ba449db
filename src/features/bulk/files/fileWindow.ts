/**
 * Which upload days the file list asks for (SPEC.md section 7 "Bulk": uploadDateStartRange and
 * uploadDateEndRange; DECISIONS.md: the last 3 months by default, widenable up to 1 year). Days are
 * Europe/London calendar days, 'YYYY-MM-DD'; the range includes both ends, as the bank reads it.
 * Written without moment, so the month arithmetic is the bank's own: the same day of the month,
 * clamped to the month's end (31 May less 3 months is 28 or 29 February).
 */
import { addMonths, type IsoDate } from '@/shared/lib/dates';

export type FileWindow = '3m' | '6m' | '1y';

export interface FileWindowChoice {
  value: FileWindow;
  months: number;
  /** The choice in the window picker. */
  label: string;
  /** How the empty list names the window: 'You have not uploaded any bulk files in {phrase}.' */
  phrase: string;
}

export const FILE_WINDOWS: readonly FileWindowChoice[] = [
  { value: '3m', months: 3, label: 'Last 3 months', phrase: 'the last 3 months' },
  { value: '6m', months: 6, label: 'Last 6 months', phrase: 'the last 6 months' },
  { value: '1y', months: 12, label: 'Last year', phrase: 'the last year' },
];

export const DEFAULT_FILE_WINDOW: FileWindow = '3m';

/** The choice for a value; anything unknown is the default window, never a wider one. */
export function fileWindowChoice(window: string): FileWindowChoice {
  return FILE_WINDOWS.find((w) => w.value === window) ?? FILE_WINDOWS[0];
}

/** The upload days of a window ending today: never more than a year back (the bank refuses wider). */
export function fileWindowRange(window: string, today: IsoDate): { start: IsoDate; end: IsoDate } {
  return { start: addMonths(today, -Math.min(fileWindowChoice(window).months, 12)), end: today };
}

/** How many pages `total` items fill, at least 1 (an empty list is one empty page). */
export function pageCount(total: number, pageSize: number): number {
  return Number.isFinite(total) && total > 0 && pageSize > 0 ? Math.ceil(total / pageSize) : 1;
}
