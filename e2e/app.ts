/** Steps the journeys share: a fresh bank, logging in, and watching what leaves the browser. */
import type { Page } from '@playwright/test';
import { accountIdOf } from '../mocks/digx/bank/seed/ids';
import { PASSWORDS } from './mainRoutes';
import { sameOriginHeaders } from './servers';

/** Clears the faults and reseeds the bank; a switch that refuses (a 403 from the door) stops the journey here. */
export async function resetBank(page: Page, base: string): Promise<void> {
  for (const answer of [await page.request.delete(`${base}/__bank/faults`, { headers: sameOriginHeaders(base) }), await page.request.post(`${base}/__bank/reset`, { headers: sameOriginHeaders(base) })]) {
    if (!answer.ok()) throw new Error(`${answer.url()} answered ${answer.status()}`);
  }
}

export async function logIn(page: Page, base: string, userId: string, password: string): Promise<void> {
  await page.goto(`${base}/login`);
  await page.getByLabel('User ID').fill(userId);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** A fresh bank, the user logged in, and one account's transactions page open with its list on screen. */
export async function openTransactions(page: Page, base: string, user: 'RETAIL1' | 'CORP1', accountNumber: string): Promise<void> {
  await resetBank(page, base);
  await logIn(page, base, user, PASSWORDS[user]);
  await page.getByRole('heading', { name: 'My accounts' }).waitFor({ state: 'visible' });
  await page.goto(`${base}/accounts/transactions/${encodeURIComponent(accountIdOf(accountNumber).value)}`);
  await page.getByRole('table', { name: 'Transactions' }).waitFor({ state: 'visible' });
}

/** Every request URL and body the page sends, to prove a secret never leaves in the clear. */
export function recordTraffic(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    seen.push(request.url());
    const body = request.postData();
    if (body) seen.push(body);
  });
  return seen;
}

export function leaks(traffic: string[], secret: string): string[] {
  return traffic.filter((entry) => entry.includes(secret) || entry.includes(encodeURIComponent(secret)));
}

/** Log Out lives in the header on wide screens and in the slide-over menu up to 959 px. */
export async function openLogOut(page: Page): Promise<void> {
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('button', { name: 'Log Out' }).click();
}

/**
 * Log Out and confirm it: ends on /logged-off with its heading. `onDialog` runs while the confirmation is open
 * (an axe check of the dialog).
 */
export async function logOutConfirmed(page: Page, onDialog?: () => Promise<void>): Promise<void> {
  await openLogOut(page);
  await page.getByRole('alertdialog', { name: 'Are you sure you want to LOG OUT?' }).waitFor({ state: 'visible' });
  await onDialog?.();
  await page.getByRole('button', { name: 'Log out', exact: true }).click();
  await page.getByRole('heading', { name: 'You have logged out' }).waitFor({ state: 'visible' });
}
