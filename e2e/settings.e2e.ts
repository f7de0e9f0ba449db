/**
 * Issue 12 in a real browser at both viewports: RETAIL1 sets a login alert and sees it saved (and still set
 * after a reload), withdraws a payment company with the passcode and saves marketing preferences; a new
 * customer meets the marketing consent modal after the first login. Axe on every settings page and the modal.
 */
import { logIn, resetBank } from './app';
import { expect, test } from './fixtures';
import { runAxe } from './runAxe';

const SAVED = 'Your changes have been saved.';

test.describe('details and settings', () => {
  test('sets a login alert, withdraws a payment company and saves marketing preferences', async ({ page, bank }) => {
    await resetBank(page, bank);
    await logIn(page, bank, 'RETAIL1', 'Private#2026');
    await page.getByRole('heading', { name: 'My accounts' }).waitFor({ state: 'visible' });

    await page.goto(`${bank}/settings`);
    const alerts = page.getByRole('form', { name: 'Login alerts' });
    await alerts.waitFor({ state: 'visible' });
    await page.getByRole('region', { name: 'Your details' }).getByText('a****@example.com').waitFor({ state: 'visible' });
    expect(new URL(page.url()).pathname).toBe('/settings/alerts');
    await runAxe(page);
    const failedBySms = alerts.getByRole('group', { name: 'Failed Login Alert' }).getByRole('checkbox', { name: 'Text message (SMS)' });
    await failedBySms.check();
    await alerts.getByRole('button', { name: 'Save alerts' }).click();
    await alerts.getByText(SAVED).waitFor({ state: 'visible' });
    await runAxe(page);
    await page.reload();
    await page.getByRole('form', { name: 'Login alerts' }).waitFor({ state: 'visible' });
    expect(await page.getByRole('group', { name: 'Failed Login Alert' }).getByRole('checkbox', { name: 'Text message (SMS)' }).isChecked()).toBe(true);

    await page.goto(`${bank}/settings/paymentcompanies`);
    const companies = page.getByRole('list', { name: 'Payment companies with access' });
    await companies.waitFor({ state: 'visible' });
    await runAxe(page);
    await page.getByRole('button', { name: 'Withdraw access for Moneybox Ltd' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Withdraw access for Moneybox Ltd?' });
    await confirm.waitFor({ state: 'visible' });
    await runAxe(page);
    await confirm.getByRole('button', { name: 'Yes, withdraw access' }).click();
    const otp = page.getByRole('dialog', { name: 'Enter your one-time passcode' });
    await otp.getByLabel('One-time passcode').fill('123456');
    await otp.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Moneybox Ltd can no longer see your accounts or make payments from them.').waitFor({ state: 'visible' });
    expect(await companies.getByRole('heading', { name: 'Moneybox Ltd' }).count()).toBe(0);
    await runAxe(page);

    await page.goto(`${bank}/settings/marketing-preferences`);
    const marketing = page.getByRole('form', { name: 'Marketing preferences' });
    await marketing.waitFor({ state: 'visible' });
    await runAxe(page);
    await marketing.getByRole('checkbox', { name: 'Phone' }).check();
    await marketing.getByRole('button', { name: 'Save preferences' }).click();
    await marketing.getByText(SAVED).waitFor({ state: 'visible' });
    await runAxe(page);
  });

  test('shows a new customer the marketing consent modal after the first login, and saves the answer', async ({ page, bank }) => {
    await resetBank(page, bank);
    await logIn(page, bank, 'NEWUSER', 'Welcome#2026');
    // The first login's credential change (the seed's one customer who has not answered the question yet).
    await page.getByRole('heading', { name: 'Welcome to Online Banking' }).waitFor({ state: 'visible' });
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Current password').fill('Welcome#2026');
    await page.getByLabel('New password', { exact: true }).fill('Newuser#2027');
    await page.getByLabel('Confirm new password').fill('Newuser#2027');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('heading', { name: 'Your password has been changed' }).waitFor({ state: 'visible' });
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Current PIN').fill('482916');
    await page.getByLabel('New PIN', { exact: true }).fill('135792');
    await page.getByLabel('Confirm new PIN').fill('135792');
    await page.getByRole('button', { name: 'Change PIN' }).click();
    await page.getByRole('button', { name: 'Continue to my accounts' }).click();

    const modal = page.getByRole('dialog', { name: 'Hear about products and events' });
    await modal.waitFor({ state: 'visible' });
    await runAxe(page);
    await modal.getByRole('checkbox', { name: 'Email' }).check();
    await modal.getByRole('button', { name: 'Save my choices' }).click();
    await modal.getByText(SAVED).waitFor({ state: 'visible' });
    // The modal closes itself once "Saved" has shown for 3 s: a click on Close (or a slow axe run) would race it.
    await modal.waitFor({ state: 'hidden', timeout: 10_000 });

    await page.goto(`${bank}/settings/marketing-preferences`);
    const marketing = page.getByRole('form', { name: 'Marketing preferences' });
    await marketing.waitFor({ state: 'visible' });
    expect(await marketing.getByRole('checkbox', { name: 'Email' }).isChecked()).toBe(true);
  });
});
