/**
 * A route pattern (react-router's syntax: ':name' one segment, ':name?' an optional last one) as a RegExp
 * for the paths it opens, as the router matches them, a trailing slash allowed: for the facts the app
 * derives from the route table before or beside the router (which chunk a path needs).
 */
export const patternRegExp = (pattern: string): RegExp =>
  new RegExp(`^${pattern.replace(/\/:\w+\?/g, '(/[^/]+)?').replace(/:\w+/g, '[^/]+')}/?$`);
