/**
 * Deterministic randomness for the seed. Never Math.random: the same `now` must give the same bank.
 * Each generator is keyed by a label (an account number, "mail", ...) so adding data in one place
 * does not reshuffle every other stream.
 */

/** FNV-1a, 32-bit: a stable hash of a label, used as a PRNG seed and for opaque tokens. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: tiny, fast, good enough for demo data. Returns floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Rng {
  next(): number;
  /** Integer in [min, max]. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Pennies for a pound amount drawn uniformly in [min, max]. */
  pennies(min: number, max: number): number;
  /** Pennies drawn log-uniformly: many small card spends, a few large ones. */
  logPennies(min: number, max: number): number;
}

export function createRng(label: string): Rng {
  const next = mulberry32(hashString(label));
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: (items) => items[Math.floor(next() * items.length)],
    pennies: (min, max) => Math.round((min + next() * (max - min)) * 100),
    logPennies: (min, max) => Math.round(Math.exp(Math.log(min) + next() * (Math.log(max) - Math.log(min))) * 100),
  };
}
