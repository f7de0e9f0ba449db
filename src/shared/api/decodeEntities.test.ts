import { decodeEntities, parseDecoded } from './decodeEntities';

describe('decodeEntities', () => {
  it.each([
    ['hex entity', 'info&#x40;bank.example', 'info@bank.example'],
    ['decimal entity', 'Time&#58; 10', 'Time: 10'],
    ['named entities', '&lt;br&gt; &amp; &quot;x&quot;', '<br> & "x"'],
    ['decodes only once', '&amp;lt;b&amp;gt;', '&lt;b&gt;'],
    ['unknown entity kept', '&bogus; stays', '&bogus; stays'],
    ['plain text untouched', 'Salary June', 'Salary June'],
    ['out-of-range code point kept', '&#x110000;', '&#x110000;'],
    ['pound sign', '&pound;5', '£5'],
  ])('%s', (_name, input, expected) => {
    expect(decodeEntities(input)).toBe(expected);
  });

  it('decodes strings deep inside answers and leaves other values and keys', () => {
    const answer = { a: [{ b: 'x&#x3a;y', n: 3 }], c: null, d: true, 'k&amp;': 'v', e: ['&pound;1', 2.5, false] };
    expect(parseDecoded(JSON.stringify(answer))).toEqual({ a: [{ b: 'x:y', n: 3 }], c: null, d: true, 'k&amp;': 'v', e: ['£1', 2.5, false] });
  });

  it.each([
    ['an ampersand escaped by JSON', '{"name":"Smith \\u0026amp; Co"}', { name: 'Smith & Co' }],
    ['one escaped in capitals', '{"name":"\\u0026LT;b\\u0026GT;"}', { name: '<b>' }],
    ['a string at the top', '"&lt;"', '<'],
    ['no entity at all', '{"items":[{"description":"Salary","amount":12.5}]}', { items: [{ description: 'Salary', amount: 12.5 }] }],
    ['a backslash that is not an escaped ampersand', '{"path":"C:\\\\u0026"}', { path: 'C:\\u0026' }],
  ])('parses %s', (_what, text, expected) => {
    expect(parseDecoded(text)).toEqual(expected);
  });

  it('throws on broken JSON, as JSON.parse does', () => {
    expect(() => parseDecoded('{"a":')).toThrow(SyntaxError);
    expect(() => parseDecoded('{"a":"&amp;"')).toThrow(SyntaxError);
  });
});
