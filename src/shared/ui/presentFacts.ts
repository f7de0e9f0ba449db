import type { ReactNode } from 'react';

/**
 * The facts of a definition list that have a value. A bank without an extension layer leaves many fields out
 * (issue 24); a fact it did not send is left out of the list rather than shown as an empty label.
 */
export function presentFacts<T extends ReactNode>(facts: readonly (readonly [string, T | null | undefined])[]): [string, T][] {
  return facts.filter((fact): fact is readonly [string, T] => fact[1] !== null && fact[1] !== undefined && fact[1] !== '').map(([term, value]) => [term, value]);
}
