import type { SagaIterator } from 'redux-saga';
import { spawn } from 'redux-saga/effects';
import { accountsSaga } from '@/features/accounts/sagas';
import { accountsSlice } from '@/features/accounts/slice';
import { accountServicesSaga } from '@/features/accountServices/sagas';
import { accountServicesSlice } from '@/features/accountServices/slice';
import { approvalsSaga } from '@/features/approvals/sagas';
import { approvalsSlice } from '@/features/approvals/slice';
import { entitySaga } from '@/features/entity/sagas';
import { entitySlice } from '@/features/entity/slice';
import { mailSaga } from '@/features/mail/sagas';
import { mailSlice } from '@/features/mail/slice';
import { marketingPromptSaga } from '@/features/settings/marketingPrompt';
import { watchSessions } from '@/features/session/sagas/watchSessions';
import { settingsSlice } from '@/features/settings/slice';
import { injectLazySlices } from './rootReducer';

/**
 * What every page with a session needs and /login does not: the slices the shell reads, the sagas that
 * load the session's data when it starts, and the watch that ends it. The session saga loads this chunk before it enters a session (a
 * login or a reload that finds one alive), so its slices and sagas hear the session start; main.tsx asks for
 * it early (a reload at once, the login page once the customer is on the form).
 */
injectLazySlices(settingsSlice, accountsSlice, accountServicesSlice, approvalsSlice, mailSlice, entitySlice);

/** Each feature is spawned, so one crashing saga cannot stop the others. */
export function* loggedInSaga(): SagaIterator {
  // The session's watch (its limits, its end) first: it must hear the session's first event.
  yield spawn(watchSessions);
  yield spawn(accountsSaga);
  yield spawn(accountServicesSaga);
  yield spawn(approvalsSaga);
  yield spawn(mailSaga);
  yield spawn(entitySaga);
  yield spawn(marketingPromptSaga);
}
