import type { LazySlice, LazySlicesState } from '@/app/rootReducer';
import { accountsSlice } from '@/features/accounts/slice';
import { accountServicesSlice } from '@/features/accountServices/slice';
import { approvalsSlice } from '@/features/approvals/slice';
import { entitySlice } from '@/features/entity/slice';
import { mailSlice } from '@/features/mail/slice';
import { settingsSlice } from '@/features/settings/slice';
import { activityLogSlice } from '@/features/activityLog/slice';
import { bulkFilesSlice } from '@/features/bulk/files/filesSlice';
import { bulkUploadSlice } from '@/features/bulk/upload/uploadSlice';
import { credentialsSlice } from '@/features/credentials/slice';
import { mailboxSlice } from '@/features/mail/mailboxSlice';
import { payeesSlice } from '@/features/payments/payees/payeesSlice';
import { paymentsSlice } from '@/features/payments/slice';
import { upcomingSlice } from '@/features/payments/upcoming/upcomingSlice';
import { statementsSlice } from '@/features/statements/slice';
import { transactionsSlice } from '@/features/transactions/slice';

/**
 * Every screen-only slice, for tests that render a screen without its area. Keyed by rootReducer's
 * LazySlicesState (the one list), so this cannot miss one or name one that is not lazy.
 */
const BY_KEY: { [Path in keyof LazySlicesState]: Extract<LazySlice, { reducerPath: Path }> } = {
  settings: settingsSlice,
  accounts: accountsSlice,
  accountServices: accountServicesSlice,
  approvals: approvalsSlice,
  mail: mailSlice,
  entity: entitySlice,
  transactions: transactionsSlice,
  statements: statementsSlice,
  payments: paymentsSlice,
  upcoming: upcomingSlice,
  payees: payeesSlice,
  bulkUpload: bulkUploadSlice,
  bulkFiles: bulkFilesSlice,
  activityLog: activityLogSlice,
  mailbox: mailboxSlice,
  credentials: credentialsSlice,
};

export const LAZY_SLICES: readonly LazySlice[] = Object.values(BY_KEY);
