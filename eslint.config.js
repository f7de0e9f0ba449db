// Lint: typescript-eslint's recommended rules, React hooks rules, and the one-way
// import zones of ARCHITECTURE.md (shared → features → app; never feature → feature).
const fs = require('node:fs');
const path = require('node:path');
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');
const { createTypeScriptImportResolver } = require('eslint-import-resolver-typescript');
const importX = require('eslint-plugin-import-x');

const featuresDir = path.join(__dirname, 'src', 'features');
const features = fs.existsSync(featuresDir)
  ? fs.readdirSync(featuresDir).filter((f) => fs.statSync(path.join(featuresDir, f)).isDirectory())
  : [];

/**
 * ARCHITECTURE.md's one-way imports, checked on the resolved file (so `../../payments/slice` counts as much as
 * `@/features/payments/slice`): a feature imports shared/ and itself, never another feature or app/; shared/
 * imports neither. bulletproof-react's import zones.
 */
const FEATURE_MESSAGE = 'Features import only shared/ and themselves; talk to other features through shared/events.ts.';
const importZones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: FEATURE_MESSAGE,
  })),
  { target: './src/features', from: './src/app', message: FEATURE_MESSAGE },
  { target: './src/shared', from: ['./src/features', './src/app'], message: 'shared/ imports nothing from features/ or app/.' },
];

// By alias or by a relative path: either way the bank would ship in the bundle.
const noFakeBankImport = { selector: "ImportDeclaration[source.value=/^(@mocks|(\\.\\.\\u002F)+mocks)\\u002F/]", message: 'The app never imports the fake bank (only tests and demo tooling do).' };

module.exports = tseslint.config(
  { ignores: ['dist/**', 'dist-stock/**', 'node_modules/**', 'coverage/**', 'e2e/.artifacts/**', '.build/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // import-x's TypeScript settings (it reads .ts/.tsx with typescript-eslint's parser), with tsconfig's `@/` alias.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(__dirname, 'tsconfig.json') })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: importZones }],
      // A cycle makes evaluation order depend on which module a chunk reaches first; type-only imports are erased.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    // Test code: *.test files, testing/ folders (helpers that act) and fixtures/ folders (data), README "Where tests live".
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/testing/**', 'src/**/fixtures/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        noFakeBankImport,
      ],
    },
  },
  {
    // Issue 28: each /digx call is declared once, in src/shared/api/endpoints/; everything else builds its request
    // from the declaration (ENDPOINT.request(...)), so the fault sweep and the API document enumerate the lists.
    // The files of the block above, whose rule this replaces (hence noFakeBankImport again), but the lists
    // themselves and the demo panel (which talks to the fake bank's /__bank, not to /digx).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/testing/**', 'src/**/fixtures/**', 'src/shared/api/endpoints/**', 'src/demo/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        noFakeBankImport,
        {
          selector: "ObjectExpression:has(> Property[key.name='method']) > Property[key.name='path']",
          message: "A request's method and path are declared once, in src/shared/api/endpoints/: build it with ENDPOINT.request(...).",
        },
      ],
    },
  },
  {
    // Issue 24: the fake bank speaks the wire, not the app's code. It imports nothing of src/ but the bank
    // profiles (the facts of the banks it imitates), so a change in the app cannot silently change the bank
    // the app is tested against. Its tests and test kits drive it with the app's own client, so they may.
    files: ['mocks/**/*.ts'],
    ignores: ['mocks/**/*.test.ts', 'mocks/**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@/|(\\.\\./)+src/)(?!shared/bankProfile/)',
              message: 'The fake bank imports nothing from src/ but src/shared/bankProfile (issue 24).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'e2e/**', 'mocks/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Playwright fixtures: `{}` is how a fixture says it needs no other (Playwright reads the pattern), and
    // their `use` callback is not React's `use` hook.
    files: ['e2e/**', 'playwright.config.ts'],
    rules: { 'no-empty-pattern': 'off', 'react-hooks/rules-of-hooks': 'off' },
  },
);
