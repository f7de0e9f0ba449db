/**
 * papaparse, xlsx and jspdf must reach the browser only when the customer exports (STACK.md: they
 * are heavy). loadFormat is the only door to the format modules, and it opens them with import(),
 * which webpack splits off; this follows the static imports and fails if that ever changes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { EXPORT_FORMATS, type ExportFormat } from '../../types';
import { loadFormat } from '../loadFormat';
import { account, now, period, sampleRows } from './exportFixtures';

const EXPORT_DIR = path.resolve(__dirname, '..');
const HEAVY = ['papaparse', 'xlsx', 'jspdf'];
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

/** Packages reached from `file` through static imports (relative ones followed). */
function staticPackages(file: string, seen = new Set<string>()): Set<string> {
  const packages = new Set<string>();
  if (seen.has(file)) return packages;
  seen.add(file);
  for (const [, spec] of fs.readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
    if (spec.startsWith('.')) {
      const target = [`${path.resolve(path.dirname(file), spec)}.ts`, path.resolve(path.dirname(file), spec)].find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
      if (target) staticPackages(target, seen).forEach((p) => packages.add(p));
    } else packages.add(spec);
  }
  return packages;
}

const NEEDS: Readonly<Record<ExportFormat, string[]>> = {
  csv: ['papaparse'],
  quickbooks: ['papaparse'],
  sage: ['papaparse'],
  xero: ['papaparse'],
  ofx: [],
  qif: [],
  xlsx: ['xlsx'],
  pdf: ['jspdf'],
};

describe('the export libraries stay lazy', () => {
  it('loadFormat and the other export helpers never import a format module or a heavy library statically', () => {
    const outside = fs.readdirSync(EXPORT_DIR).filter((f) => /\.ts$/.test(f) && !/\.test\.ts$/.test(f));
    expect(outside).toContain('loadFormat.ts');
    for (const file of outside) {
      const source = fs.readFileSync(path.join(EXPORT_DIR, file), 'utf8');
      const imports = [...source.matchAll(STATIC_IMPORT)].map((m) => m[1]);
      expect({ file, imports: imports.filter((spec) => HEAVY.includes(spec) || spec.includes('formats/')) }).toEqual({ file, imports: [] });
    }
  });

  it.each(EXPORT_FORMATS.map((format) => [format]))('the %s module brings only the library it needs', (format) => {
    const heavy = [...staticPackages(path.join(__dirname, `${format}.ts`))].filter((p) => HEAVY.includes(p));
    expect(heavy.sort()).toEqual(NEEDS[format]);
  });

  it.each(EXPORT_FORMATS.map((format) => [format]))('loadFormat(%s) gives a builder that makes that file', async (format) => {
    const build = await loadFormat(format);
    const file = build(sampleRows, account, period, now);
    const extension = { csv: '.csv', quickbooks: '-quickbooks.csv', sage: '-sage.csv', xero: '-xero.csv', ofx: '.ofx', qif: '.qif', xlsx: '.xlsx', pdf: '.pdf' }[format];
    expect(file.fileName.endsWith(extension)).toBe(true);
    expect(file.data.size).toBeGreaterThan(0);
    expect(file.data.type).toBe(file.mimeType);
  });

  it('refuses a format it does not know', async () => {
    await expect(loadFormat('docx' as ExportFormat)).rejects.toThrow('Unknown export format: docx');
  });
});
