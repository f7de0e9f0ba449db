/**
 * User Timing marks and measures: `npm run bench` reads them in Chromium to time one step (an export's
 * build, a bulk file's check) apart from the network around it. Silent where the API is missing.
 */
export function mark(name: string): void {
  if (typeof performance?.mark === 'function') performance.mark(name);
}

export function measure(name: string, start: string, end: string): void {
  if (typeof performance?.measure === 'function') performance.measure(name, start, end);
}
