import fs from 'node:fs';
import path from 'node:path';
import { MAIL_BODY_POLICY } from '../src/features/mail/sanitiseBody';
import { fillPage } from './prerenderPlugin';
import { BASE_HEADERS, DIGX_HEADERS, DISABLED_FEATURES, bankAnswerHeaders, contentSecurityPolicy, htmlSecurityHeaders } from './securityHeaders';
import { TRUSTED_TYPES_POLICIES } from './trustedTypesPolicies';

const PAGE = '<html><head><script defer="defer" src="/main.1.js" nonce="__CSP_NONCE__"></script></head><body><div id="root"></div></body></html>';

/** Splits a CSP into directive → sources so tests read like the policy. */
function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  const nonce = 'q1w2e3r4t5y6u7i8o9p0aA==';
  const csp = directives(contentSecurityPolicy(nonce));

  it('allows scripts only by this nonce and what they load', () => {
    expect(csp['script-src']).toEqual([`'nonce-${nonce}'`, "'strict-dynamic'"]);
  });

  it('never allows eval or inline code', () => {
    expect(contentSecurityPolicy(nonce)).not.toMatch(/unsafe-(eval|inline)/);
  });

  it('lets styled-components style by nonce', () => {
    expect(csp['style-src']).toEqual(["'self'", `'nonce-${nonce}'`]);
  });

  it.each([
    ['default-src', ["'self'"]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'"]],
    // The bulk file's worker is a file of the build (new Worker(new URL(…))), never a blob.
    ['worker-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    ['form-action', ["'self'"]],
  ])('%s is %j', (name, sources) => {
    expect(csp[name]).toEqual(sources);
  });

  it('requires Trusted Types for every script sink, and allows only the page\'s own policies, each once', () => {
    expect(csp['require-trusted-types-for']).toEqual(["'script'"]);
    // webpack's runtime, the prerendered pages' start-up loader and the mail sanitiser; no 'allow-duplicates'.
    expect(csp['trusted-types']).toEqual(['webpack', 'start-up', 'mail-body']);
  });

  it('names each policy as the code that makes it names it', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- webpack.config.js is CommonJS.
    const webpackConfig = require('../webpack.config.js') as (env: unknown, argv: { mode: string }) => { output: { trustedTypes: { policyName: string } } };
    expect(csp['trusted-types']).toContain(webpackConfig({}, { mode: 'production' }).output.trustedTypes.policyName);
    expect(csp['trusted-types']).toContain(MAIL_BODY_POLICY);
    expect(fillPage(PAGE, { html: '', styles: '', title: 'x' })).toContain(`createPolicy(${JSON.stringify(TRUSTED_TYPES_POLICIES.startUp)},`);
  });

  it('is the policy the nginx example sends with its own nonce (docs/deploy.md section 9)', () => {
    const deploy = fs.readFileSync(path.resolve(__dirname, '../docs/deploy.md'), 'utf8');
    const page = /add_header Content-Security-Policy "(default-src 'self';[^"]*)" always;/.exec(deploy)?.[1];
    expect(page?.replaceAll('$request_id', nonce)).toBe(contentSecurityPolicy(nonce));
  });

  it('refuses a nonce that could break out of the header', () => {
    expect(() => contentSecurityPolicy("x'; script-src *")).toThrow();
    expect(() => contentSecurityPolicy('')).toThrow();
  });
});

describe('header sets', () => {
  it('every response gets nosniff, no-referrer and a Permissions-Policy that switches off every powerful feature', () => {
    expect(BASE_HEADERS).toEqual({ 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'no-referrer', 'Permissions-Policy': expect.any(String) });
    const policy = BASE_HEADERS['Permissions-Policy'].split(', ');
    expect(policy).toEqual(expect.arrayContaining(['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']));
    expect(policy).toHaveLength(DISABLED_FEATURES.length);
    for (const entry of policy) expect(entry).toMatch(/^[a-z-]+=\(\)$/);
  });

  it('HTML adds the CSP with the nonce and is never cached', () => {
    const headers = htmlSecurityHeaders('abc123==');
    expect(headers['Content-Security-Policy']).toContain("'nonce-abc123=='");
    expect(headers['Cache-Control']).toBe('no-store');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('no-referrer');
  });

  it('the logout’s answer alone tells the browser to forget the site’s cache and storage', () => {
    expect(bankAnswerHeaders('DELETE', '/digx/v1/session')).toEqual({ ...DIGX_HEADERS, 'Clear-Site-Data': '"cache", "storage"' });
    for (const [method, path] of [['GET', '/digx/v1/session'], ['DELETE', '/digx/v1/session/nonce'], ['DELETE', '/digx/v1/sessions'], ['POST', '/digx/v1/session']]) {
      expect(bankAnswerHeaders(method, path)).toEqual(DIGX_HEADERS);
    }
  });

  it('/digx answers are no-store, inert (a sandbox with no sources) and for this origin only', () => {
    expect(DIGX_HEADERS).toEqual({
      'Cache-Control': 'no-store',
      'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; sandbox",
      'Cross-Origin-Resource-Policy': 'same-origin',
    });
  });
});
