/**
 * QA drives the fake bank by hand: a fault from the query string reaches the app before
 * its first call, the screen ends in the catalogue's message (never blank), and the
 * demo panel is usable and accessible at both viewports.
 */
import { logIn, resetBank } from './app';
import { runAxe, useBrowser, VIEWPORTS } from './browser';
import { readServers } from './servers';

const { dev, prod } = readServers();

describe.each(VIEWPORTS)('QA faults on the demo bank, $name $width×$height', (viewport) => {
  const browser = useBrowser(viewport);

  it('shows the technical-issue message for an HTML error page armed by ?digxFault, keeps the user ID, then logs in', async () => {
    const page = await browser().context.newPage();
    await resetBank(page, prod);
    await page.goto(`${prod}/login?digxFault=GET:v1/me:html=503:times=1`);
    await page.getByLabel('User ID').fill('retail1');
    await page.getByLabel('Password').fill('Private#2026');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('alert').getByText(/technical issue \(error code 503\)/).waitFor({ state: 'visible' });
    expect(await page.getByLabel('User ID').inputValue()).toBe('retail1');
    await page.getByLabel('Password').fill('Private#2026');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { name: 'My accounts' }).waitFor({ state: 'visible' });
    await page.close();
  });

  it('arms and clears a fault from the Fake bank panel, which passes axe when open', async () => {
    const page = await browser().context.newPage();
    await resetBank(page, dev);
    await page.goto(`${dev}/login`);
    await page.getByLabel('User ID').waitFor({ state: 'visible' });
    await page.getByRole('button', { name: 'Fake bank' }).click();
    await page.getByLabel('Path below /digx/').fill('j_security_check');
    await page.getByLabel('Fault', { exact: true }).selectOption('code');
    await page.getByLabel('Value').fill('DIGX_CZ_USER_LOCKED');
    await page.getByRole('button', { name: 'Arm fault' }).click();
    await page.getByText('* j_security_check: code DIGX_CZ_USER_LOCKED').waitFor({ state: 'visible' });
    await runAxe(page);
    await page.getByRole('button', { name: 'Fake bank' }).click();
    await logIn(page, dev, 'CORP1', 'Racing#2026');
    await page.getByRole('alert').getByText(/locked after more than three invalid security attempts/).waitFor({ state: 'visible' });
    await page.getByRole('button', { name: 'Fake bank' }).click();
    await page.getByRole('button', { name: 'Clear faults' }).click();
    await page.getByText('Faults cleared.').waitFor({ state: 'visible' });
    const cleared = await (await page.request.get(`${dev}/__bank/faults`)).json();
    expect(cleared.faults).toEqual([]);
    await page.close();
  });
});
