import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Challenge } from '../api/challenge';
import { sessionEnded } from '../events';

/**
 * The one-time passcode dialog's state (SPEC.md section 3 "Two-factor state").
 * closed → open → verifying → (open with an error | closed | locked).
 */
export type ChallengeStatus = 'closed' | 'open' | 'verifying' | 'resending' | 'locked';

export interface ChallengeState {
  status: ChallengeStatus;
  referenceNo?: string;
  attemptsLeft: number;
  resendsLeft: number;
  /** The last problem to show in the dialog (wrong code, resend failed, locked). */
  error?: string;
  /** Set after a resend so the dialog can say a new code is on its way. */
  resent: boolean;
  /** False when the step may not be cancelled (the bulk upload's confirm). */
  cancellable: boolean;
}

const initialState: ChallengeState = { status: 'closed', attemptsLeft: 0, resendsLeft: 0, resent: false, cancellable: true };

const fromChallenge = (challenge: Challenge) => ({
  referenceNo: challenge.referenceNo,
  attemptsLeft: challenge.attemptsLeft,
  resendsLeft: challenge.resendsLeft,
});

export const challengeSlice = createSlice({
  name: 'challenge',
  initialState,
  reducers: {
    challengeIssued: (_state, action: PayloadAction<Challenge & { cancellable?: boolean }>) => ({
      ...initialState,
      status: 'open',
      ...fromChallenge(action.payload),
      cancellable: action.payload.cancellable !== false,
    }),
    challengeSubmitted: (state, _action: PayloadAction<{ otp: string }>) => {
      state.status = 'verifying';
      state.error = undefined;
    },
    challengeRejected: (state, action: PayloadAction<{ challenge: Challenge; message: string }>) => {
      Object.assign(state, fromChallenge(action.payload.challenge));
      state.status = 'open';
      state.error = action.payload.message;
      state.resent = false;
    },
    challengeResendRequested: (state) => {
      state.status = 'resending';
      state.error = undefined;
    },
    challengeResent: (state, action: PayloadAction<Challenge>) => {
      Object.assign(state, fromChallenge(action.payload));
      state.status = 'open';
      state.resent = true;
    },
    challengeResendFailed: (state, action: PayloadAction<string>) => {
      state.status = 'open';
      state.error = action.payload;
    },
    challengeLocked: (state, action: PayloadAction<string>) => {
      state.status = 'locked';
      state.attemptsLeft = 0;
      state.error = action.payload;
    },
    challengeCancelled: () => initialState,
    challengeClosed: () => initialState,
  },
  extraReducers: (builder) => builder.addCase(sessionEnded, () => initialState),
});

export const {
  challengeIssued,
  challengeSubmitted,
  challengeRejected,
  challengeResendRequested,
  challengeResent,
  challengeResendFailed,
  challengeLocked,
  challengeCancelled,
  challengeClosed,
} = challengeSlice.actions;

export const selectChallenge = (state: { challenge: ChallengeState }) => state.challenge;
