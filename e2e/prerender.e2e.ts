/**
 * Issue 29 in Chromium, at both viewports, with axe: the public pages are painted from their HTML before any
 * script has run, and a customer who types before the app is ready loses nothing. The scripts are held back
 * at the network (a slow phone's connection) and let through when the test says.
 */
import type { Page } from '@playwright/test';
import { resetBank } from './app';
import { expect, test } from './fixtures';
import { runAxe } from './runAxe';
import { watchProblems } from './watchProblems';

/** Holds every script request until `release()`; the page's HTML and its inline styles arrive at once. */
async function holdScripts(page: Page): Promise<{ release: () => void; held: () => number }> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route(/\.js(\?|$)/, async (route) => {
    held += 1;
    await gate;
    await route.continue();
  });
  return { release, held: () => held };
}

/** The page's layout shifts so far (the browser's own measure, Lighthouse's CLS). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 200);
      }),
  );

test.describe('prerendered public pages', () => {
  test('the login page is whole before any script runs, and React takes it over without a shift', async ({ page, bank }) => {
    const problems = await watchProblems(page);
    const scripts = await holdScripts(page);
    await page.goto(`${bank}/login`, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: 'Online Banking', level: 1 })).toBeVisible();
    await expect(page.getByLabel('User ID')).toBeVisible();
    await expect(page.getByLabel('Password')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeDisabled();
    await expect(page).toHaveTitle('Log in | Online Banking');
    // The browser asks for the scripts as it parses; the route that holds them may hear of it after the page
    // has painted (seen on a busy machine with Chromium 156), so wait to know that they are held, not assume it.
    await expect.poll(() => scripts.held()).toBeGreaterThan(0);
    const card = await page.getByRole('heading', { name: 'Online Banking', level: 1 }).boundingBox();
    await runAxe(page);

    scripts.release();
    await page.getByRole('button', { name: 'Fake bank' }).waitFor({ state: 'visible' });
    expect(await page.getByRole('heading', { name: 'Online Banking', level: 1 }).boundingBox()).toEqual(card);
    expect(await layoutShift(page)).toBe(0);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  test('what is typed before the app is ready is kept, and Log in then logs in', async ({ page, bank }) => {
    const problems = await watchProblems(page);
    await resetBank(page, bank);
    const scripts = await holdScripts(page);
    await page.goto(`${bank}/login`, { waitUntil: 'commit' });
    // Real keystrokes into the plain HTML form: no script of the app has run yet.
    await page.getByLabel('User ID').click();
    await page.keyboard.type('retail1');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Private#2026');
    expect(await page.evaluate(() => Object.keys(document.querySelector('input') ?? {}).some((key) => key.startsWith('__react')))).toBe(false);

    scripts.release();
    const logIn = page.getByRole('button', { name: 'Log in' });
    await expect(logIn).toBeEnabled();
    await expect(page.getByLabel('User ID')).toHaveValue('retail1');
    await expect(page.getByLabel('Password')).toHaveValue('Private#2026');
    await expect(page.getByLabel('Password')).toBeFocused();
    await logIn.click();
    await expect(page.getByRole('heading', { name: 'My accounts' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/accounts');
    await runAxe(page);

    // A reload on a logged-in page still resumes the session first (index.html, drawn in the browser).
    await page.unrouteAll();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'My accounts' })).toBeVisible();
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  test('an unknown address is answered 404 with the not-found page, whole before the scripts', async ({ page, bank }) => {
    const scripts = await holdScripts(page);
    const answer = await page.goto(`${bank}/no/such/page`, { waitUntil: 'commit' });
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'We could not find the page you are looking for' })).toBeVisible();
    await runAxe(page);
    scripts.release();
    await page.getByRole('link', { name: 'Back to my accounts' }).click();
    await expect(page.getByLabel('User ID')).toBeVisible();
  });

  for (const [path, heading] of [
    ['/logged-off', 'You have logged out'],
    ['/session-expired', 'Your session has ended'],
    ['/digital', 'Your password has been changed'],
  ]) {
    test(`${path} is whole before the scripts and passes axe`, async ({ page, bank }) => {
      const scripts = await holdScripts(page);
      await page.goto(`${bank}${path}`, { waitUntil: 'commit' });
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      await runAxe(page);
      scripts.release();
      await page.getByRole('button', { name: 'Fake bank' }).waitFor({ state: 'visible' });
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    });
  }
});
