import { cspNonce, readMeta } from './app/cspNonce';
import { warmPageChunks } from './app/pageChunks';
import { startedBefore, tabMarker } from './features/session/sessionMarker';
import { createLazyDigxClient } from './shared/api/lazyDigxClient';
import type { createBrowserRouter } from 'react-router-dom';
import type { AppStore } from './app/store';
import type { DigxClient } from './shared/api/digxClient';
import type { Navigate } from './shared/navigation';

/** Demo mode only (the server says so): QA's faults from the query string, then the panel. */
async function startDemo(): Promise<void> {
  const demo = await import(/* webpackChunkName: "demo-panel" */ './demo/mountDemoPanel');
  await demo.armQueryFaults();
  demo.mountDemoPanel(cspNonce);
}

type YieldingScheduler = { yield?: () => Promise<void> };

/**
 * Lets the browser paint and handle input before the next start-up step. scheduler.yield where the browser
 * has it: start-up then carries on ahead of other queued work, and a chain of timers' 4 ms minimum delay
 * (from the fifth nested one on) does not add up.
 */
const yieldToBrowser = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
};

type Router = ReturnType<typeof createBrowserRouter>;

/** The routes, then the router: creating it starts loading the opened page's lazy chunks. */
async function buildRouter(): Promise<Router> {
  // The shell's layout first, in a task of its own: its styled components are most of what the route tree
  // evaluates (measured at 4x CPU: about 60 ms of the routes' 70), and together they were one long task.
  await import(/* webpackMode: "eager" */ './app/layout/RootLayout');
  await yieldToBrowser();
  const { routes } = await import(/* webpackMode: "eager" */ './app/routes');
  await yieldToBrowser();
  const { createBrowserRouter: create } = await import(/* webpackMode: "eager" */ 'react-router-dom');
  const router = create(routes);
  await yieldToBrowser();
  return router;
}

/** The slices, the sagas, then the store, whose saga starts the session's calls at once. */
async function buildStore(navigate: Navigate, client?: DigxClient): Promise<AppStore> {
  await import(/* webpackMode: "eager" */ './app/rootReducer');
  await yieldToBrowser();
  await import(/* webpackMode: "eager" */ './app/rootSaga');
  await yieldToBrowser();
  const { createAppStore } = await import(/* webpackMode: "eager" */ './app/store');
  const store = createAppStore({ client, navigate });
  await yieldToBrowser();
  return store;
}

/**
 * Start-up in steps, each its own short task instead of one long one on a slow phone (issue 13,
 * Lighthouse's total blocking time): React, the router and the store (in the order the opened page
 * needs them), then the first render. The imports are "eager": their code stays in the initial
 * chunks (no extra request), but webpack evaluates each module only when its step asks for it.
 * Nothing else in the initial graph may import these modules statically, or they would all be
 * evaluated up front again; `npm run check:budgets` holds that on the build (scripts/bundleRules.ts).
 */
async function start(): Promise<void> {
  // The chunks the opened page surely needs start downloading first, in this very first task: the router
  // would ask for them only after the steps below.
  const withSession = tabMarker() !== null;
  warmPageChunks(window.location.pathname, withSession);
  if (readMeta('digx-mode') === 'demo') {
    const demo = startDemo();
    // Faults in the query string must be armed before the app's first call, so then the app waits for
    // them; otherwise the panel's chunk loads beside the first page instead of in front of it.
    if (new URLSearchParams(window.location.search).has('digxFault')) await demo;
    else demo.catch((error: unknown) => console.error('The fake bank panel did not load:', error));
  }
  // A reload: the session's calls are the longest road to the page, so they go out as soon as the client's
  // chunk is in (index.html preloads it), while React, the router and the store are built beside them: the
  // client asks for nonces and, with them, for the profile, the permissions and the accounts (prefetchSession);
  // the sagas take those answers when they get there. The client is the lazy one the store would make, so
  // nothing here waits for axios before the first paint.
  let client: DigxClient | undefined;
  if (withSession) {
    const sessionClient = createLazyDigxClient();
    client = sessionClient;
    void sessionClient.refillNonces().catch(() => undefined);
    import(/* webpackChunkName: "digx-client" */ './app/prefetchSession')
      .then(({ prefetchSession }) => prefetchSession(sessionClient, { flowDoneBefore: startedBefore(), pathname: window.location.pathname }))
      // The sagas ask for themselves as they always would.
      .catch(() => undefined);
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  // A public page the build prerendered (scripts/prerenderPlugin.js) is on screen already: React takes it over
  // (hydrates it) rather than drawing it again, if its first render will be what the build drew: a visitor
  // with no session. A tab with one renders afresh, as on every other page, and the first commit replaces it.
  const prerendered = root.firstElementChild !== null && !withSession;
  // React, then react-dom, each evaluated in a task of its own and not in the one that started the app:
  // together with main's own start they made the longest task after the first paint (at 4x CPU about
  // 170 ms; split, none of the three reaches 100).
  await yieldToBrowser();
  const { startTransition } = await import(/* webpackMode: "eager" */ 'react');
  await yieldToBrowser();
  const { createRoot, hydrateRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToBrowser();

  // A saga may navigate before the router exists (a tab with a session builds the store first).
  let routerMade: (router: Router) => void = () => undefined;
  const routerReady = new Promise<Router>((resolve) => {
    routerMade = resolve;
  });
  const navigate: Navigate = async (to, options) => (await routerReady).navigate(to, options);
  let router: Router;
  let store: AppStore;
  if (withSession) {
    // The store (whose saga asks for the profile and permissions, answered from the prefetch) before the router.
    store = await buildStore(navigate, client);
    router = await buildRouter();
  } else {
    // The login page: nothing to ask the bank yet, so the router first, whose page chunks then download
    // while the store is built.
    router = await buildRouter();
    store = await buildStore(navigate);
  }
  routerMade(router);
  const { appElement } = await import(/* webpackMode: "eager" */ './app/App');
  await yieldToBrowser();
  const app = (onMounted?: () => void) => appElement({ store, router, nonce: cspNonce, onMounted });
  if (prerendered) {
    // The page's lazy chunk first: until it is in, the router renders its fallback, not the page the HTML holds.
    const [{ routerReady }, { replayEarlyInput }] = await Promise.all([
      import(/* webpackMode: "eager" */ './app/routerReady'),
      import(/* webpackMode: "eager" */ './app/replayEarlyInput'),
    ]);
    await routerReady(router);
    // As a transition, in short slices; a click meanwhile is replayed by React once its part is hydrated.
    startTransition(() => void hydrateRoot(root, app(() => void replayEarlyInput(root))));
    return;
  }
  const reactRoot = createRoot(root);
  // As a transition, React renders the first screen in short slices instead of one long task.
  startTransition(() => reactRoot.render(app()));
}

void start();
