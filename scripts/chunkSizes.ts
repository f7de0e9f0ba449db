/**
 * Sizes of the built chunks, and the budgets they are held to. Pure over a dist/ directory so a
 * test can assert the budgets on a real build; scripts/bench.ts prints them.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** `loginPage`: fetched with the login page's own chunk group (the session area), before /login is idle. */
export type Chunk = { file: string; raw: number; gzip: number; initial: boolean; loginPage?: boolean };

/**
 * Gzip KiB limits: what /login downloads before it can render, any one of those initial chunks, and any
 * one lazy chunk. The first paint waits for the last initial chunk to arrive: several of like size
 * download side by side, one large one arrives last (webpack.config.js splits react-dom from the rest of
 * the framework for it; 120 KiB as one chunk, 64 and 56 as two).
 */
export const BUDGETS = { initialKiB: 150, loginBeforeIdleKiB: 165, initialChunkKiB: 70, lazyKiB: 60, namedKiB: { charts: 30 } } as const;
/** `namedKiB`: a tighter limit for a named lazy chunk (`<name>.<hash>.js`): the charts (issue 30) at 30 KiB. */
export type Budgets = { initialKiB: number; loginBeforeIdleKiB: number; initialChunkKiB: number; lazyKiB: number; namedKiB?: Readonly<Record<string, number>> };

/** The webpackChunkName a built file carries ('charts' for charts.1a2b3c.js), or undefined for a numbered chunk. */
const chunkName = (file: string) => /^([a-z][\w-]*)\.[0-9a-f]+\.(js|css)$/.exec(file)?.[1];

const KiB = 1024;

/** The scripts and stylesheets index.html loads up front: everything the first page waits for. */
export function initialAssets(html: string): Set<string> {
  const refs = new Set<string>();
  for (const [, src] of html.matchAll(/<script\b[^>]*\bsrc=["']?([^"'\s>]+)/gi)) refs.add(src);
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const href = /\bhref=["']?([^"'\s>]+)/i.exec(tag)?.[1];
    if (href && /\brel=["']?stylesheet/i.test(tag)) refs.add(href);
  }
  return new Set([...refs].map((ref) => ref.replace(/^(https?:)?\/\/[^/]+/, '').replace(/^\//, '').split(/[?#]/)[0]));
}

function listFiles(dir: string, base = dir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full, base) : [path.relative(base, full).split(path.sep).join('/')];
  });
}

/** Every .js and .css in dist/ with raw and gzip (level 9) bytes; initial first, then by size. `loginFiles`: the login page's chunk group's. */
export function chunkSizes(distDir: string, loginFiles: ReadonlySet<string> = new Set()): Chunk[] {
  const initial = initialAssets(fs.readFileSync(path.join(distDir, 'index.html'), 'utf8'));
  return listFiles(distDir)
    .filter((file) => /\.(js|css)$/.test(file))
    .map((file) => {
      const body = fs.readFileSync(path.join(distDir, file));
      return { file, raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length, initial: initial.has(file), loginPage: loginFiles.has(file) };
    })
    .sort((a, b) => Number(b.initial) - Number(a.initial) || b.gzip - a.gzip);
}

/** webpack.config.js names each package only lazy screens use `lib-<package>.<hash>.js`. */
export const isLazyLibrary = (chunk: Chunk) => !chunk.initial && chunk.file.startsWith('lib-');

export type BudgetRow = { label: string; gzipKiB: number; limitKiB: number; pass: boolean };

/** One row for the initial total, one per initial chunk and one per lazy chunk; `pass` says whether it fits. */
export function checkBudgets(chunks: Chunk[], budgets: Budgets = BUDGETS): { rows: BudgetRow[]; pass: boolean } {
  const kib = (bytes: number) => Math.round((bytes / KiB) * 10) / 10;
  const initial = chunks.filter((c) => c.initial);
  const initialBytes = initial.reduce((sum, c) => sum + c.gzip, 0);
  const beforeIdleBytes = chunks.filter((c) => c.initial || c.loginPage).reduce((sum, c) => sum + c.gzip, 0);
  const lazyRow = (c: Chunk, limitKiB: number): BudgetRow => ({ label: c.file, gzipKiB: kib(c.gzip), limitKiB, pass: c.gzip <= limitKiB * KiB });
  const rows: BudgetRow[] = [
    { label: 'initial JS+CSS (/login)', gzipKiB: kib(initialBytes), limitKiB: budgets.initialKiB, pass: initialBytes <= budgets.initialKiB * KiB },
    {
      label: 'JS+CSS /login fetches before it is idle',
      gzipKiB: kib(beforeIdleBytes),
      limitKiB: budgets.loginBeforeIdleKiB,
      pass: beforeIdleBytes <= budgets.loginBeforeIdleKiB * KiB,
    },
    ...initial.map((c) => ({ label: `${c.file} (initial)`, gzipKiB: kib(c.gzip), limitKiB: budgets.initialChunkKiB, pass: c.gzip <= budgets.initialChunkKiB * KiB })),
    ...chunks
      .filter((c) => !c.initial)
      .map((c) =>
        // A library loaded on demand (webpack's lib-<package> chunks: jspdf, xlsx…) is held to staying lazy, not
        // to the route chunk limit: its size is the library's, and only the customer who exports downloads it.
        isLazyLibrary(c)
          ? { label: `${c.file} (library, on demand)`, gzipKiB: kib(c.gzip), limitKiB: Infinity, pass: true }
          : lazyRow(c, budgets.namedKiB?.[chunkName(c.file) ?? ''] ?? budgets.lazyKiB),
      ),
  ];
  return { rows, pass: rows.every((row) => row.pass) };
}

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(target).map((name) => newestMtime(path.join(target, name))));
}

/**
 * True when a build folder (dist/, or the stock-OBDX build the browser journeys serve, dist-stock/) is
 * missing or older than anything the bundle is built from. Its age is its prerendered pages' map, the last
 * file a build writes (scripts/prerenderPlugin.js): a build that failed at the prerender is not taken as done.
 */
export function distIsStale(root: string, folder = 'dist'): boolean {
  const built = path.join(root, folder, 'prerendered.json');
  if (!fs.existsSync(built)) return true;
  const inputs = ['src', 'public', 'webpack.config.js', 'package-lock.json', 'tsconfig.json', 'scripts/prerenderPlugin.js', 'scripts/styledComponentIds.js'];
  return Math.max(...inputs.map((input) => newestMtime(path.join(root, input)))) > fs.statSync(built).mtimeMs;
}
