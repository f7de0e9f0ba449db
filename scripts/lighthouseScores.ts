/**
 * The Lighthouse part of `npm run bench` (issue 13 "Measured"), pure: the aims, the median of a page's
 * runs, and what to print when a score misses its aim. Reads only the few fields of a Lighthouse
 * result (LHR) it needs, so it is tested without a browser (scripts/lighthouseScores.test.ts).
 */

export const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
export type Category = (typeof CATEGORIES)[number];

/** Issue 13's aims, as the least score (0–100) that passes. */
export const AIMS: Readonly<Record<Category, number>> = { performance: 95, accessibility: 100, 'best-practices': 95 };

/** The part of a Lighthouse result read here. */
export interface Lhr {
  lighthouseVersion?: string;
  finalDisplayedUrl?: string;
  runtimeError?: { code: string; message: string };
  runWarnings?: string[];
  /** Lighthouse's measure of the host's CPU speed (higher is faster); its throttling assumes a fast desktop. */
  environment?: { benchmarkIndex?: number };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number; group?: string }[] } | undefined>;
  audits: Record<string, { id: string; title: string; score: number | null; scoreDisplayMode: string; displayValue?: string; details?: { items?: unknown[] } }>;
}

export interface PageScores {
  /** What the row is called: the path, and whose session. */
  label: string;
  /** Median score (0–100) of each category over the runs; NaN when a run had none. */
  scores: Record<Category, number>;
  /** Every run's scores, in run order, for the report. */
  runs: Record<Category, number>[];
  /** The run whose performance score is the median: its audits explain a miss. */
  medianRun: Lhr;
  /** Each run's benchmarkIndex, in run order. */
  benchmarkIndexes: number[];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One run's scores, 0–100 (NaN when Lighthouse could not score a category). */
export function scoresOf(lhr: Lhr): Record<Category, number> {
  const score = (category: Category) => {
    const value = lhr.categories[category]?.score;
    return typeof value === 'number' ? Math.round(value * 100) : NaN;
  };
  return { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices') };
}

/** The median of each category over a page's runs (Lighthouse's scores vary run to run, performance most). */
export function summarise(label: string, lhrs: Lhr[]): PageScores {
  if (lhrs.length === 0) throw new Error(`${label}: no Lighthouse run`);
  const runs = lhrs.map(scoresOf);
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r[c]))])) as Record<Category, number>;
  const byPerformance = lhrs.map((lhr, i) => ({ lhr, perf: runs[i].performance })).sort((a, b) => a.perf - b.perf);
  const benchmarkIndexes = lhrs.map((lhr) => Math.round(lhr.environment?.benchmarkIndex ?? NaN));
  return { label, scores, runs, medianRun: byPerformance[Math.floor(byPerformance.length / 2)].lhr, benchmarkIndexes };
}

/** NaN (no score) never passes. */
export const passes = (category: Category, score: number) => score >= AIMS[category];

export const allPass = (pages: PageScores[]) => pages.every((p) => CATEGORIES.every((c) => passes(c, p.scores[c])));

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

const cell = (category: Category, score: number) => `${Number.isNaN(score) ? '  -' : String(score).padStart(3)} ${passes(category, score) ? 'PASS' : 'FAIL'}`;

/** The table `npm run bench` prints, then, for every miss, the audits behind it. */
export function formatLighthouse(pages: PageScores[], runsPerPage: number): string[] {
  const version = pages[0]?.medianRun.lighthouseVersion ?? '?';
  const lines = [
    `\nLighthouse ${version}, mobile (median of ${runsPerPage}, Chromium)`.padEnd(56) + 'performance  accessibility  best-practices',
    ...pages.map((p) => `${p.label.padEnd(55)}${cell('performance', p.scores.performance).padStart(11)}  ${cell('accessibility', p.scores.accessibility).padStart(13)}  ${cell('best-practices', p.scores['best-practices']).padStart(14)}`),
    `${'aim'.padEnd(55)}${`≥ ${AIMS.performance}`.padStart(11)}  ${`≥ ${AIMS.accessibility}`.padStart(13)}  ${`≥ ${AIMS['best-practices']}`.padStart(14)}`,
    `${'performance of each run, per page'.padEnd(55)}${pages.map((p) => p.runs.map((r) => r.performance).join('/')).join('  ')}`,
    // Simulated throttling multiplies the CPU time seen here by 4: a slow or busy host scores lower.
    `${'host CPU (benchmarkIndex) of each run, per page'.padEnd(55)}${pages.map((p) => p.benchmarkIndexes.join('/')).join('  ')}`,
  ];
  for (const page of pages) {
    if (page.medianRun.runtimeError) lines.push(`\n${page.label}: Lighthouse error ${page.medianRun.runtimeError.code}: ${page.medianRun.runtimeError.message}`);
    for (const warning of page.medianRun.runWarnings ?? []) lines.push(`${page.label}: warning: ${warning}`);
    for (const category of CATEGORIES) {
      if (passes(category, page.scores[category])) continue;
      lines.push(`\n${page.label}: ${category} ${page.scores[category]} < ${AIMS[category]}; the median run's audits:`);
      lines.push(...costlyAudits(page.medianRun, category).map((line) => `  ${line}`));
    }
  }
  return lines;
}
