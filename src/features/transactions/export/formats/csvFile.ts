/**
 * One way to write every CSV export: papaparse's unparse (CRLF, quotes only where a field needs
 * them), text cells neutralised against formula injection, amounts already plain strings.
 */
import Papa from 'papaparse';
import type { ExportFile } from '../../types';

// Excel reads a CSV without a byte-order mark as the machine's ANSI code page, turning '£' into 'Â£'.
const BOM = '\uFEFF';

/** `data` rows are cells already written: text through neutraliseCell, amounts through machineAmount. */
export function csvFile(
  fields: readonly string[],
  data: readonly (readonly string[])[],
  fileName: string,
  options: { bom: boolean },
): ExportFile {
  const text = Papa.unparse({ fields: [...fields], data: data.map((row) => [...row]) }, { newline: '\r\n', quotes: false });
  const mimeType = 'text/csv;charset=utf-8';
  // Every record ends in CRLF, the last one too, as Excel writes it: importers built for Excel's files expect it.
  return { fileName, mimeType, data: new Blob([options.bom ? BOM : '', text, '\r\n'], { type: mimeType }) };
}
