import { combineReducers } from '@reduxjs/toolkit';
import { sessionSlice } from '@/features/session/slice';
import { credentialsSlice } from '@/features/credentials/slice';
import { accountsSlice } from '@/features/accounts/slice';
import { accountServicesSlice } from '@/features/accountServices/slice';
import { approvalsSlice } from '@/features/approvals/slice';
import { activityLogSlice } from '@/features/activityLog/slice';
import { mailSlice } from '@/features/mail/slice';
import { mailboxSlice } from '@/features/mail/mailboxSlice';
import { entitySlice } from '@/features/entity/slice';
import { paymentsSlice } from '@/features/payments/slice';
import { upcomingSlice } from '@/features/payments/upcoming/upcomingSlice';
import { payeesSlice } from '@/features/payments/payees/payeesSlice';
import { bulkFilesSlice } from '@/features/bulk/files/filesSlice';
import { bulkUploadSlice } from '@/features/bulk/upload/uploadSlice';
import { statementsSlice } from '@/features/statements/slice';
import { transactionsSlice } from '@/features/transactions/slice';
import { challengeSlice } from '@/shared/challenge/challengeSlice';
import { errorModalSlice } from '@/shared/errors/errorModalSlice';
import { overlaySlice } from '@/shared/overlay/overlaySlice';

/** Every slice, registered statically (ARCHITECTURE.md: no run-time injection). */
export const rootReducer = combineReducers({
  [challengeSlice.name]: challengeSlice.reducer,
  [errorModalSlice.name]: errorModalSlice.reducer,
  [overlaySlice.name]: overlaySlice.reducer,
  [sessionSlice.name]: sessionSlice.reducer,
  [credentialsSlice.name]: credentialsSlice.reducer,
  [accountsSlice.name]: accountsSlice.reducer,
  [accountServicesSlice.name]: accountServicesSlice.reducer,
  [approvalsSlice.name]: approvalsSlice.reducer,
  [activityLogSlice.name]: activityLogSlice.reducer,
  [mailSlice.name]: mailSlice.reducer,
  [mailboxSlice.name]: mailboxSlice.reducer,
  [entitySlice.name]: entitySlice.reducer,
  [transactionsSlice.name]: transactionsSlice.reducer,
  [statementsSlice.name]: statementsSlice.reducer,
  [paymentsSlice.name]: paymentsSlice.reducer,
  [upcomingSlice.name]: upcomingSlice.reducer,
  [payeesSlice.name]: payeesSlice.reducer,
  [bulkUploadSlice.name]: bulkUploadSlice.reducer,
  [bulkFilesSlice.name]: bulkFilesSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;
