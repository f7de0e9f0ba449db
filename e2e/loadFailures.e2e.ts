/**
 * A page's code that does not arrive, in a real browser: blocked at the network, the page says so inside the
 * shell and comes on Try again; gone from the server (what an open tab meets after a new release), the page
 * offers the new version and loads it, still logged in. Both widths, axe clean on each error state.
 */
import type { Page } from '@playwright/test';
import { logIn, resetBank } from './app';
import { expect, test } from './fixtures';
import { runAxe } from './runAxe';

/** The secure-mail area's content-hashed chunk (pageChunks.ts names it). */
const SECURE_MAIL_CHUNK = /\/secure-mail\.[0-9a-f]+\.js(\?.*)?$/;

async function loggedIn(page: Page, bank: string): Promise<void> {
  await resetBank(page, bank);
  await logIn(page, bank, 'RETAIL1', 'Private#2026');
  await page.getByRole('heading', { name: 'My accounts' }).waitFor({ state: 'visible' });
}

test.describe('a page whose code does not arrive', () => {
  test('says so inside the shell when the network drops it, and shows the page on Try again', async ({ page, bank }) => {
    await loggedIn(page, bank);
    await page.route(SECURE_MAIL_CHUNK, (route) => route.abort('internetdisconnected'));
    await page.goto(`${bank}/secure-mail`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be loaded', { timeout: 15_000 });
    await expect(page.getByRole('banner')).toBeVisible();
    await runAxe(page);

    await page.unroute(SECURE_MAIL_CHUNK);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Secure mailbox');
    await expect(page.getByRole('list', { name: 'Inbox' })).toBeVisible();
  });

  test('offers the new version when the server no longer has the file, and loads it still logged in', async ({ page, bank }) => {
    await loggedIn(page, bank);
    await page.route(SECURE_MAIL_CHUNK, (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await page.goto(`${bank}/secure-mail`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('A new version of Online Banking is available', { timeout: 15_000 });
    await expect(page.getByRole('banner')).toBeVisible();
    await runAxe(page);

    // The new release is in place: the reload finds every file it names.
    await page.unroute(SECURE_MAIL_CHUNK);
    await page.getByRole('button', { name: 'Load the new version' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Secure mailbox');
    expect(new URL(page.url()).pathname).toBe('/secure-mail/f/inbox');
  });
});
