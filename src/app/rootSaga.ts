import { spawn } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { sessionSaga } from '@/features/session/sagas/sessionSaga';
import { loginSubmitted } from '@/features/session/slice';
import { marketingPromptSaga } from '@/features/settings/marketingPrompt';
import { accountsSaga } from '@/features/accounts/sagas';
import { accountServicesSaga } from '@/features/accountServices/sagas';
import { approvalsSaga } from '@/features/approvals/sagas';
import { mailSaga } from '@/features/mail/sagas';
import { entitySaga } from '@/features/entity/sagas';

/**
 * Each feature is spawned, so one crashing saga cannot stop the others. Features used only from their
 * own lazy screens (transactions, statements, credentials…) start with those screens instead: useFeatureSaga.
 */
export function* rootSaga(): SagaIterator {
  yield spawn(sessionSaga);
  yield spawn(accountsSaga);
  yield spawn(accountServicesSaga);
  yield spawn(approvalsSaga);
  yield spawn(mailSaga);
  yield spawn(entitySaga);
  // After a login (not a reload), the marketing consent check: it must see the login, so it runs from the start.
  yield spawn(marketingPromptSaga, loginSubmitted.type);
}
