/**
 * Which compressed copy of a static file to send for a request's Accept-Encoding (RFC 9110 section
 * 12.5.3): brotli when the browser takes it, else gzip, else the file as it is. A coding with q=0 is
 * refused; `*` stands for any coding not named. Every browser the app supports sends "gzip, deflate, br".
 * `available`: the codings the server has for this file.
 */
export type Encoding = 'br' | 'gzip';

const PREFERENCE: readonly Encoding[] = ['br', 'gzip'];

export function chooseEncoding(acceptEncoding: string | undefined, available: readonly Encoding[] = PREFERENCE): Encoding | undefined {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (!coding) continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    weights.set(coding.trim(), q === undefined ? 1 : Number(q));
  }
  const weightOf = (coding: Encoding) => weights.get(coding) ?? weights.get('*') ?? 0;
  const offered = PREFERENCE.filter((coding) => available.includes(coding));
  const best = Math.max(0, ...offered.map(weightOf));
  // Ties go to the smaller coding, brotli.
  return best > 0 ? offered.find((coding) => weightOf(coding) === best) : undefined;
}

/** The suffix of the copy PrecompressPlugin writes for each coding. */
export const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };
