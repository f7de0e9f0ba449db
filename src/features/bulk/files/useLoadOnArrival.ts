import { useEffect, useRef } from 'react';

/**
 * Loads when a page arrives (a file's status moves on, so never from what the store kept), when `key`
 * changes (another file), and again when the slice was emptied under it (`emptied`: an entity switch).
 */
export function useLoadOnArrival(load: () => void, key: string, emptied: boolean): void {
  const loaded = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (loaded.current === key && !emptied) return;
    loaded.current = key;
    load();
  }, [load, key, emptied]);
}
