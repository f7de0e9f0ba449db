import { NoncePool, parseNonceHeader } from './noncePool';

describe('parseNonceHeader', () => {
  it.each([
    ['a JSON list', '{"nonce":["a","b"]}', ['a', 'b']],
    ['missing header', undefined, []],
    ['empty header', '', []],
    ['malformed JSON', '{"nonce":[', []],
    ['no nonce key', '{"x":1}', []],
    ['non-string entries dropped', '{"nonce":["a",2,null,""]}', ['a']],
  ])('%s', (_name, header, expected) => {
    expect(parseNonceHeader(header)).toEqual(expected);
  });
});

describe('NoncePool', () => {
  it('gives each nonce once, in arrival order', () => {
    const pool = new NoncePool();
    pool.add(['n1', 'n2']);
    expect(pool.take()).toBe('n1');
    expect(pool.take()).toBe('n2');
    expect(pool.take()).toBeUndefined();
  });

  it('never takes back a nonce it has already spent or already holds', () => {
    const pool = new NoncePool();
    pool.add(['n1']);
    pool.take();
    pool.add(['n1', 'n2', 'n2']);
    expect(pool.size).toBe(1);
    expect(pool.take()).toBe('n2');
  });

  it('forgets unspent nonces when cleared', () => {
    const pool = new NoncePool();
    pool.add(['n1', 'n2']);
    pool.clear();
    expect(pool.size).toBe(0);
  });
});
