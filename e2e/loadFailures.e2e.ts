/**
 * A page's code that does not arrive, in a real browser: blocked at the network, the page says so inside the
 * shell and comes on Try again; gone from the server (what an open tab meets after a new release), the page
 * offers the new version and loads it, still logged in. Both widths, axe clean on each error state.
 */
import type { Page, Route } from '@playwright/test';
import { logIn, resetBank } from './app';
import { expect, test } from './fixtures';
import { runAxe } from './runAxe';

/** The secure-mail area's content-hashed chunk (pageChunks.ts names it). */
const SECURE_MAIL_CHUNK = /\/secure-mail\.[0-9a-f]+\.js(\?.*)?$/;

/**
 * RETAIL1 logged in opens secure mail, whose chunk `answer` stands in for, and meets the failure titled `title`
 * inside the shell, axe clean; the route is then lifted, as the network or the new release comes back.
 */
async function secureMailFailing(page: Page, bank: string, answer: (route: Route) => Promise<void>, title: string): Promise<void> {
  await resetBank(page, bank);
  await logIn(page, bank, 'RETAIL1', 'Private#2026');
  await page.getByRole('heading', { name: 'My accounts' }).waitFor({ state: 'visible' });
  await page.route(SECURE_MAIL_CHUNK, answer);
  await page.goto(`${bank}/secure-mail`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 15_000 });
  await expect(page.getByRole('banner')).toBeVisible();
  await runAxe(page);
  await page.unroute(SECURE_MAIL_CHUNK);
}

test.describe('a page whose code does not arrive', () => {
  test('says so inside the shell when the network drops it, and shows the page on Try again', async ({ page, bank }) => {
    await secureMailFailing(page, bank, (route) => route.abort('internetdisconnected'), 'This page could not be loaded');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Secure mailbox');
    await expect(page.getByRole('list', { name: 'Inbox' })).toBeVisible();
  });

  test('offers the new version when the server no longer has the file, and loads it still logged in', async ({ page, bank }) => {
    // Once lifted, the new release is in place: the reload finds every file it names.
    await secureMailFailing(page, bank, (route) => route.fulfill({ status: 404, body: 'Not found' }), 'A new version of Online Banking is available');
    await page.getByRole('button', { name: 'Load the new version' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Secure mailbox');
    expect(new URL(page.url()).pathname).toBe('/secure-mail/f/inbox');
  });
});
