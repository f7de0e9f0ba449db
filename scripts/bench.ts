/**
 * `npm run bench`: builds if dist/ is stale, then prints every chunk's gzip size against its budget.
 * Then times the list and the exports in Chromium. Exits non-zero when a timing is over its budget (sizes
 * are printed here and are the test command's to hold, since bytes do not vary by machine).
 */
import path from 'node:path';
import { reportBudgets } from './budgetReport';

const root = path.resolve(__dirname, '..');

reportBudgets(root);

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
