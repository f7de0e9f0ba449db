/**
 * QA drives the fake bank by hand: a fault from the query string reaches the app before
 * its first call, the screen ends in the catalogue's message (never blank), and the
 * demo panel is usable and accessible at both widths.
 */
import { logIn, resetBank } from './app';
import { DEV_BANK, expect, test } from './fixtures';
import { runAxe } from './runAxe';

test.describe('QA faults on the demo bank', () => {
  test('shows the technical-issue message for an HTML error page armed by ?digxFault, keeps the user ID, then logs in', async ({ page, bank }) => {
    await resetBank(page, bank);
    await page.goto(`${bank}/login?digxFault=GET:v1/me:html=503:times=1`);
    await page.getByLabel('User ID').fill('retail1');
    await page.getByLabel('Password').fill('Private#2026');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('alert').getByText(/technical issue \(error code 503\)/).waitFor({ state: 'visible' });
    expect(await page.getByLabel('User ID').inputValue()).toBe('retail1');
    await page.getByLabel('Password').fill('Private#2026');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { name: 'My accounts' }).waitFor({ state: 'visible' });
  });

  // The demo panel is the dev server's, and so is its one bank: the test holds its lock (e2e/fixtures.ts).
  test('arms and clears a fault from the Fake bank panel, which passes axe when open', DEV_BANK, async ({ page, devBank: dev }) => {
    await resetBank(page, dev);
    await page.goto(`${dev}/login`);
    await page.getByLabel('User ID').waitFor({ state: 'visible' });
    await page.getByRole('button', { name: 'Fake bank' }).click();
    await page.getByLabel('Path below /digx/').fill('j_security_check');
    await page.getByLabel('Fault', { exact: true }).selectOption('code');
    await page.getByLabel('Value').fill('DIGX_CZ_USER_LOCKED');
    await page.getByRole('button', { name: 'Arm fault' }).click();
    await page.getByText('* j_security_check: code DIGX_CZ_USER_LOCKED').waitFor({ state: 'visible' });
    await runAxe(page);
    await page.getByRole('button', { name: 'Fake bank' }).click();
    await logIn(page, dev, 'CORP1', 'Racing#2026');
    await page.getByRole('alert').getByText(/locked after more than three invalid security attempts/).waitFor({ state: 'visible' });
    await page.getByRole('button', { name: 'Fake bank' }).click();
    await page.getByRole('button', { name: 'Clear faults' }).click();
    await page.getByText('Faults cleared.').waitFor({ state: 'visible' });
    const cleared = await (await page.request.get(`${dev}/__bank/faults`)).json();
    expect(cleared.faults).toEqual([]);
  });
});
