import { decodeEntities, decodeEntitiesDeep } from './decodeEntities';

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

  it('decodes strings deep inside answers and leaves other values', () => {
    const answer = { a: [{ b: 'x&#x3a;y', n: 3 }], c: null, d: true, 'k&amp;': 'v' };
    expect(decodeEntitiesDeep(answer)).toEqual({ a: [{ b: 'x:y', n: 3 }], c: null, d: true, 'k&amp;': 'v' });
  });
});
