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

/** Decodes every string inside a parsed JSON value; keys are left alone. */
export function decodeEntitiesDeep<T>(value: T): T {
  if (typeof value === 'string') return decodeEntities(value) as T;
  if (Array.isArray(value)) return value.map((item) => decodeEntitiesDeep(item)) as T;
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = decodeEntitiesDeep(item);
    return out as T;
  }
  return value;
}
