/**
 * QA drives the fake bank by hand: a fault from the query string reaches the app before
 * its first call, the screen ends in the catalogue's message (never blank), and the
 * demo panel is usable and accessible at both viewports.
 */
import { launch, runAxe, VIEWPORTS, type Browser } from './browser';
import { readServers } from './servers';

const { dev, prod } = readServers();

describe.each(VIEWPORTS)('QA faults on the demo bank, $name $width×$height', (viewport) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch(viewport);
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    const page = await browser.context.newPage();
    await page.request.delete(`${dev}/__bank/faults`);
    await page.request.delete(`${prod}/__bank/faults`);
    await page.close();
  });

  it('shows the technical-issue message for an HTML error page armed by ?digxFault, then recovers', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${prod}/?digxFault=GET:v1/publicKey:html=503:times=1`);
    await page.getByText(/technical issue \(error code 503\)/).waitFor({ state: 'visible' });
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByText('Connected to the bank.').waitFor({ state: 'visible' });
    await page.close();
  });

  it('arms and clears a fault from the Fake bank panel, which passes axe when open', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${dev}/`);
    await page.getByText('Connected to the bank.').waitFor({ state: 'visible' });
    await page.getByRole('button', { name: 'Fake bank' }).click();
    await page.getByLabel('Path below /digx/').fill('v1/publicKey');
    await page.getByLabel('Fault').selectOption('network');
    await page.getByLabel('Value').fill('');
    await page.getByRole('button', { name: 'Arm fault' }).click();
    await page.getByText('* v1/publicKey: network').waitFor({ state: 'visible' });
    await runAxe(page);
    const armed = await (await page.request.get(`${dev}/__bank/faults`)).json();
    expect(armed.faults).toEqual([{ method: '*', path: 'v1/publicKey', fault: { kind: 'network' } }]);
    await page.getByRole('button', { name: 'Clear faults' }).click();
    await page.getByText('Faults cleared.').waitFor({ state: 'visible' });
    const cleared = await (await page.request.get(`${dev}/__bank/faults`)).json();
    expect(cleared.faults).toEqual([]);
    await page.close();
  });
});
