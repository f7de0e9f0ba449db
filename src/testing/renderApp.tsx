import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { routes } from '../app/routes';
import { createAppStore, type AppStoreOptions } from '../app/store';
import { stoppedWhenTestEnds } from './testApps';
import { testUser } from './testUser';

/**
 * The whole app at a URL: the real route tree, store, sagas and client against the fake
 * bank. Timers can be faked by the test (pass `advanceTimers` for userEvent then).
 */
export function renderApp(path = '/', options: AppStoreOptions & { advanceTimers?: (ms: number) => void } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const store = createAppStore({ ...options, navigate: (to, opts) => router.navigate(to, opts), effectMiddlewares: [stoppedWhenTestEnds()] });
  const user = testUser(options.advanceTimers);
  const view = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const location = () => router.state.location.pathname;
  return { ...view, store, router, user, location };
}
