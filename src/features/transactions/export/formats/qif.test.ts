import type { ExportAccount } from '../../types';
import { account, creditRow, debitRow, escapingRow, now, period, sampleRows } from '../fixtures/exportFixtures';
import { buildQif, qifDocument, qifType } from './qif';

const records = (text: string) =>
  text
    .split('\r\n')
    .slice(1, -1)
    .join('\n')
    .split(/\n\^(?:\n|$)/)
    .filter(Boolean)
    .map((record) => record.split('\n'));

describe('buildQif', () => {
  const text = qifDocument(sampleRows, account);
  const lines = text.split('\r\n');

  it('opens with !Type:Bank and ends every record with ^ on its own line', () => {
    expect(lines[0]).toBe('!Type:Bank');
    expect(lines.filter((line) => line === '^')).toHaveLength(sampleRows.length);
    expect(lines.at(-2)).toBe('^');
    expect(lines.at(-1)).toBe(''); // the file ends with CRLF
  });

  it('gives every record D, T and N lines, N the stable transaction id', () => {
    const parsed = records(text);
    expect(parsed).toHaveLength(sampleRows.length);
    parsed.forEach((record, i) => {
      const field = (code: string) => record.filter((line) => line[0] === code).map((line) => line.slice(1));
      expect(field('D')).toHaveLength(1);
      expect(field('T')).toHaveLength(1);
      expect(field('N')).toEqual([sampleRows[i].id]);
    });
  });

  it.each([
    ['a debit, negative', debitRow, ['D05/01/2026', 'T-12.50', 'NFT26005AAA-1', 'PTesco Stores 2231', 'MCARD 1234']],
    ['a credit, positive', creditRow, ['D06/01/2026', 'T2500.00', 'NFT26006BBB-1', 'PACME Ltd salary', 'MJAN PAY']],
    ['a row with no reference, no M line', sampleRows[5], ['D31/03/2026', 'T-0.50', 'NFT26013FFF-1', 'PAccount fee']],
  ])('writes %s', (_, row, expected) => {
    expect(records(text)[sampleRows.indexOf(row)]).toEqual(expected);
  });

  it('keeps a value with a line break on one line, so it cannot end a record early', () => {
    const broken = { ...escapingRow, title: 'Two\r\n^\nlines', ref: 'a\nb' };
    expect(records(qifDocument([broken], account))[0]).toEqual(['D31/03/2026', 'T-1234.56', 'NFT26012EEE-1', 'PTwo ^ lines', 'Ma b']);
  });

  it.each<[string, Partial<ExportAccount>, string]>([
    ['current', { group: 'current' }, '!Type:Bank'],
    ['racing', { group: 'racing' }, '!Type:Bank'],
    ['deposit', { group: 'deposit', originalType: 'TRD' }, '!Type:Bank'],
    ['lending', { group: 'lending', originalType: 'LON' }, '!Type:Oth L'],
  ])('a %s account is %s', (_, change, expected) => {
    expect(qifType({ ...account, ...change })).toBe(expected);
  });

  it('is saved as Windows-1252 under a .qif name', async () => {
    const file = buildQif(sampleRows, account, period, now);
    expect(file.fileName).toBe('Everyday-1234-2026-01-01-to-2026-03-31.qif');
    expect(file.mimeType).toBe('application/qif');
    // Node's TextDecoder reads 'windows-1252' as Latin-1; the fixtures' only 1252 extra is the euro.
    const decoded = Array.from(new Uint8Array(await file.data.arrayBuffer()), (b) => (b === 0x80 ? '€' : String.fromCharCode(b))).join('');
    expect(decoded).toBe(text);
    expect(decoded).toContain('PMarks & Spencer <Café> £ €');
  });
});
