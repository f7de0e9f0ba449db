/**
 * A value built on first use and kept. For costly module-level objects such as Intl formatters: a
 * formatter with a time zone costs tens of milliseconds to build on a slow phone (it loads the zone
 * data), and built at import it lands in the start-up long task of every page, even /login, which
 * formats no date (issue 13, Lighthouse's total blocking time).
 */
export function lazily<T>(make: () => T): () => T {
  let value: T | undefined;
  let made = false;
  return () => {
    if (!made) {
      value = make();
      made = true;
    }
    return value as T;
  };
}
