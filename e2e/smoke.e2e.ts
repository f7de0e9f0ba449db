/**
 * Smoke: the app starts on both servers, at both widths, with no console errors, no CSP violations and no
 * WCAG 2.1 AA violations. The production server's headers: headers.desktop.e2e.ts.
 */
import type { Page } from '@playwright/test';
import { DEV_BANK, expect, test } from './fixtures';
import { openHome } from './openHome';
import { runAxe } from './runAxe';
import { watchProblems } from './watchProblems';

async function opensCleanly(page: Page, base: string): Promise<void> {
  const problems = await watchProblems(page);
  await openHome(page, base);
  // With no session, / lands on the login page: its lazy chunk loaded under the CSP.
  await page.getByLabel('User ID').waitFor({ state: 'visible' });
  expect(problems.cspViolations).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
  await runAxe(page);
}

test.describe('smoke', () => {
  test('the production server opens / cleanly: no console errors, no page errors, no CSP violations, no axe violations', async ({ page, bank }) => {
    await opensCleanly(page, bank);
  });

  // The dev server's bank is shared by the run: the test holds its lock (e2e/fixtures.ts).
  test('the dev server opens / cleanly: no console errors, no page errors, no CSP violations, no axe violations', DEV_BANK, async ({ page, devBank }) => {
    await opensCleanly(page, devBank);
  });
});
