/**
 * The browser journey on a stock OBDX (issue 24): the production bundle built for a stock OBDX
 * (dist-stock/, DIGX_PROFILE=stock) against the fake bank in its stock mode, served behind the production
 * headers (the `stockBank` fixture). Log in (the bank answers a success with 404), see the accounts, open an
 * account's transactions, log out; both widths, axe on every screen, no page error or CSP violation.
 */
import type { Page } from '@playwright/test';
import { ACC } from '../mocks/digx/bank/seed/accountSpecs';
import { bankProfile as stockObdx } from '../src/shared/bankProfile/profiles/stockObdx';
import { logIn, logOutConfirmed, resetBank } from './app';
import { expect, STOCK_BANK, test } from './fixtures';
import { runAxe } from './runAxe';
import { watchProblems } from './watchProblems';

const EVERYDAY = ACC.everyday.slice(-4);

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
    await page.getByRole('heading', { level: 1, name: 'Transactions' }).waitFor({ state: 'visible' });
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
});
