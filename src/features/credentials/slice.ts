import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { credentialChangeRequired, sessionEnded } from '@/shared/events';
import { DEFAULT_PIN_LENGTH } from './rules';
import type { CredentialKind, FailedField, ManageStatus, ResetStatus, StepId, SubmissionStatus } from './types';

/**
 * The first-login credential change (/change-credentials) and the reset by token
 * (/change-credentials-password), and settings' change of password or PIN
 * (/settings/manage-credentials/{type}). Passwords and PINs travel in the submitted actions to
 * the sagas but are never kept here: the forms hold what the user typed (DECISIONS.md
 * "Security").
 */
export interface CredentialsState {
  /**
   * The first-login steps finished so far. Which steps there are comes from the login's flags, which the
   * session keeps (this slice is lazy, injected after the login has said them): the step on screen is the
   * first enabled one not finished (rules' currentStep).
   */
  done: StepId[];
  /** From GET v1/passwordPolicy; DEFAULT_PIN_LENGTH until (or unless) it answers. */
  pinLength: number;
  /** The one submission of the current step (terms, password or PIN). */
  status: SubmissionStatus;
  /** The catalogue's message for the last failure. */
  error?: string;
  failedField?: FailedField;
  reset: { status: ResetStatus; error?: string; failedField?: FailedField };
  /** Settings' change of password or PIN, apart from the first-login steps. */
  manage: { kind?: CredentialKind; status: ManageStatus; error?: string; failedField?: FailedField };
}

export interface Failure {
  message: string;
  failedField?: FailedField;
}

const initialState: CredentialsState = {
  done: [],
  pinLength: DEFAULT_PIN_LENGTH,
  status: 'idle',
  reset: { status: 'idle' },
  manage: { status: 'idle' },
};

/** Finishes `step` once: a repeated Continue (a double click) finds it finished and moves nothing, so no step is skipped. */
function finish(state: CredentialsState, step: StepId) {
  if (state.done.includes(step)) return;
  state.done.push(step);
  state.status = 'idle';
  state.error = undefined;
  state.failedField = undefined;
}

/** A submission's answer finishes its step only while that submission is in flight: a late one cannot skip a step. */
function finishSubmitted(state: CredentialsState, step: StepId) {
  if (state.status === 'submitting') finish(state, step);
}

function submitting(state: CredentialsState) {
  state.status = 'submitting';
  state.error = undefined;
  state.failedField = undefined;
}

function failed(state: CredentialsState, { payload }: PayloadAction<Failure>) {
  state.status = 'failed';
  state.error = payload.message;
  state.failedField = payload.failedField;
}

export const credentialsSlice = createSlice({
  name: 'credentials',
  initialState,
  reducers: {
    /** Welcome and "password changed" have nothing to send: Continue just moves on. */
    stepContinued: (state, action: PayloadAction<StepId>) => finish(state, action.payload),
    pinPolicyLoaded: (state, action: PayloadAction<number>) => {
      state.pinLength = action.payload;
    },

    termsAccepted: submitting,
    termsAcceptanceSaved: (state) => finishSubmitted(state, 'terms'),
    termsAcceptanceFailed: failed,

    passwordChangeSubmitted: (state, _action: PayloadAction<{ currentPassword: string; newPassword: string }>) => submitting(state),
    passwordChanged: (state) => finishSubmitted(state, 'pass'),
    passwordChangeFailed: failed,

    pinChangeSubmitted: (state, _action: PayloadAction<{ currentPin: string; newPin: string }>) => submitting(state),
    pinChanged: (state) => finishSubmitted(state, 'pin'),
    pinChangeFailed: failed,

    resetLinkOpened: (state, _action: PayloadAction<{ token: string | null }>) => {
      state.reset = { status: 'checking' };
    },
    resetLinkAccepted: (state) => {
      state.reset = { status: 'ready' };
    },
    resetLinkRejected: (state, action: PayloadAction<{ status: 'invalid' | 'unavailable'; message?: string }>) => {
      state.reset = { status: action.payload.status, error: action.payload.message };
    },
    resetPasswordSubmitted: (state, _action: PayloadAction<{ token: string; newPassword: string }>) => {
      state.reset = { status: 'submitting' };
    },
    passwordReset: (state) => {
      state.reset = { status: 'changed' };
    },
    passwordResetFailed: (state, action: PayloadAction<Failure>) => {
      state.reset = { status: 'failed', error: action.payload.message, failedField: action.payload.failedField };
    },

    /** A manage-credentials page opened: nothing of an earlier visit shows. */
    manageCredentialsOpened: (state, action: PayloadAction<CredentialKind>) => {
      state.manage = { kind: action.payload, status: 'idle' };
    },
    /** Left: an outcome of this visit must not greet the next one. */
    manageCredentialsClosed: (state) => {
      state.manage = { status: 'idle' };
    },
    managedPasswordSubmitted: (state, _action: PayloadAction<{ currentPassword: string; newPassword: string }>) => {
      state.manage = { kind: 'password', status: 'submitting' };
    },
    managedPinSubmitted: (state, _action: PayloadAction<{ currentPin: string; newPin: string }>) => {
      state.manage = { kind: 'pin', status: 'submitting' };
    },
    managedCredentialChanged: (state) => {
      state.manage = { kind: state.manage.kind, status: 'changed' };
    },
    managedCredentialChangeFailed: (state, action: PayloadAction<Failure>) => {
      state.manage = { kind: state.manage.kind, status: 'failed', error: action.payload.message, failedField: action.payload.failedField };
    },
  },
  extraReducers: (builder) => {
    builder
      // A new journey (the slice was already there, its chunk loaded before this login): none of it is finished.
      .addCase(credentialChangeRequired, (state) => ({ ...initialState, pinLength: state.pinLength }))
      .addCase(sessionEnded, () => initialState);
  },
});

export const {
  stepContinued,
  pinPolicyLoaded,
  termsAccepted,
  termsAcceptanceSaved,
  termsAcceptanceFailed,
  passwordChangeSubmitted,
  passwordChanged,
  passwordChangeFailed,
  pinChangeSubmitted,
  pinChanged,
  pinChangeFailed,
  resetLinkOpened,
  resetLinkAccepted,
  resetLinkRejected,
  resetPasswordSubmitted,
  passwordReset,
  passwordResetFailed,
  manageCredentialsOpened,
  manageCredentialsClosed,
  managedPasswordSubmitted,
  managedPinSubmitted,
  managedCredentialChanged,
  managedCredentialChangeFailed,
} = credentialsSlice.actions;
