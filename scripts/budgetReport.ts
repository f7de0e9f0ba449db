/**
 * Builds dist/ if it is older than its sources, then prints every chunk's gzip size and the budgets
 * (scripts/chunkSizes.ts). Shared by `npm run bench` and the test command's budget check.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { bundleRules, loginPageFiles, readBuildReport } from './bundleRules';
import { checkBudgets, chunkSizes, distIsStale } from './chunkSizes';

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

/** true when every chunk is within its budget and every rule on what loads up front holds. */
export function reportBudgets(root: string, { listChunks = true }: { listChunks?: boolean } = {}): boolean {
  if (distIsStale(root) || !fs.existsSync(path.join(root, '.build', 'dist.modules.json'))) {
    console.log('dist/ is missing or older than src/: running `npm run build`…');
    execSync('npm run build', { cwd: root, stdio: 'inherit' });
  }
  const report = readBuildReport(root);
  const chunks = chunkSizes(path.join(root, 'dist'), loginPageFiles(report));
  const { rows, pass } = checkBudgets(chunks);
  if (listChunks) {
    console.log('\nchunk'.padEnd(56) + 'kind     raw KiB  gzip KiB');
    for (const c of chunks) {
      console.log(`${c.file.padEnd(55)}${(c.initial ? 'initial' : 'lazy').padEnd(9)}${kib(c.raw).padStart(7)}  ${kib(c.gzip).padStart(8)}`);
    }
  }
  console.log('\nbudget'.padEnd(56) + 'gzip KiB   limit  result');
  for (const row of rows.filter((r) => listChunks || !r.pass || r.label.startsWith('initial') || r.label.includes('/login'))) {
    console.log(`${row.label.padEnd(55)}${row.gzipKiB.toFixed(1).padStart(8)}  ${(Number.isFinite(row.limitKiB) ? String(row.limitKiB) : '-').padStart(6)}  ${row.pass ? 'PASS' : 'FAIL'}`);
  }
  console.log(`\n${pass ? 'All chunks within budget.' : 'Some chunks are over budget (see FAIL rows).'}`);
  const rules = bundleRules(report);
  console.log('\nwhat loads up front');
  for (const { rule, breaches } of rules) {
    console.log(`${breaches.length === 0 ? 'PASS' : 'FAIL'}  ${rule}`);
    for (const breach of breaches) console.log(`        ${breach}`);
  }
  return pass && rules.every((r) => r.breaches.length === 0);
}
