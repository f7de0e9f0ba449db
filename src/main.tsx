import { cspNonce, readMeta } from './app/cspNonce';

/** Demo mode only (the server says so): QA's faults from the query string, then the panel. */
async function startDemo(): Promise<void> {
  const demo = await import(/* webpackChunkName: "demo-panel" */ './demo/mountDemoPanel');
  await demo.armQueryFaults();
  demo.mountDemoPanel(cspNonce);
}

/** Lets the browser paint and handle input before the next start-up step. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Start-up in steps, each its own short task instead of one long one on a slow phone (issue 13,
 * Lighthouse's total blocking time): React, the routes and the router, the store's slices, sagas and
 * the store, then the first render. The imports are "eager": their code stays in the initial
 * chunks (no extra request), but webpack evaluates each module only when its step asks for it.
 * Nothing else in the initial graph may import these modules statically, or they would all be
 * evaluated up front again; src/app/startupSteps.test.ts holds that.
 */
async function start(): Promise<void> {
  if (readMeta('digx-mode') === 'demo') {
    const demo = startDemo();
    // Faults in the query string must be armed before the app's first call, so then the app waits for
    // them; otherwise the panel's chunk loads beside the first page instead of in front of it.
    if (new URLSearchParams(window.location.search).has('digxFault')) await demo;
    else demo.catch((error: unknown) => console.error('The fake bank panel did not load:', error));
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  const { StrictMode, startTransition } = await import(/* webpackMode: "eager" */ 'react');
  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToBrowser();
  // A tab with a session (a reload) asks for nonces at once: the session's first call (v1/me) then
  // finds one waiting instead of adding the nonce's round trip after the steps below. A tab without
  // one (the login page) leaves the client to the store, after its page's chunks have been asked for.
  const { tabMarker } = await import(/* webpackMode: "eager" */ './features/session/sessionMarker');
  let client;
  if (tabMarker()) {
    const { createDigxClient } = await import(/* webpackMode: "eager" */ './shared/api/digxClient');
    client = createDigxClient();
    void client.refillNonces();
    await yieldToBrowser();
  }
  // The router first: creating it starts loading the opened page's lazy chunks, which then download
  // while the store's steps below run, instead of after them.
  const { routes } = await import(/* webpackMode: "eager" */ './app/routes');
  await yieldToBrowser();
  const { createBrowserRouter } = await import(/* webpackMode: "eager" */ 'react-router-dom');
  const router = createBrowserRouter(routes);
  await yieldToBrowser();
  await import(/* webpackMode: "eager" */ './app/rootReducer');
  await yieldToBrowser();
  await import(/* webpackMode: "eager" */ './app/rootSaga');
  await yieldToBrowser();
  const { createAppStore } = await import(/* webpackMode: "eager" */ './app/store');
  const store = createAppStore({ client, navigate: (to, options) => router.navigate(to, options) });
  await yieldToBrowser();
  const { App } = await import(/* webpackMode: "eager" */ './app/App');
  const { AppProviders } = await import(/* webpackMode: "eager" */ './app/AppProviders');
  await yieldToBrowser();
  const reactRoot = createRoot(root);
  // As a transition, React renders the first screen in short slices instead of one long task.
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <AppProviders store={store} nonce={cspNonce}>
          <App router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
}

void start();
