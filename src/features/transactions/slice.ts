import { createSlice } from '@reduxjs/toolkit';

/** Placeholder until the transactions slice lands (issue 6). */
export const transactionsSlice = createSlice({ name: 'transactions', initialState: {}, reducers: {} });
