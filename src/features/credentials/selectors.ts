import { createSelector } from '@reduxjs/toolkit';
import { selectLazySlice } from '@/shared/state/selectLazySlice';
import { credentialsSlice, type CredentialsState } from './slice';

/**
 * The only code that reads the credentials slice (ARCHITECTURE.md). A lazy slice: injected with the credential
 * and settings pages' chunks, absent until the store's next action (its initial state until then). The login's
 * flags are not here but in the session, which the app hands to the pages and the saga.
 */
type WithCredentials = { credentials?: CredentialsState };

const selectCredentials = selectLazySlice(credentialsSlice);

/** The first-login steps finished so far (rules' currentStep turns them and the flags into the step on screen). */
export const selectDoneSteps = (state: WithCredentials) => selectCredentials(state).done;
export const selectPinLength = (state: WithCredentials) => selectCredentials(state).pinLength;

export const selectSubmission = createSelector([selectCredentials], ({ status, error, failedField }) => ({ status, error, failedField }));

export const selectReset = (state: WithCredentials) => selectCredentials(state).reset;

/** Settings' change of password or PIN: which one, and how its one submission went. */
export const selectManage = (state: WithCredentials) => selectCredentials(state).manage;
