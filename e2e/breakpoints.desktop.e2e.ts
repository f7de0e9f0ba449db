/**
 * SPEC.md section 9's breakpoints in a real browser, on either side of each edge: the slide-over menu up to
 * 959 px and the full header from 960 px; the transactions' two-line cards up to 599 px and their columns from
 * 600 px. One window resized step by step, so the desktop project only (it sets its own widths); axe at each.
 * The widths are written out here, not read from the code, so that the test holds SPEC.md's numbers.
 */
import type { Locator, Page } from '@playwright/test';
import { ACC } from '../mocks/digx/bank/seed/accountSpecs';
import { accountIdOf } from '../mocks/digx/bank/seed/ids';
import { logIn, resetBank } from './app';
import { expect, test } from './fixtures';
import { resizeTo } from './resizeTo';
import { runAxe } from './runAxe';

const everyday = encodeURIComponent(accountIdOf(ACC.everyday).value);

const resize = (page: Page, width: number) => resizeTo(page, { width, height: 800 });

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} has no box`);
  return box;
}

/**
 * A visually hidden part is still in the page (for screen readers) and Playwright counts a 1×1 box as
 * visible: what a sighted customer sees is whether it has a size.
 */
async function isShown(locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  return !!box && box.width > 1 && box.height > 1;
}

test.describe('the breakpoints (SPEC.md section 9)', () => {
  test('the transactions turn into cards at 599 px and back into columns at 600 px; the header swaps at 959/960 px', async ({ page, bank }) => {
    await resetBank(page, bank);
    await logIn(page, bank, 'RETAIL1', 'Private#2026');
    await page.getByRole('heading', { name: 'My accounts' }).waitFor({ state: 'visible' });
    await page.goto(`${bank}/accounts/transactions/${everyday}`);
    const table = page.getByRole('table', { name: 'Transactions' });
    await table.waitFor({ state: 'visible' });

    // The row of column headers: hidden as a whole on a phone (its cells keep their own layout boxes inside).
    const headerRow = table.getByRole('row').first();
    const dateHeader = headerRow.getByRole('columnheader', { name: 'Date' });
    const firstRow = table.getByRole('row').nth(1);
    const date = firstRow.getByRole('cell').nth(0);
    const description = firstRow.getByRole('cell').nth(1);
    // Each card says what its amount is, since the column headers are not shown on a phone.
    const amountLabel = firstRow.getByText(/^Money (out|in)$/);

    // 600 px: columns. The header row is shown, the date sits on the description's line to its left, and the
    // amounts need no label of their own.
    await resize(page, 600);
    await expect(async () => {
      expect(await isShown(headerRow)).toBe(true);
      const [d, t] = [await boxOf(date), await boxOf(description)];
      expect(d.x + d.width).toBeLessThanOrEqual(t.x);
      expect(d.y).toBeLessThan(t.y + t.height);
      expect(await isShown(amountLabel)).toBe(false);
    }).toPass({ timeout: 10_000 });
    await runAxe(page);

    // 599 px: cards. The header row is for screen readers only, the date goes under the description, and the
    // amount carries its label.
    await resize(page, 599);
    await expect(async () => {
      expect(await isShown(headerRow)).toBe(false);
      expect(await dateHeader.count()).toBe(1);
      const [d, t] = [await boxOf(date), await boxOf(description)];
      expect(d.y).toBeGreaterThanOrEqual(t.y + t.height);
      expect(await isShown(amountLabel)).toBe(true);
    }).toPass({ timeout: 10_000 });
    await runAxe(page);

    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    const mainNav = page.getByRole('navigation', { name: 'Main' });
    const headerMenu = page.getByRole('navigation', { name: 'Your online banking' });

    // 959 px: the slide-over menu, and none of the desktop header's navigation.
    await resize(page, 959);
    await expect(menuButton).toBeVisible();
    await expect(mainNav).toBeHidden();
    await expect(headerMenu).toBeHidden();
    await menuButton.click();
    const slideOver = page.getByRole('navigation', { name: 'Menu' });
    await expect(slideOver.getByRole('link', { name: 'Reorder & Rename Accounts' })).toBeVisible();
    await runAxe(page);
    await slideOver.getByRole('button', { name: 'Close menu' }).click();
    await expect(slideOver.getByRole('link', { name: 'Reorder & Rename Accounts' })).toHaveCount(0);

    // 960 px: the full header, its menus and Log Out in view, and no Menu button.
    await resize(page, 960);
    await expect(menuButton).toBeHidden();
    await expect(mainNav).toBeVisible();
    // From 960 to 1279 px the menus show short labels, so their names are matched by their start.
    await expect(mainNav.getByRole('button', { name: /^My Accounts/ })).toBeVisible();
    await expect(mainNav.getByRole('button', { name: /^Payments & Transfers/ })).toBeVisible();
    await expect(headerMenu).toBeVisible();
    const logOut = headerMenu.getByRole('button', { name: 'Log Out' });
    await expect(logOut).toBeVisible();
    // One line, all in the window: Log Out beside the main menus, not under them, and not past the right edge.
    const [nav, out] = [await boxOf(mainNav), await boxOf(logOut)];
    expect(out.y).toBeLessThan(nav.y + nav.height);
    expect(out.x + out.width).toBeLessThanOrEqual(960);
    await runAxe(page);
  });
});
