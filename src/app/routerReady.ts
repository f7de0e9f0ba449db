import type { createBrowserRouter } from 'react-router-dom';

type Router = Pick<ReturnType<typeof createBrowserRouter>, 'state' | 'subscribe'>;

/**
 * Resolves once the router has loaded the opened page's lazy routes: before that it renders only its
 * fallback. The prerender waits for it, and so does the browser before it hydrates, so both render the page.
 */
export function routerReady(router: Router): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
