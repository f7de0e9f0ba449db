/**
 * What every journey gets (import `test` and `expect` from here, not from @playwright/test):
 *
 * - `bank`: the worker's own production server with its own fake bank (e2e/serveApp.ts), also the baseURL;
 * - `devBank` and `stockBank`: the dev server (no CSP, the demo panel) and a stock-OBDX server, for the
 *   journeys that hold the DEV_BANK or STOCK_BANK lock (see below);
 * - `width`: the project's window, 'desktop' (1280×800) or 'mobile' (390×844), for the few steps that differ;
 * - the storage sweep after every test: the test's browser context may hold no password, PIN, passcode, nonce
 *   or full account number where a script can read it (e2e/storageSweep.ts).
 */
import { expect, test as base } from '@playwright/test';
import { buildStockIfStale } from './buildStockIfStale';
import { DEV_COMPILE_MS, sharedDevServer } from './devServer';
import { serveApp, workerPort } from './serveApp';
import { findSecrets, readStorage, seedSecrets, watchStorage, type Secret } from './storageSweep';

export { expect };

export type Width = 'desktop' | 'mobile';

/**
 * Tests that share a lock never run at the same time, in whichever worker or project (Playwright's test
 * locks). The dev server's bank is one for the whole run, so every journey that uses `devBank` holds
 * DEV_BANK; the stock journey holds STOCK_BANK, so that dist-stock/ is built by one worker only.
 */
export const DEV_BANK = { lock: 'dev-bank' };
export const STOCK_BANK = { lock: 'stock-bank' };

type TestFixtures = { width: Width; storageSweep: void };
type WorkerFixtures = { bank: string; devBank: string; stockBank: string };

let secrets: Secret[] | undefined;

export const test = base.extend<TestFixtures, WorkerFixtures>({
  bank: [
    async ({}, use, workerInfo) => {
      const server = await serveApp(`serve-${workerInfo.workerIndex}`, workerPort(workerInfo.parallelIndex));
      await use(server.url);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],

  stockBank: [
    async ({}, use, workerInfo) => {
      if (process.env.E2E_STOCK_URL) return use(process.env.E2E_STOCK_URL);
      await buildStockIfStale();
      const server = await serveApp(`serve-stock-${workerInfo.workerIndex}`, workerPort(workerInfo.parallelIndex, 5), { DIGX_PROFILE: 'stock', DIST_DIR: 'dist-stock' });
      await use(server.url);
      await server.stop();
    },
    // A stale dist-stock/ is built first (about a minute on a quiet machine).
    { scope: 'worker', timeout: 300_000 },
  ],

  // Shared by the run and stopped by globalTeardown, not by this worker (e2e/devServer.ts).
  devBank: [async ({}, use) => use(await sharedDevServer()), { scope: 'worker', timeout: DEV_COMPILE_MS + 30_000 }],

  baseURL: async ({ bank }, use) => use(bank),

  width: async ({}, use, testInfo) => {
    const name = testInfo.project.name;
    if (name !== 'desktop' && name !== 'mobile') throw new Error(`No width for the project "${name}"`);
    await use(name);
  },

  /**
   * The storage sweep, after each test: fails it naming where and under which key a secret was found. Set up
   * before the test's pages (an automatic fixture), so every storage write of the test is recorded.
   */
  storageSweep: [
    async ({ context }, use) => {
      const watch = await watchStorage(context);
      await use();
      secrets ??= seedSecrets();
      const findings = findSecrets(await readStorage(context, watch), secrets, watch.nonces);
      if (findings.length) throw new Error(`The storage sweep found secrets the pages can read:\n  ${findings.join('\n  ')}`);
    },
    { auto: true },
  ],
});
