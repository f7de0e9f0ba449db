/**
 * Issue 13, the XSS sweep: on the hostile bank (a script-injection payload in every free text it returns,
 * mocks/digx/bank/seed/hostile.ts) RETAIL1 and CORP1 walk every screen of src/app/routes.tsx. At the end of
 * each screen: the tripwire never ran, no dialog opened, no element carries a payload's marker, nothing was
 * injected (script, iframe, object, embed, base, on* attribute, javascript:/data: URL, style), the hostile
 * words are on the page as text, and the page threw nothing (e2e/xssWatch.ts).
 *
 * The walks run twice (the journeys are xss.desktop.e2e.ts and xss.mobile.e2e.ts). Desktop runs on the dev
 * server, which sends no CSP: a payload that reached the DOM would really run and trip the wire. Mobile runs
 * on the production server, the bundle customers get, under its strict CSP and Trusted Types: there a payload
 * could not run, but any attempt shows as a CSP report, so every report outside DOMPurify's inert parsing
 * document fails the journey, a Trusted Types one (a string that reached an HTML or script sink) included. That
 * walk also proves the page refuses such a string, and that the watch sees the report. Screens are reached the way the router reaches them (history and popstate, as a link does),
 * waiting for each screen's heading: no reload per screen, no fixed sleeps.
 */
import fs from 'node:fs/promises';
import Papa from 'papaparse';
import type { Page } from '@playwright/test';
import { ACC } from '../mocks/digx/bank/seed/accountSpecs';
import { accountIdOf } from '../mocks/digx/bank/seed/ids';
import { logIn } from './app';
import { expect, type Width } from './fixtures';
import { runAxe } from './runAxe';
import { sameOriginHeaders } from './servers';
import { watchProblems, type Problems } from './watchProblems';
import { watchXss, type XssWatch } from './xssWatch';
const idOf = (number: string) => encodeURIComponent(accountIdOf(number).value);

export async function setHostile(base: string, on: boolean): Promise<void> {
  const answer = await fetch(`${base}/__bank/hostile`, { method: 'POST', headers: sameOriginHeaders(base), body: JSON.stringify({ on }) });
  if (!answer.ok) throw new Error(`POST /__bank/hostile answered ${answer.status}`);
}

/**
 * A fault with a hostile code (the bank adds a payload to its detail): the screens that show a failed call's
 * code must show it as text. It lasts until cleared: the dev build's double effects call twice.
 */
async function armHostileFault(base: string, method: string, path: string): Promise<void> {
  const rule = { method, path, fault: { kind: 'code', status: 400, code: `DIGX_XSS<img src=x data-xss="e01" onerror="(window.__xss||alert)('e01')">`, detail: 'Refused.' } };
  const answer = await fetch(`${base}/__bank/faults`, { method: 'POST', headers: sameOriginHeaders(base), body: JSON.stringify(rule) });
  if (answer.status !== 201) throw new Error(`POST /__bank/faults answered ${answer.status}`);
}

const clearFaults = (base: string) => fetch(`${base}/__bank/faults`, { method: 'DELETE', headers: sameOriginHeaders(base) });

/** Client-side navigation, as a link does it: the router hears the popstate. */
async function go(page: Page, path: string): Promise<void> {
  await page.evaluate(`(() => { history.pushState(null, '', ${JSON.stringify(path)}); window.dispatchEvent(new PopStateEvent('popstate', { state: null })); })()`);
}

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name }).waitFor({ state: 'visible' });

/** Waits until the hostile texts are on the page as text, options of a select included (the screen's data has arrived). */
async function hostileTextShown(page: Page): Promise<void> {
  await page.waitForFunction(`/data-xss|__xss/.test(document.body.textContent)`);
}

// Chromium checks the page's CSP inside DOMPurify's inert parsing document too and reports the hostile bodies'
// handlers, styles and <base> there as blocked: nothing reached the page. Anything else is an attempt that landed.
const outsideSanitiser = (reports: string[]) =>
  reports.filter((r) => !/Content Security Policy|base URI/.test(r) && !/ blocked (inline|https:\/\/xss\.invalid\/\S*) at \S+\/lib-dompurify\.[0-9a-f]+\.js:/.test(r));

class Sweep {
  readonly screens: string[] = [];
  constructor(
    private readonly watch: XssWatch,
    private readonly problems: Problems,
  ) {}

  /**
   * The page enforces Trusted Types, and the walk would see a violation: a string written to an HTML sink is
   * refused and reported as any CSP report is (require-trusted-types-for). That one report, the probe's own, is
   * then set aside, so the walk's last check still holds every other.
   */
  async trustedTypesEnforced(page: Page): Promise<void> {
    const reports = this.problems.cspViolations;
    const before = reports.length;
    const written = await page.evaluate(`(() => { var d = document.createElement('div'); try { d.innerHTML = '<b>probe</b>'; } catch (e) { return 'refused'; } return 'written'; })()`);
    const probe = () => reports.slice(before).filter((report) => report.startsWith('require-trusted-types-for '));
    await expect.poll(probe).toHaveLength(1);
    expect(written).toBe('refused');
    reports.splice(reports.indexOf(probe()[0]), 1);
  }

  /** The end of a screen: nothing ran, nothing was injected, nothing threw; the hostile words are shown as text. */
  async check(screen: string, options: { text?: boolean } = {}): Promise<void> {
    this.screens.push(screen);
    const { found, hostileTextShown: shown, overflow } = await this.watch.scan();
    expect({ screen, found, ran: this.watch.events, dialogs: this.watch.dialogs, pageErrors: this.problems.pageErrors, csp: outsideSanitiser(this.problems.cspViolations), overflow })
      .toEqual({ screen, found: [], ran: [], dialogs: [], pageErrors: [], csp: [], overflow: 0 });
    if (options.text !== false) expect({ screen, shown: shown > 0 }).toEqual({ screen, shown: true });
  }
}

/**
 * Logs in and walks: whatever stops the walk (a payload that broke the page makes a wait time out), the
 * page as it stands is checked last, so the report names what ran or was injected.
 */
async function walk(page: Page, base: string, underCsp: boolean, userId: string, password: string, screens: (sweep: Sweep) => Promise<void>): Promise<void> {
  const problems = await watchProblems(page);
  const watch = await watchXss(page);
  const sweep = new Sweep(watch, problems);
  try {
    await logIn(page, base, userId, password);
    await heading(page, 'My accounts');
    await screens(sweep);
    if (underCsp) await sweep.trustedTypesEnforced(page);
  } finally {
    await sweep.check(`where the walk ended, after: ${sweep.screens.at(-1) ?? 'logging in'}`, { text: false });
    await page.close();
  }
}

/** The CSV export: every cell the app wrote from the bank's text is neutralised against formulas. */
async function checkCsvExport(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const panel = page.getByRole('region', { name: 'Export transactions' });
  await panel.getByLabel('Format').selectOption({ index: 0 });
  const [file] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: 'Export', exact: true }).click()]);
  const csv = (await fs.readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '');
  const cells = Papa.parse<string[]>(csv.trimEnd(), { newline: '\r\n' }).data.slice(1).flat();
  expect(cells.some((cell) => cell.includes('xss'))).toBe(true);
  // A formula start is only allowed on a number (a money-out amount).
  expect(cells.filter((cell) => /^[=+\-@\t\r\0]/.test(cell) && !/^-?\d+(\.\d+)?$/.test(cell))).toEqual([]);
}

/** RETAIL1's walk: every screen of a private customer (notifications only where the header shows them, on desktop). */
export async function walkRetail(page: Page, base: string, width: Width, underCsp: boolean): Promise<void> {
  await walk(page, base, underCsp, 'RETAIL1', 'Private#2026', async (sweep) => {
    // Accounts: every group, each group's first account's details.
    for (const group of ['Current accounts', 'Deposit accounts', 'Lending']) {
      const region = page.getByRole('region', { name: group });
      const details = region.getByRole('button', { name: 'Details' }).first();
      await details.click();
      await region.locator('dl').nth(1).waitFor({ state: 'visible' });
    }
    await sweep.check('accounts overview, every group, account details');
    await runAxe(page);

    await go(page, `/accounts/transactions/${idOf(ACC.everyday)}`);
    await heading(page, 'Transactions');
    await hostileTextShown(page);
    await sweep.check('transactions');
    await page.getByRole('searchbox', { name: 'Search transactions' }).fill('xss');
    await page.getByRole('button', { name: 'Remove filter: Search: xss' }).waitFor({ state: 'visible' });
    await sweep.check('transactions, searched');
    await checkCsvExport(page);
    await sweep.check('transactions, exported');

    await go(page, `/accounts/statements/${idOf(ACC.everyday)}`);
    await heading(page, 'Statements');
    await page.getByRole('button', { name: /^Download / }).first().waitFor({ state: 'visible' });
    await sweep.check('statements');

    await go(page, '/accounts/services');
    await heading(page, /book services/);
    await hostileTextShown(page);
    await sweep.check('cheque and pay-in book services');

    await go(page, '/payments');
    await heading(page, 'Payments & Transfers');
    await sweep.check('payments', { text: false });
    await go(page, '/payments/make');
    await heading(page, 'Make a payment');
    await hostileTextShown(page);
    await sweep.check('make a payment');
    const payment = page.getByRole('form', { name: 'Make a payment' });
    await payment.getByLabel('To').selectOption({ label: 'A new payee' });
    await payment.getByRole('group', { name: 'New payee' }).getByLabel('Sort code').fill('200000');
    await payment.getByRole('status').filter({ hasText: 'BARCLAYS' }).waitFor({ state: 'visible' });
    await sweep.check('a new payee, its bank from the sort-code look-up');
    await go(page, '/payments/transfer-money');
    await heading(page, 'Internal transfer');
    await hostileTextShown(page);
    await sweep.check('internal transfer');
    await go(page, '/payments/request-international');
    await heading(page, 'Request an international payment');
    await hostileTextShown(page);
    await sweep.check('request an international payment');

    await go(page, '/payments/payees');
    await heading(page, 'Manage my payees');
    const payees = page.getByRole('list', { name: 'Payees' });
    await payees.waitFor({ state: 'visible' });
    await sweep.check('payees');
    await runAxe(page);
    await payees.getByRole('button', { name: /^Edit / }).first().click();
    await page.getByRole('button', { name: 'Cancel' }).first().waitFor({ state: 'visible' });
    await sweep.check('payee details, editing');
    await page.getByRole('button', { name: 'Cancel' }).first().click();

    await go(page, '/payments/payees/new');
    await heading(page, 'New payee');
    await page.getByRole('group', { name: 'New payee' }).waitFor({ state: 'visible' });
    await sweep.check('new payee', { text: false });

    await go(page, '/payments/upcoming');
    await heading(page, 'Standing orders & direct debits');
    const upcoming = page.getByRole('list', { name: 'Upcoming payments' });
    await upcoming.waitFor({ state: 'visible' });
    await sweep.check('upcoming payments');
    await page.getByLabel('Show').selectOption({ label: 'Direct debits' });
    await upcoming.getByRole('button', { name: /^Cancel direct debit to / }).first().waitFor({ state: 'visible' });
    await sweep.check('direct debits');
    await page.getByLabel('Show').selectOption({ label: 'Standing orders' });
    await upcoming.getByRole('link', { name: /^Change standing order to / }).first().click();
    await page.getByRole('form', { name: /standing order/i }).waitFor({ state: 'visible' });
    await sweep.check('change a standing order');

    await go(page, '/services');
    await heading(page, 'Services');
    await sweep.check('services', { text: false });
    await go(page, '/services/mortgageloans');
    await heading(page, 'Mortgages and loans');
    await sweep.check('a service', { text: false });

    // Secure mail: every folder, every message and a bulletin (bodies through the sanitiser), new, enquiry.
    await go(page, '/secure-mail/f/inbox');
    const inbox = page.getByRole('list', { name: 'Inbox' });
    await inbox.waitFor({ state: 'visible' });
    await sweep.check('inbox');
    // Every message, not the first: which payload lands on which sender depends on the seed's day, and one of
    // them (an unbroken run of 40-odd characters) once widened the page on a phone.
    const messages = await inbox.getByRole('link').count();
    expect(messages).toBeGreaterThan(1);
    for (let i = 0; i < messages; i += 1) {
      if (i > 0) {
        await go(page, '/secure-mail/f/inbox');
        await inbox.waitFor({ state: 'visible' });
      }
      await inbox.getByRole('link').nth(i).click();
      await page.getByRole('button', { name: 'Reply' }).waitFor({ state: 'visible' });
      await hostileTextShown(page);
      await sweep.check(`message ${i + 1} of ${messages}`);
    }
    await runAxe(page);
    await go(page, '/secure-mail/f/bulletins');
    const bulletins = page.getByRole('list', { name: 'Bulletins' });
    await bulletins.getByRole('link').first().click();
    await page.getByRole('link', { name: 'Back to Bulletins' }).waitFor({ state: 'visible' });
    await sweep.check('a bulletin');
    await go(page, '/secure-mail/new');
    await heading(page, 'New message');
    await page.getByLabel('Subject').waitFor({ state: 'visible' });
    await sweep.check('new message', { text: false });
    await go(page, '/secure-mail/enquiry');
    await heading(page, 'Send an enquiry');
    await sweep.check('enquiry', { text: false });

    await go(page, '/secure-mail/f/outbox');
    await page.getByRole('list', { name: 'Outbox' }).waitFor({ state: 'visible' });
    await sweep.check('outbox');

    // Details and settings.
    await go(page, '/settings/alerts');
    await page.getByRole('form', { name: 'Login alerts' }).waitFor({ state: 'visible' });
    await hostileTextShown(page);
    await sweep.check('details and alerts');
    // A failed call whose code and detail are hostile: the screen shows the code as text, then tries again.
    await armHostileFault(base, 'GET', 'cz/v1/me/paymentCompanies');
    await go(page, '/settings/paymentcompanies');
    await page.getByText(/Error Code: DIGX_XSS/).waitFor({ state: 'visible' });
    await sweep.check('an error with a hostile code and detail');
    await clearFaults(base);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('list', { name: 'Payment companies with access' }).waitFor({ state: 'visible' });
    await sweep.check('payment companies');
    await go(page, '/settings/manage-accounts');
    await heading(page, 'Reorder & Rename Accounts');
    await hostileTextShown(page);
    await sweep.check('reorder and rename accounts');
    await go(page, '/settings/manage-credentials/password');
    await heading(page, 'Change password or PIN');
    await sweep.check('change password', { text: false });
    await go(page, '/settings/marketing-preferences');
    await page.getByRole('form', { name: 'Marketing preferences' }).waitFor({ state: 'visible' });
    await sweep.check('marketing preferences', { text: false });

    await go(page, '/settings/activity-log');
    await heading(page, 'Activity log');
    await page.getByRole('link', { name: 'Make a Payment' }).click();
    const item = page.getByRole('link', { name: /PHYSIO/ }).first();
    await item.waitFor({ state: 'visible' });
    await sweep.check('activity log, one type');
    await item.click();
    const receipt = page.getByRole('button', { name: 'Download receipt' });
    await receipt.waitFor({ state: 'visible' });
    await sweep.check('an activity');
    // The receipt PDF is built from the hostile texts in the browser.
    const [pdf] = await Promise.all([page.waitForEvent('download'), receipt.click()]);
    expect(pdf.suggestedFilename()).toMatch(/^[A-Za-z0-9._-]+\.pdf$/);
    await page.getByText('Your receipt has been downloaded.').waitFor({ state: 'visible' });
    await sweep.check('an activity, its receipt');

    if (width === 'desktop') {
      await page.getByRole('button', { name: /^Notifications/ }).click();
      await page.getByRole('heading', { name: 'Notifications' }).waitFor({ state: 'visible' });
      await sweep.check('notifications', { text: false });
    }
    expect(sweep.screens.length).toBeGreaterThan(30);
  });
}

/** CORP1's walk: every screen of a racing business and every entity. */
export async function walkCorp(page: Page, base: string, underCsp: boolean): Promise<void> {
  await walk(page, base, underCsp, 'CORP1', 'Racing#2026', async (sweep) => {
    const racing = page.getByRole('region', { name: 'Racing accounts' });
    await racing.getByRole('button', { name: 'Details' }).first().click();
    await racing.locator('dl').nth(1).waitFor({ state: 'visible' });
    await sweep.check('accounts overview, racing account details');

    await go(page, `/accounts/transactions/${idOf(ACC.stablesRacing)}`);
    await heading(page, 'Transactions');
    await hostileTextShown(page);
    await sweep.check('racing transactions');

    await go(page, '/payments/bulk');
    await page.getByRole('form', { name: 'Upload a bulk file' }).waitFor({ state: 'visible' });
    await hostileTextShown(page);
    await sweep.check('bulk upload');
    await go(page, '/payments/bulk/all');
    await heading(page, 'All bulk files');
    const file = page.getByRole('link', { name: /Jockeys/ }).first();
    await file.waitFor({ state: 'visible' });
    await sweep.check('bulk files');
    await file.click();
    await page.getByRole('button', { name: 'Download the response file' }).waitFor({ state: 'visible' });
    await hostileTextShown(page);
    await sweep.check('a bulk file and its payments');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download the response file' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^[A-Za-z0-9._-]+\.csv$/);

    await go(page, '/settings/authorisations');
    const waiting = page.getByRole('list', { name: 'Waiting for authorisation' });
    await waiting.waitFor({ state: 'visible' });
    await sweep.check('authorisations');
    await runAxe(page);
    await waiting.getByRole('button', { name: /^Authorise / }).first().click();
    const confirm = page.getByRole('alertdialog', { name: 'Authorise this item?' });
    await confirm.waitFor({ state: 'visible' });
    await sweep.check('an authorisation, confirming');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });

    await go(page, '/settings/activity-log');
    await heading(page, 'Activity log');
    await page.getByRole('link', { name: 'Bulk Domestic Transfer' }).click();
    const item = page.getByRole('link', { name: /Suppliers/ }).first();
    await item.waitFor({ state: 'visible' });
    await sweep.check('activity log, bulk files');
    await item.click();
    await page.getByRole('heading', { name: 'Authorisation history' }).waitFor({ state: 'visible' });
    await sweep.check('an activity, a bulk file');

    await go(page, '/payments/payees');
    await page.getByRole('list', { name: 'Payees' }).waitFor({ state: 'visible' });
    await sweep.check('payees of the entity');
    await go(page, '/settings/paymentcompanies');
    await page.getByRole('list', { name: 'Payment companies with access' }).waitFor({ state: 'visible' });
    await sweep.check('payment companies');
    await go(page, '/secure-mail/new');
    await heading(page, 'New message');
    await sweep.check('new message, choosing the entity');

    // The entity switcher names every entity; switching goes through the redirect screen to the accounts.
    await go(page, '/accounts');
    const showing = page.getByRole('combobox', { name: 'Showing' });
    await showing.waitFor({ state: 'visible' });
    await sweep.check('entity switcher');
    await showing.selectOption({ index: 1 });
    await heading(page, 'My accounts');
    await hostileTextShown(page);
    await sweep.check('another entity');
  });
}
