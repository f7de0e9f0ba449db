/**
 * The shell in a real browser: mega menus on desktop, the slide-over menu on mobile,
 * footer and logout modals, and an entity switch through the redirect screen; axe runs
 * with each menu and modal open.
 */
import { ACC } from '../mocks/digx/bank/seed/accountSpecs';
import { accountIdOf } from '../mocks/digx/bank/seed/ids';
import { logIn, resetBank } from './app';
import { expect, test } from './fixtures';
import { runAxe } from './runAxe';

test.describe('the shell', () => {
  test('opens every menu, passes axe with each open, and closes it with Escape', async ({ page, bank, width }) => {
    await resetBank(page, bank);
    await logIn(page, bank, 'CORP1', 'Racing#2026');
    await page.getByRole('heading', { name: 'My accounts' }).waitFor({ state: 'visible' });

    if (width === 'desktop') {
      const nav = page.getByRole('navigation', { name: 'Main' });
      for (const [menu, inside] of [
        ['My Accounts', 'Statements'],
        ['Payments & Transfers', 'Bulk payments'],
        ['Services', 'Racing Plus'],
      ]) {
        const button = nav.getByRole('button', { name: menu });
        await button.click();
        await nav.getByRole('link', { name: inside }).waitFor({ state: 'visible' });
        expect(await button.getAttribute('aria-expanded')).toBe('true');
        await runAxe(page);
        await page.keyboard.press('Escape');
        expect(await button.getAttribute('aria-expanded')).toBe('false');
      }
      // A menu's links are built only while it is open: the pointer goes from its button into the panel and
      // follows one, and the closed menu holds none.
      await nav.getByRole('button', { name: 'Payments & Transfers' }).click();
      await nav.getByRole('link', { name: 'Bulk payments' }).click();
      await page.getByRole('heading', { name: 'Bulk payments', level: 1 }).waitFor({ state: 'visible' });
      expect(await nav.getByRole('link', { name: 'Bulk payments', includeHidden: true }).count()).toBe(0);
      await page.getByRole('button', { name: /^Notifications/ }).click();
      await page.getByRole('heading', { name: 'Notifications' }).waitFor({ state: 'visible' });
      await runAxe(page);
    } else {
      await page.getByRole('button', { name: 'Menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Menu' });
      await menu.getByRole('link', { name: 'Authorisations' }).waitFor({ state: 'visible' });
      await runAxe(page);
      await menu.getByRole('link', { name: 'Marketing preferences' }).click();
      await page.getByRole('heading', { name: 'Marketing preferences', level: 1 }).waitFor({ state: 'visible' });
      expect(await page.getByRole('navigation', { name: 'Menu' }).count()).toBe(0);
    }

    await page.getByRole('button', { name: 'Privacy Policy' }).click();
    const footerModal = page.getByRole('alertdialog', { name: 'Privacy Policy' });
    await footerModal.getByText('Please log-off from Online Banking').waitFor({ state: 'visible' });
    await runAxe(page);
    await footerModal.getByRole('button', { name: 'Cancel' }).click();
  });

  test('shows the style guide with every part, passing axe', async ({ page, bank }) => {
    await resetBank(page, bank);
    await logIn(page, bank, 'RETAIL1', 'Private#2026');
    await page.getByRole('heading', { name: 'My accounts' }).waitFor({ state: 'visible' });
    await page.goto(`${bank}/styleguide`);
    await page.getByRole('heading', { name: 'Style guide', level: 1 }).waitFor({ state: 'visible' });
    await runAxe(page);
  });

  test('switches entity as CORP1 on a transactions page and lands on /accounts after the redirect screen', async ({ page, bank }) => {
    await resetBank(page, bank);
    await logIn(page, bank, 'CORP1', 'Racing#2026');
    await page.getByRole('heading', { name: 'My accounts' }).waitFor({ state: 'visible' });
    await page.goto(`${bank}/accounts/transactions/${encodeURIComponent(accountIdOf(ACC.stablesRacing).value)}`);
    await page.getByRole('heading', { name: 'Transactions', level: 1 }).waitFor({ state: 'visible' });
    await page.getByRole('combobox', { name: 'Showing' }).selectOption({ label: 'Hambleton Hill Holdings Ltd' });
    await page.getByRole('heading', { name: 'Taking you back to your accounts' }).waitFor({ state: 'visible' });
    await runAxe(page);
    await page.getByRole('heading', { name: 'My accounts' }).waitFor({ state: 'visible', timeout: 10_000 });
    expect(new URL(page.url()).pathname).toBe('/accounts');
  });
});
