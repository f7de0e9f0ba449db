/**
 * A screen where every max-width query matches: the narrow layout (jsdom has no matchMedia of its own). Put
 * back after each test of the file that calls it.
 */
const jsdomMatchMedia = window.matchMedia;

export function narrowScreen(): void {
  window.matchMedia = (query: string) =>
    ({ matches: /max-width/.test(query), media: query, onchange: null, addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined, dispatchEvent: () => false }) as MediaQueryList;
}

afterEach(() => {
  window.matchMedia = jsdomMatchMedia;
});
