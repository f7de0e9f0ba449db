/**
 * The Lighthouse part of `npm run bench` (issue 13 "Measured", issue 29 "Budgets and figures"), pure:
 * the aims, the median of a page's runs, and what to print when a score or a paint figure misses its
 * aim. Reads only the few fields of a Lighthouse result (LHR) it needs, so it is tested without a
 * browser (scripts/lighthouseScores.test.ts).
 */

export const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
export type Category = (typeof CATEGORIES)[number];

/** Issue 13's aims, as the least score (0–100) that passes: every page's, unless PAGE_AIMS raises them. */
export const AIMS: Readonly<Record<Category, number>> = { performance: 95, accessibility: 100, 'best-practices': 95 };

/**
 * The metrics printed beside the scores, as Lighthouse's audit ids: the score hides which one moved,
 * and issue 29's aims are on the paints themselves. numericValue is in ms, CLS unitless.
 */
export const METRICS = ['largest-contentful-paint', 'first-contentful-paint', 'cumulative-layout-shift'] as const;
export type Metric = (typeof METRICS)[number];

const SHORT: Readonly<Record<Metric, string>> = { 'largest-contentful-paint': 'LCP', 'first-contentful-paint': 'FCP', 'cumulative-layout-shift': 'CLS' };

/** What one page must reach. */
export interface Aims {
  /** The least score (0–100) that passes, per category. */
  scores: Record<Category, number>;
  /** The most that passes, per metric, in the audit's unit (ms; CLS unitless). A metric with none is printed for information. */
  metrics: Partial<Record<Metric, number>>;
  /** A page measured only to compare others with (the bench's floor under /login): printed, held to nothing. */
  informational?: true;
}

/**
 * Pages held to more than issue 13's aims, by the slug benchLighthouse gives each page (also its
 * reports' file names), so /login's aims raise no other page's.
 */
export const PAGE_AIMS: Readonly<
  Record<string, { scores?: Partial<Record<Category, number>>; metrics?: Partial<Record<Metric, number>>; informational?: true }>
> = {
  // Issue 29: the prerendered login form paints from the HTML alone, with no shift when the app hydrates it.
  login: {
    scores: { performance: 98 },
    metrics: { 'largest-contentful-paint': 1000, 'first-contentful-paint': 800, 'cumulative-layout-shift': 0 },
  },
  // /login without its scripts (scripts/scriptlessPage.ts): the floor this host gives any page with its headers.
  'login-floor': { informational: true },
};

export const aimsOf = (slug: string): Aims => ({
  scores: { ...AIMS, ...PAGE_AIMS[slug]?.scores },
  metrics: { ...PAGE_AIMS[slug]?.metrics },
  informational: PAGE_AIMS[slug]?.informational,
});

/** The part of a Lighthouse result read here. */
export interface Lhr {
  lighthouseVersion?: string;
  finalDisplayedUrl?: string;
  runtimeError?: { code: string; message: string };
  runWarnings?: string[];
  /** Lighthouse's measure of the host's CPU speed (higher is faster); its throttling assumes a fast desktop. */
  environment?: { benchmarkIndex?: number };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number; group?: string }[] } | undefined>;
  audits: Record<
    string,
    { id: string; title: string; score: number | null; scoreDisplayMode: string; displayValue?: string; numericValue?: number; details?: { items?: unknown[] } }
  >;
}

export interface PageScores {
  /** What the row is called: the path, and whose session. */
  label: string;
  /** The page's short name: its reports' file names, and its key in PAGE_AIMS. */
  slug: string;
  /** What this page must reach. */
  aims: Aims;
  /** Median score (0–100) of each category over the runs; NaN when a run had none. */
  scores: Record<Category, number>;
  /** Every run's scores, in run order, for the report. */
  runs: Record<Category, number>[];
  /** Median of each metric over the runs (ms; CLS unitless); NaN when a run had none. */
  metrics: Record<Metric, number>;
  /** Every run's metrics, in run order, for the report. */
  metricRuns: Record<Metric, number>[];
  /** The run whose performance score is the median: its audits explain a miss. */
  medianRun: Lhr;
  /** Per metric, the run whose figure is the median: its audits explain that metric's miss. */
  metricMedianRuns: Record<Metric, Lhr>;
  /** Each run's benchmarkIndex, in run order. */
  benchmarkIndexes: number[];
}

/** NaN when any value is (a run that measured nothing must not pass by being sorted away). */
const median = (values: number[]) =>
  values.some(Number.isNaN) ? NaN : [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One run's scores, 0–100 (NaN when Lighthouse could not score a category). */
export function scoresOf(lhr: Lhr): Record<Category, number> {
  const score = (category: Category) => {
    const value = lhr.categories[category]?.score;
    return typeof value === 'number' ? Math.round(value * 100) : NaN;
  };
  return { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices') };
}

/** One run's metrics, from their audits' numericValue (NaN when Lighthouse could not measure one). */
export function metricsOf(lhr: Lhr): Record<Metric, number> {
  const value = (metric: Metric) => {
    const numeric = lhr.audits[metric]?.numericValue;
    return typeof numeric === 'number' ? numeric : NaN;
  };
  return Object.fromEntries(METRICS.map((m) => [m, value(m)])) as Record<Metric, number>;
}

/**
 * The median of each category and of each metric over a page's runs (Lighthouse's figures vary run to
 * run, performance most), under the aims PAGE_AIMS gives its slug.
 */
export function summarise(label: string, slug: string, lhrs: Lhr[]): PageScores {
  if (lhrs.length === 0) throw new Error(`${label}: no Lighthouse run`);
  const runs = lhrs.map(scoresOf);
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r[c]))])) as Record<Category, number>;
  const byPerformance = lhrs.map((lhr, i) => ({ lhr, perf: runs[i].performance })).sort((a, b) => a.perf - b.perf);
  const medianRun = byPerformance[Math.floor(byPerformance.length / 2)].lhr;
  // Each metric's median is taken over the runs on its own, as each score's is: the LCP and the FCP
  // printed may come from different runs, and from another run than the median performance score.
  const metricRuns = lhrs.map(metricsOf);
  const metrics = Object.fromEntries(METRICS.map((m) => [m, median(metricRuns.map((r) => r[m]))])) as Record<Metric, number>;
  const metricMedianRuns = Object.fromEntries(
    METRICS.map((m) => [m, lhrs[metricRuns.findIndex((r) => r[m] === metrics[m])] ?? medianRun]),
  ) as Record<Metric, Lhr>;
  const benchmarkIndexes = lhrs.map((lhr) => Math.round(lhr.environment?.benchmarkIndex ?? NaN));
  return { label, slug, aims: aimsOf(slug), scores, runs, metrics, metricRuns, medianRun, metricMedianRuns, benchmarkIndexes };
}

/** NaN (no score) never passes; an informational page's scores are held to nothing. */
export const passes = (page: PageScores, category: Category) =>
  page.aims.informational === true || page.scores[category] >= page.aims.scores[category];

/** A metric with no aim on this page passes (it is printed for information); NaN never passes an aim. */
export const metricPasses = (page: PageScores, metric: Metric) => {
  const aim = page.aims.metrics[metric];
  return aim === undefined || page.metrics[metric] <= aim;
};

export const allPass = (pages: PageScores[]) =>
  pages.every((p) => CATEGORIES.every((c) => passes(p, c)) && METRICS.every((m) => metricPasses(p, m)));

/** A short description of an audit's first offending items (elements, URLs), for the console. */
function itemsOf(audit: Lhr['audits'][string], max = 3): string[] {
  const items = (audit.details?.items ?? []) as Record<string, unknown>[];
  return items.slice(0, max).map((item) => {
    const node = item.node as { selector?: string; snippet?: string } | undefined;
    const text = node?.snippet ?? node?.selector ?? item.url ?? item.source ?? item.description ?? JSON.stringify(item);
    return String(typeof text === 'object' ? JSON.stringify(text) : text).slice(0, 160);
  });
}

/**
 * The audits that cost a category its points, worst first: for performance the metrics that are not
 * green plus the opportunities and diagnostics Lighthouse flags (they carry no weight of their own
 * but name the causes); for the others every weighted audit that failed.
 */
export function costlyAudits(lhr: Lhr, category: Category): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  const failing = refs
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ ref, audit }) => {
      if (!audit || audit.score === null || audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'notApplicable') return false;
      if (category === 'performance') return ref.weight > 0 ? audit.score < 0.9 : audit.score < 0.9 && audit.scoreDisplayMode !== 'manual';
      return ref.weight > 0 && audit.score < 1;
    })
    .sort((a, b) => b.ref.weight - a.ref.weight || (a.audit.score ?? 0) - (b.audit.score ?? 0));
  return failing.flatMap(({ ref, audit }) => [
    `${audit.id}${ref.weight > 0 ? ` (weight ${ref.weight})` : ''}: ${audit.title}${audit.displayValue ? ` — ${audit.displayValue}` : ''} [score ${audit.score}]`,
    ...itemsOf(audit).map((item) => `    ${item}`),
  ]);
}

const cell = (page: PageScores, category: Category) => {
  const score = page.scores[category];
  const verdict = page.aims.informational ? '    ' : passes(page, category) ? 'PASS' : 'FAIL';
  return `${Number.isNaN(score) ? '  -' : String(score).padStart(3)} ${verdict}`;
};

const scoreRow = (label: string, cells: Record<Category, string>) =>
  `${label.padEnd(55)}${cells.performance.padStart(11)}  ${cells.accessibility.padStart(13)}  ${cells['best-practices'].padStart(14)}`.trimEnd();

const aimRow = (label: string, aims: Record<Category, number>) =>
  scoreRow(label, Object.fromEntries(CATEGORIES.map((c) => [c, `≥ ${aims[c]}`])) as Record<Category, string>);

const sameScoreAims = (a: Record<Category, number>, b: Record<Category, number>) => CATEGORIES.every((c) => a[c] === b[c]);

/**
 * A metric as printed: seconds with two decimals, CLS with three, rounded up, so that a figure printed
 * at its aim passes and one printed above it fails (1 004 ms is "1.01", not a failing "1.00").
 */
export function formatMetric(metric: Metric, value: number): string {
  if (Number.isNaN(value)) return '-';
  if (metric === 'cumulative-layout-shift') return (Math.ceil(value * 1000) / 1000).toFixed(3);
  return (Math.ceil(value / 10) / 100).toFixed(2);
}

const unitOf = (metric: Metric) => (metric === 'cumulative-layout-shift' ? '' : ' s');

/** "0.95 s ≤ 1.00 s PASS" on a page with an aim for the metric, "0.95 s" on one without. */
const metricCell = (page: PageScores, metric: Metric) => {
  const figure = `${formatMetric(metric, page.metrics[metric])}${unitOf(metric)}`;
  const aim = page.aims.metrics[metric];
  if (aim === undefined) return figure;
  return `${figure} ≤ ${formatMetric(metric, aim)}${unitOf(metric)} ${metricPasses(page, metric) ? 'PASS' : 'FAIL'}`;
};

/** The tables `npm run bench` prints (scores, then paints and layout shift), then, for every miss, the audits behind it. */
export function formatLighthouse(pages: PageScores[], runsPerPage: number): string[] {
  const version = pages[0]?.medianRun.lighthouseVersion ?? '?';
  // Issue 13's aims (when a page is held to them), then a row for each page held to others (issue 29's /login).
  // An informational page (the floor) is held to no aim, so it counts among neither.
  const held = pages.filter((p) => !p.aims.informational);
  const raised = held.filter((p) => !sameScoreAims(p.aims.scores, AIMS));
  const defaultAimRow = raised.length === 0 ? [aimRow('aim', AIMS)] : raised.length < held.length ? [aimRow('aim, the other pages', AIMS)] : [];
  const lines = [
    `\nLighthouse ${version}, mobile (median of ${runsPerPage}, Chromium)`.padEnd(56) + 'performance  accessibility  best-practices',
    ...pages.map((p) => scoreRow(p.label, Object.fromEntries(CATEGORIES.map((c) => [c, cell(p, c)])) as Record<Category, string>)),
    ...defaultAimRow,
    ...raised.map((p) => aimRow(`aim, ${p.label}`, p.aims.scores)),
    `${'performance of each run, per page'.padEnd(55)}${pages.map((p) => p.runs.map((r) => r.performance).join('/')).join('  ')}`,
    // Simulated throttling multiplies the CPU time seen here by 4: a slow or busy host scores lower.
    `${'host CPU (benchmarkIndex) of each run, per page'.padEnd(55)}${pages.map((p) => p.benchmarkIndexes.join('/')).join('  ')}`,
    // A page's aims are printed in its row; a figure with no aim is there for information.
    `\n${`paint and layout shift, median of each of ${runsPerPage} runs`.padEnd(55)}${METRICS.map((m) => SHORT[m].padEnd(24)).join('').trimEnd()}`,
    ...pages.map((p) => `${p.label.padEnd(55)}${METRICS.map((m) => metricCell(p, m).padEnd(24)).join('').trimEnd()}`),
    ...(['largest-contentful-paint', 'first-contentful-paint'] as const).map(
      (m) => `${`${SHORT[m]} (s) of each run, per page`.padEnd(55)}${pages.map((p) => p.metricRuns.map((r) => formatMetric(m, r[m])).join('/')).join('  ')}`,
    ),
  ];
  for (const page of pages) {
    if (page.medianRun.runtimeError) lines.push(`\n${page.label}: Lighthouse error ${page.medianRun.runtimeError.code}: ${page.medianRun.runtimeError.message}`);
    for (const warning of page.medianRun.runWarnings ?? []) lines.push(`${page.label}: warning: ${warning}`);
    // A run's performance audits are listed once, however many of its figures missed.
    const explained = new Set<Lhr>();
    for (const category of CATEGORIES) {
      if (passes(page, category)) continue;
      lines.push(`\n${page.label}: ${category} ${page.scores[category]} < ${page.aims.scores[category]}; the median run's audits:`);
      lines.push(...costlyAudits(page.medianRun, category).map((line) => `  ${line}`));
      if (category === 'performance') explained.add(page.medianRun);
    }
    for (const metric of METRICS) {
      if (metricPasses(page, metric)) continue;
      const run = page.metricMedianRuns[metric];
      const miss = `${formatMetric(metric, page.metrics[metric])}${unitOf(metric)} > ${formatMetric(metric, page.aims.metrics[metric] ?? NaN)}${unitOf(metric)}`;
      if (explained.has(run)) {
        lines.push(`\n${page.label}: ${metric} ${miss}; its median run's performance audits are above`);
        continue;
      }
      explained.add(run);
      lines.push(`\n${page.label}: ${metric} ${miss}; its median run's performance audits:`);
      lines.push(...costlyAudits(run, 'performance').map((line) => `  ${line}`));
    }
  }
  return lines;
}
