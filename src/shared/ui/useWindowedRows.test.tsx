import { render } from '@testing-library/react';
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
});
