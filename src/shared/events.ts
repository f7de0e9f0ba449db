import { createAction } from '@reduxjs/toolkit';

/**
 * App-wide events any slice may handle (ARCHITECTURE.md principle 2): features talk
 * to each other only through these. Past tense: they say what happened.
 */
export type SessionEndReason = 'loggedOut' | 'expired' | 'inactive' | 'elsewhere';

/** The session is over (logout, expiry, idleness, a login elsewhere): every slice resets. */
export const sessionEnded = createAction<{
  reason: SessionEndReason;
  /** The bank was told but never confirmed (DELETE v1/session failed twice): its session may live on. */
  bankMayHoldSession?: boolean;
  /** The page the end landed on: the reason's end page (session rules' endPageOf) unless told otherwise (a password change: /digital). */
  destination?: string;
}>('session/ended');
/**
 * Logged in (or a reload found the session alive) with permissions loaded: features load
 * their data now. `permittedFunctions` are SPEC.md section 6's function names; `afterLogin`: the customer
 * has just logged in (a reload that found the session alive has not).
 */
export const sessionStarted = createAction<{ permittedFunctions: string[]; afterLogin?: boolean }>('session/sessionStarted');
/** A call answered 401/419 or had no nonce: the session saga decides what it means. */
export const sessionExpiryDetected = createAction('session/expiryDetected');
/** Login found first-login work to do (SPEC.md section 4, login flow step 4). */
export const credentialChangeRequired = createAction<{
  termsNotAccepted: boolean;
  forcePasswordChange: boolean;
  forcePinChange: boolean;
  /**
   * The bank's steps (GET v1/me/loginFlow), in its displayOrder: each step's id is POSTed back to the bank
   * once the step is done.
   */
  loginSteps?: { kind: 'terms' | 'password' | 'pin'; id: string }[];
  /** How many entities the user has: the welcome step explains entities when more than one. */
  entityCount?: number;
}>('session/credentialChangeRequired');
/** The user finished the first-login credential change: the session may load permissions. */
export const credentialsChangeCompleted = createAction('credentials/changeCompleted');
/** The user picked another entity (or 'All Accounts'). */
export const entitySwitched = createAction<{ entityId: string | undefined }>('entity/switched');
/**
 * The bank confirmed something that moves money or changes what an account will pay: a payment or transfer, a
 * standing order or future payment created, changed or cancelled, an approval that released a payment, a bulk
 * file processed. The balances and the day's limits on screen are the bank's from before it: they are read again.
 */
export const moneyMoved = createAction('money/moved');
/** A call failed in a way the generic 'Something went wrong' modal should show. */
export const unexpectedErrorShown = createAction<{ message: string; serverMessage?: string; supportId?: string; code?: string }>(
  'errors/unexpectedErrorShown',
);
