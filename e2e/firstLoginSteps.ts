/**
 * NEWUSER's first login after the login itself, on whichever bank: welcome, terms, the forced password change,
 * the forced PIN change and the last page, with axe on every step. Ends on the accounts.
 */
import type { Page } from '@playwright/test';
import { runAxe } from './runAxe';

export const FIRST_LOGIN = { oldPassword: 'Welcome#2026', newPassword: 'Newuser#2027', oldPin: '482916', newPin: '135792' } as const;

/** A step of the flow is on screen (its heading) and passes axe. */
export async function step(page: Page, heading: string): Promise<void> {
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor({ state: 'visible' });
  await runAxe(page);
}

export async function firstLoginSteps(page: Page): Promise<void> {
  await step(page, 'Welcome to Online Banking');
  await page.getByRole('button', { name: 'Continue' }).click();

  await step(page, 'Terms and conditions');
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await step(page, 'Change your password');
  await page.getByLabel('Current password').fill(FIRST_LOGIN.oldPassword);
  await page.getByLabel('New password', { exact: true }).fill(FIRST_LOGIN.newPassword);
  await page.getByLabel('Confirm new password').fill(FIRST_LOGIN.newPassword);
  await runAxe(page);
  await page.getByRole('button', { name: 'Change password' }).click();

  await step(page, 'Your password has been changed');
  await page.getByRole('button', { name: 'Continue' }).click();

  await step(page, 'Change your transaction PIN');
  await page.getByLabel('Current PIN').fill(FIRST_LOGIN.oldPin);
  await page.getByLabel('New PIN', { exact: true }).fill(FIRST_LOGIN.newPin);
  await page.getByLabel('Confirm new PIN').fill(FIRST_LOGIN.newPin);
  await page.getByRole('button', { name: 'Change PIN' }).click();

  await step(page, 'You are all set');
  await page.getByRole('button', { name: 'Continue to my accounts' }).click();
  await page.getByRole('heading', { name: 'My accounts' }).waitFor({ state: 'visible' });
}
