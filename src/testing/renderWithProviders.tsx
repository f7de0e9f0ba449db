import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { AppProviders } from '../app/AppProviders';
import { createAppStore, type AppStoreOptions } from '../app/store';

/** A real store with real sagas and its own client, talking to the fake bank. */
export function renderWithProviders(ui: ReactElement, options: AppStoreOptions = {}) {
  const store = createAppStore(options);
  const user = userEvent.setup();
  const view = render(<AppProviders store={store}>{ui}</AppProviders>);
  return { ...view, store, user };
}
