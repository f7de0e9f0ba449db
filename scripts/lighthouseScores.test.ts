import { AIMS, aimsOf, allPass, costlyAudits, formatLighthouse, formatMetric, metricsOf, scoresOf, summarise, type Lhr } from './lighthouseScores';

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

/** The three metric audits with the given values (LCP and FCP in ms); undefined leaves one out. */
const paints = (lcp: number | undefined, fcp: number | undefined, cls: number | undefined): Lhr['audits'] =>
  Object.fromEntries(
    (
      [
        ['largest-contentful-paint', lcp],
        ['first-contentful-paint', fcp],
        ['cumulative-layout-shift', cls],
      ] as const
    )
      .filter(([, value]) => value !== undefined)
      .map(([id, value]) => [id, audit(id, 1, { numericValue: value })]),
  );

/** A run that meets every aim /login has: performance 98, LCP 1.0 s, FCP 0.8 s, CLS 0. */
const goodLogin = () => lhr(0.98, 1, 1, paints(1000, 800, 0));

describe('scoresOf', () => {
  it('turns 0–1 into 0–100, and a missing score into NaN', () => {
    expect(scoresOf(lhr(0.956, 1, null))).toEqual({ performance: 96, accessibility: 100, 'best-practices': NaN });
  });
});

describe('summarise', () => {
  it('takes the median of each category over the runs', () => {
    const page = summarise('/login', 'login', [lhr(0.9, 1, 0.96), lhr(0.97, 0.98, 1), lhr(0.95, 1, 0.96)]);
    expect(page.scores).toEqual({ performance: 95, accessibility: 100, 'best-practices': 96 });
    expect(page.runs.map((r) => r.performance)).toEqual([90, 97, 95]);
  });

  it("keeps the run whose performance is the median, to explain a miss with its audits", () => {
    const median = lhr(0.8, 1, 1);
    expect(summarise('/accounts', 'accounts', [lhr(0.5, 1, 1), lhr(0.9, 1, 1), median]).medianRun).toBe(median);
  });

  it('takes the median of each metric on its own, and keeps the run behind each', () => {
    const runs = [lhr(0.9, 1, 1, paints(900, 700, 0)), lhr(0.95, 1, 1, paints(1200, 600, 0.01)), lhr(0.99, 1, 1, paints(1000, 800, 0))];
    const page = summarise('/login', 'login', runs);
    expect(page.metrics).toEqual({ 'largest-contentful-paint': 1000, 'first-contentful-paint': 700, 'cumulative-layout-shift': 0 });
    expect(page.metricRuns.map((r) => r['largest-contentful-paint'])).toEqual([900, 1200, 1000]);
    expect(page.metricMedianRuns['largest-contentful-paint']).toBe(runs[2]);
    expect(page.metricMedianRuns['first-contentful-paint']).toBe(runs[0]);
    expect(page.medianRun).toBe(runs[1]);
  });

  it('gives NaN for a metric one run did not measure, and for a category one run did not score', () => {
    const page = summarise('/login', 'login', [lhr(null, 1, 1, paints(900, 700, 0)), lhr(0.9, 1, 1, paints(undefined, 700, 0)), lhr(0.9, 1, 1, paints(900, 700, 0))]);
    expect(page.metrics['largest-contentful-paint']).toBeNaN();
    expect(page.metrics['first-contentful-paint']).toBe(700);
    expect(page.scores.performance).toBeNaN();
  });

  it('refuses no runs at all', () => {
    expect(() => summarise('/login', 'login', [])).toThrow(/no Lighthouse run/);
  });
});

describe('metricsOf', () => {
  it("reads each metric audit's numericValue, NaN when Lighthouse could not measure it", () => {
    const run = lhr(1, 1, 1, { ...paints(2544.03, 745.01, 0), 'largest-contentful-paint': audit('largest-contentful-paint', null, { scoreDisplayMode: 'error' }) });
    expect(metricsOf(run)).toEqual({ 'largest-contentful-paint': NaN, 'first-contentful-paint': 745.01, 'cumulative-layout-shift': 0 });
  });
});

describe('formatMetric', () => {
  it.each([
    ['largest-contentful-paint', 1000, '1.00'],
    ['largest-contentful-paint', 1000.5, '1.01'],
    ['largest-contentful-paint', 2544.03, '2.55'],
    ['first-contentful-paint', 799.99, '0.80'],
    ['cumulative-layout-shift', 0, '0.000'],
    ['cumulative-layout-shift', 0.0004, '0.001'],
    ['cumulative-layout-shift', NaN, '-'],
  ] as const)('%s %d is printed %s (rounded up: a figure printed at its aim passes)', (metric, value, printed) => {
    expect(formatMetric(metric, value)).toBe(printed);
  });
});

describe('the aims', () => {
  it('are those of issue 13', () => {
    expect(AIMS).toEqual({ performance: 95, accessibility: 100, 'best-practices': 95 });
  });

  it("are issue 13's on the logged-in pages, with no aim on their paints", () => {
    expect(aimsOf('accounts')).toEqual({ scores: AIMS, metrics: {} });
    expect(aimsOf('transactions')).toEqual({ scores: AIMS, metrics: {} });
  });

  it("are issue 29's on /login: performance 98, LCP 1.0 s, FCP 0.8 s, CLS 0", () => {
    expect(aimsOf('login')).toEqual({
      scores: { performance: 98, accessibility: 100, 'best-practices': 95 },
      metrics: { 'largest-contentful-paint': 1000, 'first-contentful-paint': 800, 'cumulative-layout-shift': 0 },
    });
  });

  it.each([
    [[0.95, 1, 0.95], true],
    [[0.94, 1, 1], false],
    [[1, 0.99, 1], false],
    [[1, 1, 0.94], false],
    [[null, 1, 1], false],
  ] as const)('%j passes on /accounts: %s', ([perf, a11y, bp], expected) => {
    expect(allPass([summarise('/accounts', 'accounts', [lhr(perf, a11y, bp)])])).toBe(expected);
  });

  it.each([
    ['every aim met, each at its edge', true, goodLogin()],
    ['performance 97', false, lhr(0.97, 1, 1, paints(1000, 800, 0))],
    ['LCP 1.001 s', false, lhr(0.98, 1, 1, paints(1001, 800, 0))],
    ['FCP 0.801 s', false, lhr(0.98, 1, 1, paints(1000, 801, 0))],
    ['any layout shift', false, lhr(0.98, 1, 1, paints(1000, 800, 0.0001))],
    ['no LCP measured', false, lhr(0.98, 1, 1, paints(undefined, 800, 0))],
  ] as const)('/login with %s passes: %s', (_, expected, run) => {
    expect(allPass([summarise('/login', 'login', [run])])).toBe(expected);
  });

  it("holds /login's floor (the page without its scripts) to nothing: it is there to compare /login with", () => {
    expect(aimsOf('login-floor')).toEqual({ scores: AIMS, metrics: {}, informational: true });
    const poor = lhr(0.5, 0.5, null, paints(4000, 3000, 0.3));
    expect(allPass([summarise('/login without scripts', 'login-floor', [poor])])).toBe(true);
    expect(allPass([summarise('/login without scripts', 'login-floor', [poor]), summarise('/accounts', 'accounts', [poor])])).toBe(false);
  });

  it("does not hold the other pages to /login's aims", () => {
    const slowPaints = lhr(0.95, 1, 1, paints(3000, 1500, 0.2));
    expect(allPass([summarise('/accounts', 'accounts', [slowPaints])])).toBe(true);
    expect(allPass([summarise('/accounts', 'accounts', [slowPaints]), summarise('/login', 'login', [slowPaints])])).toBe(false);
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
      summarise('/login', 'login', [goodLogin()]),
      summarise('/accounts (RETAIL1)', 'accounts', [lhr(0.7, 1, 1, { 'total-blocking-time': audit('total-blocking-time', 0.2, { displayValue: '1,200 ms' }) })]),
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

  it("prints issue 13's aims for the other pages and /login's own beneath", () => {
    const lines = formatLighthouse([summarise('/login', 'login', [goodLogin()]), summarise('/accounts', 'accounts', [lhr(0.95, 1, 1)])], 1);
    expect(lines).toContainEqual(expect.stringMatching(/^aim, the other pages\s+≥ 95\s+≥ 100\s+≥ 95$/));
    expect(lines).toContainEqual(expect.stringMatching(/^aim, \/login\s+≥ 98\s+≥ 100\s+≥ 95$/));
    const accountsOnly = formatLighthouse([summarise('/accounts', 'accounts', [lhr(0.95, 1, 1)])], 1);
    expect(accountsOnly).toContainEqual(expect.stringMatching(/^aim\s+≥ 95\s+≥ 100\s+≥ 95$/));
  });

  it('prints the floor beside /login with its figures and no verdict, and no aim row of its own', () => {
    const lines = formatLighthouse(
      [summarise('/login', 'login', [goodLogin()]), summarise('/login without its scripts (floor)', 'login-floor', [lhr(0.95, 1, 1, paints(870, 780, 0))])],
      1,
    );
    expect(lines).toContainEqual(expect.stringMatching(/^\/login without its scripts \(floor\)\s+95\s+100\s+100$/));
    expect(lines).toContainEqual(expect.stringMatching(/^\/login without its scripts \(floor\)\s+0\.87 s\s+0\.78 s\s+0\.000$/));
    expect(lines).toContainEqual(expect.stringMatching(/^aim, \/login\s+≥ 98/));
    expect(lines.join('\n')).not.toMatch(/aim, the other pages|floor\): performance/);
  });

  it("prints each page's paints and layout shift, with /login's aims and verdicts and the others' for information", () => {
    const pages = [
      summarise('/login', 'login', [lhr(0.98, 1, 1, paints(950, 612, 0)), lhr(0.99, 1, 1, paints(990, 580, 0)), lhr(0.98, 1, 1, paints(900, 640, 0))]),
      summarise('/accounts (RETAIL1)', 'accounts', [lhr(0.96, 1, 1, paints(2544.03, 745.01, 0.0123))]),
    ];
    const lines = formatLighthouse(pages, 3);
    expect(lines).toContainEqual(expect.stringMatching(/^\npaint and layout shift, median of each of 3 runs\s+LCP\s+FCP\s+CLS$/));
    expect(lines).toContainEqual(expect.stringMatching(/^\/login\s+0\.95 s ≤ 1\.00 s PASS\s+0\.62 s ≤ 0\.80 s PASS\s+0\.000 ≤ 0\.000 PASS$/));
    expect(lines).toContainEqual(expect.stringMatching(/^\/accounts \(RETAIL1\)\s+2\.55 s\s+0\.75 s\s+0\.013$/));
    expect(lines).toContainEqual(expect.stringMatching(/^LCP \(s\) of each run, per page\s+0\.95\/0\.99\/0\.90 {2}2\.55$/));
    expect(lines).toContainEqual(expect.stringMatching(/^FCP \(s\) of each run, per page\s+0\.62\/0\.58\/0\.64 {2}0\.75$/));
    expect(lines.join('\n')).not.toMatch(/FAIL/);
  });

  it('names a missed paint with the audits of the run behind its median, once per run', () => {
    const slow = lhr(0.98, 1, 1, {
      ...paints(1400, 900, 0),
      'total-blocking-time': audit('total-blocking-time', 1),
      'unused-javascript': audit('unused-javascript', 0.5, { scoreDisplayMode: 'metricSavings', details: { items: [{ url: 'http://x/main.js' }] } }),
    });
    const lines = formatLighthouse([summarise('/login', 'login', [slow])], 1);
    expect(lines).toContainEqual(expect.stringMatching(/^\/login\s+1\.40 s ≤ 1\.00 s FAIL\s+0\.90 s ≤ 0\.80 s FAIL\s+0\.000 ≤ 0\.000 PASS$/));
    const text = lines.join('\n');
    expect(text).toMatch(/\/login: largest-contentful-paint 1\.40 s > 1\.00 s; its median run's performance audits:\n {2}unused-javascript: unused-javascript \[score 0\.5\]\n {6}http:\/\/x\/main\.js/);
    expect(text).toMatch(/\/login: first-contentful-paint 0\.90 s > 0\.80 s; its median run's performance audits are above/);
  });
});
