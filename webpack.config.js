/**
 * One webpack config for `npm run build` (production) and scripts/dev.ts (development).
 *
 * The HTML keeps two placeholders, `__CSP_NONCE__` and `__DIGX_MODE__`: the server that
 * sends the page fills them per response (scripts/serve.ts) or once (scripts/dev.ts),
 * because a CSP nonce must be fresh for every response and cannot be baked in at build time.
 */
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MomentTimezoneDataPlugin = require('moment-timezone-data-webpack-plugin');
const { PrecompressPlugin } = require('./scripts/precompressPlugin');
const { ChunkModulesPlugin } = require('./scripts/chunkModulesPlugin');
const { styledComponentIds } = require('./scripts/styledComponentIds');
const { PrerenderPlugin } = require('./scripts/prerenderPlugin');
const { NONCE_PLACEHOLDER } = require('./scripts/noncePlaceholder');
const { SessionPreloadPlugin } = require('./scripts/sessionPreloadPlugin');
const { TRUSTED_TYPES_POLICIES } = require('./scripts/trustedTypesPolicies');

/**
 * The bank profile this build speaks (src/shared/bankProfile): BANK_PROFILE names a file of
 * src/shared/bankProfile/profiles/ (a bank going live writes its own there); without it, the stock OBDX
 * profile for the fake bank's stock mode (DIGX_PROFILE=stock) or a real bank (DIGX_TARGET), else the demo bank.
 */
function bankProfileFile(root, env = process.env) {
  const name = env.BANK_PROFILE?.trim() || (env.DIGX_PROFILE?.trim().toLowerCase() === 'stock' || env.DIGX_TARGET ? 'stockObdx' : 'demoBank');
  if (!/^[A-Za-z0-9_-]+$/.test(name)) throw new Error(`BANK_PROFILE must name a file of src/shared/bankProfile/profiles/, not ${name}`);
  return path.resolve(root, 'src/shared/bankProfile/profiles', `${name}.ts`);
}

/** Every <script> html-webpack-plugin injects must carry the nonce, or 'strict-dynamic' blocks it. */
class ScriptNoncePlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('ScriptNoncePlugin', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTags.tap('ScriptNoncePlugin', (data) => {
        for (const tag of data.assetTags.scripts) tag.attributes.nonce = NONCE_PLACEHOLDER;
        return data;
      });
    });
  }
}

const makeConfig = (_env, argv = {}) => {
  const production = (argv.mode || process.env.NODE_ENV) === 'production';
  const root = __dirname;
  const profile = bankProfileFile(root);
  // E2E_FAST_BUILD=1: a production build (production React, the same code and chunks) without minifying and
  // without the brotli/gzip copies, about a quarter of the CPU time. Only for a folder no budget is held to and
  // no bank is sent: the browser journeys' stock-OBDX server (e2e/globalSetup.ts builds dist-stock/ so).
  const fast = production && /^(1|true|yes)$/i.test(process.env.E2E_FAST_BUILD ?? '');

  const resolve = {
    extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
    // Mirrors tsconfig.json "paths".
    alias: {
      '@': path.resolve(root, 'src'),
      '@mocks': path.resolve(root, 'mocks'),
      '@bank-profile$': profile,
      // react-router 7's package exports only its development build (remix-run/react-router#12532,
      // #14102): dev warnings and ~9 KiB gzip more on the login page. Production takes its own build.
      ...(production && {
        'react-router$': path.resolve(root, 'node_modules/react-router/dist/production/index.mjs'),
        'react-router/dom$': path.resolve(root, 'node_modules/react-router/dist/production/dom-export.mjs'),
      }),
    },
  };
  const moduleRules = {
    rules: [
      {
        test: /\.tsx?$/,
        exclude: /node_modules/,
        loader: 'ts-loader',
        // Type checks run in `tsc --noEmit`; the loader only transpiles (fast, worker-safe).
        // `paths: {}`: webpack resolves the aliases; ts-loader's own config parse loses the
        // paths' base directory under TypeScript 6 and fails with TS5090 otherwise.
        // The styled components' fixed ids let the prerendered pages' classes match the browser's (scripts/styledComponentIds.js).
        options: {
          transpileOnly: true,
          compilerOptions: { noEmit: false, sourceMap: !production, paths: {} },
          getCustomTransformers: () => ({ before: [styledComponentIds({ root })] }),
        },
      },
      // Small images may inline as data: URIs (CSP img-src allows data:).
      { test: /\.(png|jpe?g|gif|webp|svg)$/i, type: 'asset' },
      // Fonts are always files: CSP font-src is 'self' only.
      { test: /\.(woff2?|ttf|otf)$/i, type: 'asset/resource' },
    ],
  };
  // Every business date is computed in Europe/London; ship only that zone; moment's ~130 locale files are never
  // used (en-GB formatting is done in code).
  const momentPlugins = () => [
    new webpack.IgnorePlugin({ resourceRegExp: /^\.\/locale$/, contextRegExp: /moment$/ }),
    new MomentTimezoneDataPlugin({ matchZones: 'Europe/London', startYear: 2015, endYear: 2040 }),
  ];
  const cacheName = [production ? 'production' : 'development', production && process.env.PROF_MAPS && 'maps', fast && 'fast', path.basename(profile, '.ts')].filter(Boolean).join('-');
  const cache = (name) => ({
    type: 'filesystem',
    cacheDirectory: path.resolve(root, 'node_modules/.cache/webpack'),
    // One cache per kind of build: webpack does not see PROF_MAPS change, and would hand a build with
    // source maps the assets of one without; nor does it see the bank profile's alias change, and a stock
    // OBDX build after a demo one came out as the demo bank's bundle (scripts/webpackConfig.test.ts).
    name,
    buildDependencies: { config: [__filename, require.resolve('./scripts/styledComponentIds')] },
  });

  /**
   * The prerender's Node build (scripts/prerenderPlugin.js): the same code, loaders, aliases and asset names as
   * the browser's, so the HTML it renders is the HTML the browser's first render would make, in one file.
   */
  const prerenderConfig = (outputPath) => ({
    mode: 'production',
    context: root,
    target: 'node',
    entry: { prerender: './src/app/prerender/renderPage.tsx' },
    output: {
      path: outputPath,
      filename: 'prerender.js',
      library: { type: 'commonjs2' },
      publicPath: '/',
      assetModuleFilename: 'assets/[name].[contenthash][ext]',
      clean: true,
    },
    devtool: false,
    resolve,
    // The bulk file check's web worker is a second runtime, which one file cannot hold; no page rendered here uploads.
    module: { ...moduleRules, parser: { javascript: { worker: false, url: false } } },
    plugins: [...momentPlugins(), new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    optimization: { minimize: false, splitChunks: false, runtimeChunk: false },
    performance: { hints: false },
    cache: cache(`${cacheName}-prerender`),
  });

  return {
    mode: production ? 'production' : 'development',
    context: root,
    entry: { main: './src/main.tsx' },
    output: {
      path: path.resolve(root, 'dist'),
      // Absolute public path: deep links such as /accounts/123 must still load /main.x.js.
      publicPath: '/',
      filename: production ? '[name].[contenthash].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash][ext]',
      clean: production,
      // Write every file, even one whose bytes have not changed: the journeys' set-up and the budget check
      // rebuild a build folder when its files are older than the sources (scripts/chunkSizes.ts), and a
      // change that leaves the page as it was (a test file) would otherwise leave it "stale" for ever.
      compareBeforeEmit: false,
      // The page requires Trusted Types for script URLs: the runtime makes each lazy chunk's (and the bulk
      // worker's) through its own policy, one the CSP names (scripts/trustedTypesPolicies.js). Should the page
      // refuse the policy, loading stops with that error rather than trying a plain URL it would refuse too.
      trustedTypes: { policyName: TRUSTED_TYPES_POLICIES.webpack, onPolicyCreationFailure: 'stop' },
    },
    // No source maps in production (nothing to leak); PROF_MAPS=1 adds them to a local build for profiling
    // (README, bench). In dev no CSP is sent, so eval maps are fine.
    devtool: production ? (process.env.PROF_MAPS ? 'source-map' : false) : 'eval-cheap-module-source-map',
    resolve,
    module: moduleRules,
    plugins: [
      ...momentPlugins(),
      new HtmlWebpackPlugin({
        template: path.resolve(root, 'public/index.html'),
        favicon: path.resolve(root, 'public/favicon.svg'),
        scriptLoading: 'defer',
        // Quotes kept: the base64 nonce (+ / =) is substituted into attributes later.
        minify: production && { collapseWhitespace: true, removeComments: true, removeAttributeQuotes: false },
      }),
      new ScriptNoncePlugin(),
      ...(production ? [new SessionPreloadPlugin()] : []),
      // Brotli and gzip copies made once here: brotli at its slowest setting is too slow for a server to
      // make on the first request, and it is about 14% smaller than gzip (issue 13, Lighthouse).
      ...(production && !fast ? [new PrecompressPlugin()] : []),
      // What each chunk holds, for the budget check's rules on what loads up front (scripts/bundleRules.ts).
      ...(production ? [new ChunkModulesPlugin({ root })] : []),
      // The public pages rendered into HTML of their own beside index.html (issue 29).
      ...(production ? [new PrerenderPlugin({ nodeConfig: prerenderConfig })] : []),
    ],
    optimization: {
      minimize: production && !fast,
      // webpack's own HTML minifier drops attribute quotes; the nonce placeholder is later replaced
      // by base64 (+ / =), which needs them. html-webpack-plugin minifies the page instead.
      minimizeOptions: { html: false },
      // A separate runtime keeps vendor/app hashes stable when only route chunks change.
      runtimeChunk: 'single',
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // React and friends change rarely: long-cached initial chunks, two of them. react-dom alone is
          // half of it (56 KB brotli of 106): as two chunks of like size the halves download side by side
          // on two connections instead of one large file arriving last, and every page's first paint waits
          // for the last (issue 13: the transactions page's Largest Contentful Paint, 2.5-2.7 s in
          // Lighthouse's mobile simulation with one chunk, 2.2-2.5 s with two).
          reactDom: {
            test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
            name: 'react-dom',
            chunks: 'initial',
            priority: 30,
          },
          framework: {
            test: /[\\/]node_modules[\\/](react|react-router|react-router-dom|react-redux|redux|@reduxjs|redux-saga|@redux-saga|styled-components|immer|reselect)[\\/]/,
            name: 'framework',
            chunks: 'initial',
            priority: 20,
          },
          // Libraries only lazy screens use (jspdf, xlsx, papaparse, moment-timezone…): one chunk per package,
          // named lib-<package>, so the budget check can tell a library loaded on demand from a route chunk.
          lazyLibraries: {
            test: /[\\/]node_modules[\\/]/,
            chunks: 'async',
            priority: -5,
            reuseExistingChunk: true,
            name: (module) => `lib-${(/[\\/]node_modules[\\/](@[^\\/]+[\\/][^\\/]+|[^\\/]+)/.exec(module.context ?? '')?.[1] ?? 'vendor').replace('@', '').replace(/[\\/]/g, '-')}`,
          },
          // Other node_modules: split per chunk group so heavy lazy libs (jspdf, xlsx) stay lazy.
          defaultVendors: { test: /[\\/]node_modules[\\/]/, priority: -10, reuseExistingChunk: true },
        },
      },
    },
    // Budgets are checked by scripts/bench.ts against gzip sizes, not by webpack's raw-size hints.
    performance: { hints: false },
    cache: cache(cacheName),
  };
};

module.exports = makeConfig;
module.exports.bankProfileFile = bankProfileFile;
