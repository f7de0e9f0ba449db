import { cspNonce, readMeta } from './app/cspNonce';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { AppProviders } from './app/AppProviders';
import { routes } from './app/routes';
import { createAppStore } from './app/store';

/** Demo mode only (the server says so): QA's faults from the query string, then the panel. */
async function startDemo(): Promise<void> {
  const demo = await import(/* webpackChunkName: "demo-panel" */ './demo/mountDemoPanel');
  await demo.armQueryFaults();
  demo.mountDemoPanel(cspNonce);
}

/**
 * Lets the browser paint and handle input between the start-up steps: the bundle's evaluation, creating
 * the router and store, and the first render are each a long task on a slow phone.
 */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

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
  await yieldToBrowser();
  const router = createBrowserRouter(routes);
  const store = createAppStore({ navigate: (to, options) => router.navigate(to, options) });
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
