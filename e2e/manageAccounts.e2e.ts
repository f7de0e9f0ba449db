/** Rename an account and see it in the overview; reorder; request a cheque book. Both viewports, axe. */
import { logIn, resetBank } from './app';
import { expect, test } from './fixtures';
import { horizontalOverflow } from './layoutInvariants';
import { runAxe } from './runAxe';

test.describe('manage accounts', () => {
  test('renames an account and the overview shows the new name; moves one down', async ({ page, bank }) => {
    await resetBank(page, bank);
    await logIn(page, bank, 'RETAIL1', 'Private#2026');
    await page.getByRole('heading', { name: 'My accounts' }).waitFor({ state: 'visible' });
    await page.goto(`${bank}/settings/manage-accounts`);
    await page.getByRole('heading', { name: 'Reorder & Rename Accounts', level: 1 }).waitFor({ state: 'visible' });
    await runAxe(page);
    const name = page.getByLabel('Account name').first();
    await name.fill('Holiday fund');
    await page.getByRole('button', { name: /^Save name for/ }).first().click();
    await page.getByText('The account name has been saved.').waitFor({ state: 'visible' });
    await page.getByRole('button', { name: /^Move down/ }).first().click();
    await page.getByText('The account order has been saved.').waitFor({ state: 'visible' });
    await runAxe(page);
    await page.goto(`${bank}/accounts`);
    await page.getByRole('heading', { name: 'Holiday fund' }).waitFor({ state: 'visible' });
  });

  test('requests a cheque book for CORP1 and sees the reference', async ({ page, bank }) => {
    await resetBank(page, bank);
    await logIn(page, bank, 'CORP1', 'Racing#2026');
    await page.getByRole('heading', { name: 'My accounts' }).waitFor({ state: 'visible' });
    await page.goto(`${bank}/accounts/services`);
    await page.getByRole('heading', { name: 'Cheque and pay-in book services', level: 1 }).waitFor({ state: 'visible' });
    await page.getByRole('button', { name: 'Request a cheque book' }).click();
    await page.getByRole('button', { name: 'Request cheque book' }).click();
    await page.getByText(/Reference: CBR/).waitFor({ state: 'visible' });
    await runAxe(page);
  });

  test("looks up CORP1's cheques: every column, the reason among them, within the window at either width", async ({ page, bank }) => {
    await resetBank(page, bank);
    await logIn(page, bank, 'CORP1', 'Racing#2026');
    await page.getByRole('heading', { name: 'My accounts' }).waitFor({ state: 'visible' });
    await page.goto(`${bank}/accounts/services`);
    await page.getByLabel(/Start cheque number/).fill('000001');
    await page.getByLabel(/End cheque number/).fill('000030');
    await page.getByRole('button', { name: 'Show cheque status' }).click();
    const cheques = page.getByRole('table', { name: 'Cheques 000001 to 000030' }).or(page.getByRole('list', { name: 'Cheques 000001 to 000030' }));
    await cheques.getByText('Reason', { exact: true }).first().waitFor({ state: 'visible' });
    expect(await horizontalOverflow(page)).toEqual([]);
    await runAxe(page);
  });
});
