/**
 * @jest-environment node
 */
/**
 * webpack.config.js: the persistent cache must never hand one kind of build the modules or assets of another.
 * webpack sees neither PROF_MAPS (a profiling build with source maps, README) nor the bank profile's alias
 * change: a build with source maps came out with none, and a stock-OBDX build after a demo one came out as
 * the demo bank's bundle. Each gets a cache of its own.
 */
import path from 'node:path';

type Config = {
  devtool: string | false;
  cache: { name?: string };
  resolve: { alias: Record<string, string> };
  output: { compareBeforeEmit?: boolean };
  optimization: { minimize?: boolean };
  plugins: object[];
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const makeConfig = require(path.resolve(__dirname, '../webpack.config.js')) as (env: unknown, argv: { mode: string }) => Config;

const KEYS = ['PROF_MAPS', 'DIGX_PROFILE', 'BANK_PROFILE', 'DIGX_TARGET', 'E2E_FAST_BUILD'] as const;

function configWith(env: Partial<Record<(typeof KEYS)[number], string>>, mode = 'production'): Config {
  const before = Object.fromEntries(KEYS.map((key) => [key, process.env[key]]));
  for (const key of KEYS) {
    if (env[key] === undefined) delete process.env[key];
    else process.env[key] = env[key];
  }
  try {
    return makeConfig({}, { mode });
  } finally {
    for (const key of KEYS) {
      if (before[key] === undefined) delete process.env[key];
      else process.env[key] = before[key];
    }
  }
}

describe('webpack.config.js', () => {
  it('keeps a production build with source maps in a cache of its own', () => {
    const plain = configWith({});
    const mapped = configWith({ PROF_MAPS: '1' });
    expect(plain.devtool).toBe(false);
    expect(mapped.devtool).toBe('source-map');
    expect(mapped.cache.name).not.toBe(plain.cache.name);
  });

  it.each(['production', 'development'])('keeps each bank profile\'s %s build in a cache of its own', (mode) => {
    const demo = configWith({}, mode);
    const stock = configWith({ DIGX_PROFILE: 'stock' }, mode);
    expect(path.basename(demo.resolve.alias['@bank-profile$'])).toBe('demoBank.ts');
    expect(path.basename(stock.resolve.alias['@bank-profile$'])).toBe('stockObdx.ts');
    expect(stock.cache.name).not.toBe(demo.cache.name);
    expect(configWith({ BANK_PROFILE: 'stockObdx' }, mode).cache.name).toBe(stock.cache.name);
  });
});

describe('webpack.config.js output', () => {
  it('rewrites index.html on every production build, so a rebuild makes its folder fresh again', () => {
    // distIsStale (scripts/chunkSizes.ts) compares the build's time with the sources': a build that skipped an
    // unchanged page kept the folder "stale" and every journey run built it again.
    expect(configWith({}).output.compareBeforeEmit).toBe(false);
  });
});

describe('webpack.config.js E2E_FAST_BUILD', () => {
  const precompresses = (config: Config) => config.plugins.some((plugin) => plugin.constructor.name === 'PrecompressPlugin');

  it('skips minifying and the compressed copies, in a cache of its own, and only when asked', () => {
    const full = configWith({ DIGX_PROFILE: 'stock' });
    const fast = configWith({ DIGX_PROFILE: 'stock', E2E_FAST_BUILD: '1' });
    expect([full.optimization.minimize, precompresses(full)]).toEqual([true, true]);
    expect([fast.optimization.minimize, precompresses(fast)]).toEqual([false, false]);
    expect(fast.cache.name).not.toBe(full.cache.name);
    expect(path.basename(fast.resolve.alias['@bank-profile$'])).toBe('stockObdx.ts');
  });
});
