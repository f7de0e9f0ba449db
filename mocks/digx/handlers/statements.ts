import type { Route } from './route';

/** Placeholder: filled in by the statements work of issue 6. */
export function statementHandlers(route: Route) {
  void route;
  return [];
}
