import type http from 'node:http';

/**
 * How long the app's servers keep an idle keep-alive connection open. Node's own default is 5 s, the
 * same 5 s after which Node's client agents (Playwright's request context among them) drop an idle
 * socket: a client that reused its socket just as the server closed it got ECONNRESET. The server
 * must outlast its clients, so the client always closes first; 65 s outlasts Node's agents and sits
 * under nginx's default of 75 s, which a bank's web server in front (docs/deploy.md) would apply anyway.
 */
export const IDLE_KEEP_ALIVE_MS = 65_000;

export function outlastClientKeepAlive(server: http.Server): http.Server {
  server.keepAliveTimeout = IDLE_KEEP_ALIVE_MS;
  // A request's headers must be allowed longer than the idle wait, or Node cuts in first.
  server.headersTimeout = IDLE_KEEP_ALIVE_MS + 1_000;
  return server;
}
