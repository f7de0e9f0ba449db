/**
 * Smoke: the app starts on both servers, at both viewports, with no console errors, no CSP
 * violations and no WCAG 2.1 AA violations; the production server sends the security headers.
 */
import type { Page } from 'playwright-core';
import { launch, runAxe, VIEWPORTS, watchProblems, type Browser } from './browser';
import { readServers } from './servers';

const servers = readServers();
const SERVERS = [
  { name: 'dev server', url: servers.dev },
  { name: 'production server', url: servers.prod },
];

/** Waits for the app's own heading: proof that the bundle ran and React rendered. */
async function openHome(page: Page, base: string) {
  const response = await page.goto(`${base}/`, { waitUntil: 'domcontentloaded' });
  await page.getByRole('heading', { name: 'Online Banking' }).first().waitFor({ state: 'visible', timeout: 30_000 });
  // Let late requests (lazy chunks, first /digx calls) finish so their errors are counted too.
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  return response;
}

describe.each(SERVERS)('$name', ({ url }) => {
  describe.each(VIEWPORTS)('$name $width×$height', (viewport) => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launch(viewport);
    });
    afterAll(async () => {
      await browser?.close();
    });

    it('opens / cleanly: no console errors, no page errors, no CSP violations, no axe violations', async () => {
      const page = await browser.context.newPage();
      const problems = await watchProblems(page);
      await openHome(page, url);
      // With no session, / lands on the login page: its lazy chunk loaded under the CSP.
      await page.getByLabel('User ID').waitFor({ state: 'visible' });
      expect(problems.cspViolations).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
      await runAxe(page);
      await page.close();
    });
  });
});

describe('production server headers', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launch(VIEWPORTS[0]);
    page = await browser.context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const nonceOf = (csp: string) => /script-src 'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];

  it('sends a strict CSP with a nonce, nosniff and no-referrer on the page', async () => {
    const response = await openHome(page, servers.prod);
    const headers = response!.headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(nonceOf(csp)).toBeTruthy();
    expect(csp).toContain("'strict-dynamic'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/unsafe-(eval|inline)/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
  });

  it('uses a fresh nonce per response, the same one on every script of that page', async () => {
    const [first, second] = [await page.request.get(`${servers.prod}/`), await page.request.get(`${servers.prod}/`)];
    const [a, b] = [nonceOf(first.headers()['content-security-policy']), nonceOf(second.headers()['content-security-policy'])];
    expect(a).toBeTruthy();
    expect(a).not.toBe(b);
    const html = await first.text();
    expect(html).not.toMatch(/__CSP_NONCE__|__DIGX_MODE__/);
    const scriptNonces = [...html.matchAll(/<script\b[^>]*\bnonce="([^"]*)"/g)].map((m) => m[1]);
    expect(scriptNonces.length).toBeGreaterThan(0);
    expect(new Set(scriptNonces)).toEqual(new Set([a]));
    expect(html).toContain(`<meta name="csp-nonce" content="${a}">`);
  });

  it('answers /digx with Cache-Control: no-store', async () => {
    const response = await page.request.post(`${servers.prod}/digx/v1/session/nonce`);
    expect(response.headers()['cache-control']).toBe('no-store');
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
  });

  it('serves hashed assets as immutable and deep links as the app', async () => {
    const html = await (await page.request.get(`${servers.prod}/`)).text();
    const script = /<script\b[^>]*\bsrc="([^"]+)"/.exec(html)?.[1];
    const asset = await page.request.get(`${servers.prod}${script}`);
    expect(asset.headers()['cache-control']).toContain('immutable');
    expect(asset.headers()['content-type']).toMatch(/^text\/javascript/);
    const deep = await page.request.get(`${servers.prod}/accounts/some/deep/link`);
    expect(deep.status()).toBe(200);
    expect(deep.headers()['content-security-policy']).toContain("'strict-dynamic'");
  });
});
