import { act, render, waitFor } from '@testing-library/react';
import { useWindowedRows } from './useWindowedRows';

/** Records the range of every render, the first one before any effect has measured the page. */
function Probe({ count, seen }: { count: number; seen: Array<{ start: number; end: number }> }) {
  const { containerRef, start, end } = useWindowedRows(count, 50, 10);
  seen.push({ start, end });
  return <div ref={containerRef} />;
}

describe('useWindowedRows', () => {
  it('offers the first screenful on its very first render, before anything is measured', () => {
    const seen: Array<{ start: number; end: number }> = [];
    render(<Probe count={1000} seen={seen} />);
    // jsdom's window is 768 px tall: 16 rows of 50 px fit, plus 10 of overscan.
    expect(seen[0]).toEqual({ start: 0, end: Math.ceil(window.innerHeight / 50) + 10 });
  });

  it('never offers more rows than the list has', () => {
    const seen: Array<{ start: number; end: number }> = [];
    render(<Probe count={3} seen={seen} />);
    expect(seen[0]).toEqual({ start: 0, end: 3 });
    expect(seen.at(-1)).toEqual({ start: 0, end: 3 });
  });

  it('keeps the first screenful when measured at the top of the list, rather than taking rows out again', async () => {
    // The list starts 300 px down the page: fewer rows fit below it than the first guess offered.
    const box = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 300 } as DOMRect);
    const seen: Array<{ start: number; end: number }> = [];
    render(<Probe count={1000} seen={seen} />);
    await waitFor(() => expect(box).toHaveBeenCalled());
    box.mockRestore();
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.at(-1)).toEqual(seen[0]);
  });

  it('moves the window down the list when the page has scrolled past its top', async () => {
    const box = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: -5000 } as DOMRect);
    const seen: Array<{ start: number; end: number }> = [];
    render(<Probe count={1000} seen={seen} />);
    // 5000 px above the viewport is 100 rows of 50 px: the window starts 10 (overscan) before row 100.
    await waitFor(() => expect(seen.at(-1)).toEqual({ start: 90, end: Math.ceil((window.innerHeight + 5000) / 50) + 10 }));
    box.mockRestore();
  });

  it("reads the page's layout only after the list is painted, never while React puts it on the page", async () => {
    // A read during the commit makes the browser lay out the whole page there and then, in the same long task
    // as the render (issue 13, Lighthouse's blocking time); once painted, the layout is already done.
    const box = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    render(<Probe count={1000} seen={[]} />);
    expect(box).not.toHaveBeenCalled();
    await waitFor(() => expect(box).toHaveBeenCalled());
    box.mockRestore();
  });

  it('sizes rows by the tallest rendered row, measured again when they grow (text at 200%) or shrink, so none is clipped', async () => {
    const { observed, restore } = fakeResizeObserver();
    const heights: number[] = [];
    function Rows() {
      const { containerRef, measureRef, start, end, rowHeight } = useWindowedRows(1000, 50, 10);
      heights.push(rowHeight);
      return (
        <div ref={containerRef} data-range={`${start}-${end}`}>
          <div ref={measureRef} />
          <div ref={measureRef} />
        </div>
      );
    }
    // The page has scrolled 5000 px past the list's top.
    const box = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: -5000 } as DOMRect);
    try {
      const { container } = render(<Rows />);
      expect(heights[0]).toBe(50);
      expect(observed).toHaveLength(2);
      await waitFor(() => expect(container.firstElementChild).toHaveAttribute('data-range', `90-${Math.ceil((window.innerHeight + 5000) / 50) + 10}`));
      // The reader doubles the text size: the rows are now 100 px tall, one 90 px: all are placed 100 px apart.
      act(() => {
        observed[0].report(90);
        observed[1].report(100);
      });
      await waitFor(() => expect(container.firstElementChild).toHaveAttribute('data-range', `40-${Math.ceil((window.innerHeight + 5000) / 100) + 10}`));
      expect(heights.at(-1)).toBe(100);
      // A report of the same size (to half a pixel) keeps the height the rows were placed by.
      act(() => observed[1].report(100.2));
      expect(heights.at(-1)).toBe(100);
      // Back to the default text size: every row reports, and the rows shrink again.
      act(() => {
        observed[0].report(50);
        observed[1].report(50);
      });
      await waitFor(() => expect(heights.at(-1)).toBe(50));
    } finally {
      box.mockRestore();
      restore();
    }
  });

  it('renders the rows once more only when their measured height differs from the estimate, not when it confirms it', async () => {
    // A row measured at the estimated height (to half a pixel) leaves the rows where they are: re-rendering
    // the whole screenful for the same figure lengthened the transactions page's start on a slow phone.
    const { observed, restore } = fakeResizeObserver();
    const renders: number[] = [];
    function Rows() {
      const { measureRef } = useWindowedRows(1000, 50, 10);
      renders.push(1);
      return <div ref={measureRef} />;
    }
    try {
      render(<Rows />);
      await waitFor(() => expect(observed).toHaveLength(1));
      const settled = renders.length;
      act(() => observed[0].report(50.3));
      expect(renders).toHaveLength(settled);
      act(() => observed[0].report(62));
      expect(renders).toHaveLength(settled + 1);
    } finally {
      restore();
    }
  });
});

/** jsdom lays nothing out: a stand-in ResizeObserver through which a test reports the sizes a browser would. */
function fakeResizeObserver() {
  const observed: Array<{ target: Element; report: (height: number) => void }> = [];
  class FakeResizeObserver {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element) {
      observed.push({ target, report: (height) => this.callback([{ target, borderBoxSize: [{ blockSize: height, inlineSize: 300 }] } as unknown as ResizeObserverEntry], this as unknown as ResizeObserver) });
    }
    disconnect() {}
    unobserve() {}
  }
  const original = window.ResizeObserver;
  window.ResizeObserver = FakeResizeObserver as unknown as typeof ResizeObserver;
  const restore = () => {
    window.ResizeObserver = original;
  };
  return { observed, restore };
}
