/**
 * The fake bank's clock (DECISIONS.md: dates relative to today, a clock tests can fix).
 * Unfixed, it follows the machine's time; fixed, it stands still until moved.
 */
export interface Clock {
  now(): Date;
  /** Fixes the clock at a moment (ISO string or Date). */
  fix(at: Date | string): void;
  advance(ms: number): void;
  /** Back to the machine's time. */
  unfix(): void;
}

export function createClock(fixedAt?: Date | string): Clock {
  let fixed: number | undefined = fixedAt === undefined ? undefined : new Date(fixedAt).getTime();
  let offset = 0;
  return {
    now: () => new Date((fixed ?? Date.now()) + offset),
    fix(at) {
      fixed = new Date(at).getTime();
      offset = 0;
    },
    advance(ms) {
      offset += ms;
    },
    unfix() {
      fixed = undefined;
      offset = 0;
    },
  };
}
