import { combineSlices, type Reducer, type WithSlice } from '@reduxjs/toolkit';
import type { activityLogSlice } from '@/features/activityLog/slice';
import type { accountsSlice } from '@/features/accounts/slice';
import type { accountServicesSlice } from '@/features/accountServices/slice';
import type { approvalsSlice } from '@/features/approvals/slice';
import type { bulkFilesSlice } from '@/features/bulk/files/filesSlice';
import type { bulkUploadSlice } from '@/features/bulk/upload/uploadSlice';
import type { credentialsSlice } from '@/features/credentials/slice';
import type { entitySlice } from '@/features/entity/slice';
import type { mailboxSlice } from '@/features/mail/mailboxSlice';
import type { mailSlice } from '@/features/mail/slice';
import type { payeesSlice } from '@/features/payments/payees/payeesSlice';
import type { paymentsSlice } from '@/features/payments/slice';
import type { upcomingSlice } from '@/features/payments/upcoming/upcomingSlice';
import { sessionSlice } from '@/features/session/slice';
import type { settingsSlice } from '@/features/settings/slice';
import type { statementsSlice } from '@/features/statements/slice';
import type { transactionsSlice } from '@/features/transactions/slice';
import { challengeSlice } from '@/shared/challenge/challengeSlice';
import { errorModalSlice } from '@/shared/errors/errorModalSlice';
import { overlaySlice } from '@/shared/overlay/overlaySlice';

/**
 * The slices the login needs are registered here. The others load on demand: the logged-in app's (the
 * shell's accounts, entity, mail, approvals, account services and settings) with its chunk, before a session
 * starts (loggedInApp.ts), and the screens' own at the top of their area's chunk. Each is injected with
 * `injectLazySlices`, the way Redux Toolkit documents (combineSlices(...).inject). Until the store's next
 * action its key is absent, and the feature's selectors give its initial state (shared/state/selectLazySlice).
 * A lazy slice hears only what happens after its chunk has loaded: a fact its screens need from before (the
 * login's credential flags) stays in a slice registered here (the session's).
 *
 * The one list of lazy slices: a slice not named here cannot be injected (injectLazySlices' type), and the
 * test kit's list (src/testing/lazySlices.ts) is keyed by it.
 */
export interface LazySlicesState
  extends WithSlice<typeof settingsSlice>,
    WithSlice<typeof accountsSlice>,
    WithSlice<typeof accountServicesSlice>,
    WithSlice<typeof approvalsSlice>,
    WithSlice<typeof mailSlice>,
    WithSlice<typeof entitySlice>,
    WithSlice<typeof transactionsSlice>,
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
).withLazyLoadedSlices<LazySlicesState>();

/** A slice that may be injected: one of LazySlicesState's, with its own reducer. */
export type LazySlice = { [Path in keyof LazySlicesState]: { reducerPath: Path; reducer: Reducer<LazySlicesState[Path]> } }[keyof LazySlicesState];

/** Adds screen-only slices' reducers; called at the top of their area's module, once per page load. */
export function injectLazySlices(...slices: LazySlice[]): void {
  for (const slice of slices) rootReducer.inject(slice);
}

export type RootState = ReturnType<typeof rootReducer>;
