/**
 * The production server's security headers. They do not depend on the window, so only the desktop project
 * checks them (a *.desktop.e2e.ts file); against the worker's own production server.
 */
import { DEV_BANK, expect, test } from './fixtures';
import { openHome } from './openHome';
import { sameOriginHeaders } from './servers';

const nonceOf = (csp: string) => /script-src 'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];

test.describe('production server headers', () => {
  test('sends a strict CSP with a nonce, nosniff and no-referrer on the page', async ({ page, bank }) => {
    const response = await openHome(page, bank);
    const headers = response!.headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(nonceOf(csp)).toBeTruthy();
    expect(csp).toContain("'strict-dynamic'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/unsafe-(eval|inline)/);
    // The bulk file's worker is a file of the build: no worker from a blob.
    expect(csp).toContain("worker-src 'self';");
    // Trusted Types for every script sink, and only the page's own policies (scripts/trustedTypesPolicies.js).
    expect(csp).toContain("require-trusted-types-for 'script'; trusted-types webpack start-up mail-body");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
  });

  test('uses a fresh nonce per response, the same one on every script of that page', async ({ request, bank }) => {
    const [first, second] = [await request.get(`${bank}/`), await request.get(`${bank}/`)];
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

  test('answers /digx with Cache-Control: no-store, as an inert answer for this origin only', async ({ request, bank }) => {
    const response = await request.post(`${bank}/digx/v1/session/nonce`, { headers: sameOriginHeaders(bank) });
    expect(response.headers()['cache-control']).toBe('no-store');
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    expect(response.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
    expect(response.headers()['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers()['clear-site-data']).toBeUndefined();
  });

  test('tells the browser to forget the site’s cache and storage on the logout’s answer', async ({ request, bank }) => {
    const response = await request.delete(`${bank}/digx/v1/session?locale=en`, { headers: sameOriginHeaders(bank) });
    expect(response.headers()['clear-site-data']).toBe('"cache", "storage"');
  });

  test('refuses a browser’s navigation to /digx, while the page’s own calls go through', async ({ page, bank }) => {
    // Chromium sends Sec-Fetch-Mode: navigate and Sec-Fetch-Dest: document for an address typed or followed.
    const navigation = await page.goto(`${bank}/digx/v1/me`);
    expect(navigation!.status()).toBe(403);
    expect(await navigation!.json()).toEqual({ message: 'Not a call of the app' });
    await openHome(page, bank);
    // A fetch from the app's page (cors or same-origin, destination empty) still reaches the bank.
    const fromPage = await page.evaluate(async () => (await fetch('/digx/v1/session/nonce?locale=en', { method: 'POST', headers: { 'x-noncecount': '1' } })).status);
    expect(fromPage).toBe(200);
  });

  test('serves hashed assets as immutable, deep links as the app and unknown addresses as 404', async ({ request, bank }) => {
    const html = await (await request.get(`${bank}/`)).text();
    const script = /<script\b[^>]*\bsrc="([^"]+)"/.exec(html)?.[1];
    const asset = await request.get(`${bank}${script}`);
    expect(asset.headers()['cache-control']).toContain('immutable');
    expect(asset.headers()['content-type']).toMatch(/^text\/javascript/);
    const deep = await request.get(`${bank}/accounts/transactions/some-account`);
    expect(deep.status()).toBe(200);
    expect(deep.headers()['content-security-policy']).toContain("'strict-dynamic'");
    // An address no page has: the prerendered not-found page (issue 29), under the same policy.
    const unknown = await request.get(`${bank}/accounts/some/deep/link`);
    expect(unknown.status()).toBe(404);
    expect(unknown.headers()['content-security-policy']).toContain("'strict-dynamic'");
    expect(await unknown.text()).toContain('We could not find the page you are looking for');
  });

  test('sends a Permissions-Policy that Chromium applies without a complaint on the console', async ({ page, bank }) => {
    const complaints: string[] = [];
    page.on('console', (message) => {
      if (/permissions.policy|feature policy/i.test(message.text())) complaints.push(message.text());
    });
    const response = await openHome(page, bank);
    expect(response!.headers()['permissions-policy']).toContain('geolocation=()');
    await page.getByLabel('User ID').waitFor({ state: 'visible' });
    const allowed = await page.evaluate(() =>
      ['camera', 'microphone', 'geolocation', 'payment'].map((feature) => (document as unknown as { featurePolicy: { allowsFeature(f: string): boolean } }).featurePolicy.allowsFeature(feature)),
    );
    expect(allowed).toEqual([false, false, false, false]);
    expect(complaints).toEqual([]);
  });

  // The dev server (`npm start`) has the same door as the production server (scripts/edge/bankGate.ts).
  for (const server of ['bank', 'devBank'] as const) {
    test(`${server === 'bank' ? 'the production server' : 'the dev server'} refuses bad paths and other sites' calls before its bank`, server === 'devBank' ? DEV_BANK : {}, async ({ request, bank, devBank }) => {
      const base = server === 'bank' ? bank : devBank;
      // Spellings a URL parser leaves as they are (the corpus of raw targets is scripts/edge/door.test.ts's).
      for (const bad of ['/digx/..;/console/login', '/digx/..%2f..%2fconsole', '/digx/v1%5c..%5cconsole']) {
        expect((await request.get(`${base}${bad}`)).status(), bad).toBe(400);
      }
      const foreign = await request.post(`${base}/__bank/reset`, { headers: { Origin: 'https://evil.example', 'Content-Type': 'text/plain' }, data: '{}' });
      expect(foreign.status()).toBe(403);
      expect((await request.post(`${base}/digx/v1/session/nonce`)).status()).toBe(403);
      expect((await request.post(`${base}/__bank/reset`, { headers: sameOriginHeaders(base) })).status()).toBe(200);
    });
  }
});
