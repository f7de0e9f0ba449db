/**
 * OBDX HTML-escapes strings in its answers (`&#x40;`, `&lt;br&gt;`). The client decodes
 * every string of an answer exactly once, here, so screens render plain text and a
 * literal "&amp;lt;" stays "&lt;" instead of turning into markup.
 */
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  pound: '£',
  euro: '€',
};

const ENTITY = /&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi;

function decodeOne(entity: string): string | undefined {
  if (entity[0] === '#') {
    const hex = entity[1] === 'x' || entity[1] === 'X';
    const codePoint = parseInt(entity.slice(hex ? 2 : 1), hex ? 16 : 10);
    return Number.isFinite(codePoint) && codePoint > 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : undefined;
  }
  return NAMED[entity.toLowerCase()];
}

export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(ENTITY, (match, entity: string) => decodeOne(entity) ?? match);
}

/**
 * An answer's JSON, every string in it decoded once; keys are left alone. The strings are decoded as
 * JSON.parse builds them, with no second walk and no copy of the answer (a long transaction history is
 * tens of kilobytes, handled on the main thread: issue 13). Text with no `&` anywhere, written as such
 * or as `\u0026`, holds no entity, and is only parsed.
 */
export function parseDecoded(text: string): unknown {
  if (!text.includes('&') && !/\\u0026/i.test(text)) return JSON.parse(text);
  return JSON.parse(text, (_key, value: unknown) => (typeof value === 'string' ? decodeEntities(value) : value));
}
