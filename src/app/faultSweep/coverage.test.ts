/**
 * The fault sweep covers every /digx call the source makes: a new call without a scenario fails here,
 * as does a scenario for a call the app no longer makes.
 */
import fs from 'node:fs';
import { digxCalls, NONCE_CALL, sourceFiles } from '@/testing/faultSweep/digxCalls';
import { ALL_SCENARIOS } from './index';

const calls = [...digxCalls().map((c) => c.call), NONCE_CALL];

it('has a scenario for every call the app makes', () => {
  const swept = new Set(ALL_SCENARIOS.map((s) => s.call));
  expect(calls.filter((call) => !swept.has(call))).toEqual([]);
});

it('has no scenario for a call the app does not make', () => {
  expect(ALL_SCENARIOS.map((s) => s.call).filter((call) => !calls.includes(call))).toEqual([]);
});

it('reads every request object of the source (no method without a path it understands)', () => {
  const methods = sourceFiles().reduce((sum, file) => sum + (fs.readFileSync(file, 'utf8').match(/method:\s*'(GET|POST|PUT|PATCH|DELETE)'/g) ?? []).length, 0);
  expect(digxCalls().reduce((sum, c) => sum + c.sites, 0)).toBe(methods);
});
