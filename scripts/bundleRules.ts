/**
 * What may load up front, read from what webpack built (.build/<folder>.modules.json, written by
 * scripts/chunkModulesPlugin.js) instead of from source text (issue 28). Pure over that report, so a test can
 * hold each rule to a deliberate breach; the test command's budget check applies them to the real build.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface ChunkReport {
  name: string | null;
  files: string[];
  initial: boolean;
  /** Source files and package files, relative to the project. */
  modules: string[];
}

export interface BuildReport {
  chunks: ChunkReport[];
  /** Each chunk group (an entry, or one `import()`) and the chunks, by index, that loading it fetches. */
  chunkGroups: { name: string | null; chunks: number[] }[];
  /** What the entry evaluates in its first task: its static imports, followed to the end. */
  startup: string[];
}

export interface RuleResult {
  rule: string;
  /** Empty when the rule holds: otherwise each module that breaks it, and where it was found. */
  breaches: string[];
}

/** The on-demand libraries and the date picker: none may reach what /login loads, nor the transactions page. */
const EXPORT_PACKAGES = ['papaparse', 'xlsx', 'jspdf'];
const HEAVY_PACKAGES = ['moment', 'moment-timezone', ...EXPORT_PACKAGES];
const DATE_PICKER_FILES = ['src/shared/lib/dateRange.ts', 'src/shared/ui/DatePicker.tsx', 'src/shared/ui/CalendarGrid.tsx'];

/**
 * The first task may evaluate source modules and React's JSX runtime (the compiler's own import for main.tsx's
 * JSX, a few hundred bytes); React, the router and the store come in through eager imports, each a task of its
 * own (issue 13, total blocking time).
 */
const STARTUP_PACKAGE_FILES = ['node_modules/react/jsx-runtime.js', 'node_modules/react/cjs/react-jsx-runtime.production.js'];
/** Matched at the path's end: a worktree whose node_modules is a link reports `../<checkout>/node_modules/…`. */
const isStartupPackageFile = (module: string) => STARTUP_PACKAGE_FILES.some((file) => module === file || module.endsWith(`/${file}`));

/** The package a module file belongs to (`@scope/name` or `name`), or undefined for the app's own source. */
export function packageOf(module: string): string | undefined {
  const match = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(module);
  return match?.[1];
}

/** Every module that loading the named chunk groups fetches (with the initial chunks when `initial`). */
function modulesLoadedBy(report: BuildReport, groups: readonly string[], initial: boolean): { module: string; chunk: string }[] {
  const indexes = new Set<number>();
  report.chunks.forEach((chunk, i) => chunk.initial && initial && indexes.add(i));
  for (const group of report.chunkGroups) if (group.name && groups.includes(group.name)) group.chunks.forEach((i) => indexes.add(i));
  return [...indexes].flatMap((i) => report.chunks[i].modules.map((module) => ({ module, chunk: report.chunks[i].name ?? report.chunks[i].files[0] ?? `#${i}` })));
}

const isHeavy = (module: string) => HEAVY_PACKAGES.includes(packageOf(module) ?? '') || DATE_PICKER_FILES.includes(module);
const isExportLibrary = (module: string) => EXPORT_PACKAGES.includes(packageOf(module) ?? '');

/** Each export format's chunk group (loadFormat's webpackChunkName) and the only export library it may bring. */
export const EXPORT_FORMAT_NEEDS: Readonly<Record<string, readonly string[]>> = {
  'export-csv': ['papaparse'],
  'export-quickbooks': ['papaparse'],
  'export-sage': ['papaparse'],
  'export-xero': ['papaparse'],
  'export-ofx': [],
  'export-qif': [],
  'export-xlsx': ['xlsx'],
  'export-pdf': ['jspdf'],
};

const found = (loaded: { module: string; chunk: string }[], test: (module: string) => boolean) => [
  ...new Set(loaded.filter(({ module }) => test(module)).map(({ module, chunk }) => `${module} in ${chunk}`)),
];

/**
 * The logged-in app's features (src/app/loggedInApp.ts's chunk) and the form libraries of the logged-in
 * forms: the login page needs none of them. The accounts' request is the one exception: a module of one
 * constant, which a reload sends ahead of everything (src/app/prefetchSession.ts).
 */
const LOGGED_IN_FEATURES = /^src\/features\/(accounts|accountServices|approvals|mail|entity|settings)\//;
/** The session's watch and its watchdogs, and the passcode dialog: only a session has use for them. */
const SESSION_WATCH = ['src/features/session/sagas/watchSessions.ts', 'src/features/session/sagas/watchdogs.ts', 'src/shared/challenge/OtpDialog.tsx'];
const PREFETCHED_REQUESTS = ['src/features/accounts/requests.ts'];
const isLoggedInOnly = (module: string) =>
  (LOGGED_IN_FEATURES.test(module) && !PREFETCHED_REQUESTS.includes(module)) ||
  SESSION_WATCH.includes(module) || ['formik', 'yup', 'lodash', 'lodash-es'].includes(packageOf(module) ?? '');

/** The charts' screen modules (insights/*.tsx): their pure rules may be shared, their drawing only comes with the chunk. */
const isChartDrawing = (module: string) => /features\/transactions\/insights\/[^/]+\.tsx$/.test(module);

/** The rules, each with what breaks it. */
export function bundleRules(report: BuildReport): RuleResult[] {
  // /login: the initial chunks and its own page's chunk group (pageChunks.ts's "session" area).
  const login = modulesLoadedBy(report, ['session'], true);
  // The transactions page, which offers the exports: its area's chunk group, without an export asked for.
  const transactions = modulesLoadedBy(report, ['accounts'], false);
  // The bulk pages, which parse an uploaded file: papaparse and xlsx come with the file, not the page.
  const bulk = modulesLoadedBy(report, ['bulk'], false);
  const groupsFound = new Set(report.chunkGroups.map((group) => group.name));
  return [
    {
      rule: 'the chunk groups the rules read exist (they would hold vacuously otherwise)',
      breaches: ['session', 'accounts', 'bulk', 'charts', ...Object.keys(EXPORT_FORMAT_NEEDS)].filter((name) => !groupsFound.has(name)).map((name) => `no chunk group named ${name}`),
    },
    {
      rule: '/login loads no moment, moment-timezone, export library or date picker',
      breaches: found(login, isHeavy),
    },
    {
      rule: "/login loads none of the logged-in app's features and no form library (the login form is two fields by hand)",
      breaches: found(login, isLoggedInOnly),
    },
    {
      rule: '/login loads axios only once the customer is on the form (the client is a chunk of its own)',
      breaches: found(login, (module) => packageOf(module) === 'axios'),
    },
    {
      rule: "/login and the transactions page's own chunks load none of the charts' drawing (issue 30: a chunk of its own)",
      breaches: found([...login, ...transactions], isChartDrawing),
    },
    {
      rule: 'the transactions page loads the export libraries only when the customer exports',
      breaches: found(transactions, isExportLibrary),
    },
    {
      rule: 'the bulk pages load papaparse and xlsx only when a file is parsed',
      breaches: found(bulk, (module) => ['papaparse', 'xlsx'].includes(packageOf(module) ?? '')),
    },
    {
      rule: 'no chunk holds date-holidays (the bank holidays are generated ahead, npm run holidays:generate)',
      breaches: report.chunks.flatMap((chunk) => chunk.modules.filter((m) => packageOf(m) === 'date-holidays').map((m) => `${m} in ${chunk.name ?? chunk.files[0]}`)),
    },
    {
      rule: 'each export format brings only the library it needs',
      breaches: Object.entries(EXPORT_FORMAT_NEEDS).flatMap(([group, needs]) => {
        const brought = new Set(modulesLoadedBy(report, [group], false).map(({ module }) => packageOf(module)).filter((p) => p && EXPORT_PACKAGES.includes(p)));
        const wrong = [...brought].filter((p) => !needs.includes(p!)).map((p) => `${group} brings ${p}`);
        const missing = needs.filter((p) => !brought.has(p)).map((p) => `${group} lacks ${p}`);
        return [...wrong, ...missing];
      }),
    },
    {
      rule: "start-up's first task evaluates no package but React's JSX runtime",
      breaches: report.startup.filter((module) => packageOf(module) && !isStartupPackageFile(module)),
    },
  ];
}

/** The files of the login page's own chunk group (pageChunks.ts's "session" area): /login fetches them before it is idle. */
export function loginPageFiles(report: BuildReport): Set<string> {
  const group = report.chunkGroups.find((g) => g.name === 'session');
  return new Set((group?.chunks ?? []).flatMap((i) => report.chunks[i].files));
}

/** The report of the build in `folder` (dist/ unless told), written by its last production build. */
export function readBuildReport(root: string, folder = 'dist'): BuildReport {
  return JSON.parse(fs.readFileSync(path.join(root, '.build', `${folder}.modules.json`), 'utf8')) as BuildReport;
}
