/**
 * The look (issue 25): every main route as RETAIL1 and CORP1, and the public pages, at the project's width.
 *
 * - Screenshot tests: each page compared with its committed baseline (e2e/__screenshots__/{desktop|mobile}/),
 *   with the bank's clock and the browser's fixed so dates and times do not move, and the app's version masked.
 *   A change in look fails until the baselines are updated on purpose (`npx playwright test e2e/look.e2e.ts
 *   --update-snapshots`), and the diff is in e2e/.artifacts/test-results/.
 * - Layout invariants (e2e/layoutInvariants.ts) on every page: no horizontal overflow and no text in the gutters
 *   at 390 and 320 px (mobile) or 1280 and 960 px (desktop), every link and button at 4.5:1 or more, the header on
 *   one line from 960 px, and nothing cut off at 200% text.
 * Failures are soft: one run names every page and every rule that breaks, not only the first.
 */
import type { Page } from '@playwright/test';
import { logIn, resetBank } from './app';
import { expect, test, type Width } from './fixtures';
import { clippedText, gutterAt, headerWraps, horizontalOverflow, lowContrastControls, textInGutters } from './layoutInvariants';
import { PASSWORDS, PUBLIC_ROUTES, routesOf, type MainRoute, type User } from './mainRoutes';
import { resizeTo } from './resizeTo';
import { sameOriginHeaders } from './servers';
import { whereItDiffers } from './whereItDiffers';

/** A Friday morning in London: the seed's history, mail and limits are laid out from it. */
const NOW = '2026-11-20T10:30:00Z';

/** Where the text-size check runs: the pages with the densest rows and forms. */
const AT_200_PERCENT = new Set(['accounts', 'transactions', 'make-payment', 'mail-inbox', 'payees', 'upcoming']);

/** The widths each project checks besides its own, and the gutter each must keep. */
const EXTRA_WIDTHS: Record<Width, number[]> = { mobile: [320], desktop: [960, 1024] };

async function fixClocks(page: Page, bank: string): Promise<void> {
  await resetBank(page, bank);
  const fixed = await page.request.post(`${bank}/__bank/clock`, { headers: sameOriginHeaders(bank), data: { now: NOW } });
  expect(fixed.ok()).toBe(true);
  await page.clock.setFixedTime(new Date(NOW));
}

/**
 * In-app navigation, as a link would: the session and the store stay as they are. The router reads a popstate
 * as Back (which keeps the scroll), so the walk starts each page at its top itself, as a link does
 * (useNewPageAtTop, e2e/scroll.e2e.ts).
 */
async function go(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.scrollTo(0, 0);
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Frames in a row with no spinner that count as settled: about a third of a second. */
const QUIET_FRAMES = 20;

/**
 * The page has its heading and has stopped loading. A heading can show before the page has asked for its
 * first answer, so no spinner at one moment proves nothing: with three workers the statements page was
 * captured mid-load. The page must show none for QUIET_FRAMES frames running (counted in the page, since
 * the walk fixes the clock).
 */
async function settle(page: Page): Promise<void> {
  await expect(page.locator('h1').first()).toBeVisible();
  await page.evaluate(() => delete (window as unknown as { quietFrames?: number }).quietFrames);
  await page.waitForFunction(
    (quiet) => {
      const holder = window as unknown as { quietFrames?: number };
      const loading = Array.from(document.querySelectorAll('[role="status"]')).some((status) => /Loading/.test(status.textContent ?? ''));
      holder.quietFrames = loading ? 0 : (holder.quietFrames ?? 0) + 1;
      return holder.quietFrames >= quiet;
    },
    QUIET_FRAMES,
    { timeout: 20_000 },
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

async function invariantsAt(page: Page, route: string, width: number, height: number): Promise<void> {
  await resizeTo(page, { width, height });
  const at = `${route} at ${width} px`;
  expect.soft(await horizontalOverflow(page), `${at}: horizontal overflow`).toEqual([]);
  expect.soft(await textInGutters(page, gutterAt(width)), `${at}: text in the ${gutterAt(width)} px gutters`).toEqual([]);
  expect.soft(await lowContrastControls(page), `${at}: links and buttons under 4.5:1`).toEqual([]);
  if (width >= 960) expect.soft(await headerWraps(page), `${at}: the header on one line`).toEqual([]);
}

async function checkPage(page: Page, route: MainRoute, prefix: string, width: Width): Promise<void> {
  const viewport = page.viewportSize()!;
  const name = `${prefix}-${route.name}.png`;
  const errorsBefore = test.info().errors.length;
  await expect.soft(page, `${route.name}: the look`).toHaveScreenshot(name, {
    fullPage: !route.windowOnly,
    // What still moves: the app's version, and a spinner.
    mask: [page.getByText(/^Version /), page.getByRole('status').filter({ hasText: /Loading/ })],
  });
  if (test.info().errors.length > errorsBefore) {
    expect.soft(await whereItDiffers(page, test.info(), name, !route.windowOnly), `${route.name}: where it differs from its baseline`).toEqual([]);
  }
  await invariantsAt(page, route.name, viewport.width, viewport.height);
  for (const extra of EXTRA_WIDTHS[width]) await invariantsAt(page, route.name, extra, viewport.height);
  await resizeTo(page, viewport);
  if (AT_200_PERCENT.has(route.name)) {
    await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
    expect.soft(await clippedText(page), `${route.name} at 200% text: nothing cut off`).toEqual([]);
    await page.evaluate(() => (document.documentElement.style.fontSize = ''));
  }
}

test.describe('the look of every main route', () => {
  // Two users' walks of 25 pages with a screenshot and four checks at three widths each.
  test.describe.configure({ timeout: 300_000 });

  for (const user of ['RETAIL1', 'CORP1'] as User[]) {
    test(`${user}: every main route matches its baseline and keeps the layout rules`, async ({ page, bank, width }) => {
      await fixClocks(page, bank);
      try {
        await logIn(page, bank, user, PASSWORDS[user]);
        await page.waitForURL(/\/accounts$/);
        for (const route of routesOf(user)) {
          await go(page, typeof route.path === 'string' ? route.path : await route.path(page));
          await settle(page);
          await route.ready?.(page);
          await checkPage(page, route, user, width);
        }
      } finally {
        await page.request.post(`${bank}/__bank/clock`, { headers: sameOriginHeaders(bank), data: { now: null } });
      }
    });
  }

  test('the public pages match their baselines and keep the layout rules', async ({ page, bank, width }) => {
    await fixClocks(page, bank);
    try {
      for (const route of PUBLIC_ROUTES) {
        await page.goto(`${bank}${route.path as string}`);
        await settle(page);
        await checkPage(page, route, 'public', width);
      }
    } finally {
      await page.request.post(`${bank}/__bank/clock`, { headers: sameOriginHeaders(bank), data: { now: null } });
    }
  });
});
