/**
 * Runs `callback` once the browser has painted the next frame: a frame callback runs just before the
 * paint, and a timer set there fires after it. For work that must not hold up what the customer is
 * about to see (issue 13). Returns a cancel function, for an effect's clean-up.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Where no frames are drawn (a test's jsdom), a timer alone.
  if (typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(callback, 0);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
