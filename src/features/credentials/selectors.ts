import { createSelector } from '@reduxjs/toolkit';
import { isChangeRequired, stepPosition, showsEntityHelp } from './rules';
import type { CredentialsState } from './slice';

/** The only code that reads the credentials slice (ARCHITECTURE.md). */
type WithCredentials = { credentials: CredentialsState };

const selectCredentials = (state: WithCredentials) => state.credentials;

/** What the login said must change, kept until the change is done (undefined when nothing must). */
export const selectCredentialFlags = (state: WithCredentials) => state.credentials.flags;
export const selectChangeRequired = (state: WithCredentials) => isChangeRequired(state.credentials.flags);
export const selectCurrentStep = (state: WithCredentials) => state.credentials.current;
export const selectSteps = (state: WithCredentials) => state.credentials.steps;
export const selectPinLength = (state: WithCredentials) => state.credentials.pinLength;

/** "Step 2 of 5", or undefined before the journey starts. */
export const selectStepPosition = createSelector([selectSteps, selectCurrentStep], stepPosition);

export const selectSubmission = createSelector([selectCredentials], ({ status, error, failedField }) => ({ status, error, failedField }));

export const selectReset = (state: WithCredentials) => state.credentials.reset;

export const selectShowsEntityHelp = (state: WithCredentials) => showsEntityHelp(state.credentials.flags);

/** Settings' change of password or PIN: which one, and how its one submission went. */
export const selectManage = (state: WithCredentials) => state.credentials.manage;
