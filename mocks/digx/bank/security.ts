import { randomBytes } from 'node:crypto';

/**
 * DECISIONS.md: the one-time passcode of every challenge in the fake bank. Here, beside the challenges, rather
 * than with the handlers: the e2e storage sweep imports it, and the handlers bring msw with them.
 */
export const DEMO_OTP = '123456';

/**
 * What a real OBDX server keeps per process: single-use nonces and salts, sessions
 * (one per user: a second login ends the first), and pending two-factor challenges.
 */
export interface Session {
  id: string;
  userId: string;
  createdAt: number;
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
      const session = { id: token(16), userId, createdAt: now };
      sessions.set(session.id, session);
      return session;
    },
    session(id: string | undefined): Session | undefined {
      return id ? sessions.get(id) : undefined;
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
