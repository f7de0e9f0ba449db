/**
 * A new page opens at its top, as a new page of any website does. The app changes pages without loading a
 * document, so the browser keeps the old page's scroll unless the app resets it. CORP1 logging in from a
 * login page scrolled to its button opened the accounts about one time in six with the header out of sight
 * (69 px down), and the look walk caught it as whole pages off their baselines. A link followed from low on
 * the services page shows it every time at 1280 px: the service page opened 77 to 168 px down.
 */
import type { Page } from '@playwright/test';
import { logIn, resetBank } from './app';
import { expect, test } from './fixtures';
import { PASSWORDS } from './mainRoutes';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test('a page a link opens starts at its top, header in view, however far down the link was', async ({ page, bank }) => {
  await resetBank(page, bank);
  await logIn(page, bank, 'CORP1', PASSWORDS.CORP1);
  await expect(page.getByRole('heading', { name: 'My accounts', level: 1 })).toBeVisible();
  await page.goto(`${bank}/services`);
  await expect(page.getByRole('heading', { name: 'Services', level: 1 })).toBeVisible();

  // The customer tabs to the first service's link, scrolls to the foot of the page, and presses Enter.
  const link = page.getByRole('main').getByRole('link').first();
  const target = await link.getAttribute('href');
  // The link is named by its service's title, which is the new page's heading.
  const title = (await link.textContent())?.trim() ?? '';
  await link.focus();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect(await scrollY(page)).toBeGreaterThan(0);
  await page.keyboard.press('Enter');

  // The address changes before React commits the new page (the router renders it in a transition), and the
  // old page's own heading would pass for it meanwhile: wait for the new page's heading by its name.
  await page.waitForURL(`**${target}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(await scrollY(page)).toBe(0);
  await expect(page.getByRole('banner')).toBeInViewport();
});
