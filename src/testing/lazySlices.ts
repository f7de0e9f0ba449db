import type { LazySlice } from '@/app/injectSlices';
import type { LazySlicesState } from '@/app/rootReducer';
import { activityLogSlice } from '@/features/activityLog/slice';
import { bulkFilesSlice } from '@/features/bulk/files/filesSlice';
import { bulkUploadSlice } from '@/features/bulk/upload/uploadSlice';
import { mailboxSlice } from '@/features/mail/mailboxSlice';
import { payeesSlice } from '@/features/payments/payees/payeesSlice';
import { paymentsSlice } from '@/features/payments/slice';
import { upcomingSlice } from '@/features/payments/upcoming/upcomingSlice';
import { statementsSlice } from '@/features/statements/slice';
import { transactionsSlice } from '@/features/transactions/slice';

/**
 * Every screen-only slice: tests that render a screen alone get them all. Keyed by LazySlicesState, so a
 * new lazy slice does not compile until it is listed here too.
 */
const BY_KEY: Readonly<Record<keyof LazySlicesState, LazySlice>> = {
  transactions: transactionsSlice,
  statements: statementsSlice,
  payments: paymentsSlice,
  upcoming: upcomingSlice,
  payees: payeesSlice,
  bulkUpload: bulkUploadSlice,
  bulkFiles: bulkFilesSlice,
  activityLog: activityLogSlice,
  mailbox: mailboxSlice,
};

export const LAZY_SLICES: readonly LazySlice[] = Object.values(BY_KEY);
