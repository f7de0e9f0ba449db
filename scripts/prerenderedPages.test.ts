/**
 * @jest-environment node
 */
/**
 * Issue 29 on the real build: the public pages are in their HTML before any script runs, and the production
 * server sends each with its own nonce on every style and script. Builds dist/ first if it is stale (in
 * `npm test` the budget check has just built it).
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { getByLabelText, getByRole, queryByRole } from '@testing-library/dom';
import { JSDOM } from 'jsdom';
import { server as mswServer } from '../mocks/digx/node';
import { distIsStale } from './chunkSizes';
import { fillPage } from './prerenderPlugin';
import { htmlSecurityHeaders } from './securityHeaders';
import { createHandler } from './serve';
import { rawRequest } from './testing/rawRequest';

const root = path.resolve(__dirname, '..');
const dist = path.join(root, 'dist');

/** A page's HTML as the browser parses it, with no script run. */
const parse = (html: string) => new JSDOM(html).window.document;
const built = (file: string) => parse(fs.readFileSync(path.join(dist, file), 'utf8'));

let server: http.Server;
let base: string;

beforeAll(async () => {
  if (distIsStale(root)) execSync('npm run build', { cwd: root, stdio: 'inherit' });
  mswServer.close();
  const bank = (_req: http.IncomingMessage, _res: http.ServerResponse, next: (err?: unknown) => void) => next();
  server = http.createServer(createHandler({ distDir: dist, mode: 'demo', bank }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 600_000);

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('the built login page', () => {
  it('holds the form: its labels, its fields and the Log in button, disabled until the app runs', () => {
    const page = built('login.html');
    expect(getByRole(page.body, 'heading', { level: 1, name: 'Online Banking' })).toBeTruthy();
    expect((getByLabelText(page.body, 'User ID') as HTMLInputElement).autocomplete).toBe('username');
    expect((getByLabelText(page.body, 'Password') as HTMLInputElement).type).toBe('password');
    // Disabled, so neither a click nor Enter can send the form (and the password in its address) before the app handles it.
    expect((getByRole(page.body, 'button', { name: 'Log in' }) as HTMLButtonElement).disabled).toBe(true);
    expect(page.title).toBe('Log in | Online Banking');
  });

  it('carries its styles, and nothing the strict CSP would refuse', () => {
    const page = built('login.html');
    const styles = [...page.querySelectorAll('style')];
    expect(styles.map((style) => style.textContent).join('')).toContain('box-sizing:border-box');
    for (const tag of [...styles, ...page.querySelectorAll('script')]) expect(tag.getAttribute('nonce')).toBe('__CSP_NONCE__');
    expect(page.querySelectorAll('[style]')).toHaveLength(0);
    expect(page.querySelector('main')?.className).not.toBe('');
  });

  it('asks for the start-up scripts only after it has painted: the same scripts as index.html, in order', () => {
    const scriptsOf = (document: Document) => [...document.querySelectorAll('script')];
    const index = scriptsOf(built('index.html')).map((script) => script.getAttribute('src'));
    const login = scriptsOf(built('login.html'));
    expect(index.length).toBeGreaterThan(2);
    expect(login.filter((script) => script.hasAttribute('src'))).toEqual([]);
    expect(login).toHaveLength(1);
    expect(login[0].textContent).toContain(`var s=${JSON.stringify(index)}`);
    expect(login[0].textContent).toContain('first-contentful-paint');
  });
});

describe('the session preloads', () => {
  const preloads = (document: Document) => [...document.querySelectorAll('link[rel="preload"][as="script"]')].map((link) => link.getAttribute('href'));

  it('index.html, which serves the logged-in pages, preloads the client, axios, the logged-in app and the shell under the nonce', () => {
    const index = built('index.html');
    const hrefs = preloads(index);
    for (const name of ['digx-client', 'lib-axios', 'logged-in', 'app-shell']) expect(hrefs.some((href) => href?.startsWith(`/${name}.`))).toBe(true);
    for (const link of index.querySelectorAll('link[rel="preload"]')) {
      expect(link.getAttribute('nonce')).toBe('__CSP_NONCE__');
      // Beside the initial chunks, never ahead of them: measured, at high priority they held the first paint back by a second.
      expect(link.getAttribute('fetchpriority')).toBe('low');
    }
  });

  it.each(['login.html', 'logged-off.html', 'session-expired.html', 'digital.html', '404.html'])('%s, a page without a session, preloads none of them', (file) => {
    expect(preloads(built(file))).toEqual([]);
  });
});

describe('the other prerendered pages', () => {
  it.each([
    ['logged-off.html', 'You have logged out', 'Logged out'],
    ['session-expired.html', 'Your session has ended', 'Session ended'],
    ['digital.html', 'Your password has been changed', 'Password changed'],
    ['404.html', 'We could not find the page you are looking for', 'Page not found'],
  ])('%s shows its heading and its way on from the HTML alone', (file, heading, title) => {
    const page = built(file);
    expect(getByRole(page.body, 'heading', { level: 1, name: heading })).toBeTruthy();
    expect(queryByRole(page.body, 'link')).not.toBeNull();
    expect(page.title).toBe(`${title} | Online Banking`);
    expect(page.querySelectorAll('[style]')).toHaveLength(0);
  });
});

describe('npm run serve with the prerendered pages', () => {
  it('sends /login prerendered, its styles and scripts under this response nonce', async () => {
    const answer = await rawRequest(`${base}/login`);
    const html = answer.body.toString('utf8');
    const nonce = /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1];
    expect(answer.status).toBe(200);
    expect(nonce).toBeTruthy();
    expect(html).not.toContain('__CSP_NONCE__');
    const page = parse(html);
    expect(getByLabelText(page.body, 'User ID')).toBeTruthy();
    const tags = [...page.querySelectorAll('style, script')];
    expect(tags.length).toBeGreaterThanOrEqual(2);
    for (const tag of tags) expect(tag.getAttribute('nonce')).toBe(nonce);
    expect(answer.headers['content-security-policy']).toBe(htmlSecurityHeaders(nonce ?? '')['Content-Security-Policy']);
  });

  it('sends a page the app draws in the browser as index.html, with an empty root', async () => {
    const answer = await rawRequest(`${base}/accounts`);
    expect(answer.status).toBe(200);
    expect(parse(answer.body.toString('utf8')).getElementById('root')?.childElementCount).toBe(0);
  });

  it('answers an address no page has with the not-found page and status 404', async () => {
    const answer = await rawRequest(`${base}/no/such/page`);
    expect(answer.status).toBe(404);
    expect(getByRole(parse(answer.body.toString('utf8')).body, 'heading', { name: 'We could not find the page you are looking for' })).toBeTruthy();
  });
});

describe('fillPage', () => {
  const script = (src: string) => `<script defer="defer" src="${src}" nonce="__CSP_NONCE__"></script>`;
  const template = `<html><head><title>Online Banking</title>${script('/runtime.1.js')}${script('/main.2.js')}</head><body><div id="root"></div></body></html>`;

  it('puts the page in the root, its styles under the nonce placeholder, its title in the tab, its scripts after the paint', () => {
    const html = fillPage(template, { html: '<main>Hi</main>', styles: '<style data-styled="true">a{}</style>', title: 'Log in & out' });
    expect(html).toMatch(
      /^<html><head><title>Log in &amp; out \| Online Banking<\/title><style nonce="__CSP_NONCE__" data-styled="true">a\{\}<\/style><\/head><body><div id="root"><main>Hi<\/main><\/div><script nonce="__CSP_NONCE__">\(function\(\)\{var s=\["\/runtime\.1\.js","\/main\.2\.js"\],.*<\/script><\/body><\/html>$/,
    );
  });

  it("leaves out the logged-in pages' preloads", () => {
    const preload = '<link rel="preload" as="script" href="/digx-client.3.js" nonce="__CSP_NONCE__" data-session-preload>';
    const html = fillPage(template.replace('</title>', `</title>${preload}`), { html: '', styles: '', title: 'x' });
    expect(html).not.toContain('digx-client');
  });

  it('refuses a template with no start-up script to ask for', () => {
    expect(() => fillPage('<html><head></head><body><div id="root"></div></body></html>', { html: '', styles: '', title: 'x' })).toThrow(/start-up script/);
  });

  it('refuses a template with no empty root to fill', () => {
    expect(() => fillPage('<html><head></head><body></body></html>', { html: '', styles: '', title: 'x' })).toThrow(/#root/);
  });
});
