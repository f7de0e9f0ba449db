/**
 * Bulk payments in a real browser: the file is checked in a web worker (jsdom has none, so only this
 * journey proves the worker and its lazy parser load under the production CSP), sent once with the
 * passcode, and found in the file list. Both viewports, axe on each page.
 */
import { logIn, resetBank } from './app';
import { expect, test } from './fixtures';
import { runAxe } from './runAxe';

const CSV = ['name,sortCode,accountNumber,type,reference,amount', 'J Carver,200000,11223344,FP,FARRIERY 48,180.00', 'T Whitlock,309634,14478209,BACS,WAGES 48,642.50', ''].join('\n');

test.describe('bulk payments', () => {
  test('checks a CSV in the worker, sends it with the passcode, and lists it', async ({ page, bank, width }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await resetBank(page, bank);
    await logIn(page, bank, 'CORP1', 'Racing#2026');
    await page.getByRole('region', { name: 'Racing accounts' }).waitFor({ state: 'visible' });
    await page.goto(`${bank}/payments/bulk`);
    const form = page.getByRole('form', { name: 'Upload a bulk file' });
    await form.waitFor({ state: 'visible' });
    await form.getByLabel('Pay from').selectOption({ index: 1 });
    const name = `Farriers ${width}.csv`.replace(/[^A-Za-z0-9 .]/g, '');
    await form.getByLabel('Payment file').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(CSV) });
    await runAxe(page);
    await form.getByRole('button', { name: 'Check the file' }).click();
    const summary = page.getByRole('region', { name: 'Check and send' });
    await summary.waitFor({ state: 'visible' });
    await summary.getByText('£822.50').waitFor({ state: 'visible' });
    // The check ran in a worker of our own origin, not on the page.
    expect(workers.some((url) => url.startsWith(bank))).toBe(true);
    await runAxe(page);
    await summary.getByRole('button', { name: 'Send the file' }).click();
    const otp = page.getByRole('dialog', { name: 'Enter your one-time passcode' });
    await otp.getByLabel('One-time passcode').fill('123456');
    await otp.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('region', { name: 'Your file has been sent' }).waitFor({ state: 'visible' });
    await runAxe(page);

    await page.getByRole('link', { name: 'All bulk files' }).first().click();
    await page.getByRole('link', { name: new RegExp(name.replace('.', '\\.')) }).first().waitFor({ state: 'visible' });
    await runAxe(page);
    await page.getByRole('link', { name: new RegExp(name.replace('.', '\\.')) }).first().click();
    await page.getByRole('heading', { level: 1 }).filter({ hasText: name }).waitFor({ state: 'visible' });
    await runAxe(page);
    expect(errors).toEqual([]);
  });
});
