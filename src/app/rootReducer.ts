import { combineSlices, type Reducer, type WithSlice } from '@reduxjs/toolkit';
import type { activityLogSlice } from '@/features/activityLog/slice';
import { accountsSlice } from '@/features/accounts/slice';
import { accountServicesSlice } from '@/features/accountServices/slice';
import { approvalsSlice } from '@/features/approvals/slice';
import type { bulkFilesSlice } from '@/features/bulk/files/filesSlice';
import type { bulkUploadSlice } from '@/features/bulk/upload/uploadSlice';
import type { credentialsSlice } from '@/features/credentials/slice';
import { entitySlice } from '@/features/entity/slice';
import type { mailboxSlice } from '@/features/mail/mailboxSlice';
import { mailSlice } from '@/features/mail/slice';
import type { payeesSlice } from '@/features/payments/payees/payeesSlice';
import type { paymentsSlice } from '@/features/payments/slice';
import type { upcomingSlice } from '@/features/payments/upcoming/upcomingSlice';
import { sessionSlice } from '@/features/session/slice';
import { settingsSlice } from '@/features/settings/slice';
import type { statementsSlice } from '@/features/statements/slice';
import type { transactionsSlice } from '@/features/transactions/slice';
import { challengeSlice } from '@/shared/challenge/challengeSlice';
import { errorModalSlice } from '@/shared/errors/errorModalSlice';
import { overlaySlice } from '@/shared/overlay/overlaySlice';

/**
 * The slices the shell and the login need are registered here. The others belong to screens that load
 * on demand (issue 13: /login <= 180 KiB; registering them all here too costs /login 6.9 KiB gzip,
 * measured for issue 28): each is injected at the top of its area's chunk with `injectLazySlices`, the
 * way Redux Toolkit documents (combineSlices(...).inject), before any of its screens renders. Until the
 * store's next action its key is absent, and the feature's selectors give its initial state
 * (shared/state/selectLazySlice). A lazy slice hears only what happens after its chunk has loaded: a fact
 * its screens need from before (the login's credential flags) stays in a slice registered here (the session's).
 *
 * The one list of lazy slices: a slice not named here cannot be injected (injectLazySlices' type), and the
 * test kit's list (src/testing/lazySlices.ts) is keyed by it.
 */
export interface LazySlicesState
  extends WithSlice<typeof transactionsSlice>,
    WithSlice<typeof statementsSlice>,
    WithSlice<typeof paymentsSlice>,
    WithSlice<typeof upcomingSlice>,
    WithSlice<typeof payeesSlice>,
    WithSlice<typeof bulkUploadSlice>,
    WithSlice<typeof bulkFilesSlice>,
    WithSlice<typeof activityLogSlice>,
    WithSlice<typeof mailboxSlice>,
    WithSlice<typeof credentialsSlice> {}

export const rootReducer = combineSlices(
  challengeSlice,
  errorModalSlice,
  overlaySlice,
  sessionSlice,
  settingsSlice,
  accountsSlice,
  accountServicesSlice,
  approvalsSlice,
  mailSlice,
  entitySlice,
).withLazyLoadedSlices<LazySlicesState>();

/** A slice that may be injected: one of LazySlicesState's, with its own reducer. */
export type LazySlice = { [Path in keyof LazySlicesState]: { reducerPath: Path; reducer: Reducer<LazySlicesState[Path]> } }[keyof LazySlicesState];

/** Adds screen-only slices' reducers; called at the top of their area's module, once per page load. */
export function injectLazySlices(...slices: LazySlice[]): void {
  for (const slice of slices) rootReducer.inject(slice);
}

export type RootState = ReturnType<typeof rootReducer>;
