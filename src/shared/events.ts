import { createAction } from '@reduxjs/toolkit';

/**
 * App-wide events any slice may handle (ARCHITECTURE.md principle 2): features talk
 * to each other only through these. Past tense: they say what happened.
 */
/** The session is over (logout, expiry, a second login elsewhere): every slice resets. */
export const sessionEnded = createAction<{ reason: 'loggedOut' | 'expired' }>('session/ended');
/** The user picked another entity (or 'All Accounts'). */
export const entitySwitched = createAction<{ entityId: string | undefined }>('entity/switched');
/** A call failed in a way the generic 'Something went wrong' modal should show. */
export const unexpectedErrorShown = createAction<{ message: string; serverMessage?: string; supportId?: string; code?: string }>(
  'errors/unexpectedErrorShown',
);
