/**
 * @jest-environment node
 */
/**
 * `npm run serve` itself (issue 26): never a demo by default, and a demo only on this machine unless HOST says
 * otherwise. Started as the README starts it, in a child process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { server as mswServer } from '../../mocks/digx/node';
import { rawRequest } from '../testing/rawRequest';
import { SERVE_MODE_MESSAGES } from './serveMode';

const root = path.resolve(__dirname, '../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');

function serve(env: NodeJS.ProcessEnv): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const clean = { ...process.env };
  for (const name of ['DIGX_TARGET', 'DEMO', 'HOST', 'PUBLIC_ORIGIN', 'DIST_DIR', 'TRUSTED_PROXIES']) delete clean[name];
  const child = spawn(tsx, ['scripts/serve.ts'], { cwd: root, env: { ...clean, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  child.stdout?.on('data', (part: Buffer) => (text += part.toString()));
  child.stderr?.on('data', (part: Buffer) => (text += part.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, output: () => text, exited };
}

const connects = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, host);
    socket.on('connect', () => resolve(socket.destroy() && true));
    socket.on('error', () => resolve(false));
  });

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

beforeAll(() => {
  // The server under test is a real process: msw's in-process interception is switched off.
  mswServer.close();
});

describe('npm run serve', () => {
  it('with neither DIGX_TARGET nor DEMO=1 says what it needs and stops', async () => {
    const run = serve({ PORT: String(await freePort()) });
    expect(await run.exited).toBe(2);
    expect(run.output()).toContain(SERVE_MODE_MESSAGES.neither);
  }, 30_000);

  it.each([
    ['on every interface (no HOST)', {}],
    ['on HOST=0.0.0.0 with an http PUBLIC_ORIGIN', { HOST: '0.0.0.0', PUBLIC_ORIGIN: 'http://online.example-bank.co.uk' }],
  ])('with DIGX_TARGET over plain HTTP %s says what to set and stops', async (_where, env) => {
    const port = await freePort();
    const run = serve({ DIGX_TARGET: 'https://obdx.example', PORT: String(port), DIST_DIR: 'scripts/edge/testing/app', ...env });
    expect(await run.exited).toBe(2);
    expect(run.output()).toContain(SERVE_MODE_MESSAGES.plainHttp);
    expect(await connects('127.0.0.1', port)).toBe(false);
  }, 30_000);

  it('with a TRUSTED_PROXIES it cannot read says so and stops, rather than trust nobody or everybody by mistake', async () => {
    const run = serve({ DIGX_TARGET: 'http://127.0.0.1:9', HOST: '127.0.0.1', TRUSTED_PROXIES: '10.0.0.0/8, nginx.local', PORT: String(await freePort()), DIST_DIR: 'scripts/edge/testing/app' });
    expect(await run.exited).not.toBe(0);
    expect(run.output()).toContain('TRUSTED_PROXIES: "nginx.local" is neither an IP address nor an address/prefix range');
  }, 30_000);

  it('with DIGX_TARGET on HOST=127.0.0.1 serves the app and sends HSTS', async () => {
    const port = await freePort();
    const run = serve({ DIGX_TARGET: 'http://127.0.0.1:9', HOST: '127.0.0.1', PORT: String(port), DIST_DIR: 'scripts/edge/testing/app' });
    try {
      const deadline = Date.now() + 25_000;
      while (!run.output().includes('Serving') && Date.now() < deadline && run.child.exitCode === null) await new Promise((r) => setTimeout(r, 100));
      expect(run.output()).toMatch(/Serving .* on http:\/\/127\.0\.0\.1:\d+ with a proxy to/);
      const page = await rawRequest(`http://127.0.0.1:${port}/`);
      expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      run.child.kill('SIGTERM');
      await run.exited;
    }
  }, 30_000);

  it('with DEMO=1 serves the demo bank on 127.0.0.1 only, and says it is a demo', async () => {
    const port = await freePort();
    const run = serve({ DEMO: '1', PORT: String(port), DIST_DIR: 'scripts/edge/testing/app' });
    try {
      const deadline = Date.now() + 25_000;
      while (!run.output().includes('DEMO:') && Date.now() < deadline && run.child.exitCode === null) await new Promise((r) => setTimeout(r, 100));
      expect(run.output()).toMatch(/DEMO: serving .* on http:\/\/127\.0\.0\.1:\d+ with the fake bank/);
      expect(await connects('127.0.0.1', port)).toBe(true);
      // Another address of this machine, where it has one: nothing listens there.
      const other = Object.values(os.networkInterfaces())
        .flat()
        .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;
      if (other) expect(await connects(other, port)).toBe(false);
    } finally {
      run.child.kill('SIGTERM');
      await run.exited;
    }
  }, 30_000);
});
