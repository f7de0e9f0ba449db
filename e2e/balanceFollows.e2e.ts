/**
 * Money moves, figures follow, in a real browser: RETAIL1 moves money between their own accounts, then opens My
 * Accounts through the menu (no reload) and sees the bank's new balance. Wide screens go through the My Accounts
 * menu, phones through the slide-over menu.
 */
import type { Page } from '@playwright/test';
import { ACC } from '../mocks/digx/bank/seed/accountSpecs';
import { logIn, resetBank } from './app';
import { expect, test } from './fixtures';
import { runAxe } from './runAxe';

/** The account's row on My Accounts: its available balance, as shown. */
const availableOf = (page: Page, number: string) =>
  page.getByRole('listitem').filter({ hasText: new RegExp(`${number.slice(-4)}(?!\\d)`) }).first().locator('dd').nth(1);

async function myAccountsFromMenu(page: Page, width: 'desktop' | 'mobile'): Promise<void> {
  if (width === 'mobile') {
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'My Accounts' }).click();
  } else {
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'My Accounts' }).click();
    await nav.getByRole('link', { name: 'Current accounts' }).click();
  }
  await page.getByRole('heading', { level: 1, name: 'My accounts' }).waitFor({ state: 'visible' });
}

test('a transfer, then My Accounts through the menu, shows the new balance', async ({ page, bank, width }) => {
  await resetBank(page, bank);
  await logIn(page, bank, 'RETAIL1', 'Private#2026');
  await page.getByRole('heading', { name: 'My accounts' }).waitFor({ state: 'visible' });
  const before = (await availableOf(page, ACC.everyday).textContent()) ?? '';
  const pence = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);

  await page.goto(`${bank}/payments/transfer-money`);
  const form = page.getByRole('form', { name: 'Internal transfer' });
  await form.waitFor({ state: 'visible' });
  await form.getByRole('combobox', { name: 'From' }).selectOption({ label: (await form.getByRole('option', { name: /^Everyday/ }).first().textContent()) ?? '' });
  await form.getByRole('combobox', { name: 'To' }).selectOption({ label: (await form.getByRole('combobox', { name: 'To' }).getByRole('option', { name: /^Household/ }).first().textContent()) ?? '' });
  await form.getByLabel('Amount').fill('12.34');
  await form.getByRole('radio', { name: 'Now' }).check();
  await form.getByRole('button', { name: 'Continue' }).click();
  const review = page.getByRole('region', { name: 'Check your payment' });
  await review.getByRole('button', { name: 'Confirm payment' }).click();
  await page.getByText('Your payment has been sent.').waitFor({ state: 'visible' });

  await myAccountsFromMenu(page, width);
  await expect.poll(async () => pence((await availableOf(page, ACC.everyday).textContent()) ?? '')).toBe(pence(before) - 1234);
  await runAxe(page);
});
