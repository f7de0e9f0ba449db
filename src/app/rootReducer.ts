import { combineSlices } from '@reduxjs/toolkit';
import type { ActivityLogState } from '@/features/activityLog/slice';
import { accountsSlice } from '@/features/accounts/slice';
import { accountServicesSlice } from '@/features/accountServices/slice';
import { approvalsSlice } from '@/features/approvals/slice';
import type { BulkFilesState } from '@/features/bulk/files/filesSlice';
import type { BulkUploadState } from '@/features/bulk/upload/uploadSlice';
import { credentialsSlice } from '@/features/credentials/slice';
import { entitySlice } from '@/features/entity/slice';
import type { MailboxState } from '@/features/mail/mailboxSlice';
import { mailSlice } from '@/features/mail/slice';
import type { PayeesState } from '@/features/payments/payees/payeesSlice';
import type { PaymentsState } from '@/features/payments/slice';
import type { UpcomingState } from '@/features/payments/upcoming/upcomingSlice';
import { sessionSlice } from '@/features/session/slice';
import { settingsSlice } from '@/features/settings/slice';
import type { StatementsState } from '@/features/statements/slice';
import type { TransactionsState } from '@/features/transactions/slice';
import { challengeSlice } from '@/shared/challenge/challengeSlice';
import { errorModalSlice } from '@/shared/errors/errorModalSlice';
import { overlaySlice } from '@/shared/overlay/overlaySlice';

/**
 * The slices the shell and the login need are registered here. The others belong to screens that load
 * on demand: their reducers arrive with the screen's chunk and are injected then (useFeatureSaga's
 * `slices`), so the login page does not carry every feature's state code (issue 13: /login ≤ 180 KiB).
 * Redux Toolkit's combineSlices is the supported way to do this; until injected, a lazy slice's key is
 * simply absent, and only its own screens read it.
 */
export interface LazySlicesState {
  transactions: TransactionsState;
  statements: StatementsState;
  payments: PaymentsState;
  upcoming: UpcomingState;
  payees: PayeesState;
  bulkUpload: BulkUploadState;
  bulkFiles: BulkFilesState;
  activityLog: ActivityLogState;
  mailbox: MailboxState;
}

export const rootReducer = combineSlices(
  challengeSlice,
  errorModalSlice,
  overlaySlice,
  sessionSlice,
  settingsSlice,
  credentialsSlice,
  accountsSlice,
  accountServicesSlice,
  approvalsSlice,
  mailSlice,
  entitySlice,
).withLazyLoadedSlices<LazySlicesState>();

export type RootState = ReturnType<typeof rootReducer>;
