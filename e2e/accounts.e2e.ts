/** The accounts overview in a real browser: groups, details of each type, axe. */
import { logIn, resetBank } from './app';
import { expect, test } from './fixtures';
import { runAxe } from './runAxe';

test.describe('accounts overview', () => {
  test('shows RETAIL1 every group and one detail of each kind, passing axe', async ({ page, bank }) => {
    await resetBank(page, bank);
    await logIn(page, bank, 'RETAIL1', 'Private#2026');
    await page.getByRole('region', { name: 'Current accounts' }).waitFor({ state: 'visible' });
    for (const group of ['Deposit accounts', 'Lending']) await page.getByRole('region', { name: group }).waitFor({ state: 'visible' });
    await runAxe(page);
    for (const group of ['Current accounts', 'Deposit accounts', 'Lending']) {
      const details = page.getByRole('region', { name: group }).getByRole('button', { name: 'Details' }).first();
      await details.click();
      expect(await details.getAttribute('aria-expanded')).toBe('true');
    }
    // The term deposit as well: its rollover in words.
    const bond = page.getByRole('region', { name: 'Deposit accounts' }).getByRole('listitem').filter({ hasText: 'Fixed rate bond' }).first();
    await bond.getByRole('button', { name: 'Details' }).click();
    await page.getByText('At maturity').first().waitFor({ state: 'visible' });
    await page.getByText('Overdraft limit').first().waitFor({ state: 'visible' });
    await page.getByText('Outstanding amount').first().waitFor({ state: 'visible' });
    await runAxe(page);
  });

  test("shows CORP1 every entity's racing accounts with the entity named", async ({ page, bank }) => {
    await resetBank(page, bank);
    await logIn(page, bank, 'CORP1', 'Racing#2026');
    const racing = page.getByRole('region', { name: 'Racing accounts' });
    await racing.getByText(/Northern Vale Bloodstock Ltd/).first().waitFor({ state: 'visible' });
    await runAxe(page);
  });
});
