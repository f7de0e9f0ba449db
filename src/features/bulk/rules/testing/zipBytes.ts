/**
 * Zips made in memory for the tests of the workbook checks: real workbooks written by SheetJS, the
 * same with a declared size changed, and zips put together header by header, so each field the
 * check reads can be set to what a hostile file would put there.
 */
import * as XLSX from 'xlsx';

/** A real bulk workbook (one sheet, 'Payments'), its parts deflated as Excel writes them. */
export function workbookBytes(rows: unknown[][]): Uint8Array<ArrayBuffer> {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Payments');
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer);
}

/** The parts of a zip in its central directory order: name, central entry offset, local header offset. */
export function zipParts(bytes: Uint8Array): { name: string; central: number; local: number }[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = bytes.length - 22;
  while (view.getUint32(end, true) !== 0x06054b50) end -= 1;
  const parts = [];
  let at = view.getUint32(end + 16, true);
  for (let i = 0; i < view.getUint16(end + 8, true); i += 1) {
    const nameLength = view.getUint16(at + 28, true);
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength));
    parts.push({ name, central: at, local: view.getUint32(at + 42, true) });
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return parts;
}

/** A copy of the zip where the named part declares `size` unpacked bytes in its central entry, its local header, or both. */
export function declareSize(bytes: Uint8Array, partName: string, size: number, where: 'central' | 'local' | 'both' = 'central'): Uint8Array<ArrayBuffer> {
  const part = zipParts(bytes).find((p) => p.name === partName);
  if (!part) throw new Error(`No part ${partName}`);
  const copy = bytes.slice();
  const view = new DataView(copy.buffer);
  if (where !== 'local') view.setUint32(part.central + 24, size, true);
  if (where !== 'central') view.setUint32(part.local + 22, size, true);
  return copy;
}

export interface ZipPart {
  name?: string;
  /** The bytes stored (as they are: no compression is done here). */
  data?: number[];
  /** 0 stored (the default), 8 deflated. */
  method?: number;
  /** General purpose flags of the local header (bit 3: sizes follow the data). */
  flags?: number;
  /** Declared sizes; the data's length unless given. */
  centralSize?: number;
  localSize?: number;
  packedSize?: number;
  centralExtra?: number[];
  localExtra?: number[];
  /** Point the central entry at another part's local header (by index), as overlapping zip bombs do. */
  localOf?: number;
}

const u16 = (n: number) => [n & 0xff, (n >>> 8) & 0xff];
const u32 = (n: number) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff];
const text = (s: string) => Array.from(new TextEncoder().encode(s));

/** A ZIP64 extra field as a writer of files over 4 GB puts it: sizes of 8 bytes each. */
export const ZIP64_EXTRA = [...u16(0x0001), ...u16(16), ...u32(1), ...u32(0), ...u32(1), ...u32(0)];

/** A zip, header by header; `end` overrides the end record's entry count or directory offset. */
export function buildZip(parts: ZipPart[], end: { count?: number; offset?: number; comment?: number[] } = {}): Uint8Array<ArrayBuffer> {
  const out: number[] = [];
  const locals: number[] = [];
  parts.forEach((part, i) => {
    const name = text(part.name ?? `part${i}.xml`);
    const data = part.data ?? [];
    const extra = part.localExtra ?? [];
    locals.push(out.length);
    out.push(...u32(0x04034b50), ...u16(20), ...u16(part.flags ?? 0), ...u16(part.method ?? 0), ...u16(0), ...u16(0), ...u32(0));
    out.push(...u32(part.packedSize ?? data.length), ...u32(part.localSize ?? data.length), ...u16(name.length), ...u16(extra.length), ...name, ...extra, ...data);
  });
  const directory = out.length;
  parts.forEach((part, i) => {
    const name = text(part.name ?? `part${i}.xml`);
    const data = part.data ?? [];
    const extra = part.centralExtra ?? [];
    out.push(...u32(0x02014b50), ...u16(20), ...u16(20), ...u16(part.flags ?? 0), ...u16(part.method ?? 0), ...u16(0), ...u16(0), ...u32(0));
    out.push(...u32(part.packedSize ?? data.length), ...u32(part.centralSize ?? data.length), ...u16(name.length), ...u16(extra.length), ...u16(0));
    out.push(...u16(0), ...u16(0), ...u32(0), ...u32(locals[part.localOf ?? i]), ...name, ...extra);
  });
  const directorySize = out.length - directory;
  const comment = end.comment ?? [];
  const count = end.count ?? parts.length;
  out.push(...u32(0x06054b50), ...u16(0), ...u16(0), ...u16(count), ...u16(count), ...u32(directorySize), ...u32(end.offset ?? directory), ...u16(comment.length), ...comment);
  return new Uint8Array(out);
}
