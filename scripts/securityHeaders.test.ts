import { BASE_HEADERS, DIGX_HEADERS, DISABLED_FEATURES, bankAnswerHeaders, contentSecurityPolicy, htmlSecurityHeaders } from './securityHeaders';

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
