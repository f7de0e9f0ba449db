import { chooseEncoding } from './contentEncoding';

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=1.0, gzip;q=0.8, *;q=0.1', 'br'],
    ['gzip', 'gzip'],
    ['GZIP, Deflate', 'gzip'],
    ['deflate', undefined],
    ['', undefined],
    [undefined, undefined],
    ['identity', undefined],
    ['gzip;q=0.9, br;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['gzip;q=0.5, br;q=0.5', 'br'],
    ['gzip ; q=0.3', 'gzip'],
  ])('Accept-Encoding %p sends %p', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });

  it.each([
    ['gzip, deflate, br', ['gzip'], 'gzip'],
    ['br', ['gzip'], undefined],
    ['gzip', ['br'], undefined],
    ['br;q=0.2, gzip;q=0.1', ['br', 'gzip'], 'br'],
  ] as const)('Accept-Encoding %p with only %p on hand sends %p', (header, available, expected) => {
    expect(chooseEncoding(header, available)).toBe(expected);
  });
});
