import { createSlice } from '@reduxjs/toolkit';

/** Placeholder: the credentials feature fills this in. */
export interface CredentialsState {
  status: 'idle';
}

const initialState: CredentialsState = { status: 'idle' };

export const credentialsSlice = createSlice({ name: 'credentials', initialState, reducers: {} });
