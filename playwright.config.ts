/**
 * Browser journeys (`npm run e2e`, `npx playwright test`): @playwright/test in Debian's Chromium (never a
 * downloaded browser), every journey at two widths, one project each. Each worker serves dist/ with a fake
 * bank of its own (e2e/fixtures.ts), so the two workers never share a bank's state; the few journeys on the
 * dev server or the stock-OBDX build hold a lock instead (DEV_BANK, STOCK_BANK).
 *
 * A journey that makes sense at one width only lives in a file named *.desktop.e2e.ts or *.mobile.e2e.ts,
 * which only that width's project runs; steps that differ by width ask the `width` fixture.
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.e2e.ts',
  globalSetup: './e2e/globalSetup.ts',
  globalTeardown: './e2e/globalTeardown.ts',
  outputDir: 'e2e/.artifacts/test-results',
  // Screenshot baselines are committed, one folder per width: e2e/__screenshots__/mobile/<name>.png.
  snapshotPathTemplate: '{testDir}/__screenshots__/{projectName}/{arg}{ext}',

  // Two cores: two Chromiums. A file's tests run in order in one worker (they are journeys, not units).
  workers: 2,
  fullyParallel: false,
  // No retries: a journey that passes only sometimes is a failure to look at, not a pass (.ci/run).
  retries: 0,
  // A test.only left in a file would quietly drop every other journey from the run.
  forbidOnly: true,
  // A journey logs in and runs axe several times: with two workers on two busy cores the longest took a
  // minute (the XSS walks more, they set their own).
  timeout: 120_000,
  expect: {
    timeout: 10_000,
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      maxDiffPixelRatio: 0.01,
      // One pixel per CSS pixel (mobile renders at 3×): baselines stay small and do not depend on the density.
      scale: 'css',
    },
  },
  reporter: 'list',

  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    // What playwright-core waited before a step gave up, before the move to @playwright/test (its default is
    // no limit but the test's): a missing element fails at the step that waits for it, naming it.
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    // On a failure: the page as it was, in e2e/.artifacts/test-results/. A trace would cost every test CPU.
    screenshot: 'only-on-failure',
  },

  projects: [
    {
      name: 'desktop',
      testIgnore: '*.mobile.e2e.ts',
      use: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
    },
    {
      name: 'mobile',
      testIgnore: '*.desktop.e2e.ts',
      use: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
    },
  ],
});
