import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { afterNextPaint } from '../lib/afterNextPaint';

export interface WindowedRows {
  /** Put on the element whose height is `count × rowHeight`; rows are placed inside it. */
  containerRef: RefObject<HTMLDivElement | null>;
  /** First and one-past-last index to render. */
  start: number;
  end: number;
  rowHeight: number;
}

/**
 * Renders only the rows on screen (plus a margin) of a long list that scrolls with the page, so
 * 10 000 transactions cost what 40 do. The page keeps its own scroll bar: no nested scroll box to
 * trap keyboard or touch users. Each row has a fixed height, picked per breakpoint by the caller.
 */
export function useWindowedRows(count: number, rowHeight: number, overscan = 10): WindowedRows {
  const containerRef = useRef<HTMLDivElement | null>(null);
  // The first screenful before anything is measured: a list rendered at low priority (its effects run a
  // moment after it is painted) shows its top rows at once instead of an empty frame.
  const [range, setRange] = useState(() => ({ start: 0, end: Math.min(count, Math.ceil((window.innerHeight || 800) / rowHeight) + overscan) }));

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

  return { containerRef, start: range.start, end: range.end, rowHeight };
}
