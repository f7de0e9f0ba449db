/**
 * @jest-environment node
 */
/**
 * A journey failed once with ECONNRESET: its request context reused a keep-alive socket at the very
 * moment the server's 5 s idle timer closed it. The app's servers now keep idle connections open
 * longer than Node's client agents do, so the client is always the one that closes.
 */
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { server as mswServer } from '../mocks/digx/node';
import { IDLE_KEEP_ALIVE_MS, outlastClientKeepAlive } from './keepAlive';

let server: http.Server;
let port: number;

beforeAll(async () => {
  mswServer.close();
  server = outlastClientKeepAlive(http.createServer((_req, res) => res.end('ok')));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const REQUEST = 'GET / HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n';

/** Sends one request on the socket and resolves with what came back, once the body is in. */
function ask(socket: net.Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let got = '';
    const onData = (part: Buffer) => {
      got += part.toString('latin1');
      if (got.endsWith('ok')) {
        socket.off('data', onData);
        resolve(got);
      }
    };
    socket.on('data', onData);
    socket.once('error', reject);
    socket.write(REQUEST);
  });
}

it('outlasts the idle timeout of Node’s client agents, so a client never reuses a socket the server is closing', () => {
  // Node sets its global agent's idle timeout at start-up (5 s since Node 19); the type does not expose it.
  const clientIdle = (http.globalAgent as http.Agent & { options: http.AgentOptions }).options.timeout ?? 5_000;
  expect(IDLE_KEEP_ALIVE_MS).toBeGreaterThan(clientIdle);
  expect(server.keepAliveTimeout).toBe(IDLE_KEEP_ALIVE_MS);
  // Node refuses a request whose headers are still arriving after headersTimeout: it must not cut in first.
  expect(server.headersTimeout).toBeGreaterThan(IDLE_KEEP_ALIVE_MS);
});

it('answers a second request on a connection left idle past Node’s default (5 s, closed at about 6)', async () => {
  const socket = net.connect(port, '127.0.0.1');
  let closedByServer = false;
  socket.on('end', () => (closedByServer = true));
  expect(await ask(socket)).toMatch(/^HTTP\/1\.1 200/);
  await new Promise((resolve) => setTimeout(resolve, 7_000));
  expect(closedByServer).toBe(false);
  expect(await ask(socket)).toMatch(/^HTTP\/1\.1 200/);
  socket.destroy();
}, 20_000);
