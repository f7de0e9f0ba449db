/**
 * The error list of a rejected file (SPEC.md section 5 "Bulk file": only the first 5 errors are
 * shown, plus a count of the others; section 9: error list display 5). A file with a wrong column
 * can fail on every row; five messages say what is wrong without burying the page.
 */

/** SPEC.md section 9: error list display 5. */
export const ERROR_DISPLAY_LIMIT = 5;

export interface ErrorSummary {
  /** The first messages, at most ERROR_DISPLAY_LIMIT, in file order. */
  shown: string[];
  /** How many are not shown. */
  more: number;
  /** 'and 1 more error' / 'and 7 more errors'; undefined when none are hidden. */
  moreText: string | undefined;
}

/** 'and 1 more error', 'and 7 more errors'; undefined for none. */
export function moreErrorsText(more: number): string | undefined {
  if (!(more > 0)) return undefined;
  return `and ${more} more ${more === 1 ? 'error' : 'errors'}`;
}

export function summariseErrors(errors: readonly string[], limit: number = ERROR_DISPLAY_LIMIT): ErrorSummary {
  const shown = errors.slice(0, Math.max(0, limit));
  const more = errors.length - shown.length;
  return { shown, more, moreText: moreErrorsText(more) };
}
