/**
 * `npm start`: webpack-dev-server on http://localhost:8080 (PORT overrides).
 *
 * Demo (default): the fake bank is mounted inside the dev server, so /digx and /__bank are answered
 * by the same handlers jest uses; it listens on 127.0.0.1 unless HOST is set (edge/serveMode.ts).
 * With DIGX_TARGET=https://host: /digx is proxied to that bank by the production server's own proxy
 * (edge/digxProxy.ts). Either way every bank call passes the same door as in production (edge/bankGate.ts).
 * No CSP is sent in dev (eval source maps need it off); `npm run serve` is where CSP is enforced.
 */
import type { Server } from 'node:http';
import webpack, { type Compiler, type Configuration } from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { BASE_HEADERS } from './securityHeaders';
import { outlastClientKeepAlive } from './keepAlive';
import { bankMiddleware } from './edge/bankMiddleware';
import { devHost, plainHttpRefusal } from './edge/serveMode';
import { bankFor } from './serve';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- webpack.config.js is CommonJS, shared with the webpack CLI.
const makeConfig = require('../webpack.config.js') as (env: unknown, argv: { mode: string }) => Configuration;

/** Fills the HTML placeholders once per build: no CSP in dev, so no nonce is needed. */
class DevHtmlPlaceholders {
  constructor(private readonly mode: 'demo' | 'live') {}
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('DevHtmlPlaceholders', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).beforeEmit.tap('DevHtmlPlaceholders', (data) => {
        data.html = data.html.replaceAll(' nonce="__CSP_NONCE__"', '').replaceAll('__CSP_NONCE__', '').replaceAll('__DIGX_MODE__', this.mode);
        return data;
      });
    });
  }
}

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 8080);
  const target = process.env.DIGX_TARGET;
  const mode = target ? 'live' : 'demo';
  // The proxy's session cookie is Secure: a real bank is tried from this machine, or behind TLS.
  const refusal = plainHttpRefusal(process.env, devHost(process.env));
  if (refusal) {
    console.error(refusal);
    process.exit(2);
  }

  const config = makeConfig({}, { mode: 'development' });
  config.plugins = [...(config.plugins ?? []), new DevHtmlPlaceholders(mode)];
  const compiler = webpack(config);

  const { bank } = await bankFor(target);

  const server = new WebpackDevServer(
    {
      port,
      host: devHost(process.env),
      open: false,
      historyApiFallback: true,
      // dist/ is not served in dev and public/index.html is a template, not a page.
      static: false,
      headers: { ...BASE_HEADERS },
      // The page's own host and port for the live-reload socket: listening on 127.0.0.1, the client would
      // otherwise dial 127.0.0.1 from a page opened as localhost, and the server refuses that cross-origin socket.
      client: { logging: 'warn', overlay: { errors: true, warnings: false }, webSocketURL: 'auto://0.0.0.0:0/ws' },
      setupMiddlewares: (middlewares) => {
        // Before webpack-dev-middleware and the history fallback, after the host-header checks.
        const at = middlewares.findIndex((m) => typeof m === 'object' && m.name === 'webpack-dev-middleware');
        middlewares.splice(at < 0 ? 0 : at, 0, {
          name: 'digx-bank',
          middleware: bankMiddleware(bank),
        });
        return middlewares;
      },
    },
    compiler,
  );
  await server.start();
  // The journeys' request context reuses sockets: the dev server must outlast it too (keepAlive.ts).
  if (server.server) outlastClientKeepAlive(server.server as Server);
  console.log(`Online Banking (${mode}) on http://localhost:${port}` + (target ? ` — /digx proxied to ${target}` : ' — fake bank at /digx'));
  const stop = () => void server.stop().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
