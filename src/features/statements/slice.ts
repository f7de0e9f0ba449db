import { createSlice } from '@reduxjs/toolkit';

/** Placeholder until the statements slice lands (issue 6). */
export const statementsSlice = createSlice({ name: 'statements', initialState: {}, reducers: {} });
