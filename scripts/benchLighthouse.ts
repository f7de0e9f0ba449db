/**
 * `npm run bench`, issue 13 "Measured": Lighthouse's performance, accessibility and best-practices scores,
 * with its default mobile emulation and simulated throttling, on the production server with the demo bank:
 * /login, then as RETAIL1 /accounts and the Everyday account's transactions; and from the same runs each
 * page's LCP, FCP and CLS (issue 29 "Budgets and figures"; the slug given to measure picks the page's
 * aims in lighthouseScores' PAGE_AIMS). Beside /login, its floor: the same page, headers and compression
 * without its scripts (scripts/scriptlessPage.ts), held to no aim, so that the figures show what the app's
 * start-up costs on this machine and what the machine costs any page. Bench only: never in `npm test` or
 * `npm run e2e`.
 *
 * Debian's Chromium is started by chrome-launcher (as Lighthouse's CLI does) with a remote-debugging port
 * and the journeys' flags. The logged-in pages are measured in the very tab that logged in, handed to
 * Lighthouse as a puppeteer page: the app keeps its session marker in the tab's sessionStorage (a new tab
 * is logged out, SPEC.md section 4), so Lighthouse's own new tab would only ever see /login.
 * `disableStorageReset` keeps the cookie and that marker; the HTTP cache is cleared before each run
 * instead, so every page is measured on a cold load as /login is.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { ARTIFACTS, sameOriginHeaders } from '../e2e/servers';
import { ACC } from '../mocks/digx/bank/seed/accountSpecs';
import { accountIdOf } from '../mocks/digx/bank/seed/ids';
import { DEMO_LOGINS } from '../mocks/digx/bank/seed/users';
import { CATEGORIES, summarise, type Lhr, type PageScores } from './lighthouseScores';
import { startScriptlessServer } from './scriptlessPage';

/**
 * Runs per page: performance varies from run to run (most on a shared machine), so the median is held.
 * Five, as Lighthouse's own docs/variability.md advises: the median of five varies about half as much
 * as one run. On this 2-core host single runs of the transactions page scored from 88 to 98.
 * BENCH_LIGHTHOUSE_RUNS (any odd number) takes more or fewer.
 */
export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS) > 0 ? Number(process.env.BENCH_LIGHTHOUSE_RUNS) : 5;

const REPORTS = path.join(ARTIFACTS, 'lighthouse');
/** Runs that end in a Lighthouse error (see measure) are run again, this many times per page at most. */
const MAX_RETRIES = 4;

export async function measureLighthouse(base: string): Promise<PageScores[]> {
  // ESM-only packages, loaded only when the bench gets here.
  const { launch } = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  const { default: puppeteer } = await import('puppeteer-core');

  fs.mkdirSync(REPORTS, { recursive: true });
  await fetch(`${base}/__bank/reset`, { method: 'POST', headers: sameOriginHeaders(base) });
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS, logLevel: 'silent' });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  const flags = {
    port: chrome.port,
    output: 'html' as const,
    logLevel: 'error' as const,
    onlyCategories: [...CATEGORIES],
  };

  /** One Lighthouse run; `page` is the logged-in tab, if any. */
  const runOnce = async (label: string, url: string, page?: Page) => {
    if (page) {
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
    }
    const result = await lighthouse(url, { ...flags, disableStorageReset: Boolean(page) }, undefined, page);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    // A lost session would quietly measure /login instead.
    if (page && new URL(page.url()).pathname !== new URL(url).pathname) throw new Error(`${label}: ended on ${page.url()}, not ${url}: the session did not survive`);
    return { lhr: result.lhr as unknown as Lhr, html: String(result.report) };
  };

  /** LIGHTHOUSE_RUNS scored runs of one URL; reports kept in e2e/.artifacts/lighthouse/. */
  const measure = async (label: string, slug: string, url: string, page?: Page): Promise<PageScores> => {
    const lhrs: Lhr[] = [];
    let retries = 0;
    while (lhrs.length < LIGHTHOUSE_RUNS) {
      const { lhr, html } = await runOnce(label, url, page);
      // Lighthouse 12.2 with a newer Chromium now and then misses the navigationStart of the page's new
      // renderer process in its trace (NO_NAVSTART) and scores nothing: such a run is run again.
      if (lhr.runtimeError && retries < MAX_RETRIES) {
        retries += 1;
        console.warn(`${label}: Lighthouse ${lhr.runtimeError.code}, running again`);
        continue;
      }
      const run = lhrs.push(lhr);
      fs.writeFileSync(path.join(REPORTS, `${slug}-${run}.html`), html);
      fs.writeFileSync(path.join(REPORTS, `${slug}-${run}.json`), JSON.stringify(lhr));
    }
    return summarise(label, slug, lhrs);
  };

  try {
    const pages: PageScores[] = [];
    pages.push(await measure('/login', 'login', `${base}/login`));
    const floor = await startScriptlessServer(base);
    try {
      pages.push(await measure('/login without its scripts (floor)', 'login-floor', `${floor.base}/login`));
    } finally {
      await floor.stop();
    }

    const tab = await browser.newPage();
    await tab.goto(`${base}/login`);
    await tab.locator('::-p-aria(User ID)').fill('RETAIL1');
    await tab.locator('::-p-aria(Password)').fill(DEMO_LOGINS.RETAIL1);
    await tab.locator('::-p-aria(Log in[role="button"])').click();
    await tab.waitForSelector('::-p-aria(My accounts[role="heading"])');

    pages.push(await measure('/accounts (RETAIL1)', 'accounts', `${base}/accounts`, tab));
    const everyday = encodeURIComponent(accountIdOf(ACC.everyday).value);
    pages.push(await measure('/accounts/transactions/:id (RETAIL1 Everyday)', 'transactions', `${base}/accounts/transactions/${everyday}`, tab));
    return pages;
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}
