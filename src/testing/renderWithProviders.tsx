import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { statementsSaga } from '@/features/statements/sagas';
import { transactionsSaga } from '@/features/transactions/sagas';
import { AppProviders } from '../app/AppProviders';
import { createAppStore, type AppStoreOptions } from '../app/store';

/**
 * A real store with real sagas and its own client, talking to the fake bank. The sagas the app starts
 * with their screens (useFeatureSaga) are started here too, as the app's areas would.
 */
export function renderWithProviders(ui: ReactElement, options: AppStoreOptions = {}) {
  const store = createAppStore(options);
  store.startFeatureSaga('transactions', transactionsSaga);
  store.startFeatureSaga('statements', statementsSaga);
  const user = userEvent.setup();
  const view = render(<AppProviders store={store}>{ui}</AppProviders>);
  return { ...view, store, user };
}
