/**
 * Login, logout and the route tree in a real browser, at both viewports, with axe.
 * The first-login journey lives in credentials.e2e.ts.
 */
import { leaks, logIn, logOutConfirmed, recordTraffic, resetBank } from './app';
import { expect, test } from './fixtures';
import { runAxe } from './runAxe';
import { watchProblems } from './watchProblems';

test.describe('login', () => {
  test('the login page passes axe and warns about Caps Lock', async ({ page, bank }) => {
    await page.goto(`${bank}/login`);
    await page.getByText('Simple and Secure').waitFor({ state: 'visible' });
    await runAxe(page);
    // Headless Chromium has no real lock key: send the key event a Caps-Locked keyboard sends.
    await page.getByLabel('Password').evaluate((input) =>
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'A', bubbles: true, modifierCapsLock: true } as KeyboardEventInit)),
    );
    await page.getByText('Caps Lock is on').waitFor({ state: 'visible' });
    await runAxe(page);
  });

  for (const [userId, password] of [
    ['RETAIL1', 'Private#2026'],
    ['CORP1', 'Racing#2026'],
  ]) {
    test(`logs ${userId} in and out, never sending the password in the clear`, async ({ page, bank }) => {
      const problems = await watchProblems(page);
      await resetBank(page, bank);
      const traffic = recordTraffic(page);
      await logIn(page, bank, userId.toLowerCase(), password);
      await page.getByRole('heading', { name: 'My accounts' }).waitFor({ state: 'visible' });
      expect(new URL(page.url()).pathname).toBe('/accounts');
      expect(leaks(traffic, password)).toEqual([]);
      await runAxe(page);

      await logOutConfirmed(page, () => runAxe(page));
      expect(new URL(page.url()).pathname).toBe('/logged-off');
      await runAxe(page);
      expect(problems.pageErrors).toEqual([]);
      expect(problems.cspViolations).toEqual([]);
    });
  }

  test('a wrong password shows the catalogue message and keeps the user ID', async ({ page, bank }) => {
    await resetBank(page, bank);
    await logIn(page, bank, 'RETAIL1', 'Wrong#2026');
    await page.getByRole('alert').getByText('The user ID or password you entered is not correct.').waitFor({ state: 'visible' });
    expect(await page.getByLabel('User ID').inputValue()).toBe('RETAIL1');
    await runAxe(page);
  });

  test('an unknown path shows the not-found page with a way back', async ({ page, bank }) => {
    await page.goto(`${bank}/nowhere/at/all`);
    await page.getByRole('heading', { name: 'We could not find the page you are looking for' }).waitFor({ state: 'visible' });
    await runAxe(page);
    await page.getByRole('link', { name: 'Back to my accounts' }).click();
    await page.getByLabel('User ID').waitFor({ state: 'visible' });
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});
