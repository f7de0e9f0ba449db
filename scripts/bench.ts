/**
 * `npm run bench`: builds if dist/ is stale, then prints every chunk's gzip size against its budget.
 * Then times the list and the exports in Chromium. Exits non-zero when a timing is over its budget (sizes
 * are printed here and are the test command's to hold, since bytes do not vary by machine).
 */
import { execSync } from 'node:child_process';
import path from 'node:path';
import { checkBudgets, chunkSizes, distIsStale } from './chunkSizes';

const root = path.resolve(__dirname, '..');

if (distIsStale(root)) {
  console.log('dist/ is missing or older than src/: running `npm run build`…');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}

const chunks = chunkSizes(path.join(root, 'dist'));
const { rows, pass } = checkBudgets(chunks);
const kib = (bytes: number) => (bytes / 1024).toFixed(1);

console.log('\nchunk'.padEnd(56) + 'kind     raw KiB  gzip KiB');
for (const c of chunks) {
  console.log(`${c.file.padEnd(55)}${(c.initial ? 'initial' : 'lazy').padEnd(9)}${kib(c.raw).padStart(7)}  ${kib(c.gzip).padStart(8)}`);
}

console.log('\nbudget'.padEnd(56) + 'gzip KiB   limit  result');
for (const row of rows) {
  console.log(`${row.label.padEnd(55)}${row.gzipKiB.toFixed(1).padStart(8)}  ${(Number.isFinite(row.limitKiB) ? String(row.limitKiB) : "-").padStart(6)}  ${row.pass ? 'PASS' : 'FAIL'}`);
}
console.log(`\n${pass ? 'All chunks within budget.' : 'Some chunks are over budget (see FAIL rows).'}`);

// Timings in Chromium on the production server (issue 6). Skipped with BENCH_SKIP_BROWSER=1.
if (!process.env.BENCH_SKIP_BROWSER) {
  void (async () => {
    const { measureInBrowser } = await import('./benchBrowser');
    const timings = await measureInBrowser(root);
    console.log('\ntiming (median of 3, Chromium)'.padEnd(56) + '      ms  budget  result');
    for (const t of timings) {
      console.log(`${t.label.padEnd(55)}${t.ms.toFixed(0).padStart(8)}  ${String(t.budgetMs).padStart(6)}  ${t.ms <= t.budgetMs ? 'PASS' : 'FAIL'}`);
    }
    if (timings.some((t) => !(t.ms <= t.budgetMs))) process.exitCode = 1;
  })().catch((error: unknown) => {
    console.error('Browser timings failed:', error);
    process.exitCode = 1;
  });
}
