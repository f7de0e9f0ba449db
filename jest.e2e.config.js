/**
 * Browser journeys (`npm run e2e`): Playwright in Debian's Chromium against the dev server and the
 * production server, both started once by e2e/globalSetup.ts. One worker: the servers and the fake
 * bank's state are shared, and two Chromiums at once are slow on 2 cores.
 */
/** @type {import('jest').Config} */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/e2e'],
  testMatch: ['<rootDir>/e2e/**/*.e2e.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1', '^@mocks/(.*)$': '<rootDir>/mocks/$1' },
  // tsconfig.json sets isolatedModules, so ts-jest only transpiles (types are checked by tsc).
  transform: { '^.+\\.tsx?$': 'ts-jest' },
  globalSetup: '<rootDir>/e2e/globalSetup.ts',
  globalTeardown: '<rootDir>/e2e/globalTeardown.ts',
  testTimeout: 60000,
  maxWorkers: 1,
};
