import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { credentialsSaga } from '@/features/credentials/sagas';
import { selectCredentialChange } from '@/features/session/selectors';
import { statementsSaga } from '@/features/statements/sagas';
import { transactionsSaga } from '@/features/transactions/sagas';
import { AppProviders } from '../app/AppProviders';
import { loggedInSaga } from '../app/loggedInApp';
import { LOGGED_IN_APP_SAGA } from '@/shared/loggedInApp';
import { injectLazySlices } from '../app/rootReducer';
import { createAppStore, type AppStoreOptions } from '../app/store';
import { LAZY_SLICES } from './lazySlices';
import { stoppedWhenTestEnds } from './testApps';
import { testUser } from './testUser';

/**
 * A real store with real sagas and its own client, talking to the fake bank. The slices and sagas the
 * app adds with their screens (useFeatureSaga) are added here too, as the app's areas would.
 */
export function renderWithProviders(ui: ReactElement, options: AppStoreOptions = {}) {
  injectLazySlices(...LAZY_SLICES);
  const store = createAppStore({ effectMiddlewares: [stoppedWhenTestEnds()], ...options });
  // A screen rendered alone is inside a session: the logged-in app is running, as after a login.
  store.startFeatureSaga(LOGGED_IN_APP_SAGA, loggedInSaga);
  store.startFeatureSaga('transactions', transactionsSaga);
  store.startFeatureSaga('statements', statementsSaga);
  store.startFeatureSaga('credentials', () => credentialsSaga(selectCredentialChange));
  const user = testUser();
  const view = render(<AppProviders store={store}>{ui}</AppProviders>);
  return { ...view, store, user };
}
