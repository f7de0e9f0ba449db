import { combineReducers } from '@reduxjs/toolkit';
import { bankStatusSlice } from '@/features/bankStatus/slice';
import { credentialsSlice } from '@/features/credentials/slice';
import { challengeSlice } from '@/shared/challenge/challengeSlice';
import { errorModalSlice } from '@/shared/errors/errorModalSlice';

/** Every slice, registered statically (ARCHITECTURE.md: no run-time injection). */
export const rootReducer = combineReducers({
  [challengeSlice.name]: challengeSlice.reducer,
  [errorModalSlice.name]: errorModalSlice.reducer,
  [bankStatusSlice.name]: bankStatusSlice.reducer,
  [credentialsSlice.name]: credentialsSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;
