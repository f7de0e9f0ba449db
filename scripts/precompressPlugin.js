/**
 * Writes `<asset>.br` (brotli, quality 11) and `<asset>.gz` (gzip, level 9) beside every script,
 * stylesheet and SVG of a production build, for `npm run serve` and a bank's web server (nginx's
 * brotli_static and gzip_static) to send as they are (docs/deploy.md). index.html is left out: its
 * CSP nonce is filled in per response. A copy no smaller than its asset is not written. Results are
 * kept in webpack's cache, so a rebuild compresses only the chunks that changed.
 */
const zlib = require('node:zlib');
const { promisify } = require('node:util');

const COMPRESSED_TYPES = /\.(js|mjs|css|svg)$/;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The encodings made, by file suffix. Async: zlib's thread pool compresses on every core. */
const ENCODERS = {
  '.br': (buffer) =>
    brotli(buffer, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
      },
    }),
  '.gz': (buffer) => gzip(buffer, { level: 9 }),
};

class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      const cache = compilation.getCache('PrecompressPlugin');
      compilation.hooks.processAssets.tapPromise(
        // After minifying and hashing: the copies must hold the bytes that are served.
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async (assets) => {
          const jobs = Object.entries(assets)
            .filter(([name]) => COMPRESSED_TYPES.test(name))
            .flatMap(([name, source]) => {
              const etag = cache.getLazyHashedEtag(source);
              return Object.entries(ENCODERS).map(async ([suffix, encode]) => {
                const buffer = source.buffer();
                const packed = await cache.providePromise(name + suffix, etag, () => encode(buffer));
                if (packed.length < buffer.length) compilation.emitAsset(name + suffix, new sources.RawSource(packed), { compressed: true });
              });
            });
          await Promise.all(jobs);
        },
      );
    });
  }
}

module.exports = { PrecompressPlugin };
