/**
 * The text of an uploaded CSV. Excel's "CSV UTF-8" writes UTF-8, but its plain "CSV (Comma
 * delimited)", still the default on many UK machines, writes Windows-1252, where 'é' or '£' is one
 * byte that is not valid UTF-8. Read as UTF-8 when the bytes are valid UTF-8 (a byte-order mark is
 * dropped), else as Windows-1252, so 'Zoë' stays 'Zoë' instead of 'Zo�'. Windows-1252 is decoded
 * here, not by TextDecoder: Node's decoder of that name is Latin-1, which turns '€' into a control
 * character, and the tests must read files as the browser does. Never throws.
 */

/** Windows-1252 bytes 0x80–0x9F; the rest of the code page is Latin-1 (the byte is the code point). */
const CP1252_HIGH =
  '\u20AC\u0081\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u008D\u017D\u008F' +
  '\u0090\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u009D\u017E\u0178';

function decodeWindows1252(bytes: Uint8Array): string {
  const chunks: string[] = [];
  for (let start = 0; start < bytes.length; start += 8192) {
    const chars = Array.from(bytes.subarray(start, start + 8192), (b) => (b >= 0x80 && b <= 0x9f ? CP1252_HIGH[b - 0x80] : String.fromCharCode(b)));
    chunks.push(chars.join(''));
  }
  return chunks.join('');
}

export function decodeText(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(view);
  } catch {
    return decodeWindows1252(view);
  }
}
