/**
 * An address from a route pattern in react-router's syntax ('/accounts/transactions/:id',
 * '/payments/make/:fromAccountId?'), typed by the pattern itself: the parameters it names are the
 * ones the caller must (or, with '?', may) give. Each parameter is one path segment, so its value is
 * encoded; an optional one left out drops its segment.
 */
type Segments<P extends string> = P extends `${infer Head}/${infer Tail}` ? Head | Segments<Tail> : P;
type RequiredName<S> = S extends `:${string}?` ? never : S extends `:${infer Name}` ? Name : never;
type OptionalName<S> = S extends `:${infer Name}?` ? Name : never;

export type RouteParams<P extends string> = { [K in RequiredName<Segments<P>>]: string } & { [K in OptionalName<Segments<P>>]?: string };

/** The query string: a value left undefined is left out. */
export type RouteSearch = Readonly<Record<string, string | undefined>>;

/** A pattern without required parameters may be called with none. */
export type HrefArgs<P extends string> = [RequiredName<Segments<P>>] extends [never]
  ? [params?: RouteParams<P>, search?: RouteSearch]
  : [params: RouteParams<P>, search?: RouteSearch];

const searchText = (search: RouteSearch = {}): string =>
  Object.entries(search)
    .flatMap(([key, value]) => (value === undefined ? [] : [`${encodeURIComponent(key)}=${encodeURIComponent(value)}`]))
    .join('&');

export function buildHref<P extends string>(pattern: P, ...[params, search]: HrefArgs<P>): string {
  const values: Record<string, string | undefined> = params ?? {};
  const path = pattern.replace(/\/:(\w+)(\??)/g, (_, name: string, optional: string) =>
    optional && values[name] === undefined ? '' : `/${encodeURIComponent(values[name] ?? '')}`,
  );
  const query = searchText(search);
  return query ? `${path}?${query}` : path;
}
