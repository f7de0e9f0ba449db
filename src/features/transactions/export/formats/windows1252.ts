/**
 * Text in Windows-1252, the one 8-bit charset every consumer of our legacy files shares: the OFX
 * 1.0.2 header declares CHARSET:1252, QIF importers read the Windows ANSI code page, and jsPDF's
 * built-in fonts draw WinAnsi only (one character outside it switches the whole string to two-byte
 * codes, which those fonts print as gibberish). Latin-1 maps to itself, the 1252 extras (€, curly
 * quotes, dashes, …) to their bytes; an accented letter 1252 lacks loses its accent (ś → s), and
 * anything else becomes '?', better than a UTF-8 sequence read as three odd characters.
 */
const EXTRAS: Readonly<Record<string, number>> = {
  '€': 0x80, '‚': 0x82, 'ƒ': 0x83, '„': 0x84, '…': 0x85, '†': 0x86, '‡': 0x87, 'ˆ': 0x88, '‰': 0x89,
  'Š': 0x8a, '‹': 0x8b, 'Œ': 0x8c, 'Ž': 0x8e, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95,
  '–': 0x96, '—': 0x97, '˜': 0x98, '™': 0x99, 'š': 0x9a, '›': 0x9b, 'œ': 0x9c, 'ž': 0x9e, 'Ÿ': 0x9f,
};

// 0x80–0x9F are C1 controls in Latin-1 but other characters in 1252: never passed through as codes.
const inLatin1 = (code: number) => code < 0x80 || (code >= 0xa0 && code <= 0xff);
const representable = (char: string) => inLatin1(char.codePointAt(0)!) || char in EXTRAS;

/** `text` with every character Windows-1252 cannot hold replaced by its unaccented letter or '?'. */
export function windows1252Text(text: string): string {
  const composed = text.normalize('NFC');
  // Fast path: plain text (nearly every row) goes through untouched.
  if (/^[\x20-\x7e]*$/.test(composed)) return composed;
  let out = '';
  for (const char of composed) {
    if (representable(char)) out += char;
    else {
      const base = char.normalize('NFD')[0];
      out += base !== char && representable(base) ? base : '?';
    }
  }
  return out;
}

/** `text` as Windows-1252 bytes (after windows1252Text). */
export function encodeWindows1252(text: string): Uint8Array<ArrayBuffer> {
  const safe = windows1252Text(text);
  const bytes = new Uint8Array(safe.length);
  for (let i = 0; i < safe.length; i += 1) {
    const code = safe.charCodeAt(i);
    bytes[i] = inLatin1(code) ? code : EXTRAS[safe[i]];
  }
  return bytes;
}
