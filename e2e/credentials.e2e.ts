/**
 * NEWUSER's whole first login in a real browser at both viewports: axe on every step,
 * and no password or PIN ever leaves the browser in the clear.
 */
import { leaks, logIn, recordTraffic, resetBank } from './app';
import { FIRST_LOGIN, firstLoginSteps, step } from './firstLoginSteps';
import { expect, test } from './fixtures';

test.describe('first login', () => {
  test('takes NEWUSER through every change-credentials step to the accounts', async ({ page, bank }) => {
    await resetBank(page, bank);
    const traffic = recordTraffic(page);
    await logIn(page, bank, 'NEWUSER', 'Welcome#2026');

    await firstLoginSteps(page);
    expect(new URL(page.url()).pathname).toBe('/accounts');

    for (const secret of Object.values(FIRST_LOGIN)) expect(leaks(traffic, secret)).toEqual([]);
  });

  test('resets a password from an emailed link and lands on /digital', async ({ page, bank }) => {
    await resetBank(page, bank);
    await page.goto(`${bank}/change-credentials-password?token=DEMORESET1`);
    await step(page, 'Reset your password');
    // Read once, the token leaves the address bar (and so the browser's history).
    await page.getByLabel('New password', { exact: true }).waitFor({ state: 'visible' });
    expect(page.url()).toBe(`${bank}/change-credentials-password`);
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
