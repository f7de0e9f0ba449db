import { decodeText } from './decodeText';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('decodeText: UTF-8 when it is, else Windows-1252 (Excel\'s plain CSV)', () => {
  it.each<[string, Uint8Array, string]>([
    ['ASCII', new TextEncoder().encode('Jane,609303'), 'Jane,609303'],
    ['UTF-8', new TextEncoder().encode('Zoë Müller £5'), 'Zoë Müller £5'],
    ['UTF-8 with a byte-order mark (dropped)', bytes(0xef, 0xbb, 0xbf, 0x41), 'A'],
    ['Windows-1252 ë', bytes(0x5a, 0x6f, 0xeb), 'Zoë'],
    ['Windows-1252 £ and €', bytes(0xa3, 0x35, 0x20, 0x80), '£5 €'],
    ['Windows-1252 curly quotes and dashes', bytes(0x93, 0x61, 0x94, 0x96, 0x92), '\u201Ca\u201D\u2013\u2019'],
    ['bytes Windows-1252 leaves undefined stay as their code points', bytes(0x81, 0xff), '\u0081ÿ'],
    ['nothing', bytes(), ''],
  ])('%s', (_, given, text) => {
    expect(decodeText(given)).toBe(text);
  });

  it('takes an ArrayBuffer as well', () => {
    expect(decodeText(new TextEncoder().encode('abc').buffer as ArrayBuffer)).toBe('abc');
  });
});
