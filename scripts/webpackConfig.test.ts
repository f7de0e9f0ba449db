/**
 * @jest-environment node
 */
/**
 * webpack.config.js: a build with source maps for profiling (PROF_MAPS=1, README) must not be served
 * from the persistent cache of a build without them, or it silently comes out with no maps at all.
 */
import path from 'node:path';

type Config = { devtool: string | false; cache: { name?: string } };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const makeConfig = require(path.resolve(__dirname, '../webpack.config.js')) as (env: unknown, argv: { mode: string }) => Config;

function configWith(profMaps: string | undefined): Config {
  const before = process.env.PROF_MAPS;
  if (profMaps === undefined) delete process.env.PROF_MAPS;
  else process.env.PROF_MAPS = profMaps;
  try {
    return makeConfig({}, { mode: 'production' });
  } finally {
    if (before === undefined) delete process.env.PROF_MAPS;
    else process.env.PROF_MAPS = before;
  }
}

describe('webpack.config.js', () => {
  it('keeps a production build with source maps in a cache of its own', () => {
    const plain = configWith(undefined);
    const mapped = configWith('1');
    expect(plain.devtool).toBe(false);
    expect(mapped.devtool).toBe('source-map');
    expect(mapped.cache.name).not.toBe(plain.cache.name);
  });
});
