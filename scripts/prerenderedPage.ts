/**
 * Which HTML file answers a page's address (issue 29), from the build's prerendered.json
 * (scripts/prerenderPlugin.js): a prerendered public page its own file, an address the app opens
 * index.html (the app draws it in the browser), any other address the prerendered not-found page with
 * status 404. A build with no map (an older one) answers every address with index.html, as before.
 */
export interface PrerenderedMap {
  /** Address (no trailing slash) → file. */
  pages: Record<string, string>;
  notFound: string;
  /** The RegExp sources of every address the router opens as a page. */
  appPaths: string[];
}

export type HtmlAnswer = { file: string; status: 200 | 404 };

export function htmlFor(pathname: string, map: PrerenderedMap | undefined): HtmlAnswer {
  if (!map) return { file: 'index.html', status: 200 };
  const address = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const page = Object.hasOwn(map.pages, address) ? map.pages[address] : undefined;
  if (page) return { file: page, status: 200 };
  if (map.appPaths.some((source) => new RegExp(source).test(pathname))) return { file: 'index.html', status: 200 };
  return { file: map.notFound, status: 404 };
}
