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
import { SERVE_MODE_MESSAGES } from './serveMode';

const root = path.resolve(__dirname, '../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');

function serve(env: NodeJS.ProcessEnv): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const clean = { ...process.env };
  for (const name of ['DIGX_TARGET', 'DEMO', 'HOST', 'PUBLIC_ORIGIN', 'DIST_DIR']) delete clean[name];
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

describe('npm run serve', () => {
  it('with neither DIGX_TARGET nor DEMO=1 says what it needs and stops', async () => {
    const run = serve({ PORT: String(await freePort()) });
    expect(await run.exited).toBe(2);
    expect(run.output()).toContain(SERVE_MODE_MESSAGES.neither);
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
