/** Read a message, reply, see the reply in the outbox; hostile mail runs nothing under the production CSP. Both viewports, axe. */
import type { Page } from 'playwright-core';
import { logIn, resetBank } from './app';
import { expect, test } from './fixtures';
import { runAxe } from './runAxe';
import { watchProblems } from './watchProblems';

/** Every dialog the page tries to open (alert, confirm, prompt): hostile mail must open none. */
function recordDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

test.describe('secure mail', () => {
  test('reads a message, replies to it, and finds the reply in the outbox', async ({ page, bank }) => {
    await resetBank(page, bank);
    await logIn(page, bank, 'RETAIL1', 'Private#2026');
    await page.getByRole('heading', { name: 'My accounts' }).waitFor({ state: 'visible' });

    await page.goto(`${bank}/secure-mail`);
    const inbox = page.getByRole('list', { name: 'Inbox' });
    await inbox.waitFor({ state: 'visible' });
    await runAxe(page);
    await inbox.getByRole('link', { name: /Re: Change of address/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Re: Change of address' }).waitFor({ state: 'visible' });
    await page.getByText('we have updated your address').waitFor({ state: 'visible' });
    await runAxe(page);

    await page.getByRole('button', { name: 'Reply' }).click();
    const reply = page.getByRole('form', { name: 'Reply to Re: Change of address' });
    await reply.getByLabel('Your reply').fill('Thank you, that is everything.');
    await reply.getByText('You have 1970 characters remaining').waitFor({ state: 'visible' });
    await runAxe(page);
    await reply.getByRole('button', { name: 'Send reply' }).click();

    await page.getByText('Your message has been sent.').waitFor({ state: 'visible' });
    const outbox = page.getByRole('list', { name: 'Outbox' });
    await outbox.getByRole('link', { name: /Re: Change of address/ }).first().waitFor({ state: 'visible' });
    await runAxe(page);
    await outbox.getByRole('link', { name: /Re: Change of address/ }).first().click();
    await page.getByText('Thank you, that is everything.').waitFor({ state: 'visible' });
  });

  test('shows hostile mail harmlessly: no dialog, no handler, nothing the CSP had to stop outside the sanitiser', async ({ page, bank }) => {
    const problems = await watchProblems(page);
    const dialogs = recordDialogs(page);
    await resetBank(page, bank);
    await logIn(page, bank, 'RETAIL1', 'Private#2026');
    await page.getByRole('heading', { name: 'My accounts' }).waitFor({ state: 'visible' });

    await page.goto(`${bank}/secure-mail/f/inbox`);
    await page.getByRole('list', { name: 'Inbox' }).getByRole('link', { name: /Security notice/ }).click();
    await page.getByText('Please confirm your details').waitFor({ state: 'visible' });
    await runAxe(page);
    const injected = await page.evaluate(() => ({
      handlers: Array.from(document.querySelectorAll('*')).flatMap((el) => el.getAttributeNames().filter((name) => name.startsWith('on'))),
      elements: document.querySelectorAll('main script, main iframe, main object, main embed, main form, main style, main svg, main img, main meta').length,
      unsafeLinks: Array.from(document.querySelectorAll('a[href]')).filter((a) => /^\s*(javascript|data|vbscript):/i.test(a.getAttribute('href') ?? '')).length,
    }));
    expect(injected).toEqual({ handlers: [], elements: 0, unsafeLinks: 0 });
    await page.waitForTimeout(300);
    expect(dialogs).toEqual([]);
    // Chromium checks the page's CSP even in DOMPurify's inert parsing document and reports the handlers and
    // styles of the hostile body there as blocked: nothing ran. Any other violation would be the app's own.
    const reports = problems.cspViolations.filter((v) => !/Content Security Policy/.test(v));
    expect(reports.length).toBeGreaterThan(0);
    expect(reports.filter((report) => !/ blocked inline at \S+\/lib-dompurify\.[0-9a-f]+\.js:/.test(report))).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });
});
