/** Add a payee, pay it, cancel a standing order and see it still cancelled after a reload. Both viewports, axe. */
import { logIn, resetBank } from './app';
import { test } from './fixtures';
import { runAxe } from './runAxe';

test.describe('payees and standing orders', () => {
  test('adds a payee, pays it, and cancels a standing order that stays cancelled', async ({ page, bank }) => {
    await resetBank(page, bank);
    await logIn(page, bank, 'RETAIL1', 'Private#2026');
    await page.getByRole('heading', { name: 'My accounts' }).waitFor({ state: 'visible' });

    await page.goto(`${bank}/payments/payees/new`);
    const payee = page.getByRole('group', { name: 'New payee' });
    await payee.waitFor({ state: 'visible' });
    await payee.getByLabel('Payee name').fill('Saddlery');
    await payee.getByLabel('Name on the account').fill('Newmarket Saddlery Ltd');
    await payee.getByRole('radio', { name: 'Business' }).check();
    await payee.getByLabel('Sort code').fill('400530');
    await payee.getByLabel('Account number').fill('22334455');
    await payee.getByRole('button', { name: 'Check the name on the account' }).click();
    await payee.getByText('The name matches the account.').waitFor({ state: 'visible' });
    await page.getByLabel('Reference', { exact: true }).fill('TACK');
    await runAxe(page);
    await page.getByRole('button', { name: 'Save payee' }).click();
    const otp = page.getByRole('dialog', { name: 'Enter your one-time passcode' });
    await otp.getByLabel('One-time passcode').fill('123456');
    await otp.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('The payee has been added.').waitFor({ state: 'visible' });

    await page.goto(`${bank}/payments/payees`);
    await page.getByRole('link', { name: 'Pay Saddlery' }).click();
    const form = page.getByRole('form', { name: 'Make a payment' });
    await form.waitFor({ state: 'visible' });
    await form.getByLabel('From').selectOption({ index: 1 });
    await form.getByLabel('Amount').fill('80.00');
    await form.getByLabel('Reference').fill('TACK');
    await form.getByRole('radio', { name: 'Now' }).check();
    await form.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Confirm payment' }).click();
    await page.getByText('Your payment has been sent.').waitFor({ state: 'visible' });

    await page.goto(`${bank}/payments/upcoming`);
    await page.getByLabel('Show').selectOption({ label: 'Standing orders' });
    const list = page.getByRole('list', { name: 'Upcoming payments' });
    const first = list.getByRole('listitem').first();
    const heading = (await first.getByRole('heading', { level: 2 }).textContent()) ?? '';
    await runAxe(page);
    await first.getByRole('button', { name: /^Cancel standing order to / }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, cancel it' }).click();
    const otp2 = page.getByRole('dialog', { name: 'Enter your one-time passcode' });
    await otp2.getByLabel('One-time passcode').fill('123456');
    await otp2.getByRole('button', { name: 'Confirm' }).click();
    await first.getByText('Cancelled').waitFor({ state: 'visible' });

    await page.reload();
    await page.getByLabel('Show').selectOption({ label: 'Standing orders' });
    const again = page.getByRole('list', { name: 'Upcoming payments' }).getByRole('listitem').filter({ hasText: heading.slice(0, 12) }).first();
    await again.getByText('Cancelled').waitFor({ state: 'visible' });
    await runAxe(page);
  });

  test('changes a standing order\'s amount, and the list shows it after a reload', async ({ page, bank }) => {
    await resetBank(page, bank);
    await logIn(page, bank, 'RETAIL1', 'Private#2026');
    await page.getByRole('heading', { name: 'My accounts' }).waitFor({ state: 'visible' });
    await page.goto(`${bank}/payments/upcoming`);
    await page.getByLabel('Show').selectOption({ label: 'Standing orders' });
    const first = page.getByRole('list', { name: 'Upcoming payments' }).getByRole('listitem').first();
    const heading = (await first.getByRole('heading', { level: 2 }).textContent()) ?? '';
    await first.getByRole('link', { name: /^Change standing order to / }).click();
    const form = page.getByRole('form', { name: 'Change standing order' });
    await form.waitFor({ state: 'visible' });
    await runAxe(page);
    await form.getByLabel('Amount').fill('321.09');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Your changes have been saved.').waitFor({ state: 'visible' });
    await runAxe(page);

    await page.goto(`${bank}/payments/upcoming`);
    await page.getByLabel('Show').selectOption({ label: 'Standing orders' });
    const changed = page.getByRole('list', { name: 'Upcoming payments' }).getByRole('listitem').filter({ hasText: heading.slice(0, 12) }).first();
    await changed.getByText('£321.09').waitFor({ state: 'visible' });
  });
});
