import { encodeWindows1252, windows1252Text } from './windows1252';

describe('windows1252Text', () => {
  it.each([
    ['Plain ASCII 123', 'Plain ASCII 123'],
    ['£5 at Café Rouge', '£5 at Café Rouge'],
    ['€10 – “quoted” …', '€10 – “quoted” …'],
    ['Kraków, Łódź', 'Kraków, ?ódz'],
    ['Cafe\u0301 (decomposed)', 'Café (decomposed)'],
    ['中文 payee', '?? payee'],
    ['Emoji 🎉', 'Emoji ?'],
    ['\u0080 C1 control', '? C1 control'],
  ])('%j → %j', (input, expected) => {
    expect(windows1252Text(input)).toBe(expected);
  });
});

describe('encodeWindows1252', () => {
  it.each([
    ['A£', [0x41, 0xa3]],
    ['€', [0x80]],
    ['’–…', [0x92, 0x96, 0x85]],
    ['é', [0xe9]],
    ['ł🎉', [0x3f, 0x3f]],
    ['\r\n', [0x0d, 0x0a]],
  ])('%j → %j', (input, expected) => {
    expect(Array.from(encodeWindows1252(input))).toEqual(expected);
  });
});
