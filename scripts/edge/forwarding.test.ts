import { cookieForBrowser, cookiesForBank, headersForBank, headersForBrowser, locationForBrowser, trustedProxiesFrom, TO_BANK } from './forwarding';

const BANK = 'https://obdx.internal.example-bank.co.uk';

describe('headersForBank', () => {
  it('drops hop-by-hop, Connection-named, forwarding headers and Referer, and names the real peer', () => {
    const out = headersForBank(
      {
        host: 'localhost:8080',
        connection: 'keep-alive, X-Internal-Token',
        'keep-alive': 'timeout=5',
        'x-internal-token': 'secret',
        'proxy-authorization': 'Basic abc',
        te: 'trailers',
        upgrade: 'h2c',
        'x-forwarded-for': '10.9.9.9',
        'x-forwarded-host': 'admin.bank.local',
        'x-forwarded-proto': 'https',
        forwarded: 'for=10.9.9.9;host=admin.bank.local',
        'x-real-ip': '10.9.9.9',
        'true-client-ip': '10.9.9.9',
        via: '1.1 evil',
        referer: 'http://localhost:8080/payments',
        origin: 'http://localhost:8080',
        'content-type': 'application/json',
        'x-nonce': 'n1',
        'x-challenge_response': '{"otp":"123456"}',
        cookie: '__Host-JSESSIONID=abc',
      },
      { peer: '192.0.2.7', bankOrigin: BANK },
    );
    expect(out).toEqual({
      origin: BANK,
      'content-type': 'application/json',
      'x-nonce': 'n1',
      'x-challenge_response': '{"otp":"123456"}',
      cookie: 'JSESSIONID=abc',
      'x-forwarded-for': '192.0.2.7',
    });
  });

  it('adds no Origin where the browser sent none', () => {
    expect(headersForBank({ accept: 'application/json' }, { peer: '::1', bankOrigin: BANK })).toEqual({ accept: 'application/json', 'x-forwarded-for': '::1' });
  });

  it('sends only the headers the app’s calls need, by name: nothing a client invents reaches the bank', () => {
    const every = {
      accept: 'application/json',
      'content-type': 'application/json',
      'content-length': '17',
      cookie: '__Host-JSESSIONID=abc',
      origin: 'http://localhost:8080',
      'x-nonce': 'n1',
      'x-noncecount': '5',
      'x-target-unit': 'OBDXBU',
      'x-party-id': '000123',
      'x-multiapproval': 'true',
      'x-challenge_response': '{"otp":"123456"}',
    };
    const invented = {
      // Identity headers an SSO agent in front of OBDX may trust.
      'x-remote-user': 'ADMIN',
      'oam_remote_user': 'ADMIN',
      'x-authenticated-user': 'ADMIN',
      authorization: 'Basic YWRtaW46YWRtaW4=',
      // Anything else a browser or a script sends.
      'user-agent': 'Mozilla/5.0',
      'accept-language': 'en-GB',
      'accept-encoding': 'gzip, br',
      'sec-fetch-site': 'same-origin',
      'sec-fetch-mode': 'cors',
      'sec-fetch-dest': 'empty',
      'x-http-method-override': 'DELETE',
      'x-original-url': '/console',
      'x-rewrite-url': '/console',
      'if-none-match': '"x"',
      range: 'bytes=0-1',
      'x-challenge-response': 'dash spelling',
    };
    const out = headersForBank({ ...every, ...invented }, { peer: '192.0.2.7', bankOrigin: BANK });
    expect(out).toEqual({ ...every, origin: BANK, cookie: 'JSESSIONID=abc', 'x-forwarded-for': '192.0.2.7' });
  });

  it('lists exactly the headers the client sends (src/shared/api/digxClient.ts) and the browser adds for it', () => {
    expect([...TO_BANK].sort()).toEqual(
      ['accept', 'content-length', 'content-type', 'cookie', 'origin', 'x-challenge_response', 'x-multiapproval', 'x-nonce', 'x-noncecount', 'x-party-id', 'x-target-unit'].sort(),
    );
  });
});

describe('X-Forwarded-For behind a trusted TLS terminator (TRUSTED_PROXIES)', () => {
  const send = (peer: string, xff: string | undefined, trusted: string | undefined) =>
    headersForBank(xff === undefined ? {} : { 'x-forwarded-for': xff }, { peer, bankOrigin: BANK, trustedProxies: trustedProxiesFrom(trusted) })['x-forwarded-for'];

  it.each([
    // No setting: the peer, whatever the client says.
    ['192.0.2.7', '203.0.113.9', undefined, '192.0.2.7'],
    ['127.0.0.1', '203.0.113.9', '', '127.0.0.1'],
    // A peer that is not one of them: its own X-Forwarded-For is a claim, not a fact.
    ['192.0.2.7', '203.0.113.9', '127.0.0.1', '192.0.2.7'],
    // The terminator on this machine: the address it saw.
    ['127.0.0.1', '203.0.113.9', '127.0.0.1', '203.0.113.9'],
    ['::ffff:127.0.0.1', '203.0.113.9', '127.0.0.1', '203.0.113.9'],
    ['::1', '2001:db8::7', '::1', '2001:db8::7'],
    // The terminator appends what it saw to what the client sent: only the last entry is its word.
    ['10.0.0.2', '198.51.100.66, 203.0.113.9', '10.0.0.0/8', '203.0.113.9'],
    // Two trusted hops (a load balancer, then the terminator): the first address neither of them is.
    ['10.0.0.2', '198.51.100.66, 203.0.113.9, 10.0.0.3', '10.0.0.0/8', '203.0.113.9'],
    // Every entry trusted: the first.
    ['10.0.0.2', '10.0.0.3', '10.0.0.0/8', '10.0.0.3'],
    // A trusted peer that sent none, or nonsense: its own address.
    ['127.0.0.1', undefined, '127.0.0.1', '127.0.0.1'],
    ['127.0.0.1', 'unknown', '127.0.0.1', '127.0.0.1'],
    ['127.0.0.1', '203.0.113.9, <script>', '127.0.0.1', '127.0.0.1'],
  ])('peer %s with X-Forwarded-For %p and TRUSTED_PROXIES %p: the bank hears %s', (peer, xff, trusted, expected) => {
    expect(send(peer, xff, trusted)).toBe(expected);
  });

  it.each(['localhost', '10.0.0.0/33', '10.0.0.1,nonsense', '*'])('refuses TRUSTED_PROXIES=%p, saying what it wants', (value) => {
    expect(() => trustedProxiesFrom(value)).toThrow(/TRUSTED_PROXIES/);
  });

  it('takes addresses and ranges, separated by commas or spaces', () => {
    const trusted = trustedProxiesFrom(' 127.0.0.1, 10.0.0.0/8 fd00::/8 ');
    expect(['127.0.0.1', '10.200.1.1', 'fd00::1', '::ffff:10.0.0.1'].map(trusted)).toEqual([true, true, true, true]);
    expect(['127.0.0.2', '11.0.0.1', 'fe80::1', '::1'].map(trusted)).toEqual([false, false, false, false]);
  });
});

describe('cookieForBrowser: every bank cookie is a __Host- cookie, Secure, host-only, on the whole origin', () => {
  it.each([
    ['JSESSIONID=abc; Domain=obdx.example-bank.co.uk; Path=/; HttpOnly; Secure', '__Host-JSESSIONID=abc; Path=/; HttpOnly; SameSite=Strict; Secure'],
    ['JSESSIONID=abc; Domain=obdx.example-bank.co.uk; Path=/digx; HttpOnly', '__Host-JSESSIONID=abc; Path=/; HttpOnly; SameSite=Strict; Secure'],
    ['JSESSIONID=abc; Path=/digx; SameSite=None; Secure', '__Host-JSESSIONID=abc; Path=/; HttpOnly; SameSite=Strict; Secure'],
    ['JSESSIONID=abc', '__Host-JSESSIONID=abc; Path=/; HttpOnly; SameSite=Strict; Secure'],
    [
      'JSESSIONID=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; domain=.example-bank.co.uk; path=/digx; samesite=lax',
      '__Host-JSESSIONID=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; HttpOnly; SameSite=Strict; Secure',
    ],
    // A name that already has a prefix gets ours in front all the same, so the way back is one rule.
    ['__Host-SESSION=x; Path=/', '__Host-__Host-SESSION=x; Path=/; HttpOnly; SameSite=Strict; Secure'],
    // A cookie with no name cannot carry a prefix (RFC 6265bis refuses it): Secure and host-only as it is.
    ['tokenvalue; Path=/digx', 'tokenvalue; Path=/digx; HttpOnly; SameSite=Strict; Secure'],
  ])('%s reaches the browser as %s', (cookie, expected) => {
    expect(cookieForBrowser(cookie)).toBe(expected);
  });
});

describe('cookiesForBank: the browser’s cookies under the bank’s own names', () => {
  it.each([
    ['__Host-JSESSIONID=abc', 'JSESSIONID=abc'],
    ['__Host-JSESSIONID=abc; __Host-OBDX_LB=7', 'JSESSIONID=abc; OBDX_LB=7'],
    ['__Host-__Host-SESSION=x', '__Host-SESSION=x'],
    // Cookies without our prefix were not set by this proxy: a sibling host's (Domain=.example-bank.co.uk)
    // or one from before, and never reach the bank, so none can fix a session on the customer.
    ['JSESSIONID=planted; __Host-JSESSIONID=abc; other=1', 'JSESSIONID=abc'],
    ['tokenvalue; __Host-JSESSIONID=abc', 'tokenvalue; JSESSIONID=abc'],
    ['JSESSIONID=planted', undefined],
    ['__host-JSESSIONID=lowercase', undefined],
  ])('%s reaches the bank as %s', (cookie, expected) => {
    expect(cookiesForBank(cookie)).toBe(expected);
  });

  it('is what headersForBank sends, and no Cookie header at all when none is left', () => {
    expect(headersForBank({ cookie: '__Host-JSESSIONID=abc; JSESSIONID=planted' }, { peer: '::1', bankOrigin: BANK }).cookie).toBe('JSESSIONID=abc');
    expect(headersForBank({ cookie: 'JSESSIONID=planted' }, { peer: '::1', bankOrigin: BANK })).not.toHaveProperty('cookie');
  });
});

describe('headersForBrowser', () => {
  const bankUrl = `${BANK}/digx/j_security_check`;

  it('drops hop-by-hop headers and rewrites every cookie', () => {
    expect(
      headersForBrowser(
        { 'content-type': 'application/json', connection: 'close, x-debug', 'x-debug': '1', 'transfer-encoding': 'chunked', 'x-nonce': '{"nonce":["n2"]}', 'set-cookie': ['a=1; Domain=x', 'b=2'] },
        { bankUrl },
      ),
    ).toEqual({
      'content-type': 'application/json',
      'x-nonce': '{"nonce":["n2"]}',
      'set-cookie': ['__Host-a=1; Path=/; HttpOnly; SameSite=Strict; Secure', '__Host-b=2; Path=/; HttpOnly; SameSite=Strict; Secure'],
    });
  });
});

describe('headersForBrowser: nothing that names the bank’s servers or widens who may read an answer', () => {
  const bankUrl = `${BANK}/digx/j_security_check`;

  it('drops Server, X-Powered-By and every Access-Control-* header, and keeps the app’s own', () => {
    expect(
      headersForBrowser(
        {
          server: 'Oracle-HTTP-Server-12c',
          'x-powered-by': 'Servlet/3.1 JSP/2.3',
          'access-control-allow-origin': '*',
          'access-control-allow-credentials': 'true',
          'access-control-allow-methods': 'GET, POST',
          'access-control-allow-headers': 'x-nonce',
          'access-control-expose-headers': 'x-nonce',
          'access-control-max-age': '600',
          'access-control-allow-private-network': 'true',
          'content-type': 'application/json',
          'content-length': '2',
          'content-disposition': 'attachment; filename="statement.pdf"',
          'x-nonce': '{"nonce":["n2"]}',
          'x-challenge': '{"authType":"OTP"}',
          'x-auth-location-url': '/login?error=true',
        },
        { bankUrl },
      ),
    ).toEqual({
      'content-type': 'application/json',
      'content-length': '2',
      'content-disposition': 'attachment; filename="statement.pdf"',
      'x-nonce': '{"nonce":["n2"]}',
      'x-challenge': '{"authType":"OTP"}',
      'x-auth-location-url': '/login?error=true',
    });
  });

  it('gives a redirect’s Location as a path on this origin, never a host name', () => {
    expect(headersForBrowser({ location: 'https://obdx-ms1.internal:7003/digx/index.jsp' }, { bankUrl })).toEqual({ location: '/digx/index.jsp' });
  });
});

describe('locationForBrowser', () => {
  it.each([
    ['https://obdx-ms1.internal:7003/digx/index.jsp', '/', '/digx/index.jsp'],
    ['https://obdx.internal.example-bank.co.uk/digx/v1/me?locale=en', '/', '/digx/v1/me?locale=en'],
    ['/digx/v1/me', '/', '/digx/v1/me'],
    ['index.jsp', '/', '/digx/index.jsp'],
    ['//weblogic-admin.internal/console', '/', '/console'],
    ['https://obdx.internal.example-bank.co.uk', '/', '/'],
    // Under DIGX_TARGET's base path: the path the browser asked by.
    ['https://obdx.internal.example-bank.co.uk/base/digx/index.jsp', '/base', '/digx/index.jsp'],
    // A path that would read as another host (//evil.example/…) is one path on this origin.
    ['https://obdx.internal.example-bank.co.uk//evil.example/x', '/', '/evil.example/x'],
    // Read as a browser reads it (a backslash is a slash: another host), and only its path kept.
    ['/\\evil.example/x', '/', '/x'],
  ])('%s (base %s) → %s', (location, base, expected) => {
    const prefix = base === '/' ? '' : base;
    expect(locationForBrowser(location, { bankUrl: `${BANK}${prefix}/digx/j_security_check`, prefix })).toBe(expected);
  });
});
