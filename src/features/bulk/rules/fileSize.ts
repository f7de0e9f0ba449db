/**
 * How large a bulk file may be. SPEC.md gives no figure; these are ours.
 *
 * - The file: at most 15 MB, judged from the size the browser reports, before a byte of it is read.
 *   The most payments a file may hold (999) take well under 100 kB as CSV and under 1 MB as a
 *   workbook, so 15 MB leaves room for any honest file. A larger file would be read into memory,
 *   turned into base64 (a third larger again) and sent to the bank, only to be refused.
 * - A workbook (.xlsx, a zip): at most 50 MB once unpacked, by the sizes its own zip directory
 *   declares, before anything is unpacked (xlsxZip.ts). SheetJS unpacks every part of a workbook
 *   before reading a cell, and holds that text several times over while it parses, so the declared
 *   size is the work to be done. 999 payments unpack to a few megabytes even with styles and a
 *   logo; 50 MB still takes a workbook with pictures or other sheets in it, and is far short of what
 *   makes a phone's browser give up. A zip that packs more than that into a 15 MB file (a "zip
 *   bomb" calling itself payroll.xlsx) is refused without being unpacked.
 */

/** The largest bulk file the screen reads: 15 MB. */
export const BULK_FILE_MAX_BYTES = 15 * 1024 * 1024;
/** The most a bulk workbook may declare it unpacks to: 50 MB. */
export const XLSX_MAX_UNPACKED_BYTES = 50 * 1024 * 1024;

const megabytes = (bytes: number) => `${bytes / (1024 * 1024)} MB`;

export const FILE_SIZE_MESSAGES = {
  tooLarge: `This file is larger than ${megabytes(BULK_FILE_MAX_BYTES)}. Please split it into smaller files and upload each one.`,
  unpacksTooLarge: `This workbook is larger than ${megabytes(XLSX_MAX_UNPACKED_BYTES)} once unpacked. Please keep only the payment rows in it, or save it as .csv, and retry.`,
} as const;

/** The message for a file of this many bytes, or undefined when the screen may read it. */
export function validateFileSize(size: number): string | undefined {
  // A size that is not a count of bytes is refused too: a file that cannot be judged is not read.
  return Number.isFinite(size) && size >= 0 && size <= BULK_FILE_MAX_BYTES ? undefined : FILE_SIZE_MESSAGES.tooLarge;
}
