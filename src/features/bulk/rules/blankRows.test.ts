import { dropTrailingBlankRows, isBlankRow } from './blankRows';

describe('blank rows', () => {
  it.each<[string[], boolean]>([
    [[], true],
    [[''], true],
    [['', ' ', '\t', '', '', ''], true],
    [['', '', '', '', '', '1'], false],
    [['Jane'], false],
  ])('%j is blank: %p', (cells, blank) => {
    expect(isBlankRow(cells)).toBe(blank);
  });

  it.each<[string, string[][], string[][]]>([
    ['no rows', [], []],
    ['trailing empty lines', [['a'], [','], [''], ['', ''], []], [['a'], [',']]],
    ['only blank rows', [[''], ['', '', '', '', '', '']], []],
    ['a blank row between payments stays (the row rules report it)', [['a'], [''], ['b'], ['']], [['a'], [''], ['b']]],
  ])('drops %s', (_, rows, kept) => {
    expect(dropTrailingBlankRows(rows)).toEqual(kept);
  });
});
