import { combineReducers } from '@reduxjs/toolkit';
import { sessionSlice } from '@/features/session/slice';
import { credentialsSlice } from '@/features/credentials/slice';
import { challengeSlice } from '@/shared/challenge/challengeSlice';
import { errorModalSlice } from '@/shared/errors/errorModalSlice';

/** Every slice, registered statically (ARCHITECTURE.md: no run-time injection). */
export const rootReducer = combineReducers({
  [challengeSlice.name]: challengeSlice.reducer,
  [errorModalSlice.name]: errorModalSlice.reducer,
  [sessionSlice.name]: sessionSlice.reducer,
  [credentialsSlice.name]: credentialsSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;
