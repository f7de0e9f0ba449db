import { ERROR_DISPLAY_LIMIT, moreErrorsText, summariseErrors } from './errorSummary';

const errors = (n: number) => Array.from({ length: n }, (_, i) => `Bad sort code on row ${i + 1}.`);

describe('summariseErrors (SPEC.md sections 5 and 9: the first 5, plus a count of the others)', () => {
  it('shows 5', () => {
    expect(ERROR_DISPLAY_LIMIT).toBe(5);
  });

  it.each<[number, number, number, string | undefined]>([
    [0, 0, 0, undefined],
    [1, 1, 0, undefined],
    [5, 5, 0, undefined],
    [6, 5, 1, 'and 1 more error'],
    [7, 5, 2, 'and 2 more errors'],
    [12, 5, 7, 'and 7 more errors'],
  ])('%i errors: %i shown, %i more (%p)', (total, shown, more, moreText) => {
    const summary = summariseErrors(errors(total));
    expect(summary).toEqual({ shown: errors(shown), more, moreText });
  });

  it('keeps file order and does not change the list it is given', () => {
    const list = errors(12);
    const summary = summariseErrors(list);
    expect(summary.shown[0]).toBe('Bad sort code on row 1.');
    expect(summary.shown[4]).toBe('Bad sort code on row 5.');
    expect(list).toHaveLength(12);
  });

  it.each([
    [0, undefined],
    [-1, undefined],
    [1, 'and 1 more error'],
    [2, 'and 2 more errors'],
    [994, 'and 994 more errors'],
  ])('moreErrorsText(%p) is %p', (more, text) => {
    expect(moreErrorsText(more)).toBe(text);
  });
});
