import { DEFAULT_FILE_WINDOW, fileWindowChoice, fileWindowRange, pageCount } from './fileWindow';

describe('fileWindowRange', () => {
  it.each([
    ['3m', '2026-05-31', '2026-02-28'],
    ['6m', '2026-05-31', '2025-11-30'],
    ['1y', '2026-05-31', '2025-05-31'],
    ['1y', '2024-02-29', '2023-02-28'],
    // Anything else is the default window, never a wider one.
    ['10y', '2026-05-15', '2026-02-15'],
    ['', '2026-05-15', '2026-02-15'],
  ])('%s ending %s starts %s', (window, today, start) => {
    expect(fileWindowRange(window, today)).toEqual({ start, end: today });
  });

  it('is 3 months by default (DECISIONS.md)', () => {
    expect(fileWindowChoice(DEFAULT_FILE_WINDOW)).toMatchObject({ months: 3, phrase: 'the last 3 months' });
  });
});

describe('pageCount', () => {
  it.each([
    [0, 25, 1],
    [1, 25, 1],
    [25, 25, 1],
    [26, 25, 2],
    [50, 25, 2],
    [51, 25, 3],
    [Number.NaN, 25, 1],
    [-4, 25, 1],
    [10, 0, 1],
  ])('%d items at %d a page fill %d pages', (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages);
  });
});
