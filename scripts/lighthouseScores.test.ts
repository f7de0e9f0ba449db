import { AIMS, allPass, costlyAudits, formatLighthouse, scoresOf, summarise, type Lhr } from './lighthouseScores';

/** A Lighthouse result with the given category scores (0–1) and a few audits. */
function lhr(perf: number | null, a11y: number | null, bp: number | null, audits: Lhr['audits'] = {}): Lhr {
  const perfRefs = [
    { id: 'total-blocking-time', weight: 30 },
    { id: 'largest-contentful-paint', weight: 25 },
    { id: 'unused-javascript', weight: 0 },
    { id: 'network-requests', weight: 0 },
  ];
  return {
    lighthouseVersion: '12.2.3',
    environment: { benchmarkIndex: 1344.5 },
    categories: {
      performance: { score: perf, auditRefs: perfRefs },
      accessibility: { score: a11y, auditRefs: [{ id: 'image-alt', weight: 10 }, { id: 'color-contrast', weight: 7 }] },
      'best-practices': { score: bp, auditRefs: [{ id: 'errors-in-console', weight: 1 }] },
    },
    audits,
  };
}

const audit = (id: string, score: number | null, extra: Partial<Lhr['audits'][string]> = {}): Lhr['audits'][string] => ({
  id,
  title: id,
  score,
  scoreDisplayMode: 'numeric',
  ...extra,
});

describe('scoresOf', () => {
  it('turns 0–1 into 0–100, and a missing score into NaN', () => {
    expect(scoresOf(lhr(0.956, 1, null))).toEqual({ performance: 96, accessibility: 100, 'best-practices': NaN });
  });
});

describe('summarise', () => {
  it('takes the median of each category over the runs', () => {
    const page = summarise('/login', [lhr(0.9, 1, 0.96), lhr(0.97, 0.98, 1), lhr(0.95, 1, 0.96)]);
    expect(page.scores).toEqual({ performance: 95, accessibility: 100, 'best-practices': 96 });
    expect(page.runs.map((r) => r.performance)).toEqual([90, 97, 95]);
  });

  it("keeps the run whose performance is the median, to explain a miss with its audits", () => {
    const median = lhr(0.8, 1, 1);
    expect(summarise('/accounts', [lhr(0.5, 1, 1), lhr(0.9, 1, 1), median]).medianRun).toBe(median);
  });

  it('refuses no runs at all', () => {
    expect(() => summarise('/login', [])).toThrow(/no Lighthouse run/);
  });
});

describe('the aims', () => {
  it('are those of issue 13', () => {
    expect(AIMS).toEqual({ performance: 95, accessibility: 100, 'best-practices': 95 });
  });

  it.each([
    [[0.95, 1, 0.95], true],
    [[0.94, 1, 1], false],
    [[1, 0.99, 1], false],
    [[1, 1, 0.94], false],
    [[null, 1, 1], false],
  ] as const)('%j passes: %s', ([perf, a11y, bp], expected) => {
    expect(allPass([summarise('/login', [lhr(perf, a11y, bp)])])).toBe(expected);
  });
});

describe('costlyAudits', () => {
  const run = lhr(0.7, 0.9, 1, {
    'total-blocking-time': audit('total-blocking-time', 0.37, { displayValue: '790 ms' }),
    'largest-contentful-paint': audit('largest-contentful-paint', 0.95, { displayValue: '2.3 s' }),
    'unused-javascript': audit('unused-javascript', 0.5, { scoreDisplayMode: 'metricSavings', details: { items: [{ url: 'http://x/framework.js' }] } }),
    'network-requests': audit('network-requests', 1, { scoreDisplayMode: 'informative' }),
    'image-alt': audit('image-alt', 0, { scoreDisplayMode: 'binary', details: { items: [{ node: { snippet: '<img src="a.png">' } }] } }),
    'color-contrast': audit('color-contrast', 1, { scoreDisplayMode: 'binary' }),
  });

  it('names the metrics that are not green and the flagged opportunities, with their offenders', () => {
    expect(costlyAudits(run, 'performance')).toEqual([
      'total-blocking-time (weight 30): total-blocking-time — 790 ms [score 0.37]',
      'unused-javascript: unused-javascript [score 0.5]',
      '    http://x/framework.js',
    ]);
  });

  it('names every failed weighted audit of the other categories', () => {
    expect(costlyAudits(run, 'accessibility')).toEqual(['image-alt (weight 10): image-alt [score 0]', '    <img src="a.png">']);
  });
});

describe('formatLighthouse', () => {
  it('prints a row per page with PASS/FAIL per aim, then what cost the misses', () => {
    const pages = [
      summarise('/login', [lhr(0.98, 1, 1)]),
      summarise('/accounts (RETAIL1)', [lhr(0.7, 1, 1, { 'total-blocking-time': audit('total-blocking-time', 0.2, { displayValue: '1,200 ms' }) })]),
    ];
    const text = formatLighthouse(pages, 1).join('\n');
    expect(text).toMatch(/Lighthouse 12\.2\.3, mobile \(median of 1, Chromium\)/);
    expect(text).toMatch(/\/login\s+98 PASS\s+100 PASS\s+100 PASS/);
    expect(text).toMatch(/\/accounts \(RETAIL1\)\s+70 FAIL\s+100 PASS\s+100 PASS/);
    expect(text).toMatch(/\/accounts \(RETAIL1\): performance 70 < 95/);
    expect(text).toMatch(/total-blocking-time \(weight 30\): total-blocking-time — 1,200 ms/);
    expect(text).not.toMatch(/\/login: performance/);
    expect(text).toMatch(/benchmarkIndex\) of each run, per page\s+1345 {2}1345/);
  });
});
