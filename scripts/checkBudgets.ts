/**
 * The test command's byte budgets (bytes do not vary by machine, so they are held here, not only printed by
 * the bench): scripts/chunkSizes.ts's BUDGETS for /login's initial JS+CSS, for all it fetches before it is
 * idle and for each chunk, and scripts/bundleRules.ts's rules on what loads up front. Exits non-zero when
 * one is over.
 */
import path from 'node:path';
import { reportBudgets } from './budgetReport';

if (!reportBudgets(path.resolve(__dirname, '..'), { listChunks: false })) process.exitCode = 1;
