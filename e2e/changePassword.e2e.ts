/**
 * Settings' change of password and transaction PIN in a real browser, at both viewports:
 * the password change ends the session on /digital and the new password is the one that
 * logs in; axe on the password and PIN pages; no secret leaves the browser in the clear.
 */
import type { Page } from 'playwright-core';
import { leaks, logIn, recordTraffic, resetBank } from './app';
import { expect, test } from './fixtures';
import { runAxe } from './runAxe';
import { watchProblems } from './watchProblems';

const OLD_PASSWORD = 'Private#2026';
const NEW_PASSWORD = 'Private#2031';
const OLD_PIN = '135790';
const NEW_PIN = '258013';

async function openSettingsPage(page: Page, bank: string, type: 'password' | 'pin', heading: string) {
  await page.goto(`${bank}/settings/manage-credentials/${type}`);
  await page.getByRole('heading', { name: heading, level: 2 }).waitFor({ state: 'visible' });
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

test.describe('change password and PIN', () => {
  test('changes the password, lands logged out on /digital, and only the new password logs in', async ({ page, bank }) => {
    const problems = await watchProblems(page);
    await resetBank(page, bank);
    const traffic = recordTraffic(page);
    await logIn(page, bank, 'RETAIL1', OLD_PASSWORD);
    await page.getByRole('heading', { name: 'My accounts' }).waitFor({ state: 'visible' });

    await openSettingsPage(page, bank, 'password', 'Change your password');
    await runAxe(page);
    await page.getByLabel('Current password').fill(OLD_PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByText('Both passwords match, met').waitFor({ state: 'attached' });
    await runAxe(page);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('status').filter({ hasText: 'Your password has been changed.' }).waitFor({ state: 'visible' });

    await page.getByRole('heading', { name: 'Your password has been changed', level: 1 }).waitFor({ state: 'visible' });
    expect(pathOf(page)).toBe('/digital');
    await runAxe(page);

    // Logged out by the change: the shell sends the customer to log in.
    await page.goto(`${bank}/accounts`);
    await page.getByLabel('User ID').waitFor({ state: 'visible' });
    expect(pathOf(page)).toBe('/login');

    await logIn(page, bank, 'RETAIL1', OLD_PASSWORD);
    await page.getByText('The user ID or password you entered is not correct.').waitFor({ state: 'visible' });
    await logIn(page, bank, 'RETAIL1', NEW_PASSWORD);
    await page.getByRole('heading', { name: 'My accounts' }).waitFor({ state: 'visible' });
    expect(pathOf(page)).toBe('/accounts');

    for (const secret of [OLD_PASSWORD, NEW_PASSWORD]) expect(leaks(traffic, secret)).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  test('changes the transaction PIN and stays logged in', async ({ page, bank }) => {
    await resetBank(page, bank);
    const traffic = recordTraffic(page);
    await logIn(page, bank, 'RETAIL1', OLD_PASSWORD);
    await page.getByRole('heading', { name: 'My accounts' }).waitFor({ state: 'visible' });

    await openSettingsPage(page, bank, 'pin', 'Change your transaction PIN');
    await runAxe(page);
    await page.getByLabel('Current PIN').fill('000000');
    await page.getByLabel('New PIN', { exact: true }).fill(NEW_PIN);
    await page.getByLabel('Confirm new PIN').fill(NEW_PIN);
    await page.getByRole('button', { name: 'Change PIN' }).click();
    await page.getByRole('alert').filter({ hasText: 'The transaction PIN you entered is not correct.' }).waitFor({ state: 'visible' });
    await runAxe(page);

    await page.getByLabel('Current PIN').fill(OLD_PIN);
    await page.getByRole('button', { name: 'Change PIN' }).click();
    await page.getByRole('status').filter({ hasText: 'Your transaction PIN has been changed.' }).waitFor({ state: 'visible' });
    await runAxe(page);
    expect(pathOf(page)).toBe('/settings/manage-credentials/pin');

    for (const secret of [OLD_PIN, NEW_PIN]) expect(leaks(traffic, secret)).toEqual([]);
  });
});
