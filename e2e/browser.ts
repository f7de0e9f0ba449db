/**
 * Browser helpers for the journeys: Debian's Chromium through playwright-core (never a downloaded
 * browser), the two viewports, a collector of console errors / page errors / CSP violations, an axe
 * check, and the storage sweep: after every test of every journey, no browser this module launched may
 * hold a password, PIN, passcode, nonce or full account number where a script can read it.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { findSecrets, readStorage, seedSecrets, watchStorage, type Secret, type StorageWatch } from './storageSweep';

export type Viewport = { name: 'desktop' | 'mobile'; width: number; height: number; isMobile: boolean; hasTouch: boolean };

export const VIEWPORTS: Viewport[] = [
  { name: 'desktop', width: 1280, height: 800, isMobile: false, hasTouch: false },
  { name: 'mobile', width: 390, height: 844, isMobile: true, hasTouch: true },
];

export type Browser = { context: BrowserContext; storage: StorageWatch; close: () => Promise<void> };

/** Every browser launched and not yet closed: the storage sweep reads them all. */
const open = new Set<Browser>();

/** A fresh profile per launch, so no cookie or storage leaks from one journey into the next. */
export async function launch(viewport: Viewport): Promise<Browser> {
  const profile = await fs.mkdtemp(path.join(os.tmpdir(), 'e2e-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: viewport.width, height: viewport.height },
    isMobile: viewport.isMobile,
    hasTouch: viewport.hasTouch,
    deviceScaleFactor: viewport.isMobile ? 3 : 1,
    locale: 'en-GB',
    timezoneId: 'Europe/London',
  });
  const storage = await watchStorage(context);
  const browser: Browser = {
    context,
    storage,
    close: async () => {
      open.delete(browser);
      await context.close();
      await fs.rm(profile, { recursive: true, force: true });
    },
  };
  open.add(browser);
  return browser;
}

let secrets: Secret[] | undefined;

/**
 * The storage sweep, after each test of every journey (a top-level hook: each test file that imports this
 * module gets it). Fails the test naming where and under which key a secret was found.
 */
afterEach(async () => {
  secrets ??= seedSecrets();
  const findings: string[] = [];
  for (const browser of open) {
    findings.push(...findSecrets(await readStorage(browser.context, browser.storage), secrets, browser.storage.nonces));
    // Reported once: the next test starts with its own writes (what is still stored is read again).
    browser.storage.writes.length = 0;
  }
  if (findings.length) throw new Error(`The storage sweep found secrets the pages can read:\n  ${findings.join('\n  ')}`);
});

export type Problems = { consoleErrors: string[]; pageErrors: string[]; cspViolations: string[] };

/**
 * Starts recording what should never happen on a page. Call before page.goto: the CSP listener is
 * an init script, so it is in place before the page's own scripts run.
 */
export async function watchProblems(page: Page): Promise<Problems> {
  const problems: Problems = { consoleErrors: [], pageErrors: [], cspViolations: [] };
  page.on('console', (msg) => {
    const where = msg.location().url ? ` (${msg.location().url}:${msg.location().lineNumber})` : '';
    if (msg.type() === 'error') problems.consoleErrors.push(msg.text() + where);
    if (/Content Security Policy/i.test(msg.text())) problems.cspViolations.push(msg.text());
  });
  page.on('pageerror', (err) => problems.pageErrors.push(err.stack ?? err.message));
  await page.exposeFunction('__e2eReportCsp', (report: string) => problems.cspViolations.push(report));
  // A string, not a function: ts-jest's down-levelled output must not leak into the page.
  await page.addInitScript(`
    document.addEventListener('securitypolicyviolation', function (e) {
      window.__e2eReportCsp(e.effectiveDirective + ' blocked ' + (e.blockedURI || 'inline') +
        ' at ' + e.sourceFile + ':' + e.lineNumber + (e.sample ? ' sample: ' + e.sample : ''));
    });
  `);
  return problems;
}

/** axe-core's Result, read off AxeBuilder so axe-core need not be a direct dependency. */
type Result = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Readable axe output: rule, impact, why, and each offending element. */
export function formatViolations(violations: Result[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes.map((n) => `    - ${n.target.join(' ')}\n      ${n.html}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`);
      return `[${v.impact ?? 'unknown'}] ${v.id}: ${v.help}\n  ${v.helpUrl}\n${nodes.join('\n')}`;
    })
    .join('\n\n');
}

/** Fails with every WCAG 2.1 A/AA violation axe finds on the page as it is now. */
export async function runAxe(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  if (results.violations.length) {
    throw new Error(`axe found ${results.violations.length} accessibility violation(s) on ${page.url()}:\n\n${formatViolations(results.violations)}`);
  }
}

/** One browser per describe block: launched before its tests, closed after them. */
export function useBrowser(viewport: Viewport): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch(viewport);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser has not started');
    return browser;
  };
}
