import fs from 'node:fs';
import path from 'node:path';
import {
  compareVersions,
  findKnownBad,
  packageName,
  satisfies,
  unreviewedDependencies,
  type KnownBad,
  type Lockfile,
  type PackageJson,
} from './checkKnownBadVersions';

describe('compareVersions', () => {
  it.each([
    ['1.2.3', '1.2.3', 0],
    ['1.2.3', '1.2.4', -1],
    ['1.10.0', '1.9.9', 1],
    ['0.20.3', '0.20.2', 1],
    ['2.0.0', '10.0.0', -1],
    ['1.0.0-rc.1', '1.0.0', -1],
    ['1.0.0-alpha', '1.0.0-alpha.1', -1],
    ['1.0.0-alpha.2', '1.0.0-alpha.10', -1],
    ['1.0.0-1', '1.0.0-beta', -1],
    ['7.0.0-dev.20250101', '7.0.0-0', 1],
    ['1.2.3+build.5', '1.2.3', 0],
  ])('%s vs %s is %i', (a, b, expected) => {
    expect(compareVersions(a, b)).toBe(expected);
    expect(compareVersions(b, a)).toBe(-expected || 0);
  });

  it('refuses what is not a version', () => {
    expect(() => compareVersions('latest', '1.0.0')).toThrow(/Not a version/);
  });
});

describe('satisfies', () => {
  it.each([
    ['0.18.5', '<0.20.2', true],
    ['0.20.2', '<0.20.2', false],
    ['0.20.2', '<=0.20.2', true],
    ['1.11.9', '<1.12.0', true],
    ['1.12.0', '<1.12.0', false],
    ['1.7.3', '>=1.3.2 <1.7.4', true],
    ['1.3.1', '>=1.3.2 <1.7.4', false],
    ['3.0.0', '>=3.0.0-0', true],
    ['3.0.0-beta.1', '>=3.0.0-0', true],
    ['2.15.0', '>=3.0.0-0', false],
    ['7.0.0-dev.1', '>=7.0.0-0', true],
    ['6.0.3', '>=7.0.0-0', false],
    ['19.0.0', '19.0.0', true],
    ['19.0.1', '19.0.0', false],
    ['19.0.0', '=19.0.0', true],
    ['2.0.1', '>2.0.0', true],
  ])('%s in "%s" is %s', (version, range, expected) => {
    expect(satisfies(version, range)).toBe(expected);
  });
});

describe('findKnownBad', () => {
  const rules: KnownBad = {
    packages: {
      xlsx: [{ range: '<0.20.2', reason: 'CVE-2023-30533' }],
      axios: [{ range: '<1.12.0', reason: 'CVE-2025-58754' }],
      msw: [{ range: '>=3.0.0-0', reason: 'needs Node 22' }],
    },
  };

  it('flags the registry xlsx 0.18.5', () => {
    const lock: Lockfile = { lockfileVersion: 3, packages: { '': {}, 'node_modules/xlsx': { version: '0.18.5' } } };
    expect(findKnownBad(lock, rules)).toEqual([
      { name: 'xlsx', version: '0.18.5', location: 'node_modules/xlsx', range: '<0.20.2', reason: 'CVE-2023-30533' },
    ]);
  });

  it('checks an alias under its real name: xlsx → @e965/xlsx 0.20.3 passes', () => {
    const lock: Lockfile = { packages: { 'node_modules/xlsx': { name: '@e965/xlsx', version: '0.20.3' } } };
    expect(findKnownBad(lock, rules)).toEqual([]);
  });

  it('catches a bad package hidden behind an innocent alias', () => {
    const lock: Lockfile = { packages: { 'node_modules/sheets': { name: 'xlsx', version: '0.18.5' } } };
    expect(findKnownBad(lock, rules).map((h) => h.name)).toEqual(['xlsx']);
  });

  it('finds nested copies, scoped names, and skips the root and links', () => {
    const lock: Lockfile = {
      packages: {
        '': { name: 'app', version: '0.0.1' },
        'node_modules/a/node_modules/axios': { version: '1.6.0' },
        'node_modules/axios': { version: '1.21.1' },
        'node_modules/msw': { version: '3.0.1' },
        'node_modules/local': { link: true },
      },
    };
    expect(findKnownBad(lock, rules).map((h) => `${h.name}@${h.version} ${h.location}`)).toEqual([
      'axios@1.6.0 node_modules/a/node_modules/axios',
      'msw@3.0.1 node_modules/msw',
    ]);
  });

  it('reads scoped package names from their folder', () => {
    expect(packageName('node_modules/x/node_modules/@scope/pkg', {})).toBe('@scope/pkg');
  });

  it('never matches against the "reviewed" notes', () => {
    const withNotes: KnownBad = { ...rules, reviewed: { react: '<0.14.0', axios: 'CVE-2025-58754' } };
    const lock: Lockfile = { packages: { 'node_modules/react': { version: '0.13.0' }, 'node_modules/axios': { version: '1.21.1' } } };
    expect(findKnownBad(lock, withNotes)).toEqual([]);
  });
});

describe('unreviewedDependencies', () => {
  const list: KnownBad = {
    packages: { axios: [{ range: '<1.12.0', reason: 'CVE-2025-58754' }] },
    reviewed: { redux: 'no published advisory', jest: 'no published advisory', blank: '  ' },
  };

  it('accepts dependencies that have rules or a review note', () => {
    const pkg: PackageJson = { dependencies: { axios: '1.21.1', redux: '5.0.1' }, devDependencies: { jest: '30.5.2' } };
    expect(unreviewedDependencies(pkg, list)).toEqual([]);
  });

  it('names a new dependency or devDependency nobody reviewed', () => {
    const pkg: PackageJson = { dependencies: { axios: '1.21.1', 'left-pad': '1.3.0' }, devDependencies: { 'some-tool': '1.0.0' } };
    expect(unreviewedDependencies(pkg, list)).toEqual(['left-pad', 'some-tool']);
  });

  it('does not count an empty note or an inherited key as a review', () => {
    const pkg: PackageJson = { dependencies: { blank: '1.0.0', toString: '1.0.0' } };
    expect(unreviewedDependencies(pkg, list)).toEqual(['blank', 'toString']);
  });

  it('works without a "reviewed" object', () => {
    expect(unreviewedDependencies({ dependencies: { axios: '1.21.1', redux: '5.0.1' } }, { packages: list.packages })).toEqual(['redux']);
  });
});

describe('the repository', () => {
  const root = path.resolve(__dirname, '..');
  const read = <T>(file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as T;

  it('every listed range parses', () => {
    const list = read<KnownBad>('known-bad-versions.json');
    for (const rule of Object.values(list.packages).flat()) expect(() => satisfies('1.0.0', rule.range)).not.toThrow();
  });

  it('package-lock.json installs no known-bad version', () => {
    expect(findKnownBad(read<Lockfile>('package-lock.json'), read<KnownBad>('known-bad-versions.json'))).toEqual([]);
  });

  it('every direct dependency and devDependency of package.json has an advisory review', () => {
    expect(unreviewedDependencies(read<PackageJson>('package.json'), read<KnownBad>('known-bad-versions.json'))).toEqual([]);
  });

  it('every review note is a non-empty string and every rule has a reason', () => {
    const list = read<KnownBad>('known-bad-versions.json');
    for (const [name, note] of Object.entries(list.reviewed ?? {})) expect([name, typeof note === 'string' && note.trim() !== '']).toEqual([name, true]);
    for (const [name, rules] of Object.entries(list.packages)) {
      expect([name, Array.isArray(rules) && rules.length > 0]).toEqual([name, true]);
      for (const rule of rules) expect([name, rule.range, rule.reason.trim() !== '']).toEqual([name, rule.range, true]);
    }
  });

  it('covers every package of the STACK.md table', () => {
    // shared/STACK.md lives outside this repository, so its package names are copied here.
    const stack = [
      'react', 'react-dom', 'react-router-dom', 'redux', '@reduxjs/toolkit', 'react-redux', 'redux-saga', 'axios', 'jsencrypt',
      'moment', 'moment-timezone', 'formik', 'yup', 'papaparse', 'jspdf', 'styled-components', 'dompurify', 'xlsx',
      'typescript', 'webpack', 'webpack-cli', 'webpack-dev-server', 'ts-loader', 'html-webpack-plugin', 'moment-timezone-data-webpack-plugin',
      'jest', 'jest-environment-jsdom', 'jest-fixed-jsdom', 'ts-jest', 'msw', '@testing-library/react', '@testing-library/dom',
      '@testing-library/user-event', '@testing-library/jest-dom', 'playwright-core', '@axe-core/playwright', 'fast-check',
      'eslint', '@eslint/js', 'typescript-eslint', 'eslint-plugin-react-hooks', 'globals',
      '@types/react', '@types/react-dom', '@types/jest', '@types/papaparse', '@types/node',
    ];
    const reviewed = read<KnownBad>('known-bad-versions.json').reviewed ?? {};
    expect(stack.filter((name) => !Object.hasOwn(reviewed, name))).toEqual([]);
  });
});
