/** Unit and screen tests: jsdom with fetch globals (msw needs them), the fake bank through msw/node. */
const esmOnly = ['rettime', 'until-async', '@open-draft/deferred-promise'];

/** @type {import('jest').Config} */
const demo = {
  displayName: 'demo',
  testEnvironment: 'jest-fixed-jsdom',
  testEnvironmentOptions: { url: 'http://localhost:8080/', customExportConditions: [''] },
  roots: ['<rootDir>/src', '<rootDir>/mocks', '<rootDir>/scripts'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@mocks/(.*)$': '<rootDir>/mocks/$1',
    '^@bank-profile$': '<rootDir>/src/shared/bankProfile/profiles/demoBank.ts',
    '\\.(png|jpe?g|svg|webp|woff2?)$': '<rootDir>/src/testing/fileStub.ts',
    // jsdom has no Worker: the bulk file check runs on the page in tests (the browser journeys use the worker).
    '^\\./checkInWorker$': '<rootDir>/src/features/bulk/upload/checkInThread.ts',
  },
  // Transpile only (isolatedModules): `npm run typecheck` checks every file's types before jest runs, so
  // ts-jest need not check them again per file; a cold run is about a quarter faster.
  transform: {
    '^.+\\.(tsx?|m?jsx?)$': ['ts-jest', { tsconfig: { jsx: 'react-jsx', allowJs: true, isolatedModules: true } }],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
};

/**
 * The same journeys against the fake bank's stock-OBDX mode (issue 24): DIGX_PROFILE=stock before the fake
 * bank is made (jest.stock.setup.ts), and the app built with the stock OBDX profile. Only the files that say
 * they run on both banks (*.journey.test.tsx) run here; the demo project runs every file.
 */
const stock = {
  ...demo,
  displayName: 'stock',
  testMatch: ['**/*.journey.test.tsx'],
  setupFiles: ['<rootDir>/jest.stock.setup.ts'],
  moduleNameMapper: { ...demo.moduleNameMapper, '^@bank-profile$': '<rootDir>/src/shared/bankProfile/profiles/stockObdx.ts' },
};

module.exports = {
  projects: [demo, stock],
  // Global options (not a project's): whole-app tests on a busy 2-core machine need more than 5 s.
  testTimeout: 15000,
  // Jest's default leaves a core idle (cores - 1): on CI's 2 cores that is one worker for ~190 suites.
  maxWorkers: '100%',
};
