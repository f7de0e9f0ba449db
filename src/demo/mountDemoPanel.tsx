import { createRoot } from 'react-dom/client';
import { StyleSheetManager, ThemeProvider } from 'styled-components';
import { theme } from '@/shared/theme/tokens';
import { addFault, faultSpecsFromQuery } from './bankControl';
import { DemoPanel } from './DemoPanel';

/** Faults named in `?digxFault=` are armed before the app makes its first call. */
export async function armQueryFaults(): Promise<void> {
  for (const spec of faultSpecsFromQuery(window.location.search)) {
    await addFault(spec).catch((error: Error) => console.warn(`digxFault ${spec}: ${error.message}`));
  }
}

/** Demo mode only: the panel lives in its own root, outside the app's store. */
export function mountDemoPanel(nonce: string | undefined): void {
  const host = document.createElement('div');
  host.id = 'demo-bank-panel';
  document.body.appendChild(host);
  createRoot(host).render(
    <StyleSheetManager nonce={nonce}>
      <ThemeProvider theme={theme}>
        <DemoPanel />
      </ThemeProvider>
    </StyleSheetManager>,
  );
}
