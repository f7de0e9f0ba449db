import { accountsMenuRows } from './accountsMenuLayout';

/** The rows as the customer reads them: each group by its name, and Services. */
const layout = (groups: string[], withServices = true) =>
  accountsMenuRows(groups, withServices).map((row) => row.map((part) => (part.kind === 'group' ? part.group : 'Services')));

describe('the accounts mega menu layout (SPEC.md: up to four groups, three columns, the fourth beside Services)', () => {
  it.each([
    [1, ['current'], [['current', 'Services']]],
    [2, ['current', 'deposit'], [['current', 'deposit', 'Services']]],
    [3, ['current', 'deposit', 'lending'], [['current', 'deposit', 'lending'], ['Services']]],
    [4, ['current', 'racing', 'deposit', 'lending'], [['current', 'racing', 'deposit'], ['lending', 'Services']]],
  ])('lays out %i group(s) and Services in rows of three columns', (_count, groups, rows) => {
    expect(layout(groups)).toEqual(rows);
  });

  it('never uses more than three columns', () => {
    for (let count = 0; count <= 6; count += 1) {
      const rows = layout(Array.from({ length: count }, (_, i) => `group ${i + 1}`));
      expect(rows.every((row) => row.length <= 3)).toBe(true);
    }
  });

  it('puts the fourth group in the first column of the second row, with Services in the column beside it', () => {
    const rows = layout(['current', 'racing', 'deposit', 'lending']);
    expect(rows[1].indexOf('lending')).toBe(0);
    expect(rows[1].indexOf('Services')).toBe(1);
  });

  it('shows no more than four groups', () => {
    expect(layout(['a', 'b', 'c', 'd', 'e']).flat()).toEqual(['a', 'b', 'c', 'd', 'Services']);
  });

  it('leaves Services out when the customer may use none of its links, the groups keeping their places', () => {
    expect(layout(['current', 'racing', 'deposit', 'lending'], false)).toEqual([['current', 'racing', 'deposit'], ['lending']]);
    expect(layout(['current'], false)).toEqual([['current']]);
  });
});
