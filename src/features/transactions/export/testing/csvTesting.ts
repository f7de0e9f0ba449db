/** Reading an export back the way an importer would, for the CSV format tests. Test-only. */
import Papa from 'papaparse';
import type { ExportFile } from '../../types';

/** The raw text without a byte-order mark, whether the file had one, and the parsed rows. */
export async function readCsv(file: ExportFile): Promise<{ raw: string; bom: boolean; rows: string[][] }> {
  const bytes = new Uint8Array(await file.data.arrayBuffer());
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const raw = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).replace(/^\uFEFF/, '');
  const { data, errors } = Papa.parse<string[]>(raw, { skipEmptyLines: true });
  if (errors.length) throw new Error(JSON.stringify(errors));
  return { raw, bom, rows: data };
}
