import { retryOnce } from '@/shared/lib/chunkLoad';
import { lazy, useEffect, useState } from 'react';

/**
 * The charts' chunk (issue 30: their own, at most 30 KiB gzip, never on /login) and when it is in.
 *
 * A chart that arrived after the rows pushed the list down under the reader: Lighthouse measured a layout
 * shift of 0.25 on a phone. So the transactions page asks for the chunk as it opens, beside the bank's
 * answer, and shows its rows only once the chunk is in (useChartsReady); by then the module is at hand and
 * the charts render with the rows in one commit (`loadedCharts`), with no Suspense fallback to swap out.
 */
type ChartsModule = typeof import('../insights/MoneyCharts');

let loaded: ChartsModule | undefined;

export const loadCharts = (): Promise<ChartsModule> =>
  retryOnce(() => import(/* webpackChunkName: "charts" */ '../insights/MoneyCharts')).then((module) => (loaded = module));

/** The charts once their chunk is in; undefined before. */
export const loadedCharts = () => loaded?.MoneyCharts;

/**
 * The charts through React.lazy, for when the chunk is not in yet: shown after being hidden from the start,
 * or after the chunk failed. A failed lazy component stays failed, so each try gets a new one.
 */
export const lazyMoneyCharts = () => lazy(() => loadCharts().then((m) => ({ default: m.MoneyCharts })));

/**
 * Starts loading the chunk when the charts are wanted; true once it is in, or when they are not wanted.
 * A chunk that fails to load lets the page go on: the rows matter more than the charts (PartBoundary
 * then says so in the charts' place, with a way to try again).
 */
export function useChartsReady(wanted: boolean): boolean {
  const [ready, setReady] = useState(() => loaded !== undefined);
  useEffect(() => {
    if (!wanted || ready) return undefined;
    let live = true;
    const done = () => live && setReady(true);
    loadCharts().then(done, done);
    return () => {
      live = false;
    };
  }, [wanted, ready]);
  return ready || !wanted;
}
