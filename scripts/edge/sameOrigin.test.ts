import type { IncomingMessage } from 'node:http';
import { appOriginOf, crossSiteRefusal, navigationRefusal } from './sameOrigin';

const APP = 'http://localhost:8080';

describe('crossSiteRefusal: only the app’s own pages reach the bank', () => {
  it.each([
    ['GET', {}, undefined],
    ['HEAD', {}, undefined],
    ['GET', { origin: APP }, undefined],
    ['POST', { origin: APP }, undefined],
    ['DELETE', { origin: APP }, undefined],
    ['POST', { 'sec-fetch-site': 'same-origin' }, undefined],
    ['PUT', { 'sec-fetch-site': 'same-origin' }, undefined],
  ])('lets %s with %j through', (method, headers, expected) => {
    expect(crossSiteRefusal(method, headers, APP)).toBe(expected);
  });

  it.each([
    ['GET', { origin: 'https://evil.example' }],
    ['POST', { origin: 'https://evil.example' }],
    ['POST', { origin: 'null' }],
    // The same host on another scheme or port is another origin.
    ['POST', { origin: 'https://localhost:8080' }],
    ['POST', { origin: 'http://localhost:8081' }],
    ['POST', { origin: 'http://localhost:8080.evil.example' }],
    // No Origin on a call that changes something: only a same-origin Sec-Fetch-Site vouches for it.
    ['POST', {}],
    ['DELETE', {}],
    ['PATCH', { 'sec-fetch-site': 'cross-site' }],
    ['POST', { 'sec-fetch-site': 'same-site' }],
    ['POST', { 'sec-fetch-site': 'none' }],
    ['POST', { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' }],
  ])('refuses %s with %j', (method, headers) => {
    expect(crossSiteRefusal(method, headers, APP)).toEqual(expect.any(String));
  });
});

describe('appOriginOf', () => {
  const req = (host: string | undefined, encrypted = false) => ({ headers: { host }, socket: { encrypted } }) as unknown as IncomingMessage;

  it('is the scheme the server was reached by and the Host asked for', () => {
    expect(appOriginOf(req('localhost:8080'), '')).toBe('http://localhost:8080');
    expect(appOriginOf(req('online.example-bank.co.uk', true), '')).toBe('https://online.example-bank.co.uk');
  });

  it('is PUBLIC_ORIGIN when set (behind a TLS terminator), whatever the Host', () => {
    expect(appOriginOf(req('10.0.0.7:8080'), 'https://online.example-bank.co.uk/')).toBe('https://online.example-bank.co.uk');
  });
});

describe('navigationRefusal: a bank path answers the app’s own fetches only', () => {
  it.each([
    [{}],
    [{ 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' }],
    [{ 'sec-fetch-mode': 'same-origin', 'sec-fetch-dest': 'empty' }],
    [{ 'sec-fetch-mode': 'cors' }],
    [{ 'sec-fetch-dest': 'empty' }],
  ])('lets %j through', (headers) => {
    expect(navigationRefusal(headers)).toBeUndefined();
  });

  it.each([
    [{ 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' }],
    [{ 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'empty' }],
    [{ 'sec-fetch-mode': 'nested-navigate' }],
    [{ 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' }],
    [{ 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'script' }],
    [{ 'sec-fetch-dest': 'iframe' }],
    [{ 'sec-fetch-dest': 'Document' }],
  ])('refuses %j', (headers) => {
    expect(navigationRefusal(headers)).toEqual(expect.any(String));
  });
});
