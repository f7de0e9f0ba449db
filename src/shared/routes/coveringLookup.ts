/**
 * A fact about a page (the permission it needs, what an entity switch does on it) holds for its address up to
 * the first parameter and for every path below it: '/payments/make' covers '/payments/make/A1', never
 * '/payments/makex'. Of several pages covering a path, the most particular wins ('/settings/authorisations'
 * before '/settings').
 */
export function coveringLookup<T>(facts: readonly (readonly [{ path: string }, T])[]): (pathname: string) => T | undefined {
  const heads = facts
    .map(([{ path }, fact]) => ({ head: path.split('/:')[0], fact }))
    .sort((a, b) => b.head.length - a.head.length)
    .map(({ head, fact }) => ({ pattern: new RegExp(`^${head}(/|$)`), fact }));
  return (pathname) => heads.find(({ pattern }) => pattern.test(pathname))?.fact;
}
