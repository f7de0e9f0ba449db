/**
 * @jest-environment node
 */
/**
 * docs/digx-api.md "Every call the app makes" keeps up with the code: every /digx call the app declares
 * (src/shared/api/endpoints/, the one place a request's method and path are written: eslint.config.js) has a
 * row (method and path), and every row is a call still declared. A path's parts are placeholders, written
 * `{…}` in the doc: the doc's `{id}` and the endpoint's `{accountId}` both become `{}` before they are
 * compared. A part whose values the endpoint lists (a book's resource) may have a row for each value instead.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ALL_ENDPOINTS } from '@/shared/api/endpoints/all';
import { callName, type DeclaredCall } from '@/shared/api/endpoints/endpoint';

const ROOT = path.resolve(__dirname, '..');
const DOC = path.join(ROOT, 'docs', 'digx-api.md');
const SECTION = '## Every call the app makes';

interface DocRow {
  methods: string[];
  path: string;
  line: string;
}

/** Relative to /digx, query left off, every placeholder as `{}`. */
function canonicalPath(raw: string): string {
  return raw
    .split('?')[0]
    .replace(/^\/+/, '')
    .replace(/\{[^}]*\}/g, '{}')
    .replace(/(\{\})+/g, '{}');
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

/** The call's path with its listed parts filled in, one path for each combination of their values. */
function expansions(call: Pick<DeclaredCall, 'path' | 'fixed'>): string[] {
  const fixed = (call.fixed ?? {}) as Record<string, readonly string[]>;
  return Object.entries(fixed).reduce(
    (paths, [name, values]) => paths.flatMap((p) => values.map((value) => p.replace(`{${name}}`, value))),
    [call.path],
  );
}

// ---------------------------------------------------------------- the doc

function cellsOf(line: string): string[] {
  return line
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());
}

function docRows(markdown: string): DocRow[] {
  const start = markdown.indexOf(`\n${SECTION}\n`);
  if (start < 0) throw new Error(`docs/digx-api.md has no "${SECTION}" section`);
  const rest = markdown.slice(start + SECTION.length + 2);
  const end = rest.search(/\n## /);
  const lines = (end < 0 ? rest : rest.slice(0, end)).split('\n');
  // The section's table whose header names both a method and a path column.
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i].trim().startsWith('|')) continue;
    const header = cellsOf(lines[i]).map((cell) => cell.toLowerCase());
    const methodColumn = header.indexOf('method');
    const pathColumn = header.indexOf('path');
    if (methodColumn < 0 || pathColumn < 0) continue;
    const rows: DocRow[] = [];
    for (let j = i + 2; j < lines.length && lines[j].trim().startsWith('|'); j++) {
      const cells = cellsOf(lines[j]);
      const code = /`([^`]+)`/.exec(cells[pathColumn] ?? '');
      if (!code) throw new Error(`A row of "${SECTION}" has no path in backticks: ${lines[j]}`);
      rows.push({ methods: unique(cells[methodColumn].match(/\b(GET|POST|PUT|PATCH|DELETE)\b/g) ?? []), path: canonicalPath(code[1]), line: lines[j] });
    }
    return rows;
  }
  throw new Error(`"${SECTION}" has no table with a method and a path column`);
}

const rowFor = (rows: DocRow[], method: string, callPath: string) => rows.some((row) => row.path === canonicalPath(callPath) && row.methods.includes(method));

/** One row for the call's template, or one for each value of its listed parts. */
const documents = (rows: DocRow[], call: Pick<DeclaredCall, 'method' | 'path' | 'fixed'>) =>
  rowFor(rows, call.method, call.path) || expansions(call).every((p) => rowFor(rows, call.method, p));

const describes = (row: DocRow, call: Pick<DeclaredCall, 'method' | 'path' | 'fixed'>) =>
  row.methods.includes(call.method) && [call.path, ...expansions(call)].some((p) => canonicalPath(p) === row.path);

// ---------------------------------------------------------------- the checks

describe('docs/digx-api.md "Every call the app makes"', () => {
  const rows = docRows(fs.readFileSync(DOC, 'utf8'));

  it('lists every /digx call the app declares', () => {
    expect(ALL_ENDPOINTS.filter((call) => !documents(rows, call)).map(callName)).toEqual([]);
  });

  it('lists no call the app no longer declares', () => {
    expect(rows.filter((row) => !ALL_ENDPOINTS.some((call) => describes(row, call))).map((row) => row.line)).toEqual([]);
  });

  it('every row names at least one method', () => {
    expect(rows.filter((row) => row.methods.length === 0).map((row) => row.line)).toEqual([]);
  });

  it('would fail for a new call without a row, and read a row per listed value', () => {
    const probe = { method: 'DELETE', path: 'cz/v1/probe/{probeId}', fixed: {} } as const;
    expect(documents(rows, probe)).toBe(false);
    const book = { method: 'GET', path: 'cz/v1/{book}/prepare', fixed: { book: ['chequebookRequest', 'payInBookRequest'] } } as const;
    expect(documents(rows, book)).toBe(true);
    expect(documents(rows, { ...book, fixed: { book: ['chequebookRequest', 'probeRequest'] } })).toBe(false);
  });
});
