import { createContext, useContext, type ReactNode } from 'react';

const Scope = createContext('');

/**
 * Formik fields take their id from their name ('amount' → 'field-amount') so an error
 * summary can link to them without being told. Two forms on one page that share field
 * names each sit in their own scope, so the ids stay unique.
 */
export function FieldIdScope({ prefix, children }: { prefix: string; children: ReactNode }) {
  return <Scope.Provider value={prefix}>{children}</Scope.Provider>;
}

/** The DOM id of a Formik field: 'payee.name' and 'items[0]' become safe id characters. */
export function fieldId(name: string, prefix = ''): string {
  const safe = name.replace(/\[(\d+)\]/g, '.$1').replace(/[^A-Za-z0-9_-]/g, '-');
  return `${prefix ? `${prefix}-` : ''}field-${safe}`;
}

/** The prefix of the nearest FieldIdScope ('' outside any). */
export function useFieldIdPrefix(): string {
  return useContext(Scope);
}

/** The id of a field in the current scope; an explicit id always wins. */
export function useFieldId(name: string, explicit?: string): string {
  const prefix = useContext(Scope);
  return explicit ?? fieldId(name, prefix);
}
