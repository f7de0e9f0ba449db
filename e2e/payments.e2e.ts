/** RETAIL1 pays a new payee end to end: CoP, passcode, review, one confirm, the balance down, the transaction listed. */
import type { Page } from 'playwright-core';
import { ACC } from '../mocks/digx/bank/seed/accountSpecs';
import { accountIdOf } from '../mocks/digx/bank/seed/ids';
import { logIn, resetBank } from './app';
import { expect, test } from './fixtures';
import { runAxe } from './runAxe';

const everyday = accountIdOf(ACC.everyday).value;

/** The Everyday account's balance on the overview, in pence. */
async function everydayBalance(page: Page, bank: string): Promise<number> {
  await page.goto(`${bank}/accounts`);
  const row = page.getByRole('listitem').filter({ hasText: ACC.everyday }).first();
  const text = (await row.locator('dd').first().textContent()) ?? '';
  return Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);
}

test.describe('payments', () => {
  test('pays a new payee: name checked, passcode, one confirm on a double click, balance down, transaction listed', async ({ page, bank }) => {
    await resetBank(page, bank);
    await logIn(page, bank, 'RETAIL1', 'Private#2026');
    await page.getByRole('heading', { name: 'My accounts' }).waitFor({ state: 'visible' });
    const before = await everydayBalance(page, bank);

    await page.goto(`${bank}/payments/make/${encodeURIComponent(everyday)}?isNewPayee=true`);
    const form = page.getByRole('form', { name: 'Make a payment' });
    await form.waitFor({ state: 'visible' });
    await runAxe(page);
    const payee = page.getByRole('group', { name: 'New payee' });
    await payee.getByLabel('Payee name').fill('John');
    await payee.getByLabel('Name on the account').fill('John Smith');
    await payee.getByLabel('Sort code').fill('200000');
    await payee.getByText('BARCLAYS BANK PLC').waitFor({ state: 'visible' });
    await payee.getByLabel('Account number').fill('11223344');
    await payee.getByRole('button', { name: 'Check the name on the account' }).click();
    await payee.getByText('The name matches the account.').waitFor({ state: 'visible' });
    await form.getByLabel('Amount').fill('45.00');
    await form.getByLabel('Reference').fill('SADDLE REPAIR');
    await form.getByRole('radio', { name: 'Now' }).check();
    await runAxe(page);
    await form.getByRole('button', { name: 'Continue' }).click();

    const dialog = page.getByRole('dialog', { name: 'Enter your one-time passcode' });
    await dialog.getByLabel('One-time passcode').fill('123456');
    await runAxe(page);
    await dialog.getByRole('button', { name: 'Confirm' }).click();

    const review = page.getByRole('region', { name: 'Check your payment' });
    await review.waitFor({ state: 'visible' });
    await runAxe(page);
    const patches: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH' && request.url().includes('/digx/')) patches.push(request.url());
    });
    await review.getByRole('button', { name: 'Confirm payment' }).dblclick();
    await page.getByText('Your payment has been sent.').waitFor({ state: 'visible' });
    await runAxe(page);
    expect(patches).toHaveLength(1);

    await page.goto(`${bank}/accounts/transactions/${encodeURIComponent(everyday)}`);
    const rows = page.getByRole('table', { name: 'Transactions' }).getByRole('row');
    await rows.nth(1).waitFor({ state: 'visible' });
    expect(await rows.nth(1).textContent()).toMatch(/john/i);
    expect(await everydayBalance(page, bank)).toBe(before - 4500);
  });
});
