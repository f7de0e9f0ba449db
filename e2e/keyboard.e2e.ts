/**
 * Issue 13: the main journeys with the keyboard alone (Tab, Shift+Tab, Enter, Space, arrows and typing; no
 * mouse, no click or fill). At every stop focus must show and must not sit outside the viewport or under a
 * bar; after a page or step changes, or a dialog closes, focus must land somewhere sensible, never on the
 * page body. Both viewports; axe on the main pages.
 */
import type { Page } from 'playwright-core';
import { resetBank } from './app';
import { expect, test, type Width } from './fixtures';
import { runAxe } from './runAxe';
import { activate, expectFocusOn, expectFocusVisible, tabTo, typeInto } from './focus';

async function logInByKeyboard(page: Page, bank: string, userId: string, password: string): Promise<void> {
  await page.goto(`${bank}/login`);
  await page.getByLabel('User ID').waitFor({ state: 'visible' });
  await typeInto(page, 'User ID', userId);
  await typeInto(page, 'Password', password);
  await activate(page, 'Log in', { role: 'button' });
  await page.getByRole('heading', { name: 'My accounts' }).waitFor({ state: 'visible' });
  await expectFocusOn(page, 'heading', 'My accounts', 'after logging in');
}

/**
 * Follows a link of the main navigation: on wide screens through a mega menu (its button, then the link), up
 * to 959 px through the slide-over menu (Menu, then the link; `mobile` when the link is a level deeper).
 */
async function navigate(page: Page, width: Width, to: { megaMenu?: string; link: string | RegExp; mobile?: (string | RegExp)[] }): Promise<void> {
  if (width === 'desktop') {
    if (to.megaMenu) {
      await activate(page, to.megaMenu, { role: 'button' });
      await activate(page, to.link, { role: 'link' });
    } else {
      await activate(page, to.link, { role: 'link' });
    }
    return;
  }
  const path = to.mobile ?? [to.link];
  await activate(page, 'Menu', { role: 'button' });
  await expectFocusOn(page, 'button', 'Close menu', 'the slide-over menu opened');
  await activate(page, path[0], { role: 'link' });
  for (const link of path.slice(1)) {
    await page.waitForLoadState('domcontentloaded');
    await expectFocusOn(page, 'heading', /.+/, `after following ${String(path[0])}`);
    await activate(page, link, { role: 'link' });
  }
}

async function passcodeIfAsked(page: Page): Promise<boolean> {
  const otp = page.getByRole('dialog', { name: 'Enter your one-time passcode' });
  const asked = await otp.waitFor({ state: 'visible', timeout: 3_000 }).then(() => true, () => false);
  if (!asked) return false;
  await expectFocusOn(page, 'textbox', 'One-time passcode', 'the passcode dialog opened');
  await page.keyboard.type('123456');
  await activate(page, 'Confirm', { role: 'button' });
  return true;
}

/** The Authorise button's name for the card that mentions `text` (read from the page, never clicked). */
async function authoriseNameFor(page: Page, text: string): Promise<string> {
  const card = page.getByRole('list', { name: 'Waiting for authorisation' }).locator(':scope > li').filter({ hasText: text }).first();
  return (await card.getByRole('button', { name: /^Authorise / }).getAttribute('aria-label')) ?? '';
}

/** Log Out: in the header on wide screens, in the slide-over menu up to 959 px. */
async function openLogOutByKeyboard(page: Page, width: Width): Promise<void> {
  if (width === 'mobile') {
    await activate(page, 'Menu', { role: 'button' });
    await expectFocusOn(page, 'button', 'Close menu', 'the slide-over menu opened');
  }
  await activate(page, 'Log Out', { role: 'button' });
  await page.getByRole('alertdialog', { name: 'Are you sure you want to LOG OUT?' }).waitFor({ state: 'visible' });
  await expectFocusOn(page, 'button', 'Cancel', 'the log out question opened');
}

async function logOutByKeyboard(page: Page, width: Width): Promise<void> {
  await openLogOutByKeyboard(page, width);
  await runAxe(page);
  // Esc closes the question; focus goes back to Log Out, or to Menu when Log Out is in the slide-over the
  // question closed.
  await page.keyboard.press('Escape');
  if (width === 'mobile') await expectFocusOn(page, 'button', 'Menu', 'the log out question was closed');
  else await expectFocusOn(page, 'button', 'Log Out', 'the log out question was closed');

  // Ask again from where focus is now, and confirm.
  await page.keyboard.press('Enter');
  if (width === 'mobile') {
    await expectFocusOn(page, 'button', 'Close menu', 'the slide-over menu opened again');
    await activate(page, 'Log Out', { role: 'button' });
  }
  await expectFocusOn(page, 'button', 'Cancel', 'the log out question opened again');
  await activate(page, 'Log out', { role: 'button' });
  await page.getByRole('heading', { name: 'You have logged out' }).waitFor({ state: 'visible' });
  await expectFocusOn(page, 'heading', 'You have logged out', 'after logging out');
  await runAxe(page);
}

test.describe('keyboard only', () => {
  test('logs in and pays an existing payee through the form, the review and the confirmation', async ({ page, bank, width }) => {
    await resetBank(page, bank);
    await logInByKeyboard(page, bank, 'CORP1', 'Racing#2026');
    await runAxe(page);

    await navigate(page, width, { megaMenu: 'Payments & Transfers', link: 'Make a Payment', mobile: ['Payments & Transfers', 'Make a Payment'] });
    const form = page.getByRole('form', { name: 'Make a payment' });
    await form.waitFor({ state: 'visible' });
    await expectFocusOn(page, 'heading', 'Make a payment', 'the payment page opened');
    await form.getByRole('option', { name: /^Farrier/ }).waitFor({ state: 'attached' });

    // Closed selects take type-ahead: the first option starting with what is typed.
    await tabTo(page, 'From', { role: 'combobox' });
    await page.keyboard.type('Yard');
    await tabTo(page, 'To', { role: 'combobox' });
    await page.keyboard.type('Farrier');
    await typeInto(page, 'Amount', '25.00');
    await typeInto(page, 'Reference', 'KEYBOARD');
    await tabTo(page, 'Now', { role: 'radio' });
    await page.keyboard.press('Space');
    expect(await form.getByLabel('To').inputValue()).toMatch(/^payee:/);
    await runAxe(page);
    await activate(page, 'Continue', { role: 'button' });

    await page.getByRole('heading', { name: 'Check your payment' }).waitFor({ state: 'visible' });
    await expectFocusOn(page, 'heading', 'Check your payment', 'the review step showed');
    await runAxe(page);
    await activate(page, 'Confirm payment', { role: 'button' });
    await passcodeIfAsked(page);
    await page.getByRole('heading', { name: 'Your payment has been sent.' }).waitFor({ state: 'visible' });
    await expectFocusOn(page, 'heading', 'Your payment has been sent.', 'the confirmation showed');
    await runAxe(page);
    await tabTo(page, 'Make another payment', { role: 'button' });
  });

  test('authorises a payment waiting for the user, with the passcode', async ({ page, bank, width }) => {
    await resetBank(page, bank);
    await logInByKeyboard(page, bank, 'CORP1', 'Racing#2026');

    if (width === 'desktop') {
      await activate(page, 'Details & settings', { role: 'link' });
      await expectFocusOn(page, 'heading', /alerts/i, 'the settings page opened');
      // The settings pages' own links sit above the heading.
      await activate(page, 'Authorisations', { role: 'link', shift: true });
    } else {
      await navigate(page, width, { link: 'Authorisations' });
    }
    const list = page.getByRole('list', { name: 'Waiting for authorisation' });
    await list.waitFor({ state: 'visible' });
    await expectFocusVisible(page, 'the authorisations page opened');
    await runAxe(page);

    const authorise = await authoriseNameFor(page, 'Rowley Mile Farriers');
    expect(authorise).toMatch(/^Authorise /);
    await activate(page, authorise, { role: 'button' });
    const question = page.getByRole('alertdialog', { name: 'Authorise this item?' });
    await question.waitFor({ state: 'visible' });
    await expectFocusOn(page, 'button', 'Cancel', 'the confirmation opened');
    await activate(page, 'Yes, authorise', { role: 'button' });
    expect(await passcodeIfAsked(page)).toBe(true);
    await page.getByRole('status', { name: 'Decisions made' }).getByText('Authorised').waitFor({ state: 'visible' });
    // Authorise was disabled by the decision and its card is gone: focus waits on the page's heading.
    await expectFocusOn(page, 'heading', 'Authorisations', 'after authorising');
    await runAxe(page);
  });

  test('reads a message in secure mail and replies to it', async ({ page, bank, width }) => {
    await resetBank(page, bank);
    await logInByKeyboard(page, bank, 'CORP1', 'Racing#2026');

    await navigate(page, width, { link: /^Secure Messaging/, mobile: [/^Secure mailbox/] });
    await page.getByRole('list', { name: 'Inbox' }).waitFor({ state: 'visible' });
    await expectFocusOn(page, 'heading', 'Secure mailbox', 'the mailbox opened');
    await runAxe(page);

    await activate(page, /Cheltenham Festival hospitality/, { role: 'link' });
    await page.getByRole('heading', { name: 'Cheltenham Festival hospitality', level: 1 }).waitFor({ state: 'visible' });
    await expectFocusOn(page, 'heading', 'Cheltenham Festival hospitality', 'the message opened');
    await runAxe(page);

    await activate(page, 'Reply', { role: 'button' });
    await expectFocusOn(page, 'textbox', 'Your reply', 'the reply form opened');
    await page.keyboard.type('Thank you, two of us will come on Gold Cup day.');
    await activate(page, 'Send reply', { role: 'button' });
    await page.getByRole('list', { name: 'Outbox' }).getByText('Re: Cheltenham Festival hospitality').first().waitFor({ state: 'visible' });
    await expectFocusOn(page, 'heading', 'Secure mailbox', 'the reply was sent');
    await runAxe(page);
  });

  test('changes a login alert in settings and logs out', async ({ page, bank, width }) => {
    await resetBank(page, bank);
    await logInByKeyboard(page, bank, 'CORP1', 'Racing#2026');

    await navigate(page, width, { link: 'Details & settings', mobile: ['View & set up alerts'] });
    const form = page.getByRole('form', { name: 'Login alerts' });
    await form.waitFor({ state: 'visible' });
    await expectFocusVisible(page, 'the alerts page opened');
    await runAxe(page);

    const box = page.getByRole('group', { name: 'Login Alert', exact: true }).getByRole('checkbox', { name: 'Email' });
    expect(await box.isChecked()).toBe(false);
    await tabTo(page, 'Email', { role: 'checkbox', group: 'Login Alert' });
    await page.keyboard.press('Space');
    expect(await box.isChecked()).toBe(true);
    await activate(page, 'Save alerts', { role: 'button' });
    await page.getByText('Your changes have been saved.').waitFor({ state: 'visible' });
    // The button only looked disabled while saving: focus stayed on it.
    await expectFocusOn(page, 'button', 'Save alerts', 'the alerts were saved');
    await runAxe(page);

    await logOutByKeyboard(page, width);
  });
});
