import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { afterNextPaint } from '../lib/afterNextPaint';

export interface WindowedRows {
  /** Put on the element whose height is `count × rowHeight`; rows are placed inside it. */
  containerRef: RefObject<HTMLDivElement | null>;
  /**
   * Put on every rendered row (a callback ref): their real heights, watched with a ResizeObserver, set the
   * height of every row, so rows size to their content and a reader's larger text never clips them.
   */
  measureRef: (row: HTMLElement | null) => (() => void) | undefined;
  /** First and one-past-last index to render. */
  start: number;
  end: number;
  /** The row height in px: the measured one once a row is on the page, the caller's estimate before. */
  rowHeight: number;
}

/**
 * Renders only the rows on screen (plus a margin) of a long list that scrolls with the page, so
 * 10 000 transactions cost what 40 do. The page keeps its own scroll bar: no nested scroll box to
 * trap keyboard or touch users. Rows are all one height, laid out by their content (one line each for
 * title and detail, ellipsed): the rendered rows are measured, and measured again when they change size
 * (text zoomed to 200%, a font loaded, a narrower screen), so no row is clipped at any text size
 * (WCAG 1.4.4). The caller's estimate is used only until then.
 */
export function useWindowedRows(count: number, estimatedRowHeight: number, overscan = 10): WindowedRows {
  const containerRef = useRef<HTMLDivElement | null>(null);
  const [measured, setMeasured] = useState<number | undefined>(undefined);
  const rowHeight = measured ?? estimatedRowHeight;
  // The first screenful before anything is measured: a list rendered at low priority (its effects run a
  // moment after it is painted) shows its top rows at once instead of an empty frame.
  const [range, setRange] = useState(() => ({ start: 0, end: Math.min(count, Math.ceil((window.innerHeight || 800) / rowHeight) + overscan) }));

  // ResizeObserver reports sizes the browser has already laid out (after layout, before paint): no forced
  // layout during React's commit (issue 13), and it reports again whenever a row's size changes. Every
  // rendered row is watched and the tallest sets the height of all, so a row whose content wraps (large text
  // on a phone) is never overlapped by the next; when the text shrinks again, every row reports and it shrinks.
  const heights = useRef(new Map<Element, number>());
  // The observer outlives a render; it compares with the estimate of the latest one (a phone turned sideways).
  const estimate = useRef(estimatedRowHeight);
  useEffect(() => {
    estimate.current = estimatedRowHeight;
  }, [estimatedRowHeight]);
  const observer = useRef<ResizeObserver | null>(null);
  const watch = () => {
    if (!observer.current && typeof ResizeObserver !== 'undefined') {
      observer.current = new ResizeObserver((entries) => {
        for (const entry of entries) heights.current.set(entry.target, entry.borderBoxSize?.[0]?.blockSize ?? entry.contentRect.height);
        const tallest = Math.max(0, ...heights.current.values());
        // Compared with the height the rows stand at now (the estimate until a first measure): a measure that
        // confirms it changes nothing, so the screenful is not rendered again for the same figure.
        if (tallest > 0) setMeasured((current) => (Math.abs((current ?? estimate.current) - tallest) < 0.5 ? current : tallest));
      });
    }
    return observer.current;
  };
  const measureRef = useCallback((row: HTMLElement | null) => {
    const rows = watch();
    if (!row || !rows) return undefined;
    rows.observe(row);
    return () => {
      rows.unobserve(row);
      heights.current.delete(row);
    };
  }, []);
  useEffect(() => () => observer.current?.disconnect(), []);

  const measure = useCallback(() => {
    const element = containerRef.current;
    const viewport = window.innerHeight || 800;
    const top = element ? element.getBoundingClientRect().top : 0;
    // Rows above the viewport's top edge are skipped; as many as fit the viewport are shown.
    const first = Math.max(0, Math.floor(-top / rowHeight) - overscan);
    const last = Math.min(count, Math.ceil((viewport - top) / rowHeight) + overscan);
    setRange((current) => {
      // At the top of the list the first screenful's rows are kept even where fewer fit below the header:
      // a few rows more than needed cost less than taking them out again, a second commit on a slow phone.
      const end = first === 0 && current.start === 0 ? Math.max(last, current.end) : Math.max(first, last);
      return current.start === first && current.end === end ? current : { start: first, end };
    });
  }, [count, rowHeight, overscan]);

  useEffect(() => {
    // Measured once the list is painted, when the page's layout is already done: a read here, during React's
    // commit, would make the browser lay the whole page out there and then, lengthening the render's task.
    const cancelFirst = afterNextPaint(measure);
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        measure();
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      cancelFirst();
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [measure]);

  return { containerRef, measureRef, start: range.start, end: range.end, rowHeight };
}
