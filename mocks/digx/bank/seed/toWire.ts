/** The wire view of a stored record: everything except its `internal` object. */
export function toWire<T extends object>(record: T): Omit<T, 'internal'> {
  const { internal: _internal, ...wire } = record as T & { internal?: unknown };
  return wire as Omit<T, 'internal'>;
}
