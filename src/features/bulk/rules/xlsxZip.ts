/**
 * What a workbook's zip says it holds, read from its own directory before anything is unpacked, so
 * a file that would unpack to gigabytes is refused at the cost of reading a few headers.
 *
 * The zip is walked as SheetJS (xlsx 0.20.3, parse_zip) walks it, so the sizes checked are the ones
 * SheetJS then acts on:
 * - the end-of-central-directory record is the last 'PK\5\6' in the file, searched from the end; its
 *   count of entries on this disk and its central directory offset lead to each central entry, and
 *   each central entry to its local header;
 * - SheetJS sizes the buffer a deflated part unpacks into from the local header, and compares it
 *   with the central entry only after unpacking, so a part counts for the larger of the two;
 * - ZIP64 (a size, count or offset of all ones, or a ZIP64 extra field, which SheetJS reads even
 *   when no size asks for it) exists for files over 4 GB or 65 535 parts: no bulk workbook needs it,
 *   so it counts as unbounded;
 * - given no size (0, as writers that stream put in the local header), SheetJS grows the buffer for
 *   as long as the data inflates: withLocalSizes writes the central size in, and a deflated part
 *   that declares nothing anywhere must be the empty stream SheetJS skips without inflating.
 * A signature out of place or a record running past the end is a damaged zip, not read.
 */
import { FILE_SIZE_MESSAGES, XLSX_MAX_UNPACKED_BYTES } from './fileSize';
import { PARSE_MESSAGES } from './parseResult';

const END_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const END_LENGTH = 22;
const CENTRAL_LENGTH = 46;
const LOCAL_LENGTH = 30;
const ALL_ONES_16 = 0xffff;
const ALL_ONES_32 = 0xffffffff;
const ZIP64_EXTRA_FIELD = 0x0001;
const DEFLATED = 8;
/** Where a local header keeps the uncompressed size. */
const LOCAL_SIZE_AT = 22;

export interface ZipDirectory {
  /** The bytes the parts declare they unpack to, added up; Infinity where ZIP64 stands in for a size. */
  declaredSize: number;
  /** Deflated parts whose local header gives no size: where that size goes, and the central entry's. */
  unsized: { at: number; size: number }[];
}

/** Whether an extra field (from `start`, `length` bytes) holds a ZIP64 record, read as SheetJS reads it. */
function hasZip64Field(view: DataView, start: number, length: number): boolean {
  for (let at = start; at + 4 <= start + length; at += 4 + view.getUint16(at + 2, true)) {
    if (view.getUint16(at, true) === ZIP64_EXTRA_FIELD) return true;
  }
  return false;
}

/** The last end-of-central-directory signature, searched from the end as SheetJS searches; -1 when none. */
function findEnd(view: DataView): number {
  for (let at = view.byteLength - 4; at >= 0; at -= 1) {
    if (view.getUint32(at, true) === END_SIGNATURE) return at;
  }
  return -1;
}

/** The zip's directory and declared sizes; undefined when the bytes are not a zip SheetJS could follow. */
export function readZipDirectory(bytes: Uint8Array): ZipDirectory | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const fits = (at: number, length: number) => at >= 0 && at + length <= view.byteLength;
  const end = findEnd(view);
  if (end < 0 || !fits(end, END_LENGTH)) return undefined;
  const count = view.getUint16(end + 8, true);
  let at = view.getUint32(end + 16, true);
  if (count === ALL_ONES_16 || at === ALL_ONES_32) return { declaredSize: Infinity, unsized: [] };

  let declaredSize = 0;
  const unsized: ZipDirectory['unsized'] = [];
  for (let i = 0; i < count; i += 1) {
    if (!fits(at, CENTRAL_LENGTH) || view.getUint32(at, true) !== CENTRAL_SIGNATURE) return undefined;
    const packedSize = view.getUint32(at + 20, true);
    const centralSize = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const local = view.getUint32(at + 42, true);
    if (!fits(at + CENTRAL_LENGTH, nameLength + extraLength + commentLength)) return undefined;
    if ([packedSize, centralSize, local].includes(ALL_ONES_32) || hasZip64Field(view, at + CENTRAL_LENGTH + nameLength, extraLength)) {
      return { declaredSize: Infinity, unsized: [] };
    }
    at += CENTRAL_LENGTH + nameLength + extraLength + commentLength;

    if (!fits(local, LOCAL_LENGTH) || view.getUint32(local, true) !== LOCAL_SIGNATURE) return undefined;
    const method = view.getUint16(local + 8, true);
    const localSize = view.getUint32(local + LOCAL_SIZE_AT, true);
    const localNameLength = view.getUint16(local + 26, true);
    const localExtraLength = view.getUint16(local + 28, true);
    if (!fits(local + LOCAL_LENGTH, localNameLength + localExtraLength)) return undefined;
    const data = local + LOCAL_LENGTH + localNameLength + localExtraLength;
    if (localSize === ALL_ONES_32 || hasZip64Field(view, local + LOCAL_LENGTH + localNameLength, localExtraLength)) {
      return { declaredSize: Infinity, unsized: [] };
    }
    declaredSize += Math.max(centralSize, localSize);

    if (method === DEFLATED && localSize === 0) {
      if (centralSize > 0) unsized.push({ at: local + LOCAL_SIZE_AT, size: centralSize });
      // SheetJS's own shortcut for an empty part: a final, empty block ('03 00'). Anything else would inflate unbounded.
      else if (!(fits(data, 2) && bytes[data] === 0x03 && (bytes[data + 1] & 0x03) === 0)) return undefined;
    }
  }
  return { declaredSize, unsized };
}

/**
 * The bytes for SheetJS: the same zip, where each deflated part whose local header gives no size
 * carries its central entry's size there, so SheetJS unpacks it into a buffer of that size and no
 * further, as it does every part whose local header gives its size. A copy: the file is not changed.
 */
export function withLocalSizes(bytes: Uint8Array, directory: ZipDirectory): Uint8Array {
  if (directory.unsized.length === 0) return bytes;
  const copy = bytes.slice();
  const view = new DataView(copy.buffer);
  for (const { at, size } of directory.unsized) view.setUint32(at, size, true);
  return copy;
}

export type WorkbookZipCheck = { ok: true; bytes: Uint8Array } | { ok: false; error: string };

/** A workbook's zip, refused when it is not one or declares more than `maxUnpacked` bytes; else the bytes to read. */
export function checkWorkbookZip(bytes: Uint8Array, maxUnpacked: number = XLSX_MAX_UNPACKED_BYTES): WorkbookZipCheck {
  const directory = readZipDirectory(bytes);
  // It starts as a zip (parseBulkXlsx checks) but its directory cannot be followed: a damaged file.
  if (!directory) return { ok: false, error: PARSE_MESSAGES.unreadable };
  if (directory.declaredSize > maxUnpacked) return { ok: false, error: FILE_SIZE_MESSAGES.unpacksTooLarge };
  return { ok: true, bytes: withLocalSizes(bytes, directory) };
}
