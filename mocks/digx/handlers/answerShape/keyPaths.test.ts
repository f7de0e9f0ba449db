import { dropKey, objectsAt, withoutNulls } from './keyPaths';

const answer = () => ({
  status: { result: 'SUCCESSFUL' },
  accounts: [
    { id: { value: 'A' }, customerId: '1', productDTO: { productId: 'X' } },
    { id: { value: 'B' }, customerId: '2' },
    'not an item',
  ],
});

describe('objectsAt', () => {
  it.each([
    ['', 1],
    ['status', 1],
    ['accounts[]', 2],
    ['accounts[].id', 2],
    ['accounts[].productDTO', 1],
    ['accounts[].missing', 0],
    ['status[]', 0],
  ])('%s reaches %i object(s)', (path, count) => {
    expect(objectsAt(answer(), path)).toHaveLength(count);
  });
});

describe('dropKey', () => {
  it.each([
    ['a top-level key', 'status', (json: ReturnType<typeof answer>) => expect(json).not.toHaveProperty('status')],
    ['a key of every item', 'accounts[].customerId', (json: ReturnType<typeof answer>) => expect(json.accounts.slice(0, 2)).toEqual([{ id: { value: 'A' }, productDTO: { productId: 'X' } }, { id: { value: 'B' } }])],
    ['a key deeper in some items', 'accounts[].productDTO.productId', (json: ReturnType<typeof answer>) => expect(json.accounts[0]).toEqual({ id: { value: 'A' }, customerId: '1', productDTO: {} })],
    ['a path that reaches nothing (no change)', 'summary.items[].currency', (json: ReturnType<typeof answer>) => expect(json).toEqual(answer())],
  ])('drops %s', (_name, path, check) => {
    const json = answer();
    dropKey(json, path);
    check(json);
  });
});

describe('withoutNulls', () => {
  it('leaves out null values only', () => {
    expect(withoutNulls({ a: null, b: 0, c: '', d: false, e: { f: null } })).toEqual({ b: 0, c: '', d: false, e: { f: null } });
  });
});
