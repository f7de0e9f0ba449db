/**
 * NEWUSER's whole first login in a real browser at both viewports: axe on every step,
 * and no password or PIN ever leaves the browser in the clear.
 */
import type { Page } from 'playwright-core';
import { leaks, logIn, recordTraffic, resetBank } from './app';
import { expect, test } from './fixtures';
import { runAxe } from './runAxe';

async function step(page: Page, heading: string) {
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor({ state: 'visible' });
  await runAxe(page);
}

test.describe('first login', () => {
  test('takes NEWUSER through every change-credentials step to the accounts', async ({ page, bank }) => {
    await resetBank(page, bank);
    const traffic = recordTraffic(page);
    await logIn(page, bank, 'NEWUSER', 'Welcome#2026');

    await step(page, 'Welcome to Online Banking');
    await page.getByRole('button', { name: 'Continue' }).click();

    await step(page, 'Terms and conditions');
    await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    await step(page, 'Change your password');
    await page.getByLabel('Current password').fill('Welcome#2026');
    await page.getByLabel('New password', { exact: true }).fill('Newuser#2027');
    await page.getByLabel('Confirm new password').fill('Newuser#2027');
    await runAxe(page);
    await page.getByRole('button', { name: 'Change password' }).click();

    await step(page, 'Your password has been changed');
    await page.getByRole('button', { name: 'Continue' }).click();

    await step(page, 'Change your transaction PIN');
    await page.getByLabel('Current PIN').fill('482916');
    await page.getByLabel('New PIN', { exact: true }).fill('135792');
    await page.getByLabel('Confirm new PIN').fill('135792');
    await page.getByRole('button', { name: 'Change PIN' }).click();

    await step(page, 'You are all set');
    await page.getByRole('button', { name: 'Continue to my accounts' }).click();
    await page.getByRole('heading', { name: 'My accounts' }).waitFor({ state: 'visible' });
    expect(new URL(page.url()).pathname).toBe('/accounts');

    for (const secret of ['Welcome#2026', 'Newuser#2027', '482916', '135792']) expect(leaks(traffic, secret)).toEqual([]);
  });

  test('resets a password from an emailed link and lands on /digital', async ({ page, bank }) => {
    await resetBank(page, bank);
    await page.goto(`${bank}/change-credentials-password?token=DEMORESET1`);
    await step(page, 'Reset your password');
    await page.getByLabel('New password', { exact: true }).fill('Private#2030');
    await page.getByLabel('Confirm new password').fill('Private#2030');
    await page.getByRole('button', { name: 'Change password' }).click();
    await step(page, 'Your password has been changed');
    expect(new URL(page.url()).pathname).toBe('/digital');
    await page.getByRole('link', { name: 'Log in again' }).click();
    await logIn(page, bank, 'RETAIL1', 'Private#2030');
    await page.getByRole('heading', { name: 'My accounts' }).waitFor({ state: 'visible' });
  });
});
