/** Rename an account and see it in the overview; reorder; request a cheque book. Both viewports, axe. */
import { logIn, resetBank } from './app';
import { runAxe, useBrowser, VIEWPORTS } from './browser';
import { readServers } from './servers';

const { prod } = readServers();

describe.each(VIEWPORTS)('manage accounts, $name $width×$height', (viewport) => {
  const browser = useBrowser(viewport);

  it('renames an account and the overview shows the new name; moves one down', async () => {
    const page = await browser().context.newPage();
    await resetBank(page, prod);
    await logIn(page, prod, 'RETAIL1', 'Private#2026');
    await page.getByRole('heading', { name: 'My accounts' }).waitFor({ state: 'visible' });
    await page.goto(`${prod}/settings/manage-accounts`);
    await page.getByRole('heading', { name: 'Reorder & Rename Accounts', level: 1 }).waitFor({ state: 'visible' });
    await runAxe(page);
    const name = page.getByLabel('Account name').first();
    await name.fill('Holiday fund');
    await page.getByRole('button', { name: /^Save name for/ }).first().click();
    await page.getByText('The account name has been saved.').waitFor({ state: 'visible' });
    await page.getByRole('button', { name: /^Move down/ }).first().click();
    await page.getByText('The account order has been saved.').waitFor({ state: 'visible' });
    await runAxe(page);
    await page.goto(`${prod}/accounts`);
    await page.getByRole('heading', { name: 'Holiday fund' }).waitFor({ state: 'visible' });
    await page.close();
  });

  it('requests a cheque book for CORP1 and sees the reference', async () => {
    const page = await browser().context.newPage();
    await resetBank(page, prod);
    await logIn(page, prod, 'CORP1', 'Racing#2026');
    await page.getByRole('heading', { name: 'My accounts' }).waitFor({ state: 'visible' });
    await page.goto(`${prod}/accounts/services`);
    await page.getByRole('heading', { name: 'Cheque and pay-in book services', level: 1 }).waitFor({ state: 'visible' });
    await page.getByRole('button', { name: 'Request a cheque book' }).click();
    await page.getByRole('button', { name: 'Request cheque book' }).click();
    await page.getByText(/Reference: CBR/).waitFor({ state: 'visible' });
    await runAxe(page);
    await page.close();
  });
});
