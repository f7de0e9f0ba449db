import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DigxErrorDetails } from '@/shared/api/DigxError';
import type { FunctionName } from '@/shared/api/taskCodes';
import { credentialChangeRequired, sessionEnded, sessionStarted, type SessionEndReason } from '@/shared/events';
import type { CredentialChange, User } from './types';
import { endPageOf } from './rules';

/**
 * The session as a small state machine:
 * restoring → anonymous ⇄ loggingIn → (credentialChange →) authenticated → ending → ended.
 * 'ended' remembers why, so any screen of the old session points to the same end page.
 * The password passes through `loginSubmitted` to the saga and is never kept here.
 */
export type SessionStatus = 'restoring' | 'anonymous' | 'loggingIn' | 'credentialChange' | 'authenticated' | 'ending' | 'ended';

export interface SessionState {
  status: SessionStatus;
  user?: User;
  permittedFunctions: FunctionName[];
  loginError?: DigxErrorDetails;
  idleWarning: boolean;
  /** Why the last session ended, for the session-expired page. */
  endedReason?: SessionEndReason;
  /** The page the last session's end took the customer to, so a guard sends a stale screen there too. */
  endedAt?: string;
  /** The bank did not confirm that end: the end page asks the customer to close the browser. */
  bankMayHoldSession: boolean;
  /**
   * This tab's app started on a live session (a reload) that is still coming alive by restoring: true from
   * the start, and it stays so when restoring ends 'authenticated'; anything else (no session, a login, a
   * credential change, an end) clears it. Never changed at the very moment the status becomes
   * 'authenticated', so RequireSession can read it in React's first render without that render being redone.
   */
  resuming: boolean;
  /**
   * What the login flow said must change (terms, password, PIN), kept for the session: the credential pages
   * load as their own chunk after the login has said it, so their slice never hears the event (issue 29
   * made that slice lazy to keep /login under its budget) and reads the flags from here, handed in by
   * their area.
   */
  credentialChange?: CredentialChange;
}

const initialState: SessionState = { status: 'restoring', permittedFunctions: [], idleWarning: false, bankMayHoldSession: false, resuming: true };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    loginSubmitted: {
      reducer: (state) => {
        state.status = 'loggingIn';
        state.resuming = false;
        state.loginError = undefined;
      },
      prepare: (payload: { userId: string; password: string }) => ({ payload }),
    },
    loginFailed: (state, action: PayloadAction<DigxErrorDetails>) => {
      state.status = 'anonymous';
      state.loginError = action.payload;
    },
    userLoaded: (state, action: PayloadAction<User>) => {
      state.user = action.payload;
    },
    sessionAbsent: (state, action: PayloadAction<{ reason?: SessionEndReason } | undefined>) => {
      state.status = action.payload?.reason ? 'ended' : 'anonymous';
      state.endedReason = action.payload?.reason;
      state.resuming = false;
    },
    idleWarningShown: (state) => {
      state.idleWarning = true;
    },
    stayLoggedInChosen: (state) => {
      state.idleWarning = false;
    },
    /** The customer ends the session; `destination` is where they land instead of /logged-off (a password change: /digital). */
    logoutConfirmed: (state, _action: PayloadAction<{ destination?: string } | undefined>) => {
      state.status = 'ending';
      state.idleWarning = false;
      state.resuming = false;
    },
    sessionEnding: (state) => {
      state.status = 'ending';
      state.resuming = false;
      state.idleWarning = false;
    },
  },
  extraReducers: (builder) =>
    builder
      .addCase(sessionStarted, (state, action) => {
        state.status = 'authenticated';
        state.permittedFunctions = action.payload.permittedFunctions as FunctionName[];
        state.endedReason = undefined;
        state.bankMayHoldSession = false;
      })
      .addCase(credentialChangeRequired, (state, action) => {
        state.status = 'credentialChange';
        state.resuming = false;
        state.credentialChange = action.payload;
      })
      .addCase(sessionEnded, (_state, action) => ({
        ...initialState,
        status: 'ended',
        endedReason: action.payload.reason,
        endedAt: action.payload.destination ?? endPageOf(action.payload.reason),
        bankMayHoldSession: action.payload.bankMayHoldSession ?? false,
        resuming: false,
      })),
});

export const {
  loginSubmitted,
  loginFailed,
  userLoaded,
  sessionAbsent,
  idleWarningShown,
  stayLoggedInChosen,
  logoutConfirmed,
  sessionEnding,
} = sessionSlice.actions;
