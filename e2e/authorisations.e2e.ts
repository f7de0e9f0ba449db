/**
 * Issue 10 in a real browser: CORP1 authorises a payment a colleague set up, with the passcode, then finds
 * it in the activity log as Accepted and downloads its receipt. Both viewports; axe on every page.
 */
import { logIn, resetBank } from './app';
import { expect, test } from './fixtures';
import { runAxe } from './runAxe';

test.describe('authorisations and the activity log', () => {
  test('authorises a pending payment and downloads its receipt from the activity log', async ({ page, bank }) => {
    await resetBank(page, bank);
    await logIn(page, bank, 'CORP1', 'Racing#2026');
    await page.getByRole('region', { name: 'Racing accounts' }).waitFor({ state: 'visible' });

    await page.goto(`${bank}/settings/authorisations`);
    const list = page.getByRole('list', { name: 'Waiting for authorisation' });
    await list.waitFor({ state: 'visible' });
    await runAxe(page);
    const card = list.locator(':scope > li').filter({ hasText: 'Rowley Mile Farriers' }).first();
    await card.getByRole('button', { name: /^Authorise / }).click();
    await page.getByRole('alertdialog', { name: 'Authorise this item?' }).getByRole('button', { name: 'Yes, authorise' }).click();
    const otp = page.getByRole('dialog', { name: 'Enter your one-time passcode' });
    await otp.getByLabel('One-time passcode').fill('123456');
    await otp.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('status', { name: 'Decisions made' }).getByText('Authorised').waitFor({ state: 'visible' });
    await runAxe(page);

    await page.goto(`${bank}/settings/activity-log`);
    await page.getByRole('link', { name: 'Make a Payment' }).first().click();
    const row = page.getByRole('row').filter({ hasText: 'Rowley Mile Farriers' }).or(page.getByRole('listitem').filter({ hasText: 'Rowley Mile Farriers' })).first();
    await row.waitFor({ state: 'visible' });
    await runAxe(page);
    await row.getByRole('link').first().click();
    const receipt = page.getByRole('button', { name: 'Download receipt' });
    await receipt.waitFor({ state: 'visible' });
    await page.getByText('Accepted').first().waitFor({ state: 'visible' });
    await runAxe(page);
    const [download] = await Promise.all([page.waitForEvent('download'), receipt.click()]);
    expect(download.suggestedFilename()).toMatch(/^Receipt-.+\.pdf$/);
  });
});
