import { StrictMode, useEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { createBrowserRouter } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import type { AppStore } from './store';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * The app's top level: the router (routes.tsx) inside the providers. `onMounted` runs once the whole first
 * screen is in the page (its effects run after every child's): main.tsx hands a hydrated page what was typed
 * before it was ready.
 */
export function App({ router, onMounted }: { router: Router; onMounted?: () => void }) {
  useEffect(() => onMounted?.(), [onMounted]);
  return <RouterProvider router={router} />;
}

/**
 * The whole app as one element: what main.tsx renders or hydrates and what the build prerenders
 * (src/app/prerender/renderPage.tsx). One function for both, since hydration needs them to be the same tree.
 */
export function appElement({ store, router, nonce, onMounted }: { store: AppStore; router: Router; nonce?: string; onMounted?: () => void }) {
  return (
    <StrictMode>
      <AppProviders store={store} nonce={nonce}>
        <App router={router} onMounted={onMounted} />
      </AppProviders>
    </StrictMode>
  );
}
