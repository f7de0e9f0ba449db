import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DigxErrorDetails } from '@/shared/api/DigxError';
import type { FunctionName } from '@/shared/api/taskCodes';
import { credentialChangeRequired, sessionEnded, sessionStarted, type SessionEndReason } from '@/shared/events';
import type { User } from './types';

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
}

const initialState: SessionState = { status: 'restoring', permittedFunctions: [], idleWarning: false };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    loginSubmitted: {
      reducer: (state) => {
        state.status = 'loggingIn';
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
    },
    idleWarningShown: (state) => {
      state.idleWarning = true;
    },
    stayLoggedInChosen: (state) => {
      state.idleWarning = false;
    },
    logoutConfirmed: (state) => {
      state.status = 'ending';
      state.idleWarning = false;
    },
    sessionEnding: (state) => {
      state.status = 'ending';
      state.idleWarning = false;
    },
  },
  extraReducers: (builder) =>
    builder
      .addCase(sessionStarted, (state, action) => {
        state.status = 'authenticated';
        state.permittedFunctions = action.payload.permittedFunctions as FunctionName[];
        state.endedReason = undefined;
      })
      .addCase(credentialChangeRequired, (state) => {
        state.status = 'credentialChange';
      })
      .addCase(sessionEnded, (_state, action) => ({ ...initialState, status: 'ended', endedReason: action.payload.reason })),
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
