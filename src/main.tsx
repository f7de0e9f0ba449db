import { cspNonce, readMeta } from './app/cspNonce';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { AppProviders } from './app/AppProviders';
import { routes } from './app/routes';
import { createAppStore } from './app/store';

async function start(): Promise<void> {
  // Demo mode only (the server says so): QA's faults from the query string, then the panel.
  if (readMeta('digx-mode') === 'demo') {
    const demo = await import(/* webpackChunkName: "demo-panel" */ './demo/mountDemoPanel');
    await demo.armQueryFaults();
    demo.mountDemoPanel(cspNonce);
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  const router = createBrowserRouter(routes);
  const store = createAppStore({ navigate: (to, options) => router.navigate(to, options) });
  createRoot(root).render(
    <StrictMode>
      <AppProviders store={store} nonce={cspNonce}>
        <App router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
