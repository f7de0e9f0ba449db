import { randomBytes } from 'node:crypto';

/**
 * DECISIONS.md: the one-time passcode of every challenge in the fake bank. Here, beside the challenges, rather
 * than with the handlers: the e2e storage sweep imports it, and the handlers bring msw with them.
 */
export const DEMO_OTP = '123456';

/**
 * How long a session may go without an authenticated call before the bank ends it, on the bank's clock
 * (issue 24 point 7): a real OBDX ends idle sessions too. The same 10 minutes as the app's own idle logout
 * (DECISIONS.md), so app and bank keep one session clock; QA and tests may change it (Bank.setSessionIdle).
 */
export const SESSION_IDLE_MS = 10 * 60_000;

/**
 * What a real OBDX server keeps per process: single-use nonces and salts, sessions
 * (one per user: a second login ends the first), and pending two-factor challenges.
 */
export interface Session {
  id: string;
  userId: string;
  createdAt: number;
  /** The bank-clock time of its last authenticated call: its idle time counts from here. */
  lastActiveAt: number;
}

export interface PendingChallenge {
  referenceNo: string;
  attemptsLeft: number;
  resendsLeft: number;
  /** Method, path and body of the protected call: the replay must be identical. */
  fingerprint: string;
}

export const CHALLENGE_ATTEMPTS = 3;
export const CHALLENGE_RESENDS = 2;

const token = (bytes = 12) => randomBytes(bytes).toString('hex');

export function createSecurity() {
  const nonces = new Set<string>();
  const salts = new Set<string>();
  const sessions = new Map<string, Session>();
  const challenges = new Map<string, PendingChallenge>();

  return {
    issueNonces(count: number): string[] {
      const issued = Array.from({ length: Math.min(Math.max(count, 1), 20) }, () => token());
      issued.forEach((n) => nonces.add(n));
      return issued;
    },
    /** True once per issued nonce. */
    spendNonce(nonce: string | null): boolean {
      return nonce !== null && nonces.delete(nonce);
    },
    issueSalt(): string {
      const salt = token(8);
      salts.add(salt);
      return salt;
    },
    spendSalt(salt: string): boolean {
      return salts.delete(salt);
    },
    startSession(userId: string, now: number): Session {
      for (const [id, s] of sessions) if (s.userId === userId) sessions.delete(id);
      const session = { id: token(16), userId, createdAt: now, lastActiveAt: now };
      sessions.set(session.id, session);
      return session;
    },
    session(id: string | undefined): Session | undefined {
      return id ? sessions.get(id) : undefined;
    },
    /**
     * The session with this id if it is still alive at `now`: one that has had no authenticated call for
     * longer than `idleMs` has ended, and is forgotten as a logged-out one is.
     */
    liveSession(id: string | undefined, now: number, idleMs: number): Session | undefined {
      const session = id ? sessions.get(id) : undefined;
      if (session && now - session.lastActiveAt > idleMs) {
        sessions.delete(session.id);
        return undefined;
      }
      return session;
    },
    /** An authenticated call: the session's idle time starts again. */
    touchSession(session: Session, now: number): void {
      session.lastActiveAt = Math.max(session.lastActiveAt, now);
    },
    sessionsOf(userId: string): Session[] {
      return [...sessions.values()].filter((s) => s.userId === userId);
    },
    endSession(id: string): void {
      sessions.delete(id);
    },
    openChallenge(fingerprint: string): PendingChallenge {
      const challenge = { referenceNo: token(6).toUpperCase(), attemptsLeft: CHALLENGE_ATTEMPTS, resendsLeft: CHALLENGE_RESENDS, fingerprint };
      challenges.set(challenge.referenceNo, challenge);
      return challenge;
    },
    challenge(referenceNo: string | undefined): PendingChallenge | undefined {
      return referenceNo ? challenges.get(referenceNo) : undefined;
    },
    closeChallenge(referenceNo: string): void {
      challenges.delete(referenceNo);
    },
  };
}

export type Security = ReturnType<typeof createSecurity>;
