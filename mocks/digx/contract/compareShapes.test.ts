import { compareShapes, shapeOf } from './compareShapes';

describe('shapeOf', () => {
  it.each([
    ['a flat object', { a: 'x', b: 1, c: true, d: null }, { a: ['string'], b: ['number'], c: ['boolean'], d: ['null'] }],
    ['nested objects', { id: { value: 'T', displayValue: 'x' } }, { id: ['object'], 'id.displayValue': ['string'], 'id.value': ['string'] }],
    ['array items taken together', { xs: [{ a: 1 }, { b: 'y' }] }, { xs: ['array'], 'xs[]': ['object'], 'xs[].a': ['number'], 'xs[].b': ['string'] }],
    ['an empty array (no item paths)', { xs: [] }, { xs: ['array'] }],
    ['types seen at one path, sorted', { xs: [{ a: 'y' }, { a: null }] }, { xs: ['array'], 'xs[]': ['object'], 'xs[].a': ['null', 'string'] }],
    ['arrays of scalars and of arrays', { xs: [null, 1], ys: [[true]] }, { xs: ['array'], 'xs[]': ['null', 'number'], ys: ['array'], 'ys[]': ['array'], 'ys[][]': ['boolean'] }],
  ])('%s', (_name, json, shape) => {
    expect(shapeOf(json)).toEqual(shape);
  });
});

describe('compareShapes', () => {
  const sample = { accounts: [{ id: { value: 'A' }, status: 'ACTIVE' }, { id: { value: 'B' }, nickname: 'x' }], summary: { count: 2 } };

  it.each([
    ['the same shape with other values', { accounts: [{ id: { value: 'Z' }, status: 'CLOSED', nickname: 'y' }], summary: { count: 9 } }, { missing: [], extra: [], mistyped: [] }],
    ['keys the sample has on any one item, carried by one answer item', { accounts: [{ id: { value: 'Z' }, status: 'A', nickname: 'n' }], summary: { count: 1 } }, { missing: [], extra: [], mistyped: [] }],
    [
      'a key left out (on every item) and a key the sample lacks',
      { accounts: [{ id: { value: 'Z' }, status: 'A', customerId: '1' }], summary: { count: 1 } },
      { missing: ['accounts[].nickname'], extra: ['accounts[].customerId'], mistyped: [] },
    ],
    [
      'a whole subtree missing',
      { accounts: [{ id: { value: 'Z' }, status: 'A', nickname: 'n' }] },
      { missing: ['summary', 'summary.count'], extra: [], mistyped: [] },
    ],
    [
      'null or another type where the sample has a string',
      { accounts: [{ id: { value: 1 }, status: null, nickname: 'n' }], summary: { count: 1 } },
      {
        missing: [],
        extra: [],
        mistyped: [
          { path: 'accounts[].id.value', sample: ['string'], answer: ['number'] },
          { path: 'accounts[].status', sample: ['string'], answer: ['null'] },
        ],
      },
    ],
    [
      'an empty list where the sample has items: the item paths are missing',
      { accounts: [], summary: { count: 0 } },
      { missing: ['accounts[]', 'accounts[].id', 'accounts[].id.value', 'accounts[].nickname', 'accounts[].status'], extra: [], mistyped: [] },
    ],
  ])('%s', (_name, answer, difference) => {
    expect(compareShapes(sample, answer)).toEqual(difference);
  });

  it('takes a type the sample also allows there as matching', () => {
    expect(compareShapes({ xs: [{ a: 'x' }, { a: null }] }, { xs: [{ a: null }] })).toEqual({ missing: [], extra: [], mistyped: [] });
  });
});
