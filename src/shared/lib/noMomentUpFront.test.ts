/**
 * moment-timezone (and the date picker built on it) must stay in lazy chunks: the login
 * page's bundle is on a budget (scripts/chunkSizes.ts). This follows the static imports
 * (never `import()`, which webpack splits off) from what the login page loads up front,
 * and fails when one of them reaches moment.
 */
import fs from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(__dirname, '../..');
const ENTRIES = ['main.tsx', 'app/routes.tsx', 'app/areas/sessionArea.tsx'];
const FORBIDDEN_PACKAGES = /^moment(-timezone)?(\/|$)/;
const FORBIDDEN_FILES = ['shared/lib/dateRange.ts', 'shared/ui/DatePicker.tsx', 'shared/ui/CalendarGrid.tsx'];

// `import x from 'y'`, `export { x } from 'y'`, `import 'y'`; `import type` is erased, so skipped.
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function resolve(from: string, spec: string): string | undefined {
  const base = spec.startsWith('@/') ? path.join(SRC, spec.slice(2)) : spec.startsWith('.') ? path.resolve(path.dirname(from), spec) : undefined;
  if (!base) return undefined;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

/** Every file reached from the entries, with the chain that reached it (for the failure message). */
function staticGraph(entries: string[]) {
  const via = new Map<string, string[]>();
  const packages: { name: string; chain: string[] }[] = [];
  const queue = entries.map((entry) => [path.join(SRC, entry)]);
  while (queue.length) {
    const chain = queue.shift()!;
    const file = chain[chain.length - 1];
    if (via.has(file)) continue;
    via.set(file, chain);
    if (!/\.tsx?$/.test(file)) continue;
    for (const [, spec] of fs.readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const target = resolve(file, spec);
      if (target) queue.push([...chain, target]);
      else if (!spec.startsWith('.') && !spec.startsWith('@/')) packages.push({ name: spec, chain });
    }
  }
  return { via, packages };
}

const show = (chain: string[]) => chain.map((file) => path.relative(SRC, file)).join(' → ');

/** The whole session feature counts: the login page and the session saga run before any screen. */
const sessionFiles = fs
  .readdirSync(path.join(SRC, 'features/session'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => path.join('features/session', file));

describe('what the login page loads up front', () => {
  const { via, packages } = staticGraph([...ENTRIES, ...sessionFiles]);

  it('never imports moment or moment-timezone', () => {
    expect(packages.filter((p) => FORBIDDEN_PACKAGES.test(p.name)).map((p) => `${p.name} via ${show(p.chain)}`)).toEqual([]);
  });

  it('never imports the date picker or its rules', () => {
    expect(FORBIDDEN_FILES.filter((file) => via.has(path.join(SRC, file))).map((file) => show(via.get(path.join(SRC, file))!))).toEqual([]);
  });

  it('does follow the graph (the check would pass vacuously otherwise)', () => {
    expect(via.has(path.join(SRC, 'shared/ui/Spinner.tsx'))).toBe(true);
    expect(packages.some((p) => p.name === 'react-router-dom')).toBe(true);
  });
});
