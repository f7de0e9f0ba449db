/**
 * loadFormat opens each format's module on demand (its import() is the only way in; that the heavy libraries
 * stay out of every page's chunks is held on the build itself: scripts/bundleRules.ts).
 */
import { EXPORT_FORMATS, type ExportFormat } from '../types';
import { loadFormat } from './loadFormat';
import { account, now, period, sampleRows } from './fixtures/exportFixtures';

describe('loadFormat', () => {
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
