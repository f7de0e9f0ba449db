/**
 * An uploaded bulk file as rows, by its extension (fileName.ts). The parsers and their libraries
 * (papaparse, SheetJS) are heavy (STACK.md), so this module imports them with import(): a screen may
 * import it directly and the customer downloads only the one parser the file needs, when it is
 * uploaded. Never rejects: an unknown extension, bytes that are not the format, or a parser that
 * fails to load all come back as { ok: false, error }.
 */
import { decodeText } from './decodeText';
import { bulkFileKind } from './fileName';
import { PARSE_MESSAGES, parseFailed, type BulkParseResult } from './parseResult';

export async function parseBulkFile(fileName: string, bytes: ArrayBuffer | Uint8Array): Promise<BulkParseResult> {
  try {
    switch (bulkFileKind(fileName)) {
      case 'csv': {
        const { parseBulkCsv } = await import(/* webpackChunkName: "bulk-csv" */ './parseBulkCsv');
        return parseBulkCsv(decodeText(bytes));
      }
      case 'xlsx': {
        const { parseBulkXlsx } = await import(/* webpackChunkName: "bulk-xlsx" */ './parseBulkXlsx');
        return parseBulkXlsx(bytes);
      }
      default:
        return parseFailed(PARSE_MESSAGES.extension);
    }
  } catch {
    return parseFailed(PARSE_MESSAGES.unreadable);
  }
}
