/**
 * The Node entry of the build-time prerender (issue 29; scripts/prerenderPlugin.js builds it with the
 * browser build's own loaders and aliases, and writes what it renders beside index.html).
 *
 * A public page that needs no data is rendered here, at its address, with the very tree main.tsx hydrates:
 * the providers, the route table's routes and a fresh store, the router waited on until the page's lazy
 * chunks are in (as main.tsx waits before it hydrates). The browser then paints the real page from the
 * HTML alone, and React takes it over without drawing it again.
 */
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { ROUTES } from '@/shared/routes/routeTable';
import { patternRegExp } from '@/shared/routes/pathMatch';
import { appElement } from '../App';
import { routes } from '../routes';
import { createPrerenderStore } from './prerenderStore';
import { routerReady } from '../routerReady';

/**
 * The pages rendered at build time, by file: SPEC.md section 2's public pages that show the same to every
 * visitor. `404.html` is the not-found page, sent for an address no route opens.
 */
export const PRERENDERED_PAGES = [
  { file: 'login.html', path: ROUTES.login.href(), title: ROUTES.login.title },
  { file: 'logged-off.html', path: ROUTES.loggedOff.href(), title: ROUTES.loggedOff.title },
  { file: 'session-expired.html', path: ROUTES.sessionExpired.href(), title: ROUTES.sessionExpired.title },
  { file: 'digital.html', path: ROUTES.passwordChanged.href(), title: ROUTES.passwordChanged.title },
  { file: '404.html', path: '/page-not-found', title: ROUTES.notFound.title },
] as const;

/**
 * Every address the router opens as a page of its own (not the not-found page), as the RegExps the server
 * tells them apart with: any other address is answered with 404.html and status 404.
 */
export const APP_PATHS: readonly string[] = ['/', ...Object.values(ROUTES).map((entry) => entry.path).filter((path) => path !== '*')].map(
  (path) => patternRegExp(path).source,
);

export type RenderedPage = { html: string; styles: string };

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += typeof chunk === 'string' ? chunk : (chunk as Buffer).toString('utf8');
  return text;
}

/** The page at `path`: the root's HTML and the style tags of the styled components it drew. */
export async function renderPage(path: string): Promise<RenderedPage> {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const store = createPrerenderStore();
  const sheet = new ServerStyleSheet();
  try {
    await routerReady(router);
    // No nonce to the providers here: a nonce makes styled-components start a sheet of its own, which the
    // server sheet would not collect. The build gives the style tags the nonce placeholder instead.
    const { prelude } = await prerenderToNodeStream(sheet.collectStyles(appElement({ store, router })));
    const html = await readAll(prelude);
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
    router.dispose();
  }
}
