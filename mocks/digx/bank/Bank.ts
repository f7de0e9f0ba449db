import { createClock, type Clock } from './clock';
import { createFaultRegistry, type FaultRegistry } from './faults';
import type { BankMode } from './mode';
import { BANK_KEY_BITS } from './keys';
import { profileOf, type BankProfile } from './profile';
import { createSecurity, SESSION_IDLE_MS, type Security } from './security';
import { createSeed } from './seed';
import { createHostiliser, hostiliseState, type Hostiliser } from './seed/hostile';
import type { BankState } from './types';

/**
 * One fake bank: deterministic seed state, its clock, its faults and its security
 * bookkeeping. The dev server and `npm run serve` hold one for the life of the
 * process (a reload keeps the session and what was paid); jest resets it per test.
 */
export interface Bank {
  readonly clock: Clock;
  /** The bank it imitates: the demo bank with its extensions, or a stock OBDX (mode.ts). Fixed for its life. */
  readonly mode: BankMode;
  /** The facts of the bank it imitates (its codes, products, extension fields): the mode's bank profile. */
  readonly profile: BankProfile;
  readonly faults: FaultRegistry;
  readonly security: Security;
  /** The data, seeded from the clock on first use after a reset. */
  readonly state: BankState;
  /** Hostile mode (seed/hostile.ts): every free text the bank returns carries a script-injection payload. */
  readonly hostile: boolean;
  /** How long a session may go without an authenticated call before the bank ends it (bank clock). */
  readonly sessionIdleMs: number;
  /** The size of the RSA key GET v1/publicKey serves and the login is decrypted with (2048 bits unless told). */
  readonly keyBits: number;
  /**
   * Days (YYYY-MM-DD) the bank is closed besides weekends and its bank holidays: a holiday announced after the
   * app's calendar was built. A payment asked for such a day is held for the next working day.
   */
  readonly closures: ReadonlySet<string>;
  /**
   * Fresh seed, no faults, no sessions; the clock stays as it is, hostile mode, the session idle time and the
   * key size go back to the bank's defaults.
   */
  reset(): void;
  /** Sets the session idle time (QA's /__bank/session-idle, tests' setBankSessionIdle) until the next reset. */
  setSessionIdle(ms: number): void;
  /** Serves an RSA key of this size (QA's /__bank/rsa-key, tests' setBankKeyBits) until the next reset. */
  setKeyBits(bits: number): void;
  /** Closes the bank on a day (QA, tests' closeBankOn) until the next reset. */
  closeOn(day: string): void;
  /** Switches hostile mode and reseeds (as reset does, in that mode until the next reset). */
  setHostile(on: boolean): void;
  /**
   * A text a handler makes up while answering (a bank's name from the sort-code look-up, an error's detail):
   * in hostile mode with a payload, the same one each time; otherwise unchanged.
   */
  text(text: string): string;
}

export interface BankOptions {
  /** Fix the clock (tests); otherwise the bank follows the machine's time. */
  now?: Date | string;
  /** Start (and reset) in hostile mode: QA's DIGX_HOSTILE=1 (middleware.ts). */
  hostile?: boolean;
  /** The bank to imitate (DIGX_PROFILE); the demo bank unless told. */
  mode?: BankMode;
}

export function createBank(options: BankOptions = {}): Bank {
  const clock = createClock(options.now);
  const faults = createFaultRegistry();
  const byDefault = options.hostile ?? false;
  let hostile = byDefault;
  let sessionIdleMs = SESSION_IDLE_MS;
  let keyBits = BANK_KEY_BITS;
  const closures = new Set<string>();
  let security = createSecurity();
  // Seeding takes a moment; jest resets after every test, so seed only when used.
  let state: BankState | undefined;
  let hostiliser: Hostiliser | undefined;

  const reseed = () => {
    state = undefined;
    hostiliser = undefined;
    faults.clear();
    security = createSecurity();
  };

  const bank: Bank = {
    clock,
    mode: options.mode ?? 'demo',
    profile: profileOf(options.mode ?? 'demo'),
    faults,
    get security() {
      return security;
    },
    get state() {
      if (!state) {
        const seed = createSeed(clock.now());
        state = hostile ? hostiliseState(seed, (hostiliser ??= createHostiliser())) : seed;
      }
      return state;
    },
    get hostile() {
      return hostile;
    },
    get sessionIdleMs() {
      return sessionIdleMs;
    },
    get keyBits() {
      return keyBits;
    },
    closures,
    reset() {
      hostile = byDefault;
      sessionIdleMs = SESSION_IDLE_MS;
      keyBits = BANK_KEY_BITS;
      closures.clear();
      reseed();
    },
    setSessionIdle(ms) {
      sessionIdleMs = ms;
    },
    setKeyBits(bits) {
      keyBits = bits;
    },
    closeOn(day) {
      closures.add(day);
    },
    setHostile(on) {
      hostile = on;
      reseed();
    },
    text(text) {
      if (!hostile) return text;
      // The seed's rotation, so a text the state holds and the same text made up later get one payload.
      void bank.state;
      return (hostiliser ??= createHostiliser())(text);
    },
  };
  return bank;
}
