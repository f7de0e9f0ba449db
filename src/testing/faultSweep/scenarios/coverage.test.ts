/**
 * The fault sweep covers every /digx call the app declares: a new endpoint without a scenario fails here,
 * as does a scenario for a call no endpoint declares. The app writes no request anywhere but in the
 * endpoint lists (eslint.config.js, "a request's method and path"), so the declared calls are the calls.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ALL_ENDPOINTS, ENDPOINT_AREAS } from '@/shared/api/endpoints/all';
import { callName } from '@/shared/api/endpoints/endpoint';
import { ALL_SCENARIOS } from './index';

const calls = ALL_ENDPOINTS.map(callName);

it('has a scenario for every call the app declares', () => {
  const swept = new Set(ALL_SCENARIOS.map((s) => s.call));
  expect(calls.filter((call) => !swept.has(call))).toEqual([]);
});

it('has no scenario for a call the app does not declare', () => {
  expect(ALL_SCENARIOS.map((s) => s.call).filter((call) => !calls.includes(call))).toEqual([]);
});

it('declares each call once', () => {
  expect(calls.filter((call, i) => calls.indexOf(call) !== i)).toEqual([]);
});

it("enumerates every area's list (a new list file is added to all.ts)", () => {
  const dir = path.resolve(__dirname, '../../../shared/api/endpoints');
  const lists = fs
    .readdirSync(dir)
    .filter((file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file) && !['all.ts', 'endpoint.ts'].includes(file))
    .map((file) => file.replace(/\.ts$/, ''));
  expect(lists.sort()).toEqual(Object.keys(ENDPOINT_AREAS).sort());
});
