import type { Route } from './route';

/** Placeholder: filled in by the transactions work of issue 6. */
export function transactionHandlers(route: Route) {
  void route;
  return [];
}
