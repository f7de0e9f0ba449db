import type { BankState } from '../types';
import { createHostiliser, HOSTILE_PAYLOADS, hostiliseState, isHostile, XSS_MARKER_ATTRIBUTE, XSS_TRIPWIRE } from './hostile';
import { createSeed } from './index';

const NOW = new Date('2025-06-15T10:30:00Z');

/**
 * Where the hostile state differs from the normal one (at most `limit` places): anything but a text that
 * became hostile and kept its words, or a text that was hostile already.
 */
function changesOtherThanTexts(normal: unknown, hostile: unknown, limit = 10): string[] {
  const out: string[] = [];
  const walk = (a: unknown, b: unknown, path: string) => {
    if (out.length >= limit) return;
    if (typeof a === 'string' && typeof b === 'string') {
      const words = a.trim() === '' || b.includes(a.trim());
      if (a !== b ? !(isHostile(b) && words) : isHostile(b)) out.push(`${path}: ${JSON.stringify(a)} -> ${JSON.stringify(b)}`);
      return;
    }
    if (a && typeof a === 'object' && b && typeof b === 'object') {
      for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) walk((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], `${path}.${key}`);
      return;
    }
    if (a !== b) out.push(`${path}: ${JSON.stringify(a)} -> ${JSON.stringify(b)}`);
  };
  walk(normal, hostile, '');
  return out;
}

/** Whether the state holds any hostile text (JSON.stringify is far quicker than walking ~20 000 transactions). */
const anyHostile = (state: BankState) => {
  let found = false;
  JSON.stringify(state, (_key, value: unknown) => {
    if (typeof value === 'string' && isHostile(value)) found = true;
    return value;
  });
  return found;
};

describe('the hostile corpus', () => {
  it('has unique ids, and every payload can be recognised, runs the tripwire or leaves a marker', () => {
    const ids = HOSTILE_PAYLOADS.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const p of HOSTILE_PAYLOADS) {
      expect(p.text).toContain('xss');
      expect(isHostile(`Everyday ${p.text}`)).toBe(true);
      // The data: URL's script is base64 (x26).
      const runs = p.text.includes(XSS_TRIPWIRE) || atob(/base64,([^#]+)/.exec(p.text)?.[1] ?? '').includes(XSS_TRIPWIRE);
      const marks = p.text.includes(XSS_MARKER_ATTRIBUTE) || p.text.includes('id="xss-') || p.text.includes('xss.invalid') || p.text.includes('xss-');
      expect({ id: p.id, detectable: runs || marks }).toEqual({ id: p.id, detectable: true });
    }
  });

  it('covers script, event handlers, javascript: URLs, entity-encoded, attribute breakouts, template, CSS and formula variants', () => {
    const all = HOSTILE_PAYLOADS.map((p) => p.text).join('\n');
    for (const needle of ['<script', 'onerror=', 'onload=', 'javascript:', '"><iframe', '&lt;script', '&#x3C;img', '&amp;lt;', "' data-xss=", '" data-xss=', '${', '{{', '</style>', 'expression(', '=HYPERLINK', '+SUM', '-2+3', '@SUM', '\u0000=']) {
      expect(all).toContain(needle);
    }
  });

  it('gives the same text the same payload, keeps the original words, and leaves empty texts alone', () => {
    const h = createHostiliser();
    const first = h('Everyday');
    expect(h('Everyday')).toBe(first);
    expect(first).toContain('Everyday');
    expect(isHostile(first)).toBe(true);
    expect(h(first)).toBe(first);
    expect(h('')).toBe('');
    expect(h('Household')).not.toBe(first.replace('Everyday', 'Household'));
    // Texts the app sends back as read (alert names) get no entity the client would decode.
    expect(h.roundTrip('Login Alert')).not.toMatch(/[&\r\n]/);
  });
});

describe('a hostile seed', () => {
  const normal = createSeed(NOW);
  const hostile = hostiliseState(normal);

  it('puts every payload of the corpus somewhere', () => {
    const texts: string[] = [];
    JSON.stringify(hostile, (_key, value: unknown) => {
      if (typeof value === 'string') texts.push(value);
      return value;
    });
    const all = texts.join('\n');
    expect(HOSTILE_PAYLOADS.filter((p) => !all.includes(p.text)).map((p) => p.id)).toEqual([]);
  });

  it('changes only texts: ids, amounts, dates, sort codes and account numbers stay as seeded', () => {
    expect(changesOtherThanTexts(normal, hostile)).toEqual([]);
    const account = Object.values(hostile.accounts)[0];
    expect(account.internal.sortCode).toMatch(/^\d{6}$/);
    expect(isHostile(account.displayName)).toBe(true);
  });

  it('is deterministic, and leaves the normal seed (and its shared constants) untouched', () => {
    const again = createSeed(NOW);
    expect(JSON.stringify(hostiliseState(again)) === JSON.stringify(hostile)).toBe(true);
    expect(JSON.stringify(again) === JSON.stringify(createSeed(NOW))).toBe(true);
    expect(anyHostile(again)).toBe(false);
  });
});
