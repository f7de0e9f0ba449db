/**
 * The browser journey on a stock OBDX (issue 24): the production bundle built for a stock OBDX
 * (dist-stock/, DIGX_PROFILE=stock) against the fake bank in its stock mode, served behind the production
 * headers (the `stockBank` fixture). Log in (the bank answers a success with 404), see the accounts, open an
 * account's transactions, log out; then the journeys whose calls speak OBDX's own fields (OBDX_UI): a loan's and
 * a bond's details, login alerts on and off, a message with a subject from the bank's mail categories, a bulletin
 * read, a password change; CORP1's cheque status, a bulk file's page and pending approvals; NEWUSER's first login
 * through terms and both forced changes. Both widths, axe on every screen, no page error or CSP violation.
 */
import type { Locator, Page } from '@playwright/test';
import { ACC } from '../mocks/digx/bank/seed/accountSpecs';
import { bankProfile as stockObdx } from '../src/shared/bankProfile/profiles/stockObdx';
import { logIn, logOutConfirmed, resetBank } from './app';
import { firstLoginSteps } from './firstLoginSteps';
import { expect, STOCK_BANK, test } from './fixtures';
import { runAxe } from './runAxe';
import { watchProblems, type Problems } from './watchProblems';

const EVERYDAY = ACC.everyday.slice(-4);
const SAVED = 'Your changes have been saved.';

/** A fresh stock bank and `user` logged in on it, with the page watched for errors and CSP violations. */
async function logInOnStock(page: Page, stock: string, user: string, password: string): Promise<Problems> {
  const problems = await watchProblems(page);
  await resetBank(page, stock);
  await logIn(page, stock, user, password);
  return problems;
}

function expectNoProblems(problems: Problems): void {
  expect(problems.pageErrors).toEqual([]);
  expect(problems.cspViolations).toEqual([]);
}

/** One payment's maximum for RETAIL1 (the seed's limit package): below it, the day's limit is what stops a payment. */
const MAX_PAYMENT = 50_000;

/** The full label of the option of a select whose label matches. */
const optionLabel = async (form: Locator, select: string, label: RegExp) =>
  (await form.getByRole('combobox', { name: select }).getByRole('option', { name: label }).first().textContent())?.trim() ?? '';

/** The text of a field's accessible description (its aria-describedby elements). */
const descriptionOf = (field: Locator) =>
  field.evaluate((el) => (el.getAttribute('aria-describedby') ?? '').split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' '));

/** '… £3,750.00 left to send today.' → 3750. */
const leftToday = (hint: string) => Number((/£([\d,]+\.\d\d) left to send today/.exec(hint)?.[1] ?? 'NaN').replace(/,/g, ''));

/** The value beside a term of a details list. */
const factOf = (scope: Locator, term: string) => scope.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');

/** A ResponsiveTable by its caption: a table on a wide screen, a list of cards on a narrow one. */
const records = (page: Page, name: string | RegExp) => page.getByRole('table', { name }).or(page.getByRole('list', { name }));

/** The page runs the bundle built for a stock OBDX: its profile is in the app's own script. */
async function expectStockBundle(page: Page): Promise<void> {
  const sources = await page.locator('script[src]').evaluateAll((scripts) => scripts.map((script) => (script as HTMLScriptElement).src));
  const bodies = await Promise.all(sources.map(async (src) => (await page.request.get(src)).text()));
  expect(bodies.some((body) => body.includes(stockObdx.name))).toBe(true);
}

// The lock: the first worker to get here builds dist-stock/ when it is stale, and no other builds it too.
test.describe('a stock OBDX', STOCK_BANK, () => {
  test("logs RETAIL1 in, shows the accounts and an account's transactions, and logs out", async ({ page, stockBank: stock }) => {
    const problems = await watchProblems(page);
    await resetBank(page, stock);
    const login = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/j_security_check'));
    await logIn(page, stock, 'RETAIL1', 'Private#2026');
    // A stock OBDX answers a good login with a 404 (its own client reads that as logged in).
    expect((await login).status()).toBe(404);
    await page.getByRole('heading', { name: 'My accounts' }).waitFor({ state: 'visible' });
    expect(new URL(page.url()).pathname).toBe('/accounts');
    await expectStockBundle(page);
    // The last four digits, which both the number and a masked id show: a stock OBDX's masked id reads "ending 4561"
    // (MaskedNumber); the row's text runs on into 'Balance'.
    const everyday = page.getByRole('listitem').filter({ hasText: new RegExp(`Account number .*ending ${EVERYDAY}(?!\\d)`) });
    await everyday.waitFor({ state: 'visible' });
    await runAxe(page);

    await everyday.getByRole('button', { name: 'Details' }).click();
    await everyday.getByRole('link', { name: 'Transactions', exact: true }).click();
    // The page's heading by its text, so a page other than the transactions (an error, not found) names itself.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Transactions', { timeout: 30_000 });
    const table = page.getByRole('table', { name: 'Transactions' });
    await table.getByRole('row').nth(1).waitFor({ state: 'visible' });
    expect(new URL(page.url()).pathname).toMatch(/^\/accounts\/transactions\//);
    await runAxe(page);

    await logOutConfirmed(page);
    expect(new URL(page.url()).pathname).toBe('/logged-off');
    await runAxe(page);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  test("RETAIL1 reads a loan's and a bond's details, switches a login alert on and off, writes to the bank, reads a bulletin and changes the password", async ({ page, stockBank: stock }) => {
    const problems = await logInOnStock(page, stock, 'RETAIL1', 'Private#2026');
    await page.getByRole('heading', { name: 'My accounts' }).waitFor({ state: 'visible' });

    // The loan's schedule (loanScheduleDTO) and the bond's tenure, rollover code and payout instructions.
    const row = (number: string) => page.getByRole('listitem').filter({ hasText: new RegExp(`Account number .*ending ${number.slice(-4)}(?!\\d)`) });
    await row(ACC.loan).getByRole('button', { name: 'Details' }).click();
    await row(ACC.loan).getByText('Principal repayment frequency', { exact: true }).waitFor({ state: 'visible' });
    await expect(factOf(row(ACC.loan), 'Principal repayment frequency')).toHaveText('Monthly');
    await row(ACC.bond).getByRole('button', { name: 'Details' }).click();
    await row(ACC.bond).getByText('Payout instructions', { exact: true }).waitFor({ state: 'visible' });
    await expect(factOf(row(ACC.bond), 'At maturity')).toHaveText('Close on maturity');
    await runAxe(page);

    // Login alerts: one channel on, saved, still on after a reload, then off again.
    await page.goto(`${stock}/settings/alerts`);
    const alerts = page.getByRole('form', { name: 'Login alerts' });
    await alerts.waitFor({ state: 'visible' });
    const failedBySms = () => page.getByRole('group', { name: 'Failed Login Alert' }).getByRole('checkbox', { name: 'Text message (SMS)' });
    await failedBySms().check();
    await alerts.getByRole('button', { name: 'Save alerts' }).click();
    await alerts.getByText(SAVED).waitFor({ state: 'visible' });
    await runAxe(page);
    await page.reload();
    await page.getByRole('form', { name: 'Login alerts' }).waitFor({ state: 'visible' });
    await expect(failedBySms()).toBeChecked();
    await failedBySms().uncheck();
    await page.getByRole('form', { name: 'Login alerts' }).getByRole('button', { name: 'Save alerts' }).click();
    await page.getByRole('form', { name: 'Login alerts' }).getByText(SAVED).waitFor({ state: 'visible' });
    await page.reload();
    await page.getByRole('form', { name: 'Login alerts' }).waitFor({ state: 'visible' });
    await expect(failedBySms()).not.toBeChecked();

    // A new message, its subject one of the bank's mail categories' subjects.
    await page.goto(`${stock}/secure-mail/new`);
    const form = page.getByRole('form', { name: 'New message' });
    await form.waitFor({ state: 'visible' });
    await form.getByRole('combobox', { name: 'Subject' }).selectOption('Cards');
    await form.getByRole('textbox', { name: /message/i }).fill('Please send a new card.');
    await runAxe(page);
    await form.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Your message has been sent.').waitFor({ state: 'visible' });
    await page.getByRole('list', { name: 'Outbox' }).getByRole('link', { name: /^Cards/ }).first().waitFor({ state: 'visible' });

    // A bulletin: its body, and read at the bank (the row no longer says Unread after a reload).
    await page.goto(`${stock}/secure-mail/f/bulletins`);
    await page.getByRole('link', { name: /^Unread, Beware of scam calls/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Beware of scam calls' }).waitFor({ state: 'visible' });
    await page.getByText(/never ask you to move money to a "safe account"/).waitFor({ state: 'visible' });
    await runAxe(page);
    await page.goto(`${stock}/secure-mail/f/bulletins`);
    await page.getByRole('link', { name: /^Beware of scam calls/ }).waitFor({ state: 'visible' });

    // The password change ({oldPassword, changedPassword}) ends the session; only the new password logs in.
    await page.goto(`${stock}/settings/manage-credentials/password`);
    await page.getByRole('heading', { name: 'Change your password', level: 2 }).waitFor({ state: 'visible' });
    await page.getByLabel('Current password').fill('Private#2026');
    await page.getByLabel('New password', { exact: true }).fill('Private#2031');
    await page.getByLabel('Confirm new password').fill('Private#2031');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('heading', { name: 'Your password has been changed', level: 1 }).waitFor({ state: 'visible' });
    await logIn(page, stock, 'RETAIL1', 'Private#2031');
    await page.getByRole('heading', { name: 'My accounts' }).waitFor({ state: 'visible' });
    expectNoProblems(problems);
  });

  test("CORP1 looks up cheque status, opens a bulk file's page and sees what waits for authorisation", async ({ page, stockBank: stock }) => {
    const problems = await logInOnStock(page, stock, 'CORP1', 'Racing#2026');
    await page.getByRole('heading', { name: 'My accounts' }).waitFor({ state: 'visible' });

    // Cheque status: issuedCheques?startChequeNo&endChequeNo, the statuses in words.
    await page.goto(`${stock}/accounts/services`);
    await page.getByRole('heading', { level: 2, name: 'Cheque status' }).waitFor({ state: 'visible' });
    await page.getByLabel(/Start cheque number/).fill('000001');
    await page.getByLabel(/End cheque number/).fill('000100');
    await page.getByRole('button', { name: 'Show cheque status' }).click();
    const cheques = page.getByRole('table', { name: 'Cheques 000001 to 000100' });
    await cheques.getByRole('cell', { name: 'Used', exact: true }).first().waitFor({ state: 'visible' });
    await runAxe(page);

    // One bulk file's page, asked from the list by ?fileId=; its payments listed.
    await page.goto(`${stock}/payments/bulk/all`);
    await records(page, /^Bulk files uploaded in/).getByRole('link').first().click();
    const payments = records(page, 'Payments in this file');
    await payments.getByRole('rowheader').or(payments.getByRole('heading', { level: 3 })).first().waitFor({ state: 'visible' });
    await expect(page.getByText(/undefined|NaN/)).toHaveCount(0);
    await runAxe(page);

    // Pending approvals, asked discriminator by discriminator with roleType=P.
    await page.goto(`${stock}/settings/authorisations`);
    const waiting = page.getByRole('list', { name: 'Waiting for authorisation' });
    await waiting.getByRole('checkbox', { name: /^Select / }).first().waitFor({ state: 'visible' });
    expect(await waiting.getByRole('checkbox', { name: /^Select / }).count()).toBeGreaterThanOrEqual(6);
    await runAxe(page);
    expectNoProblems(problems);
  });

  test("NEWUSER's first login walks the bank's own login flow: terms, the password and the PIN", async ({ page, stockBank: stock }) => {
    const problems = await logInOnStock(page, stock, 'NEWUSER', 'Welcome#2026');
    await firstLoginSteps(page);
    expect(new URL(page.url()).pathname).toBe('/accounts');
    expectNoProblems(problems);
  });

  test("RETAIL1 sends part of the day's payment limit, and the form stops a payment over what is left before the bank hears of it", async ({ page, stockBank: stock }) => {
    const problems = await logInOnStock(page, stock, 'RETAIL1', 'Private#2026');
    await page.getByRole('heading', { name: 'My accounts' }).waitFor({ state: 'visible' });
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/digx\/.*payments\/payouts/.test(request.url())) posts.push(request.url());
    });

    // The day's limit is more than any one account holds: pays from the account with the most available until
    // one of them holds more than is left today, then asks that one for a pound more than is left. A stock OBDX
    // sends no nicknames: accounts go by their product names, the payee by its own nickname.
    let paid = 0;
    let left: number;
    const form = page.getByRole('form', { name: 'Make a payment' });
    const amount = form.getByRole('textbox', { name: 'Amount' });
    for (;;) {
      await page.goto(`${stock}/payments/make`);
      const from = form.getByRole('combobox', { name: 'From' });
      await expect(from.getByRole('option', { name: / available$/ }).first()).toBeAttached();
      const payable = (await from.getByRole('option', { name: /^(Private Current Account|Instant Access Savings) .*£[\d,.]+ available$/ }).allTextContents()).map((label) => ({
        label: label.trim(),
        available: Number((/£([\d,]+\.\d\d) available/.exec(label)?.[1] ?? '0').replace(/,/g, '')),
      }));
      const richest = payable.reduce((a, b) => (b.available > a.available ? b : a));
      await from.selectOption({ label: richest.label });
      await form.getByRole('combobox', { name: 'To' }).selectOption({ label: await optionLabel(form, 'To', /^Builder/) });
      await amount.fill('1');
      await expect(amount).toHaveAccessibleDescription(/left to send today/);
      left = leftToday(await descriptionOf(amount));
      if (left < richest.available || paid >= 4) break;
      await amount.fill(String(Math.min(MAX_PAYMENT, Math.floor(richest.available) - 1, left - 1)));
      await form.getByRole('textbox', { name: 'Reference' }).fill('DAILY LIMIT');
      await form.getByRole('radio', { name: 'Now' }).check();
      await form.getByRole('button', { name: 'Continue' }).click();
      const review = page.getByRole('region', { name: 'Check your payment' });
      const otp = page.getByRole('dialog', { name: 'Enter your one-time passcode' });
      await review.or(otp).first().waitFor({ state: 'visible' });
      if (await otp.isVisible()) {
        await otp.getByLabel('One-time passcode').fill('123456');
        await otp.getByRole('button', { name: 'Confirm' }).click();
      }
      await review.getByRole('button', { name: 'Confirm payment' }).click();
      await page.getByText('Your payment has been sent.').waitFor({ state: 'visible' });
      paid += 1;
    }
    expect(paid).toBeGreaterThan(0);
    expect(left).toBeGreaterThan(0);

    // One payment order reached the bank for each payment made, and none for the one the form stopped.
    const sent = posts.length;
    expect(sent).toBe(paid);
    await amount.fill(String(Math.floor(left) + 1));
    await form.getByRole('textbox', { name: 'Reference' }).fill('OVER THE LIMIT');
    await form.getByRole('radio', { name: 'Now' }).check();
    await form.getByRole('button', { name: 'Continue' }).click();
    await page.getByText(/This payment would take you over your daily limit\. You can send £[\d,]+\.\d\d more today\./).first().waitFor({ state: 'visible' });
    await expect(page.getByRole('region', { name: 'Check your payment' })).toHaveCount(0);
    await runAxe(page);
    expect(posts).toHaveLength(sent);
    expectNoProblems(problems);
  });
});
