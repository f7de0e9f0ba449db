import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while a page is drawn on the server at build time and during the browser's hydration of it, true
 * from the render after (and at once on a page the browser draws itself). What only the browser can know
 * (its name, its storage) waits for it, so the hydrating render matches the prerendered HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
