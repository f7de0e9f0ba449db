import { cookieForBrowser, cookiesForBank, headersForBank, headersForBrowser } from './forwarding';

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
  it('drops hop-by-hop headers and rewrites every cookie', () => {
    expect(
      headersForBrowser(
        { 'content-type': 'application/json', connection: 'close, x-debug', 'x-debug': '1', 'transfer-encoding': 'chunked', 'x-nonce': '{"nonce":["n2"]}', 'set-cookie': ['a=1; Domain=x', 'b=2'] },
      ),
    ).toEqual({
      'content-type': 'application/json',
      'x-nonce': '{"nonce":["n2"]}',
      'set-cookie': ['__Host-a=1; Path=/; HttpOnly; SameSite=Strict; Secure', '__Host-b=2; Path=/; HttpOnly; SameSite=Strict; Secure'],
    });
  });
});
