/**
 * `npm run bench`: builds if dist/ is stale, then prints every chunk's gzip size against its budget.
 * Then, on the production server with the demo bank, times the login, the list and the exports in
 * Chromium, and runs Lighthouse on /login, /accounts and a transactions page (scores, and each page's
 * LCP, FCP and CLS). Exits non-zero when a timing is over its budget or a Lighthouse score or /login's
 * LCP, FCP or CLS misses its aim (sizes are printed here and are the test command's to hold, since
 * bytes do not vary by machine).
 */
import path from 'node:path';
import { reportBudgets } from './budgetReport';

const root = path.resolve(__dirname, '..');

reportBudgets(root);

// Timings (issue 6) and Lighthouse scores and paints (issues 13 and 29) in Chromium on the production server. Skipped with BENCH_SKIP_BROWSER=1.
if (!process.env.BENCH_SKIP_BROWSER) {
  void (async () => {
    const { measureInBrowser, startProductionServer } = await import('./benchBrowser');
    const server = await startProductionServer();
    try {
      const timings = await measureInBrowser(server.base);
      console.log('\ntiming (median of 3, Chromium)'.padEnd(56) + '      ms  budget  result');
      for (const t of timings) {
        console.log(`${t.label.padEnd(55)}${t.ms.toFixed(0).padStart(8)}  ${String(t.budgetMs).padStart(6)}  ${t.ms <= t.budgetMs ? 'PASS' : 'FAIL'}`);
      }
      if (timings.some((t) => !(t.ms <= t.budgetMs))) process.exitCode = 1;

      const { measureLighthouse, LIGHTHOUSE_RUNS } = await import('./benchLighthouse');
      const { allPass, formatLighthouse } = await import('./lighthouseScores');
      const pages = await measureLighthouse(server.base);
      for (const line of formatLighthouse(pages, LIGHTHOUSE_RUNS)) console.log(line);
      if (!allPass(pages)) process.exitCode = 1;
    } finally {
      await server.stop();
    }
  })().catch((error: unknown) => {
    console.error('Browser timings failed:', error);
    process.exitCode = 1;
  });
}
