import { createClock, type Clock } from './clock';
import { createFaultRegistry, type FaultRegistry } from './faults';
import { createSecurity, type Security } from './security';
import { createSeed } from './seed';
import type { BankState } from './types';

/**
 * One fake bank: deterministic seed state, its clock, its faults and its security
 * bookkeeping. The dev server and `npm run serve` hold one for the life of the
 * process (a reload keeps the session and what was paid); jest resets it per test.
 */
export interface Bank {
  readonly clock: Clock;
  readonly faults: FaultRegistry;
  readonly security: Security;
  /** The data, seeded from the clock on first use after a reset. */
  readonly state: BankState;
  /** Fresh seed, no faults, no sessions; the clock stays as it is. */
  reset(): void;
}

export interface BankOptions {
  /** Fix the clock (tests); otherwise the bank follows the machine's time. */
  now?: Date | string;
}

export function createBank(options: BankOptions = {}): Bank {
  const clock = createClock(options.now);
  const faults = createFaultRegistry();
  let security = createSecurity();
  // Seeding takes a moment; jest resets after every test, so seed only when used.
  let state: BankState | undefined;

  return {
    clock,
    faults,
    get security() {
      return security;
    },
    get state() {
      state ??= createSeed(clock.now());
      return state;
    },
    reset() {
      state = undefined;
      faults.clear();
      security = createSecurity();
    },
  };
}
