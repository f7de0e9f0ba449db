import { cookieForBrowser, headersForBank, headersForBrowser } from './forwarding';

describe('headersForBank', () => {
  const BANK = 'https://obdx.internal.example-bank.co.uk';

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
        cookie: 'JSESSIONID=abc',
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

describe('cookieForBrowser', () => {
  it.each([
    ['JSESSIONID=abc; Domain=obdx.example-bank.co.uk; Path=/; HttpOnly; Secure', false, 'JSESSIONID=abc; Path=/; HttpOnly; SameSite=Strict'],
    ['JSESSIONID=abc; Domain=obdx.example-bank.co.uk; Path=/; HttpOnly; Secure', true, 'JSESSIONID=abc; Path=/; HttpOnly; SameSite=Strict; Secure'],
    ['JSESSIONID=abc; Path=/digx; SameSite=None; Secure', true, 'JSESSIONID=abc; Path=/digx; HttpOnly; SameSite=Strict; Secure'],
    ['JSESSIONID=abc', false, 'JSESSIONID=abc; HttpOnly; SameSite=Strict'],
    ['JSESSIONID=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; domain=.example-bank.co.uk; samesite=lax', false, 'JSESSIONID=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Strict'],
  ])('%s (TLS %s) reaches the browser as %s', (cookie, secure, expected) => {
    expect(cookieForBrowser(cookie, { secure })).toBe(expected);
  });
});

describe('headersForBrowser', () => {
  it('drops hop-by-hop headers and rewrites every cookie', () => {
    expect(
      headersForBrowser(
        { 'content-type': 'application/json', connection: 'close, x-debug', 'x-debug': '1', 'transfer-encoding': 'chunked', 'x-nonce': '{"nonce":["n2"]}', 'set-cookie': ['a=1; Domain=x', 'b=2'] },
        { secure: false },
      ),
    ).toEqual({ 'content-type': 'application/json', 'x-nonce': '{"nonce":["n2"]}', 'set-cookie': ['a=1; HttpOnly; SameSite=Strict', 'b=2; HttpOnly; SameSite=Strict'] });
  });
});
